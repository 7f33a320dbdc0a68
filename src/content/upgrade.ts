/**
 * Content of an earlier shape, brought to the newest (./schema/versions.ts):
 * in memory for the build (the loader runs `upgradeDocument` on each file it
 * parses), and into the files for `npm run content:upgrade`
 * (scripts/content/upgrade.ts). The version the files are in is written in
 * content/version.yml; a folder without one is version 1, the shape before the
 * first step.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseDocument, type Document } from 'yaml';
import { contentFiles, contentFolder, type ContentKind } from './paths.ts';
import { contentVersion, upgradeSteps, type UpgradeStep } from './schema/versions.ts';

/** Where the content's version is written, from the top of the content's folder. */
export const versionFile = `${contentFolder}/version.yml`;

/** The YAML the loader and the upgrade parse with: YAML 1.2's core schema (./load.ts says why). */
const parseOptions = { version: '1.2', schema: 'core' } as const;

/** The version content/ is in, or what is wrong with content/version.yml. */
export function readContentVersion(
  root: string,
  newest = contentVersion,
): { version: number; problem?: string } {
  const path = join(root, versionFile);
  if (!existsSync(path)) return { version: 1 };
  const value = (
    parseDocument(readFileSync(path, 'utf8'), parseOptions).toJS() as {
      version?: unknown;
    } | null
  )?.version;
  if (!Number.isInteger(value) || (value as number) < 1)
    return {
      version: 1,
      problem: `${versionFile}: version: must be a whole number, 1 or more, as npm run content:upgrade writes it (found ${JSON.stringify(value)}); leave the file to that command`,
    };
  if ((value as number) > newest)
    return {
      version: newest,
      problem: `${versionFile}: version: ${String(value)} is newer than this site's code reads (${newest}): take the template's updates (Sync fork, README's "Staying up to date")`,
    };
  return { version: value as number };
}

/** content/version.yml as the upgrade writes it. */
export function versionFileText(version: number): string {
  return [
    '# The shape the files in content/ are written in. The build reads any earlier shape too,',
    '# and `npm run content:upgrade` rewrites them in the newest one and moves this number on:',
    '# leave it to that command.',
    `version: ${version}`,
    '',
  ].join('\n');
}

/** Brings one parsed file of `kind`, written in version `from`, to the newest shape; says each change. */
export function upgradeDocument(
  doc: Document,
  kind: ContentKind,
  from: number,
  steps: readonly UpgradeStep[] = upgradeSteps,
): string[] {
  return steps
    .filter((step) => step.version > from)
    .flatMap((step) => step.files[kind]?.(doc) ?? []);
}

/** What an upgrade did: the versions, and each change with its file. */
export interface UpgradeReport {
  from: number;
  to: number;
  changes: Array<{ path: string; change: string }>;
}

/** The lines an upgrade prints: what changed in which file, and what to run. */
export function upgradeMessage({ from, to, changes }: UpgradeReport, written = false): string {
  const list = changes.map(({ path, change }) => `  - ${path}: ${change}`);
  if (written)
    return [
      `Upgraded content/ from version ${from} to ${to}:`,
      ...(list.length ? list : ['  (no file needed a change)']),
      'Commit the files. Running the command again changes nothing.',
    ].join('\n');
  return [
    `content/ is written in version ${from} of the content's shape, and this site reads version ${to}. The build read it as version ${to}, changing:`,
    ...list,
    'Nothing is lost and the site is built as it should be. To write the change into your files, run `npm run content:upgrade` and commit them (a second run changes nothing).',
  ].join('\n');
}

/** A Markdown file's front matter: its text between the `---` lines, and where it starts and ends. */
function frontMatter(text: string): { start: number; end: number } | undefined {
  const match = /^---\r?\n([\s\S]*?\r?\n)?---(\r?\n|$)/.exec(text);
  if (!match) return undefined;
  const start = match[0].indexOf('\n') + 1;
  return { start, end: start + (match[1]?.length ?? 0) };
}

/**
 * The file's YAML written out again after a change, at the line width that
 * changes the fewest of its lines: a person's file keeps the way its long
 * texts were folded wherever the upgrade did not touch them.
 */
function rewritten(doc: Document, original: string): string {
  const lines = new Set(original.split('\n'));
  const unchanged = (text: string) => text.split('\n').filter((line) => lines.has(line)).length;
  return [80, 100, 120, 0]
    .map((lineWidth) => doc.toString({ lineWidth }))
    .reduce((best, text) => (unchanged(text) > unchanged(best) ? text : best));
}

/**
 * Writes the upgrade into the content of `root`: each file a step changes,
 * and content/version.yml. Returns what it did; content in the newest shape
 * already is left as it is.
 */
export function upgradeFiles(
  root: string,
  steps: readonly UpgradeStep[] = upgradeSteps,
): UpgradeReport & { written: string[] } {
  const newest = 1 + steps.length;
  const { version: from, problem } = readContentVersion(root, newest);
  if (problem) throw new Error(problem);
  const report = {
    from,
    to: newest,
    changes: [] as UpgradeReport['changes'],
    written: [] as string[],
  };
  if (from >= newest) return report;
  for (const { path, kind } of contentFiles(root)) {
    const full = join(root, path);
    if (!existsSync(full)) continue;
    const text = readFileSync(full, 'utf8');
    const matter = path.endsWith('.md') ? frontMatter(text) : { start: 0, end: text.length };
    if (!matter) continue;
    const yaml = text.slice(matter.start, matter.end);
    const doc = parseDocument(yaml, parseOptions);
    // A file the parser cannot read is left for the build to explain.
    if (doc.errors.length) continue;
    const changes = upgradeDocument(doc, kind, from, steps);
    if (!changes.length) continue;
    writeFileSync(
      full,
      text.slice(0, matter.start) + rewritten(doc, yaml) + text.slice(matter.end),
    );
    report.changes.push(...changes.map((change) => ({ path, change })));
    report.written.push(path);
  }
  writeFileSync(join(root, versionFile), versionFileText(newest));
  report.written.push(versionFile);
  return report;
}
