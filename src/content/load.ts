/**
 * Reads the owner's content from content/ at build time (never in the
 * browser): YAML for facts, Markdown for prose. Each file is parsed with YAML
 * 1.2's core schema (so `no` stays a word and a date stays text), checked
 * against its schema (./schema.ts), and every picture it names must be in
 * public/images/. A mistake is reported in plain words with its place:
 *
 *   content/profile.yml:11:8: email: must be an e-mail address, such as you@example.com (found "me@")
 *
 * The content folder:
 *
 *   content/profile.yml                     you: name, links, bio…
 *   content/home.yml                        Home's other projects and 'More Coming Soon'
 *   content/tracked/<slug>/project.yml      a tracked project: its card and its page at /<slug>
 *   content/tracked/<slug>/timeline.yml     its development timeline (optional)
 *   content/tracked/<slug>/story/*.md       its story cards, one file each (optional)
 *   content/tracked/<slug>/purchasing.md    its purchasing section (optional)
 *   content/tracked/<slug>/updates/*.md     its dated updates, one file each (optional):
 *                                           2025-03-14-first-boards.md is /<slug>/updates/first-boards
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import matter from 'gray-matter';
import { isMap, isScalar, LineCounter, parseDocument, visit, type Document } from 'yaml';
import type { z } from 'zod';
import { updatePath } from '../lib/paths.ts';
import { renderInline, textOf } from './markdown.ts';
import { pictureFileProblem } from './picture-format.ts';
import {
  addressPattern,
  homeSchema,
  isoDate,
  markdownBody,
  pictureSchema,
  profileSchema,
  projectFileSchema,
  purchasingSchema,
  slugSchema,
  storyCardSchema,
  timelineSchema,
  updateSchema,
  type Picture,
  type SiteContent,
  type StoryCard,
  type TrackedProject,
  type Update,
  type UpdateSummary,
} from './schema.ts';

/**
 * The folder whose content/ and public/ the site is built from: the
 * repository itself, or CONTENT_ROOT (the browser tests build a made-up
 * owner's folder this way, so they never depend on the real owner's words).
 */
export function contentRoot(): string {
  return resolve(process.env.CONTENT_ROOT || process.cwd());
}

/** Where the owner's content lives, from the top of the repository. */
export const contentFolder = 'content';
export const trackedFolder = `${contentFolder}/tracked`;

/** The kinds of content file, each with its schema (its JSON Schema and form follow from it). */
export const contentSchemas = {
  profile: profileSchema,
  home: homeSchema,
  project: projectFileSchema,
  timeline: timelineSchema,
  story: storyCardSchema,
  purchasing: purchasingSchema,
  update: updateSchema,
} as const;
export type ContentKind = keyof typeof contentSchemas;

/** One content file: its path from the top of the repository and its kind. */
export interface ContentFile {
  path: string;
  kind: ContentKind;
}

/** The folders of the tracked projects, by name: each is one project at /<name>. */
export function trackedProjectFolders(root: string): string[] {
  const folder = join(root, trackedFolder);
  if (!existsSync(folder)) return [];
  return readdirSync(folder)
    .filter((name) => !name.startsWith('.') && statSync(join(folder, name)).isDirectory())
    .sort();
}

/** Every content file there is, in the order the site reads them. */
export function contentFiles(root: string): ContentFile[] {
  const files: ContentFile[] = [
    { path: `${contentFolder}/profile.yml`, kind: 'profile' },
    { path: `${contentFolder}/home.yml`, kind: 'home' },
  ];
  for (const slug of trackedProjectFolders(root)) {
    const project = `${trackedFolder}/${slug}`;
    files.push({ path: `${project}/project.yml`, kind: 'project' });
    if (existsSync(join(root, project, 'timeline.yml')))
      files.push({ path: `${project}/timeline.yml`, kind: 'timeline' });
    /** The Markdown files of one of the project's folders, in file-name order. */
    const markdownIn = (folder: string, kind: ContentKind) => {
      if (!existsSync(join(root, project, folder))) return;
      for (const file of readdirSync(join(root, project, folder))
        .filter((name) => name.endsWith('.md'))
        .sort())
        files.push({ path: `${project}/${folder}/${file}`, kind });
    };
    markdownIn('story', 'story');
    if (existsSync(join(root, project, 'purchasing.md')))
      files.push({ path: `${project}/purchasing.md`, kind: 'purchasing' });
    markdownIn('updates', 'update');
  }
  return files;
}

