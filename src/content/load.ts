/**
 * Reads the owner's content from content/ at build time (never in the
 * browser): YAML for facts, Markdown for prose. Each file is parsed with YAML
 * 1.2's core schema (so `no` stays a word and a date stays text), checked
 * against its schema (./schema/), and every picture it names must be in
 * public/images/. A mistake is reported in plain words with its place:
 *
 *   content/profile.yml:11:8: email: must be an e-mail address, such as you@example.com (found "me@")
 *
 * Where the files are: ./paths.ts; how a problem is worded: ./problems.ts;
 * the pictures named: ./pictures.ts.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import matter from 'gray-matter';
import { isScalar, LineCounter, parseDocument, type Document } from 'yaml';
import type { z } from 'zod';
import { resumeFiles, updatePath } from '../lib/paths.ts';
import { renderInline, textOf } from './markdown.ts';
import { newestFirst } from './newest-first.ts';
import {
  contentFiles,
  contentFolder,
  contentSchemas,
  resumeFile,
  sampleFolder,
  trackedFolder,
  trackedProjectFolders,
  type ContentKind,
} from './paths.ts';
import { picturesIn } from './pictures.ts';
import { resumeOf } from './resume.ts';
import { readContentVersion, upgradeDocument, type UpgradeReport } from './upgrade.ts';
import { upgradeSteps } from './schema/versions.ts';
import { pictureFileProblem } from './picture-format.ts';
import {
  checked,
  fieldName,
  lostTextProblems,
  nearestNode,
  place,
  problemsMessage,
  shown,
  syntaxProblems,
  type Parsed,
} from './problems.ts';
import {
  addressPattern,
  homeSchema,
  isoDate,
  markdownBody,
  pictureSchema,
  profileSchema,
  projectFileSchema,
  purchasingSchema,
  resumeSchema,
  slugSchema,
  storyCardSchema,
  timelineSchema,
  updateSchema,
  type CopyrightYears,
  type LoadedSiteContent,
  type Profile,
  type StoryCard,
  type TrackedProject,
  type Update,
  type UpdateSummary,
} from './schema/index.ts';

/** Each kind of file by its schema: which upgrade steps a file read with a schema takes. */
const kindOfSchema = new Map<z.ZodType, ContentKind>(
  Object.entries(contentSchemas).map(([kind, schema]) => [schema, kind as ContentKind]),
);

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

/** One file read and checked: its value if it is right, its Markdown text, and where its fields are. */
interface Read<S extends z.ZodType> {
  value?: z.output<S>;
  body?: string;
  /** "file:line:column" of a field, or of the nearest thing above it that is there. */
  at: (field: readonly PropertyKey[]) => string;
  /** "file:line:1" where a Markdown file's text starts. */
  bodyPlace: string;
}

/** The result of reading the content: everything, or the list of what is wrong. */
export interface LoadedContent {
  content?: LoadedSiteContent;
  problems: string[];
  /** Content of an earlier shape, read as the newest: what the steps changed (./upgrade.ts). */
  upgrade?: UpgradeReport;
  /** Each file's data as parsed, before checking: for the sample-value warnings. */
  raw: Array<{ path: string; data: unknown }>;
}

/**
 * Reads, checks and assembles the content of the project at `root`. Content of
 * an earlier shape is read through the upgrade `steps` (./schema/versions.ts).
 */
