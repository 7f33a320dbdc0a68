// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { sampleFolder } from '../../../src/content-model/content-files';
import { pcbruleBoardFolder } from '../../illustrations/fab-files';
import { stackupColours } from './colours';
import { boardPictures } from './index';
import { folderOf, kicadBoard, zipOf } from '../../lab/made-up/boards/temporary';

const sampleBoard = join(process.cwd(), sampleFolder, 'public', pcbruleBoardFolder);
/** The sample's fab files as a KiCad user sends them to the fab house: one zip. */
const sampleZip = zipOf(
  Object.fromEntries(
    readdirSync(sampleBoard).map((name) => [name, readFileSync(join(sampleBoard, name))]),
  ),
);
const colours = { soldermask: 'black', finish: 'ENIG', silkscreen: 'white' };
const width = 480;

describe('boards from their fab files', async () => {
  const board = await boardPictures(sampleZip, { colours, width });

  it("measure the sample's outline at 6.5 inches (± 0.1 mm)", () => {
    expect(Math.abs(board.widthMm - 6.5 * 25.4)).toBeLessThanOrEqual(0.1);
    expect(board.size).toBe(`${board.widthMm.toFixed(1)} × ${board.heightMm.toFixed(1)} mm`);
    expect(board.warnings).toEqual([]);
  });

  it('count the copper layers: two for the sample, four for a 4-layer set', async () => {
    expect(board.copperLayers).toBe(2);
    const four = await boardPictures(folderOf(kicadBoard(30, 20, 4)), { colours, width: 60 });
    expect(four.copperLayers).toBe(4);
    expect([four.widthMm, four.heightMm]).toEqual([30, 20]);
  });

  it('paint both faces in the colours given, presets or hex', async () => {
    const painted = stackupColours(colours);
    for (const face of [board.top, board.bottom])
      for (const colour of [painted.sm, painted.cf, painted.ss]) expect(face).toContain(colour);
    const hex = { soldermask: '#123456', finish: 'HASL', silkscreen: '#abcdef' };
    const other = await boardPictures(folderOf(kicadBoard(30, 20)), { colours: hex, width: 60 });
    expect(other.top).toContain('#123456');
    expect(other.top).toContain('#abcdef');
  });

  it('give each face as a PNG at the width asked, the board’s proportions kept', async () => {
    for (const face of [board.pictures.top, board.pictures.bottom]) {
      expect(face.width).toBe(width);
      expect(face.height).toBe(Math.round((width * board.heightMm) / board.widthMm));
      const meta = await sharp(face.png).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['png', width, face.height]);
    }
  });

  it('show the soldermask colour over most of the top face', async () => {
    const { data, info } = await sharp(board.pictures.top.png)
      .raw()
      .toBuffer({ resolveWithObject: true });
    const mask = stackupColours(colours).sm;
    const [r, g, b] = [1, 3, 5].map((at) => parseInt(mask.slice(at, at + 2), 16));
    let near = 0;
    for (let at = 0; at < data.length; at += info.channels)
      if (
        Math.abs(data[at]! - r!) + Math.abs(data[at + 1]! - g!) + Math.abs(data[at + 2]! - b!) <
        24
      )
        near += 1;
    expect(near / (info.width * info.height)).toBeGreaterThan(0.5);
  });

  it('are the same pictures from the same files', async () => {
    const again = await boardPictures(sampleZip, { colours, width });
    // Compared as booleans: a failure would print both whole SVGs.
    expect(again.top === board.top && again.bottom === board.bottom).toBe(true);
    expect(again.pictures.top.png.equals(board.pictures.top.png)).toBe(true);
    expect(again.pictures.bottom.png.equals(board.pictures.bottom.png)).toBe(true);
  });

  it('read a folder as well as a zip, an unknown file left out with a warning', async () => {
    const folder = folderOf({ ...kicadBoard(30, 20), 'board.kicad_pcb.bak': '(kicad_pcb)' });
    const read = await boardPictures(folder, { colours, width: 60 });
    expect(read.warnings).toEqual([expect.stringContaining('board.kicad_pcb.bak')]);
    expect(read.size).toBe('30.0 × 20.0 mm');
  });
});
