/**
 * The fab files of a board as the owner drops them in: a folder the PCB tool
 * exported, or the .zip the fab house gets (read with fflate). Folders inside
 * are read too (some tools export a gerber/ folder), and the files an archiver
 * or a desktop adds beside them (__MACOSX/, .DS_Store) are not files of the board.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { unzipSync } from 'fflate';
import { BoardProblem, boardProblems } from './problems.ts';

/** One fab file: its path inside the folder or zip, and its bytes. */
export interface FabFile {
  name: string;
  data: Uint8Array;
}

const isClutter = (path: string): boolean =>
  path.split('/').some((part) => part.startsWith('.') || part === '__MACOSX');

function readFolder(folder: string): FabFile[] {
  const files: FabFile[] = [];
  for (const entry of readdirSync(folder, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    const name = relative(folder, path).split('\\').join('/');
    if (!isClutter(name)) files.push({ name, data: readFileSync(path) });
  }
  return files;
}

function readZip(source: string): FabFile[] {
  let entries: Record<string, Uint8Array>;
  try {
    entries = unzipSync(readFileSync(source));
  } catch (error) {
    throw new BoardProblem(boardProblems.unreadableZip(source, (error as Error).message));
  }
  return Object.entries(entries)
    .filter(([name]) => !name.endsWith('/') && !isClutter(name))
    .map(([name, data]) => ({ name, data }));
}

/** The fab files in a folder or .zip, sorted by name so every build reads them alike. */
export function readFabFiles(source: string): FabFile[] {
  if (!existsSync(source)) throw new BoardProblem(boardProblems.missing(source));
  const files = statSync(source).isDirectory() ? readFolder(source) : readZip(source);
  if (files.length === 0) throw new BoardProblem(boardProblems.empty(source));
  return files.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}