/** Plain words for the YAML slips people make by hand, by the parser's error code. */
const yamlHints: Record<string, string> = {
  TAB_AS_INDENT:
    'a tab in the indentation: YAML indents with spaces only, so replace the tab with spaces',
  BLOCK_AS_IMPLICIT_KEY:
    'a colon followed by a space inside a value starts a new field in YAML: put the whole value in double quotes ("like: this"), or write it on the lines below `>-`',
  MULTILINE_IMPLICIT_KEY:
    'a line that is not a field: indent it under the field above, or put a colon after the field name',
  DUPLICATE_KEY: 'this field is written twice in the same place: keep one',
  BAD_INDENT: 'the indentation does not line up with the fields around it',
  MISSING_CHAR: 'a quote or bracket is opened and never closed',
  BAD_DQ_ESCAPE:
    'a backslash inside double quotes starts an escape: write \\\\ for a backslash, or use single quotes',
};
const quoteHint =
  "a quote inside a quoted value ends it early: write the value without quotes, or in double quotes if it holds an apostrophe (\"I'm here\"), or double the apostrophe inside single quotes ('I''m here')";

/** A parsed YAML document, with what turns its offsets into lines and columns. */
interface Parsed {
  path: string;
  doc: Document;
  lines: LineCounter;
  /** Lines before the YAML starts in its file (a Markdown file's opening ---). */
  lineOffset: number;
}

function place({ path, lines, lineOffset }: Parsed, offset: number): string {
  const { line, col } = lines.linePos(offset);
  return `${path}:${line + lineOffset}:${col}`;
}

