/**
 * What a build step keeps between builds, under node_modules/.cache/: the
 * models' and boards' pictures (design/), the resume's PDF (files/resume.ts).
 * Each is kept in a folder named after a hash of its input and of the code that
 * made it (`codeVersion`), so nothing kept outlives a change to either.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * A hash of the `code` a step runs (each a .ts file, or a folder: its .ts files, tests left
 * out) and of the versions of the `packages` it reads and draws with: what a step makes is
 * kept between builds by its input and this, so a change to the code, or a library's update,
 * makes it again.
 */
export async function codeVersion(
  code: readonly URL[],
  packages: readonly string[],
): Promise<string> {
  const hash = createHash('sha256');
  for (const source of code) {
    const path = fileURLToPath(source);
    const files = path.endsWith('.ts')
      ? [path]
      : (await readdir(path))
          .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
          .sort()
          .map((file) => join(path, file));
    for (const file of files)
      hash.update(relative(process.cwd(), file)).update(await readFile(file));
  }
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

/**
 * The project's own files a module runs: `entry` and every file it imports, by relative
 * address, statically or not (type-only imports run nothing), as far as they go (a library's code is its version's, which
 * node_modules/.package-lock.json records). Sorted, as paths.
 */
export function moduleFiles(entry: URL): string[] {
  const found = new Set<string>();
  const visit = (file: string) => {
    if (found.has(file)) return;
    found.add(file);
    const text = readFileSync(file, 'utf8');
    // Static imports and re-exports (not type-only ones: they run nothing), and dynamic imports.
    const specifiers = [
      ...[
        ...text.matchAll(
          /\b(?:import|export)\s+(type\s+)?(?:[^;'"]*?\sfrom\s*)?'(\.{1,2}\/[^']+)'/g,
        ),
      ]
        .filter(([, typeOnly]) => !typeOnly)
        .map(([, , specifier]) => specifier!),
      ...[...text.matchAll(/\bimport\(\s*'(\.{1,2}\/[^']+)'/g)].map(([, specifier]) => specifier!),
    ];
    for (const specifier of specifiers) {
      const base = resolve(dirname(file), specifier);
      const path = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')].find((candidate) =>
        candidate.endsWith('.ts') || candidate.endsWith('.tsx') ? existsSync(candidate) : false,
      );
      if (!path) throw new Error(`${file} imports ${specifier}, which is no file of the project`);
      visit(path);
    }
  };
  visit(fileURLToPath(entry));
  return [...found].sort();
}

/** Removes all but the `count` most recently kept folders in `cacheDir` whose names start with `prefix`. */
export async function forgetAllBut(cacheDir: string, prefix: string, count: number): Promise<void> {
  const kept = await Promise.all(
    (await readdir(cacheDir))
      .filter((name) => name.startsWith(prefix) && !name.endsWith('.part'))
      .map(async (name) => ({ name, at: (await stat(join(cacheDir, name))).mtimeMs })),
  );
  for (const { name } of kept.sort((a, b) => b.at - a.at).slice(count))
    await rm(join(cacheDir, name), { recursive: true, force: true });
}
