/**
 * Small generated fab-file sets for the boards tests (./fab-files.ts), in a
 * temporary folder or zip removed after the test file.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { zipSync } from 'fflate';
import { afterAll } from 'vitest';

export { copper, kicadBoard, outline } from './fab-files.ts';

/** The folders made by a test file: removed after its last test, so no run leaves any behind. */
const made: string[] = [];
afterAll(() => {
  for (const folder of made.splice(0)) rmSync(folder, { recursive: true, force: true });
});

const scratch = (): string => {
  const folder = mkdtempSync(join(tmpdir(), 'boards-'));
  made.push(folder);
  return folder;
};

/** Writes files into a new temporary folder; returns its path. */
export function folderOf(files: Record<string, string | Uint8Array>): string {
  const folder = scratch();
  for (const [name, data] of Object.entries(files)) {
    mkdirSync(dirname(join(folder, name)), { recursive: true });
    writeFileSync(join(folder, name), data);
  }
  return folder;
}

/** Writes files as a new temporary .zip; returns its path. */
export function zipOf(files: Record<string, string | Uint8Array>): string {
  const path = join(scratch(), 'board.zip');
  const entries = Object.fromEntries(
    Object.entries(files).map(([name, data]) => [
      name,
      typeof data === 'string' ? new TextEncoder().encode(data) : data,
    ]),
  );
  writeFileSync(path, zipSync(entries));
  return path;
}