/** YAML syntax mistakes, one line each, with a hint for the usual slips. */
function syntaxProblems(parsed: Parsed, source: string): string[] {
  const lines = source.split('\n');
  return parsed.doc.errors.map((error) => {
    let { line, col } = parsed.lines.linePos(error.pos[0]);
    // A quote never closed is found at the end of the file: point at the line that opens it.
    if (error.code === 'MISSING_CHAR') {
      const opens = lines.findLastIndex(
        (text, index) => index < line && /:\s+(["'])(?:(?!\1).)*$/.test(text),
      );
      if (opens >= 0) [line, col] = [opens + 1, lines[opens]!.search(/["']/) + 1];
    }
    const text = lines[line - 1] ?? '';
    // A tab at the start of the line is the slip, whatever the parser makes of what follows.
    const tabbed = /^ *\t/.test(text);
    const quoted = /:\s+(['"]).*\1.+$/.test(text) || /:\s+'[^']*'[^']*'/.test(text);
    const hint = tabbed
      ? yamlHints.TAB_AS_INDENT!
      : error.code === 'MISSING_CHAR' && /:\s+["']/.test(text)
        ? 'a quote is opened and never closed: end the value with the same quote, or write it without quotes'
        : error.code === 'UNEXPECTED_TOKEN' && quoted
          ? quoteHint
          : (yamlHints[error.code] ?? error.message.split('\n')[0]!);
    return `${parsed.path}:${line + parsed.lineOffset}:${col}: ${hint}. The line reads: ${text.trim()}`;
  });
}

/**
 * Text that YAML reads as a comment but a person meant as words: in an unquoted
 * value, ` #` starts a comment, so `bio: I like C and #hardware` loses
 * "#hardware". A comment straight after a value with no space after its `#`
 * is taken for such words.
 */
function lostTextProblems(parsed: Parsed): string[] {
  const problems: string[] = [];
  visit(parsed.doc, {
    Scalar(_key, node) {
      if (node.type === 'PLAIN' && node.comment && !/^\s/.test(node.comment) && node.range)
        problems.push(
          `${place(parsed, node.range[0])}: the text after " #" is read as a comment and lost (#${node.comment}): put the whole value in double quotes, or write it on the lines below \`>-\``,
        );
    },
  });
  return problems;
}

/** "card.highlights[1]" from a path inside a file. */
export function fieldName(path: readonly PropertyKey[]): string {
  return path.reduce<string>(
    (field, key) =>
      typeof key === 'number'
        ? `${field}[${key}]`
        : field
          ? `${field}.${String(key)}`
          : String(key),
    '',
  );
}

function shown(value: unknown): string {
  if (value === undefined) return 'nothing';
  const json = JSON.stringify(value) ?? String(value);
  return json.length > 80 ? `${json.slice(0, 77)}…` : json;
}

/** The node at a path, or the nearest one above it that is there (for a missing field, its parent). */
function nearestNode(doc: Document, path: readonly PropertyKey[]): { range?: readonly number[] } {
  for (let depth = path.length; depth >= 0; depth -= 1) {
    const node = doc.getIn(path.slice(0, depth) as unknown[], true) as
      { range?: readonly number[] } | undefined;
    if (node?.range) return node;
  }
  return { range: [0] };
}

/** The key of a field (`titel` in `titel: …`), where a misspelt field is written. */
function keyNode(doc: Document, path: readonly PropertyKey[], key: string) {
  const map = doc.getIn(path as unknown[], true);
  const pair = isMap(map)
    ? map.items.find((item) => isScalar(item.key) && item.key.value === key)
    : undefined;
  return (isScalar(pair?.key) ? pair.key : undefined) ?? nearestNode(doc, [...path, key]);
}

/** What a missing field must be, in words: "a text", "a list", "a set of fields". */
function expected(message: string): string {
  const type = /^Invalid input: expected (\w+)/.exec(message)?.[1];
  if (!type) return message;
  const words: Record<string, string> = {
    string: 'a text',
    number: 'a number',
    boolean: 'true or false',
    array: 'a list (lines starting with "- ")',
    object: 'a set of fields, indented under it',
  };
  return `must be ${words[type] ?? `a ${type}`}`;
}

function valueAt(value: unknown, path: readonly PropertyKey[]): unknown {
  return path.reduce<unknown>(
    (inner, key) =>
      inner !== null && typeof inner === 'object'
        ? (inner as Record<PropertyKey, unknown>)[key]
        : undefined,
    value,
  );
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

/** Checks parsed data against a schema: the value, or one line per wrong field with its place. */
function checked<S extends z.ZodType>(
  parsed: Parsed,
  data: unknown,
  schema: S,
  prefix: readonly PropertyKey[] = [],
): { value?: z.output<S>; problems: string[] } {
  const result = schema.safeParse(data);
  if (result.success) return { value: result.data, problems: [] };
  const problems: string[] = [];
  const fields = new Set<string>();
  // A misspelt field is said once, as misspelt: the field it stands for is not also "missing".
  for (const issue of result.error.issues) {
    if (issue.code !== 'unrecognized_keys') continue;
    const path = [...prefix, ...issue.path];
    for (const key of issue.keys) {
      const meant = didYouMean(key, schema, issue.path);
      if (meant) fields.add(fieldName([...path, meant]));
      const where = place(parsed, keyNode(parsed.doc, path, key).range?.[0] ?? 0);
      problems.push(
        `${where}: ${fieldName([...path, key])}: is not a field here${meant ? ` (did you mean ${meant}?)` : ''}; check its spelling, or delete it`,
      );
    }
  }
  for (const issue of result.error.issues) {
    if (issue.code === 'unrecognized_keys') continue;
    const path = [...prefix, ...issue.path];
    const field = fieldName(path) || '(the file)';
    // One line per field: its first problem (a bad link fails several checks at once).
    if (fields.has(field)) continue;
    fields.add(field);
    const found = valueAt(data, issue.path);
    const where = place(parsed, nearestNode(parsed.doc, path).range?.[0] ?? 0);
    problems.push(
      found === undefined
        ? `${where}: ${field}: is missing: add it (it ${expected(issue.message)})`
        : `${where}: ${field}: ${issue.message} (found ${shown(found)})`,
    );
  }
  return { problems };
}

/** The known field an unknown one is one letter or two from ("titel" → "title"), or ''. */
function didYouMean(key: string, schema: z.ZodType, path: readonly PropertyKey[]): string {
  let shape: unknown = schema;
  for (const step of path) {
    if (typeof step === 'symbol') return '';
    const def = (shape as { def?: { shape?: Record<string, unknown>; element?: unknown } }).def;
    shape = typeof step === 'number' ? def?.element : def?.shape?.[step];
    while ((shape as { def?: { innerType?: unknown } })?.def?.innerType)
      shape = (shape as { def: { innerType: unknown } }).def.innerType;
  }
  const known = Object.keys((shape as { def?: { shape?: object } })?.def?.shape ?? {});
  const near = known.find((name) => editDistance(name.toLowerCase(), key.toLowerCase()) <= 2);
  return near ?? '';
}

function editDistance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    let previous = row[0]!;
    row[0] = i;
    for (let j = 1; j <= b.length; j += 1) {
      const saved = row[j]!;
      row[j] = Math.min(row[j]! + 1, row[j - 1]! + 1, previous + (a[i - 1] === b[j - 1] ? 0 : 1));
      previous = saved;
    }
  }
  return row[b.length]!;
}

/** Every picture in a checked value, with the path to it: any object with a `file` and an `alt`. */
function picturesIn(
  value: unknown,
  path: PropertyKey[] = [],
): Array<{ path: PropertyKey[]; picture: Omit<Picture, 'alt'> }> {
  if (value === null || typeof value !== 'object') return [];
  if ('file' in value && typeof value.file === 'string')
    return [{ path, picture: value as Picture }];
  return Object.entries(value).flatMap(([key, inner]) =>
    picturesIn(inner, [...path, Array.isArray(value) ? Number(key) : key]),
  );
}

/** One file read and checked: its value if it is right, its Markdown text, and where its fields are. */
interface Read<S extends z.ZodType> {
  value?: z.output<S>;
  body?: string;
  /** "file:line:column" of a field, or of the nearest thing above it that is there. */
  at: (field: readonly PropertyKey[]) => string;
  /** "file:line:1" where a Markdown file's text starts. */
  bodyPlace: string;
}

/** Everything, with each project's dated updates in full (the pages get them a page at a time). */
export type LoadedSiteContent = SiteContent & {
  /** Each project's updates, newest first. */
  updates: Record<string, Update[]>;
  /** The file of each update, by project and address: for the build's messages. */
  updateFiles: Record<string, Record<string, string>>;
};

/** The result of reading the content: everything, or the list of what is wrong. */
export interface LoadedContent {
  content?: LoadedSiteContent;
  problems: string[];
  /** Each file's data as parsed, before checking: for the sample-value warnings. */
  raw: Array<{ path: string; data: unknown }>;
}

/** Reads, checks and assembles the content of the project at `root`. */
export function loadContent(root: string): LoadedContent {
  const problems: string[] = [];
  const raw: LoadedContent['raw'] = [];
  const images = existsSync(join(root, 'public/images'))
    ? readdirSync(join(root, 'public/images'))
    : [];
  const publicFiles = existsSync(join(root, 'public')) ? readdirSync(join(root, 'public')) : [];

  /** Parses one file (YAML, or a Markdown file's front matter) and checks it; records its problems. */
  function read<S extends z.ZodType>(path: string, schema: S): Read<S> {
    const full = join(root, path);
    if (!existsSync(full)) {
      problems.push(
        `${path}: this file is missing: every ${path.endsWith('project.yml') ? 'project folder' : 'site'} needs one`,
      );
      return { at: () => path, bodyPlace: path };
    }
    const source = readFileSync(full, 'utf8');
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
    const data = withoutEmptySections(doc.toJS() ?? {});
    raw.push({ path, data: body === undefined ? data : { ...(data as object), body } });
    const result = checked(parsed, data, schema);
    problems.push(...result.problems);
    if (result.value !== undefined) keepFiguresAsWritten(result.value, data, doc);
    // Pictures are looked for even when another field is wrong, so that one build lists every mistake.
    // (A name the schema refuses, such as a .heic photo, is reported once, by the schema.)
    // A file that is there is read as far as its first bytes: what it holds, whatever its name says.
    for (const { path: field, picture } of picturesIn(data)) {
      const file = pictureSchema.shape.file.safeParse(picture.file);
      if (!file.success) continue;
      const problem = images.includes(file.data)
        ? pictureFileProblem(join(root, 'public/images', file.data), file.data)
        : `that file is not in public/images/ (found ${shown(picture.file)}); put the picture there, or check the name's spelling and capitals`;
      if (problem)
        problems.push(`${at([...field, 'file'])}: ${fieldName([...field, 'file'])}: ${problem}`);
    }
    return { value: result.value, body, at, bodyPlace };
  }

  /** A Markdown file's text below its front matter, as HTML. */
  function bodyOf({ body, bodyPlace }: Read<z.ZodType>) {
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

  const profileFile = read(`${contentFolder}/profile.yml`, profileSchema);
  const profile = profileFile.value;
  if (profile && !publicFiles.includes(profile.resumeFile))
    problems.push(
      `${profileFile.at(['resumeFile'])}: resumeFile: that file is not in public/ (found ${shown(profile.resumeFile)}); put your PDF there, or check the name`,
    );
  const home = read(`${contentFolder}/home.yml`, homeSchema).value;

  const trackedProjects: TrackedProject[] = [];
  /** Each project's dated updates, newest first, and the file each one is in. */
  const updates: Record<string, Update[]> = {};
  const updateFiles: Record<string, Record<string, string>> = {};
  /** Where each project's `featured:` is written, to point at when two say true. */
  const featuredAt = new Map<string, string>();
  const files = contentFiles(root);
  const folders = trackedProjectFolders(root);
  if (folders.length === 0)
    problems.push(
      `${trackedFolder}/: has no project folder: the site needs at least one tracked project`,
    );
  for (const slug of folders) {
    const folder = `${trackedFolder}/${slug}`;
    const slugCheck = slugSchema.safeParse(slug);
    if (!slugCheck.success)
      problems.push(
        `${folder}/: the folder's name is the page's address, and it ${slugCheck.error.issues[0]!.message} (found ${shown(slug)})`,
      );
    const projectFile = read(`${folder}/project.yml`, projectFileSchema);
    const project = projectFile.value;
    const ofProject = (kind: ContentKind) =>
      files.filter((file) => file.kind === kind && file.path.startsWith(`${folder}/`));
    const timeline = ofProject('timeline').map((file) => read(file.path, timelineSchema).value)[0];
    const story = ofProject('story')
      .map((file) => {
        const card = read(file.path, storyCardSchema);
        const html = card.value && bodyOf(card);
        return card.value && html ? ({ ...card.value, body: html } satisfies StoryCard) : undefined;
      })
      .filter((card) => card !== undefined);
    const purchasing = ofProject('purchasing').map((file) => {
      const section = read(file.path, purchasingSchema);
      const html = section.value && bodyOf(section);
      return section.value && html ? { ...section.value, body: html } : undefined;
    })[0];
    // A timeline.yml that could not be read says so itself; its updates' milestones are not checked against it.
    const timelineFailed = !timeline && ofProject('timeline').length > 0;
    const log = readUpdates(
      slug,
      ofProject('update').map((file) => file.path),
      timelineFailed ? undefined : new Set(timeline?.milestones.map((milestone) => milestone.id)),
      (updateFiles[slug] = {}),
    );
    updates[slug] = log;
    if (!project) continue;
    featuredAt.set(slug, projectFile.at(['featured']));
    trackedProjects.push({
      ...project,
      slug,
      ...(story.length
        ? { story: story.sort((a, b) => (a.order ?? Infinity) - (b.order ?? Infinity)) }
        : {}),
      ...(timeline ? { timeline } : {}),
      ...(purchasing ? { purchasing } : {}),
      updateCount: log.length,
      ...(log[0] ? { latestUpdate: summaryOf(log[0]) } : {}),
    });
  }
  const featured = trackedProjects.filter((project) => project.featured);
  if (featured.length > 1)
    for (const project of featured)
      problems.push(
        `${featuredAt.get(project.slug)}: featured: more than one project says featured: true; keep it on one`,
      );
  trackedProjects.sort(
    (a, b) =>
      Number(b.featured) - Number(a.featured) ||
      (a.order ?? Infinity) - (b.order ?? Infinity) ||
      (a.slug < b.slug ? -1 : 1),
  );

  if (problems.length || !profile || !home) return { problems, raw };
  return { content: { profile, home, trackedProjects, updates, updateFiles }, problems, raw };

  /**
   * A project's dated updates, newest first (the same day: by file name,
   * later first). Each one's address comes from its file's name, its date
   * from the name or the front matter, written once.
   */
  function readUpdates(
    project: string,
    paths: string[],
    milestoneIds: Set<number> | undefined,
    files: Record<string, string>,
  ): Update[] {
    const log: Update[] = [];
    const addressOf = new Map<string, string>();
    for (const path of paths) {
      const name = path.slice(path.lastIndexOf('/') + 1, -'.md'.length);
      const [, named, rest] = /^(\d{4}-\d{2}-\d{2})-(.+)$/.exec(name) ?? [
        undefined,
        undefined,
        name,
      ];
      const file = read(path, updateSchema);
      const html = file.value && bodyOf(file);
      const slug = rest!;
      if (!addressPattern.test(slug))
        problems.push(
          `${path}: the file's name (after its date) is the update's address, and it must be lower-case letters, digits and dashes, like first-boards: rename the file (found ${shown(slug)})`,
        );
      // /<project>/updates/index.html is the log's own page.
      if (slug === 'index')
        problems.push(
          `${path}: the file's name (after its date) is the update's address, and "index" is the log's own: rename the file`,
        );
      if (named && !isoDate.safeParse(named).success)
        problems.push(
          `${path}: the file's name starts with ${named}, which is not a real day: rename the file, with its date as YYYY-MM-DD`,
        );
      if (!file.value || !html) continue;
      const { title, date, summary, milestone, pictures } = file.value;
      if (!date && !named)
        problems.push(
          `${path}: has no date: start the file's name with it (${new Date().toISOString().slice(0, 10)}-${slug}.md) or write date: YYYY-MM-DD in its front matter`,
        );
      if (milestone !== undefined && milestoneIds && !milestoneIds.has(milestone))
        problems.push(
          `${file.at(['milestone'])}: milestone: there is no milestone ${milestone} in this project's timeline.yml (its ids are ${[...milestoneIds].join(', ') || 'none'})`,
        );
      const earlier = addressOf.get(slug);
      if (earlier)
        problems.push(
          `${path}: has the same address as ${earlier} (${updatePath(project, slug)}): rename one of the files`,
        );
      addressOf.set(slug, path);
      files[slug] = path;
      // The text's first paragraph, or the title when the text opens with a list or a quote.
      const summaryHtml = summary ?? renderInline(firstParagraph(file.body ?? '') || title);
      log.push({
        slug,
        title,
        // The front matter's date wins over the name's: the form editor changes the date, never
        // the file's name, and the address (from the name) stays what people already link to.
        date: date ?? named ?? '',
        summary: summaryHtml,
        description: textOf(summaryHtml),
        ...(milestone !== undefined ? { milestone } : {}),
        pictures,
        body: html,
      });
    }
    // Newest first; on the same day, the later file name first.
    return log.reverse().sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0));
  }
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

/** An update without its text: what lists, feeds and Home carry. */
export function summaryOf({ body, ...summary }: Update): UpdateSummary {
  return summary;
}

/** The first paragraph of a Markdown text: an update's summary unless it gives its own. */
function firstParagraph(markdown: string): string {
  const block = markdown
    .trim()
    .split(/\n\s*\n/)
    .find((text) => !/^(#|[-*+] |\d+\. |>|!\[|```)/.test(text.trim()));
  return (block ?? '').replace(/\s*\n\s*/g, ' ');
}

/** The content, or an error listing every mistake in it (what the build stops with). */
export function readContent(root: string): LoadedSiteContent {
  const { content, problems } = loadContent(root);
  if (content) return content;
  throw new Error(
    `The content has ${problems.length} mistake(s); fix them and build again:\n${problems
      .map((problem) => `  - ${problem}`)
      .join('\n')}`,
  );
}

/** Every picture the content names, with the file it is named in: "content/tracked/x/timeline.yml: milestones[2].image". */
export function contentPictures(
  content: LoadedSiteContent,
): Array<{ where: string; picture: Omit<Picture, 'alt'> }> {
  const named = (file: string, value: unknown) =>
    picturesIn(value).map(({ path, picture }) => ({
      where: `${file}: ${fieldName(path)}`,
      picture,
    }));
  return [
    ...named(`${contentFolder}/profile.yml`, content.profile),
    ...named(`${contentFolder}/home.yml`, content.home),
    ...content.trackedProjects.flatMap(
      // The newest update is named again on the project, for Home: its pictures are listed with its file.
      ({ slug, timeline, story, purchasing, latestUpdate, ...project }) => [
        ...named(`${trackedFolder}/${slug}/project.yml`, project),
        ...named(`${trackedFolder}/${slug}/timeline.yml`, timeline),
        ...named(`${trackedFolder}/${slug}/story`, story),
        ...named(`${trackedFolder}/${slug}/purchasing.md`, purchasing),
        ...(content.updates[slug] ?? []).flatMap((update) =>
          named(content.updateFiles[slug]?.[update.slug] ?? '', { pictures: update.pictures }),
        ),
      ],
    ),
  ];
}
