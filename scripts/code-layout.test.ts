/**
 * The README's "How the code is laid out" names every folder under src/ and scripts/, and names
 * none that is not there: a folder added, moved or renamed is written into the map with it.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = process.cwd();

/** Every folder under `top`, at every depth. */
function foldersUnder(top: string): string[] {
  const found: string[] = [];
  const walk = (folder: string) => {
    found.push(folder);
    for (const entry of readdirSync(join(root, folder), { withFileTypes: true }))
      if (entry.isDirectory()) walk(`${folder}/${entry.name}`);
  };
  walk(top);
  return found;
}

/** The paths the README's layout block begins its lines with, without a trailing slash. */
function namedInTheReadme(): string[] {
  const readme = readFileSync(join(root, 'README.md'), 'utf8');
  const section = readme.slice(readme.indexOf('## How the code is laid out'));
  const block = /```\n([\s\S]*?)```/.exec(section)![1]!;
  return block
    .split('\n')
    .filter((line) => /^\S/.test(line))
    .flatMap((line) => line.split(/\s{2,}/)[0]!.split(/,\s*/))
    .map((path) => path.replace(/\/$/, ''));
}

describe('the README’s map of the code', () => {
  const named = namedInTheReadme();
  const folders = [...foldersUnder('src'), ...foldersUnder('scripts')];

  it('names every folder under src/ and scripts/', () => {
    expect(folders.filter((folder) => !named.includes(folder))).toEqual([]);
  });

  it('names no folder under src/ or scripts/ that is not there', () => {
    const namedFolders = named.filter(
      (path) => /^(src|scripts)(\/|$)/.test(path) && !/\.[a-z]+$/.test(path),
    );
    expect(namedFolders.filter((path) => !folders.includes(path))).toEqual([]);
  });
});
