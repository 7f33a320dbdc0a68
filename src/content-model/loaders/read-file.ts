/**
 * Reading one content file, the step every loader shares: parse it (YAML, or a
 * Markdown file's front matter, with YAML 1.2's core schema, so `no` stays a
 * word and a date stays text), bring an earlier shape to the newest in memory,
 * check it against its schema, and check that every picture it names is in
 * public/images/. Every problem goes into the reader's one list, worded as
 * ./problems.ts words them, so one build lists every mistake.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import matter from 'gray-matter';
import { isScalar, LineCounter, parseDocument, type Document } from 'yaml';
import type { z } from 'zod';
import { contentSchemas, type ContentKind } from '../schema/kinds.ts';
import { pictureFileProblem } from '../picture-format.ts';
import { picturesIn } from '../pictures.ts';
import {
  checked,
  fieldName,
  lostTextProblems,
  nearestNode,
  place,
  shown,
  syntaxProblems,
  type Parsed,
} from '../problems.ts';
import { markdownBody, pictureSchema } from '../schema/index.ts';
import type { UpgradeStep } from '../schema/versions.ts';
import { readContentVersion, upgradeDocument, type UpgradeReport } from '../upgrade.ts';

/** Each kind of file by its schema: which upgrade steps a file read with a schema takes. */
const kindOfSchema = new Map<z.ZodType, ContentKind>(
  Object.entries(contentSchemas).map(([kind, schema]) => [schema, kind as ContentKind]),
);

/** One file read and checked: its value if it is right, its Markdown text, and where its fields are. */
export interface FileRead<S extends z.ZodType> {
  value?: z.output<S>;
  body?: string;
  /** "file:line:column" of a field, or of the nearest thing above it that is there. */
  at: (field: readonly PropertyKey[]) => string;
  /** "file:line:1" where a Markdown file's text starts. */
  bodyPlace: string;
}

/** A content file's data as parsed, and where a field of it is ("content/profile.yml:7:8"). */
export interface RawFile {
  path: string;
  data: unknown;
  place: (field: readonly PropertyKey[]) => string;
}

/** What the loaders share while the content of one project is read. */
export interface ContentReader {
  /** The project's folder (content/ and public/ are in it). */
  root: string;
  /** Every problem found so far, in the order found. */
  problems: string[];
  /** Each file's data as parsed, before checking, and where a field of it is: for the sample-value warnings. */
  raw: RawFile[];
  /** What bringing an earlier shape to the newest changed. */
  upgrade: UpgradeReport;
  /** The names of the files in public/ (a resume PDF named in the profile must be one). */
  publicFiles: string[];
  /** Parses one file (YAML, or a Markdown file's front matter) and checks it; records its problems. */
  read<S extends z.ZodType>(path: string, schema: S): FileRead<S>;
  /** A Markdown file's text below its front matter, as HTML, or undefined (a problem recorded). */
  bodyOf(file: FileRead<z.ZodType>): z.output<typeof markdownBody> | undefined;
}

