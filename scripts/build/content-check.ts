/**
 * The build's first step: checks the owner's content (src/content/) against
 * its schemas (src/content/schema.ts) and every file it names, before anything
 * is built. TypeScript catches some slips at compile time; this catches the rest
 * (an http: link, a typo in an e-mail, a picture that is not in public/images/,
 * milestones out of order) and says exactly where: the content file, the field,
 * the value found and what to write instead.
 *
 *   tsx scripts/build/content-check.ts [project folder]
 */
import { existsSync, readdirSync } from 'node:fs';
import { appendFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { z } from 'zod';
import { sampleValues, sampleWarnings } from './sample-content';
import {
  comingSoonSchema,
  milestonesSchema,
  otherProjectSchema,
  profileSchema,
  siteSchema,
  trackedProjectSchema,
  trackedProjectsSchema,
  type Picture,
} from '../../src/content/schema';

const trackedFolder = 'src/content/tracked';

/** The content files and the schema of each export the site reads from them. */
export function contentSchemas(root: string): Record<string, Record<string, z.ZodType>> {
  const schemas: Record<string, Record<string, z.ZodType>> = {
    'src/content/profile.ts': { profile: profileSchema },
    'src/content/projects.ts': {
      otherProjects: z.array(otherProjectSchema),
      otherProjectsHeading: z.string().trim().min(1, 'must not be empty'),
      comingSoon: comingSoonSchema,
    },
    'src/content/site.ts': { site: siteSchema.loose() },
    [`${trackedFolder}/index.ts`]: {
      trackedProjects: trackedProjectsSchema,
    },
  };
  // Each tracked project's own files: the project, and its timeline if it has one in a file of its own.
  const folder = join(root, trackedFolder);
  for (const file of existsSync(folder) ? readdirSync(folder).sort() : []) {
    if (file === 'index.ts' || !file.endsWith('.ts')) continue;
    schemas[`${trackedFolder}/${file}`] = {};
  }
  return schemas;
}

/** The schema for an export of a tracked project's file, by what it holds: a project or a list of milestones. */
function trackedExportSchema(value: unknown): z.ZodType {
  return Array.isArray(value) ? milestonesSchema : trackedProjectSchema;
}

/** The loaded content: each content file's exports by name. */
export type ContentModules = Record<string, Record<string, unknown>>;

/** "milestones[7].status" from an export name and a path inside it. */
function fieldName(name: string, path: readonly PropertyKey[]): string {
  return path.reduce<string>(
    (field, key) => (typeof key === 'number' ? `${field}[${key}]` : `${field}.${String(key)}`),
    name,
  );
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

function shown(value: unknown): string {
  if (value === undefined) return 'nothing';
  const json = JSON.stringify(value) ?? String(value);
  return json.length > 80 ? `${json.slice(0, 77)}…` : json;
}

/** Every picture in a value, with the path to it: any object with a `file`. */
export function picturesIn(
  value: unknown,
  path: PropertyKey[] = [],
): Array<{ path: PropertyKey[]; picture: Picture }> {
  if (value === null || typeof value !== 'object') return [];
  if ('file' in value) return [{ path, picture: value as Picture }];
  return Object.entries(value).flatMap(([key, inner]) =>
    picturesIn(inner, [...path, Array.isArray(value) ? Number(key) : key]),
  );
}

/** Every picture the content names, with where: "src/content/profile.ts: profile.avatar". */
export function contentPictures(
  modules: ContentModules,
): Array<{ where: string; picture: Picture }> {
  // Sorted, so that a timeline file (robot-timeline.ts) comes before the project that imports it (robot.ts).
  return Object.entries(modules)
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .flatMap(([file, exports]) =>
      Object.entries(exports).flatMap(([name, value]) =>
        // The list of tracked projects names the projects' own files' pictures again.
        file.endsWith('/index.ts')
          ? []
          : picturesIn(value).map(({ path, picture }) => ({
              where: `${file}: ${fieldName(name, path)}`,
              picture,
            })),
      ),
    );
}

/**
 * Every problem in the content, one line each: file, field, value and what is
 * wrong. An empty list means the content is fit to build.
 */
export function contentProblems(modules: ContentModules, root: string): string[] {
  const problems: string[] = [];
  /** Each wrong field once: a project names its timeline file's milestones too, and a bad file name is not also "missing". */
  const reported = new Map<object, Set<PropertyKey>>();
  const firstReport = (parent: unknown, key: PropertyKey) => {
    if (parent === null || typeof parent !== 'object') return true;
    const keys = reported.get(parent) ?? new Set();
    reported.set(parent, keys);
    return !keys.has(key) && Boolean(keys.add(key));
  };
  for (const [file, exports] of Object.entries(contentSchemas(root))) {
    const values = modules[file] ?? {};
    const checks =
      file.startsWith(`${trackedFolder}/`) && !file.endsWith('/index.ts')
        ? Object.fromEntries(
            Object.entries(values).map(([name, value]) => [name, trackedExportSchema(value)]),
          )
        : exports;
    for (const [name, schema] of Object.entries(checks)) {
      const value = values[name];
      const result = schema.safeParse(value);
      if (result.success) continue;
      // One line per field: its first problem (a bad link fails several checks at once).
      const fields = new Set<string>();
      for (const issue of result.error.issues) {
        const field = fieldName(name, issue.path);
        if (fields.has(field)) continue;
        fields.add(field);
        const parent = issue.path.length ? valueAt(value, issue.path.slice(0, -1)) : undefined;
        if (!firstReport(parent, issue.path.at(-1) ?? '')) continue;
        problems.push(
          `${file}: ${field}: ${issue.message} (found ${shown(valueAt(value, issue.path))})`,
        );
      }
    }
  }
  // Files named by the content must be there, with the same letter case: GitHub
  // Pages serves Avatar.JPG and avatar.jpg as different files, even where the
  // owner's own disk (macOS, Windows) does not tell them apart.
  const listing = (folder: string) =>
    existsSync(join(root, folder)) ? readdirSync(join(root, folder)) : [];
  const images = listing('public/images');
  for (const { where, picture } of contentPictures(modules)) {
    if (
      typeof picture.file === 'string' &&
      !images.includes(picture.file) &&
      firstReport(picture, 'file')
    )
      problems.push(
        `${where}.file: that file is not in public/images/ (found ${shown(picture.file)})`,
      );
  }
  const resume = (
    modules['src/content/profile.ts']?.profile as { resumeFile?: unknown } | undefined
  )?.resumeFile;
  if (typeof resume === 'string' && !listing('public').includes(resume))
    problems.push(
      `src/content/profile.ts: profile.resumeFile: that file is not in public/ (found ${shown(resume)})`,
    );
  return problems;
}

/** Loads the content files of the project in `root`, as the site will see them. */
export async function loadContent(root: string): Promise<ContentModules> {
  const modules: ContentModules = {};
  for (const file of Object.keys(contentSchemas(root))) {
    modules[file] = (await import(pathToFileURL(join(root, file)).href)) as Record<string, unknown>;
  }
  return modules;
}

/** Stops the build, listing every problem, when the content is not fit to publish. */
export async function assertContentIsValid(root: string): Promise<void> {
  const problems = contentProblems(await loadContent(root), root);
  if (problems.length === 0) return;
  throw new Error(
    `The content has ${problems.length} mistake(s); fix them and build again:\n${problems
      .map((problem) => `  - ${problem}`)
      .join('\n')}`,
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const root = resolve(process.argv[2] ?? '.');
  assertContentIsValid(root).then(
    async () => {
      console.log('content check: every field and referenced file is in order');
      // A fresh fork publishes, but says loudly what is still the sample person's.
      const { text, markdown } = sampleWarnings(await sampleValues(await loadContent(root), root));
      if (text) console.warn(text);
      const summary = process.env.GITHUB_STEP_SUMMARY;
      if (markdown && summary) await appendFile(summary, markdown);
    },
    (error: Error) => {
      console.error(error.message);
      process.exitCode = 1;
    },
  );
}
