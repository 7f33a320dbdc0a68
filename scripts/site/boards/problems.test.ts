// @vitest-environment node
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { GerberLayer } from '../../illustrations/gerber-writer';
import { identifyLayers } from './identify';
import { BoardProblem } from './problems';
import { readFabFiles } from './sources';
import { copper, folderOf, kicadBoard, zipOf } from '../../lab/made-up/boards/temporary';

/** Reads and identifies a board, as the build does before rendering it. */
const identify = (source: string) => identifyLayers(source, readFabFiles(source));

describe('fab-file problems', () => {
  it('a zip with no board outline names the zip, the files it has and the outline layer to export', () => {
    const { ['test-Edge_Cuts.gbr']: _, ...withoutOutline } = kicadBoard(20, 10);
    const zip = zipOf(withoutOutline);
    expect(() => identify(zip)).toThrow(BoardProblem);
    expect(() => identify(zip)).toThrow(
      new RegExp(`^${zip}: no board outline among .*test-F_Cu\\.gbr.*Edge\\.Cuts`),
    );
  });

  it('a folder with no outline says the same', () => {
    const folder = folderOf({ 'test-F_Cu.gbr': copper('Copper,L1,Top') });
    expect(() => identify(folder)).toThrow(/no board outline.*GKO/);
  });

  it('a layer that does not read as Gerber names its file and says to export again', () => {
    const folder = folderOf({ ...kicadBoard(20, 10), 'test-F_Cu.gbr': 'this is not a Gerber' });
    expect(() => identify(folder)).toThrow(
      new RegExp(
        `^${folder}: test-F_Cu\\.gbr: not a readable Gerber file.*export the fab files again`,
      ),
    );
  });

  it('a drill file that is not Excellon names its file', () => {
    const folder = folderOf({ ...kicadBoard(20, 10), 'test.drl': 'holes: four, 1.7 mm' });
    expect(() => identify(folder)).toThrow(/test\.drl: not a readable drill file/);
  });

  it('an unknown file is a warning naming it, and the layers are still read', () => {
    const folder = folderOf({
      ...kicadBoard(20, 10),
      'notes/fab-order.txt': 'ENIG, black, 2 pcs',
      'assembly.gbr': new GerberLayer('Other,Drawing').flash(1, 1, 1).toString(),
    });
    const { layers, warnings } = identify(folder);
    expect(warnings).toEqual([
      expect.stringMatching(/: assembly\.gbr: not a layer this build knows/),
      expect.stringMatching(/: notes\/fab-order\.txt: not a layer this build knows/),
    ]);
    expect(layers.map((layer) => layer.name).sort()).toEqual(
      Object.keys(kicadBoard(20, 10)).sort(),
    );
  });

  it('an empty zip names it and says what to drop in', () => {
    const path = zipOf({});
    expect(() => readFabFiles(path)).toThrow(new RegExp(`^${path}: holds no files: export`));
  });

  it("a zip holding only a desktop's clutter is empty too", () => {
    const path = zipOf({ '__MACOSX/._test-F_Cu.gbr': 'x', '.DS_Store': 'x' });
    expect(() => readFabFiles(path)).toThrow(/holds no files/);
  });

  it('a file that is no zip names it', () => {
    const path = join(folderOf({}), 'board.zip');
    writeFileSync(path, 'not a zip');
    expect(() => readFabFiles(path)).toThrow(new RegExp(`^${path}: not a readable \\.zip`));
  });

  it('a path that is not there names it', () => {
    const path = join(folderOf({}), 'gerbers');
    expect(() => readFabFiles(path)).toThrow(new RegExp(`^${path}: no such folder or \\.zip`));
  });

  it('a zip stored with folders reads the files inside them', () => {
    const files = Object.fromEntries(
      Object.entries(kicadBoard(20, 10)).map(([name, text]) => [
        `gerber/${name}`,
        new TextEncoder().encode(text),
      ]),
    );
    const path = join(folderOf({}), 'nested.zip');
    writeFileSync(path, zipSync(files));
    expect(identify(path).layers).toHaveLength(Object.keys(files).length);
  });
});