/** A reader of the content of the project at `root`, whose earlier shapes take the upgrade `steps`. */
export function contentReader(root: string, steps: readonly UpgradeStep[]): ContentReader {
  const problems: string[] = [];
  const raw: ContentReader['raw'] = [];
  const version = readContentVersion(root, 1 + steps.length);
  if (version.problem) problems.push(version.problem);
  const upgrade: UpgradeReport = { from: version.version, to: 1 + steps.length, changes: [] };
  const images = existsSync(join(root, 'public/images'))
    ? readdirSync(join(root, 'public/images'))
    : [];
  const publicFiles = existsSync(join(root, 'public')) ? readdirSync(join(root, 'public')) : [];

  function read<S extends z.ZodType>(path: string, schema: S): FileRead<S> {
    const full = join(root, path);
    if (!existsSync(full)) {
      problems.push(
        `${path}: this file is missing: every ${path.endsWith('project.yml') ? 'project folder' : 'site'} needs one`,
      );
      return { at: () => path, bodyPlace: path };
    }
    // Windows line ends and a byte-order mark (Notepad's) read as what they are: the same text.
    // gray-matter keeps a \r at the end of the front matter's last line, which YAML refuses.
    const source = readFileSync(full, 'utf8')
      .replace(/^\uFEFF/, '')
      .replace(/\r\n?/g, '\n');
    let yamlSource = source;
    let body: string | undefined;
    let bodyPlace = path;
    let lineOffset = 0;
    if (path.endsWith('.md')) {
      // Front matter between --- lines, then the text: gray-matter splits them; YAML parses the front matter below.
      const split = matter(source, { engines: { yaml: () => ({}) } });
      yamlSource = split.matter.replace(/^\r?\n/, '');
      body = split.content;
      lineOffset = source.startsWith('---') ? 1 : 0;
      const bodyLine = source.slice(0, source.length - body.length).split('\n').length;
      bodyPlace = `${path}:${bodyLine}:1`;
    }
    const lines = new LineCounter();
    const doc = parseDocument(yamlSource, {
      lineCounter: lines,
      version: '1.2',
      schema: 'core',
      prettyErrors: false,
      // Each value's text as written: a figure typed into a text field keeps its zeros.
      keepSourceTokens: true,
    });
    const parsed: Parsed = { path, doc, lines, lineOffset };
    const at = (field: readonly PropertyKey[]) =>
      place(parsed, nearestNode(doc, field).range?.[0] ?? 0);
    // The first syntax mistake only: the parser's later complaints are mostly that one's echoes.
    const firstSyntax = syntaxProblems(parsed, yamlSource).slice(0, 1);
    // Words lost to a comment are looked for only in a file that parses: a syntax mistake misleads it.
    const syntax = firstSyntax.length ? firstSyntax : lostTextProblems(parsed);
    if (syntax.length) {
      problems.push(...syntax);
      return { at, bodyPlace };
    }
    // Content of an earlier shape becomes the newest, here in memory (the keys keep their places).
    const kind = kindOfSchema.get(schema);
    if (kind)
      for (const change of upgradeDocument(doc, kind, version.version, steps))
        upgrade.changes.push({ path, change });
    // A file whose every field is left empty is a file with no field filled in, not no file.
    const data = withoutEmptySections(doc.toJS() ?? {}) ?? {};
    raw.push({
      path,
      data: body === undefined ? data : { ...(data as object), body },
      // A Markdown file's body is the text below its front matter; any other field, its node's place.
      place: (field) => (body !== undefined && field[0] === 'body' ? bodyPlace : at(field)),
    });
    const result = checked(parsed, data, schema);
    problems.push(...result.problems);
    if (result.value !== undefined) keepFiguresAsWritten(result.value, data, doc);
    // Pictures are looked for even when another field is wrong, so that one build lists every mistake.
    // (A name the schema refuses, such as a .heic photo, is reported once, by the schema.)
    // A file that is there is read as far as its first bytes: what it holds, whatever its name says.
    for (const { path: field, picture } of picturesIn(data)) {
      const file = pictureSchema.shape.file.safeParse(picture.file);
      if (!file.success) continue;
      // A file there under other capitals (IMG_1234.JPG named as img_1234.jpg) is named, as
      // GitHub's Pages server and Linux find a file by its exact name where a Mac or Windows would not.
      const otherCase = images.find((name) => name.toLowerCase() === file.data.toLowerCase());
      const problem = images.includes(file.data)
        ? pictureFileProblem(join(root, 'public/images', file.data), file.data)
        : otherCase
          ? `public/images/ has ${shown(otherCase)}, whose capitals differ (found ${shown(picture.file)}); write ${shown(otherCase)} here, capitals exactly, or rename the file`
          : `that file is not in public/images/ (found ${shown(picture.file)}); put the picture there, or check the name's spelling and capitals`;
      if (problem)
        problems.push(`${at([...field, 'file'])}: ${fieldName([...field, 'file'])}: ${problem}`);
    }
    return { value: result.value, body, at, bodyPlace };
  }

  function bodyOf({ body, bodyPlace }: FileRead<z.ZodType>) {
    // Pictures go through the photo step as a list (an update's `pictures:`), sized and under the base path.
    if (/!\[[^\]]*\][[(]/.test(body ?? ''))
      problems.push(
        `${bodyPlace}: a picture in the text (![…](…)) is not shown: list it under pictures: in an update's front matter, with its file and alt`,
      );
    const result = markdownBody.safeParse(body ?? '');
    if (result.success) return result.data;
    problems.push(
      `${bodyPlace}: the text below the front matter (after the second ---) is empty: write the section's text there`,
    );
    return undefined;
  }

  return { root, problems, raw, upgrade, publicFiles, read, bodyOf };
}

/**
 * Drops every mapping whose values are all empty, as the form editor writes an
 * optional section left blank (`donation: { label: '', url: '' }`): a section
 * left empty is a section left out.
 */
function withoutEmptySections(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutEmptySections);
  if (value === null || typeof value !== 'object') return value;
  const kept = Object.entries(value)
    .map(([key, inner]) => [key, withoutEmptySections(inner)] as const)
    .filter(([, inner]) => inner !== undefined);
  const empty = (inner: unknown): boolean =>
    inner === null ||
    inner === '' ||
    (Array.isArray(inner) && inner.length === 0) ||
    (typeof inner === 'object' && Object.values(inner).every(empty));
  return kept.length > 0 && kept.every(([, inner]) => empty(inner))
    ? undefined
    : Object.fromEntries(kept);
}

/**
 * A figure in a text field as the owner wrote it: YAML reads `value: 1.60` as
 * the number 1.6, and the text field would say "1.6"; this puts back "1.60"
 * (and "007", "1e3"). Walks the checked value beside the parsed data: where a
 * number became the text of that number, the text is the one in the file.
 */
function keepFiguresAsWritten(
  value: unknown,
  data: unknown,
  doc: Document,
  path: Array<string | number> = [],
): void {
  if (value === null || typeof value !== 'object' || data === null || typeof data !== 'object')
    return;
  for (const [key, inner] of Object.entries(value)) {
    const at = [...path, Array.isArray(value) ? Number(key) : key];
    const raw = (data as Record<string, unknown>)[key];
    if (typeof raw === 'number' && inner === String(raw)) {
      const node = doc.getIn(at, true);
      // A plain scalar's token (a flow scalar) holds its text as written.
      const token = isScalar(node) ? node.srcToken : undefined;
      const written = token && 'source' in token ? token.source : undefined;
      if (typeof written === 'string' && written.trim())
        (value as Record<string, unknown>)[key] = written.trim();
    } else keepFiguresAsWritten(inner, raw, doc, at);
  }
}