export function loadContent(root: string, steps = upgradeSteps): LoadedContent {
  const problems: string[] = [];
  const raw: LoadedContent['raw'] = [];
  const version = readContentVersion(root, 1 + steps.length);
  if (version.problem) problems.push(version.problem);
  const upgrade: UpgradeReport = { from: version.version, to: 1 + steps.length, changes: [] };
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
  if (profile?.resumeFile !== undefined && !publicFiles.includes(profile.resumeFile))
    problems.push(
      `${profileFile.at(['resumeFile'])}: resumeFile: that file is not in public/ (found ${shown(profile.resumeFile)}); put your PDF there, or check the name`,
    );
  const home = read(`${contentFolder}/home.yml`, homeSchema).value;
  const hasResumeFile = existsSync(join(root, resumeFile));
  const resumeRead = hasResumeFile ? read(resumeFile, resumeSchema) : undefined;
  if (profile && !hasResumeFile && profile.resumeFile === undefined)
    problems.push(
      `${profileFile.at([])}: resumeFile: Home's View resume needs a resume: write ${resumeFile} (the build makes the PDF from it; copy ${sampleFolder}/${resumeFile} to start), or name your own PDF in public/ here, such as resumeFile: my-cv.pdf`,
    );

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

  // A resume's project line names a tracked project by its folder, or is written out in full.
  resumeRead?.value?.projects?.forEach((line, index) => {
    const field = ['projects', index];
    if (line.project !== undefined && !folders.includes(line.project))
      problems.push(
        `${resumeRead.at([...field, 'project'])}: ${fieldName([...field, 'project'])}: no tracked project has that folder (found ${shown(line.project)}); write one of ${folders.join(', ')}, or leave it out and write the project's name and description`,
      );
    if (line.project === undefined && (line.name === undefined || line.description === undefined))
      problems.push(
        `${resumeRead.at(field)}: ${fieldName(field)}: a project needs a name and a description, or project: with a tracked project's folder name (such as ${folders[0] ?? 'my-project'}) to take them from its files`,
      );
  });

  const upgraded = upgrade.from < upgrade.to ? { upgrade } : {};
  if (problems.length || !profile || !home || (hasResumeFile && !resumeRead?.value))
    return { problems, raw, ...upgraded };
  const copyrightYears = copyrightYearsOf(profile, trackedProjects, updates);
  const resume =
    resumeRead?.value && resumeOf(resumeRead.value, profile, trackedProjects, buildDay());
  return {
    content: {
      profile,
      home,
      trackedProjects,
      copyrightYears,
      resumePdf: profile.resumeFile ?? resumeFiles.pdf,
      hasResumePage: resume !== undefined,
      updates,
      updateFiles,
      ...(resume ? { resume } : {}),
    },
    problems,
    raw,
    ...upgraded,
  };

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
    return newestFirst(log.reverse(), (update) => update.date);
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

/**
 * The day the site is built, YYYY-MM-DD in UTC: SOURCE_DATE_EPOCH's where it is set (the
 * reproducible-builds convention, seconds since 1970), else today. The sitemap's and the
 * pages' last-modified day and the footer's last year come from it.
 */
export function buildDay(env: NodeJS.ProcessEnv = process.env): string {
  const epoch = Number(env.SOURCE_DATE_EPOCH);
  const at = env.SOURCE_DATE_EPOCH && Number.isFinite(epoch) ? epoch * 1000 : Date.now();
  return new Date(at).toISOString().slice(0, 10);
}

/**
 * The footer's copyright years, so that nobody has to remember to change them: the first is the
 * earliest year the content dates (an update, a milestone's start or end) or profile.yml's
 * copyrightYear if that is earlier; the last is the build's year. A date after the build's year
 * (a milestone planned ahead) does not count.
 */
export function copyrightYearsOf(
  profile: Pick<Profile, 'copyrightYear'>,
  trackedProjects: Pick<TrackedProject, 'timeline'>[],
  updates: Record<string, Pick<Update, 'date'>[]>,
  last = Number(buildDay().slice(0, 4)),
): CopyrightYears {
  const dated = [
    ...Object.values(updates).flatMap((log) => log.map(({ date }) => date)),
    ...trackedProjects.flatMap(({ timeline }) =>
      (timeline?.milestones ?? []).flatMap(({ started, completed }) => [started, completed]),
    ),
  ].flatMap((date) => (date ? [Number(date.slice(0, 4))] : []));
  const first = Math.min(last, profile.copyrightYear ?? last, ...dated);
  return { first, last };
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
  throw new Error(problemsMessage(problems));
}
