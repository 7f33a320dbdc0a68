/**
 * Content of an earlier shape, brought to the newest (./schema/versions.ts):
 * in memory for the build (the loader runs `upgradeDocument` on each file it
 * parses), and into the files for `npm run content:upgrade`
 * (scripts/owner-files/upgrade.ts). The version the files are in is written in
 * content/version.yml; a folder without one is version 1, the shape before the
 * first step.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import matter from 'gray-matter';
import { parseDocument, type Document } from 'yaml';
import { contentFiles, contentFolder } from './content-files.ts';
import type { ContentKind } from './schema/kinds.ts';
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
  const doc = parseDocument(readFileSync(path, 'utf8'), parseOptions);
  if (doc.errors.length)
    return {
      version: 1,
      problem: `${versionFile}: ${doc.errors[0]!.message.split('\n')[0]}: it holds one line, version: and a number, as npm run content:upgrade writes it`,
    };
  const value = (doc.toJS() as { version?: unknown } | null)?.version;
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
    'Nothing is lost and the site is built as it should be. To write the change into your files: on GitHub, Actions → Upgrade content → Run workflow, and merge the pull request it opens; or run `npm run content:upgrade` and commit them (a second run changes nothing).',
  ].join('\n');
}

/** A file as the upgrade reads it: its YAML (a Markdown file's front matter), and how to put it back. */
interface YamlPart {
  yaml: string;
  /** The file again, with `yaml` in place of its YAML. */
  withYaml: (yaml: string) => string;
}

/**
 * The YAML of a content file. Its line ends and byte-order mark are kept for
 * writing back; a Markdown file's front matter is found as the loader finds it
 * (gray-matter), and its text below is never touched. Undefined when there is
 * none to read.
 */
function yamlPart(text: string, markdown: boolean): YamlPart | undefined {
  const bom = text.startsWith('\uFEFF') ? '\uFEFF' : '';
  const eol = /\r\n/.test(text) ? '\r\n' : '\n';
  const plain = text.slice(bom.length).replace(/\r\n/g, '\n');
  const back = (lf: string) => bom + (eol === '\n' ? lf : lf.replace(/\n/g, '\r\n'));
  if (!markdown) return { yaml: plain, withYaml: back };
  if (!plain.startsWith('---')) return undefined;
  // gray-matter's front matter: from the end of the first --- line to the closing ---.
  const { matter: found } = matter(plain, { engines: { yaml: () => ({}) } });
  const at = plain.indexOf(found, plain.indexOf('\n'));
  const yaml = found.replace(/^\n/, '');
  const start = at + found.length - yaml.length;
  if (!yaml.trim() || at < 0) return undefined;
  return {
    yaml,
    withYaml: (changed) =>
      back(
        plain.slice(0, start) +
          (yaml.endsWith('\n') ? changed : changed.replace(/\n$/, '')) +
          plain.slice(start + yaml.length),
      ),
  };
}

/**
 * The file's YAML written out again after a change, in the way of writing it
 * (line width, lists indented or not) that keeps the most of its lines as they
 * were: the `yaml` package writes a whole document, and re-folds long texts at
 * its line width.
 */
function rewritten(doc: Document, original: string): string {
  const lines = new Set(original.split('\n'));
  const kept = (text: string) => text.split('\n').filter((line) => lines.has(line)).length;
  return [80, 100, 120, 0]
    .flatMap((lineWidth) =>
      [true, false].map((indentSeq) => doc.toString({ lineWidth, indentSeq })),
    )
    .reduce((best, text) => (kept(text) > kept(best) ? text : best));
}

/**
 * Writes the upgrade into the content of `root`: each file a step changes,
 * then content/version.yml. Returns what it did; content in the newest shape
 * already is left as it is. A file it cannot read (a YAML mistake, front
 * matter it cannot find) stops it before anything is written, naming the file.
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
  const writes: Array<{ path: string; text: string }> = [];
  const unreadable: string[] = [];
  for (const { path, kind } of contentFiles(root)) {
    const full = join(root, path);
    if (!existsSync(full)) continue;
    const part = yamlPart(readFileSync(full, 'utf8'), path.endsWith('.md'));
    if (!part) {
      unreadable.push(
        `${path}: its front matter (the lines between the two --- lines at the top) is not there`,
      );
      continue;
    }
    const doc = parseDocument(part.yaml, parseOptions);
    if (doc.errors.length) {
      unreadable.push(`${path}: ${doc.errors[0]!.message.split('\n')[0]}`);
      continue;
    }
    const changes = upgradeDocument(doc, kind, from, steps);
    if (!changes.length) continue;
    writes.push({ path, text: part.withYaml(rewritten(doc, part.yaml)) });
    report.changes.push(...changes.map((change) => ({ path, change })));
  }
  if (unreadable.length)
    throw new Error(
      `Nothing was upgraded: these files cannot be read (npm run build names each mistake with its line); fix them, then run the upgrade again:\n${unreadable.map((line) => `  - ${line}`).join('\n')}`,
    );
  for (const { path, text } of writes) {
    writeFileSync(join(root, path), text);
    report.written.push(path);
  }
  writeFileSync(join(root, versionFile), versionFileText(newest));
  report.written.push(versionFile);
  return report;
}
