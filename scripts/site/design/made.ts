/**
 * What the models and boards steps make (./models.ts, ./boards.ts), in one
 * shape: the app's view of them (./plugin.ts), the stills' sizes and where they
 * are named (for the picture sizes and the photo step), the files to write into
 * dist/, and what to print.
 */
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { DesignFiles } from './plugin.ts';

export interface DesignStep extends DesignFiles {
  /** Each still's [width, height], by its file under images/. */
  sizes: Record<string, [number, number]>;
  /** Each still as a picture the content names, for the photo step's versions. */
  pictures: Array<{ where: string; picture: { file: string } }>;
  /** Files for dist/: `path` under it, copied from `from`. */
  files: Array<{ path: string; from: string }>;
  /** A line per model or board made, and the warnings for the owner. */
  lines: string[];
  warnings: string[];
}

export function emptyStep(): DesignStep {
  return { models: {}, boards: {}, sizes: {}, pictures: [], files: [], lines: [], warnings: [] };
}

/** Both steps' results as one. */
export function joinSteps(...steps: DesignStep[]): DesignStep {
  const joined = emptyStep();
  for (const step of steps) {
    Object.assign(joined.models, step.models);
    Object.assign(joined.boards, step.boards);
    Object.assign(joined.sizes, step.sizes);
    for (const key of ['pictures', 'files', 'lines', 'warnings'] as const)
      (joined[key] as unknown[]).push(...step[key]);
  }
  return joined;
}

/**
 * A hash of the code in `folder` (its .ts files, tests left out) and of the versions of the
 * `packages` it reads and draws with: what a step makes is kept between builds by its input's
 * bytes and this, so a change to the code, or a library's update, makes it again.
 */
export async function codeVersion(folder: URL, packages: readonly string[]): Promise<string> {
  const path = fileURLToPath(folder);
  const files = (await readdir(path))
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .sort();
  const hash = createHash('sha256');
  for (const file of files) hash.update(file).update(await readFile(`${path}/${file}`));
  // Read from node_modules as installed: several packages export no package.json to import.
  for (const name of packages) {
    const manifest = await readFile(
      join(process.cwd(), 'node_modules', name, 'package.json'),
      'utf8',
    );
    hash.update(`${name}@${(JSON.parse(manifest) as { version: string }).version}`);
  }
  return hash.digest('hex');
}

/** What a step kept in the folder `kept` (its info.json), or undefined when it kept nothing there yet. */
export function keptInfo<T>(kept: string): Promise<T | undefined> {
  return readFile(join(kept, 'info.json'), 'utf8')
    .then((text) => JSON.parse(text) as T)
    .catch(() => undefined);
}

/**
 * Keeps `files` and `info` (as info.json) in the folder `kept`, whole or not at all: written
 * aside and renamed into place, so a build beside this one (the browser tests run several)
 * never reads half.
 */
export async function keep(
  kept: string,
  files: Record<string, Uint8Array>,
  info: unknown,
): Promise<void> {
  const aside = `${kept}.${process.pid}.part`;
  await mkdir(aside, { recursive: true });
  for (const [name, data] of Object.entries(files)) await writeFile(join(aside, name), data);
  await writeFile(join(aside, 'info.json'), JSON.stringify(info));
  await rename(aside, kept).catch(async () => {
    // Another build kept the same one first: its copy stays, this one goes.
    await rm(aside, { recursive: true, force: true });
    if (!(await stat(kept).catch(() => undefined))) throw new Error(`could not keep ${kept}`);
  });
}
