/**
 * Small generated fab-file sets for the boards tests: a rectangle outline and
 * a few layers, written by the project's own Gerber writer, in a temporary
 * folder or zip.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { zipSync } from 'fflate';
import { afterAll } from 'vitest';
import { excellon, GerberLayer } from '../../illustrations/gerber-writer.ts';

/** A `width` × `height` mm board's outline, as its Edge.Cuts layer. */
export function outline(width: number, height: number): string {
  return new GerberLayer('Profile,NP')
    .stroke(
      [
        [0, 0],
        [width, 0],
        [width, height],
        [0, height],
        [0, 0],
      ],
      0.1,
    )
    .toString();
}

/** A copper layer with one pad, as a board's `Copper,L<n>,<side>` layer. */
export function copper(fileFunction: string): string {
  return new GerberLayer(fileFunction).flash(5, 5, 2).toString();
}

/** A KiCad-style set of `layers` copper layers on a `width` × `height` mm board, by file name. */
export function kicadBoard(width: number, height: number, layers = 2): Record<string, string> {
  const files: Record<string, string> = {
    'test-Edge_Cuts.gbr': outline(width, height),
    'test-F_Cu.gbr': copper('Copper,L1,Top'),
    'test-B_Cu.gbr': copper(`Copper,L${layers},Bot`),
    'test.drl': excellon([{ at: [5, 5], diameter: 1 }], true),
  };
  for (let inner = 1; inner <= layers - 2; inner += 1)
    files[`test-In${inner}_Cu.gbr`] = copper(`Copper,L${inner + 1},Inr`);
  return files;
}

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
