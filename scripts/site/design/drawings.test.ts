// @vitest-environment node
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Named } from '../../../src/content-model/design-files';
import type { Drawing } from '../../../src/content-model/schema';
import { dxfEntity, madeUpDxf, madeUpPdf } from '../../lab/made-up/drawings';
import { scratchFolders } from '../../lab/scratch-folders';
import { makeDrawings } from './drawings';

const folders = scratchFolders();
afterAll(folders.remove);

const root = folders.make('drawings-root-');
const drawingsFolder = join(root, 'public', 'drawings');
mkdirSync(drawingsFolder, { recursive: true });
writeFileSync(
  join(drawingsFolder, 'bracket.pdf'),
  await madeUpPdf([
    { width: 148, height: 105, words: 'SCALE 1:1' },
    { width: 148, height: 105, words: 'SCALE 2:1' },
  ]),
);
writeFileSync(
  join(drawingsFolder, 'profile.dxf'),
  madeUpDxf({ units: 4, entities: [dxfEntity.line(0, 0, 80, 0), dxfEntity.circle(40, 20, 8)] }),
);
writeFileSync(join(drawingsFolder, 'empty.pdf'), '');

const named = (
  source: string,
  { download = false, where = 'content/tracked/rule/project.yml: designFiles.drawings[0]' } = {},
): Named<Drawing> => ({ where, value: { source, alt: 'A drawing', download } });

describe('the drawings step', () => {
  it('draws each sheet of a PDF for the page (with the photos’ versions) and for zooming', async () => {
    const made = await makeDrawings(root, [named('bracket.pdf')], folders.make('drawings-cache-'));
    expect(made.warnings).toEqual([]);
    const { sheets, download } = made.drawings['bracket.pdf']!;
    expect(download).toBeUndefined();
    expect(sheets.map(({ image, zoom, scale }) => [image, zoom.image, scale])).toEqual([
      ['drawings/bracket-1.png', 'drawings/bracket-1-zoom.webp', '1:1'],
      ['drawings/bracket-2.png', 'drawings/bracket-2-zoom.webp', '2:1'],
    ]);
    // Each sheet is a picture the content names, for the photo step's versions, with its size.
    expect(made.pictures.map(({ picture }) => picture.file)).toEqual([
      'drawings/bracket-1.png',
      'drawings/bracket-2.png',
    ]);
    expect(made.sizes['drawings/bracket-1-zoom.webp']).toEqual([
      sheets[0]!.zoom.width,
      sheets[0]!.zoom.height,
    ]);
    expect(made.files.map(({ path }) => path)).toEqual([
      'images/drawings/bracket-1.png',
      'images/drawings/bracket-1-zoom.webp',
      'images/drawings/bracket-2.png',
      'images/drawings/bracket-2-zoom.webp',
    ]);
    expect(made.lines.join('\n')).toMatch(/^drawing bracket\.pdf: 2 sheets \(148 × 105 mm\) in /);
  });

  it('draws a DXF as one SVG for the page and the zoom, and offers the owner’s file when asked', async () => {
    const made = await makeDrawings(
      root,
      [named('profile.dxf', { download: true })],
      folders.make('drawings-cache-'),
    );
    const { sheets, download } = made.drawings['profile.dxf']!;
    expect(sheets).toHaveLength(1);
    expect(sheets[0]!.image).toBe('drawings/profile-1.svg');
    expect(sheets[0]!.zoom.image).toBe(sheets[0]!.image);
    expect(download).toEqual({
      path: 'drawings/profile.dxf',
      bytes: readFileSync(join(drawingsFolder, 'profile.dxf')).length,
    });
    expect(made.files.map(({ path }) => path)).toEqual([
      'images/drawings/profile-1.svg',
      'drawings/profile.dxf',
    ]);
  });

  it('keeps what it drew between builds, by the file’s bytes', async () => {
    const cache = folders.make('drawings-cache-');
    const first = await makeDrawings(root, [named('profile.dxf')], cache);
    const again = await makeDrawings(root, [named('profile.dxf')], cache);
    expect(again.drawings).toEqual(first.drawings);
    expect(again.lines[0]).toMatch(/\(kept from an earlier build\)$/);
  });

  it('warns, naming the content’s field and the file, for a drawing missing or empty, and builds the rest', async () => {
    const made = await makeDrawings(
      root,
      [
        named('missing.pdf'),
        named('empty.pdf', { where: 'content/home.yml: otherProjects[1].drawing' }),
        named('profile.dxf'),
      ],
      folders.make('drawings-cache-'),
    );
    expect(made.warnings).toEqual([
      expect.stringMatching(
        /^content\/tracked\/rule\/project\.yml: designFiles\.drawings\[0\]\.source: public\/drawings\/missing\.pdf: is not there: put your drawing’s PDF or DXF in public\/drawings\//,
      ),
      expect.stringMatching(
        /^content\/home\.yml: otherProjects\[1\]\.drawing\.source: public\/drawings\/empty\.pdf: is empty: export the drawing again/,
      ),
    ]);
    expect(Object.keys(made.drawings)).toEqual(['profile.dxf']);
  });
});
