import { describe, expect, it } from 'vitest';
import { dxfEntity, madeUpDxf } from '../../lab/made-up/drawings';
import { plainText, readDxf } from './read-dxf';
import { DrawingProblem, zoomPixelsPerMm } from './sheets';

const svgOf = (sheet: ReturnType<typeof readDxf>) => new TextDecoder().decode(sheet.page.data);

describe('readDxf', () => {
  const profile = madeUpDxf({
    units: 4,
    blocks: { '*D1': [dxfEntity.line(0, -10, 100, -10), dxfEntity.mtext(50, -8, 3.5, '100')] },
    entities: [
      dxfEntity.line(0, 0, 100, 0),
      dxfEntity.line(100, 0, 100, 50, 7),
      dxfEntity.circle(50, 25, 10),
      dxfEntity.text(20, 40, 2.5, '%%c20 %%p0.1'),
      dxfEntity.mtext(0, 60, 3.5, '{\\fArial|b1;FLANGE}\\PSCALE 1:1'),
      dxfEntity.dimension('*D1'),
    ],
  });

  it('draws the lines, the circle, every text and the dimensions on white paper, one vector sheet', () => {
    const sheet = readDxf(profile, 'public/drawings/flange.dxf');
    const svg = svgOf(sheet);
    expect(sheet.page.format).toBe('svg');
    // The same vector for the page and the zoom: sharp at any zoom.
    expect(sheet.zoom.data).toBe(sheet.page.data);
    expect(svg).toContain('<circle cx="50" cy="25" r="10"');
    expect(svg).toMatch(/<rect [^>]*fill="#fff"/);
    // Colour 7 (white on a CAD program's black screen) is black on the paper.
    expect(svg).not.toContain('rgb(255, 255, 255)');
    const texts = [...svg.matchAll(/<tspan[^>]*>([^<]*)<\/tspan>/g)].map(([, text]) => text);
    expect(texts).toEqual(expect.arrayContaining(['Ø20 ±0.1', 'FLANGE', 'SCALE 1:1', '100']));
    expect(sheet.scale).toBe('1:1');
  });

  it('sizes the sheet from the drawing and its units, with room round it', () => {
    const sheet = readDxf(profile, 'flange.dxf');
    const [, width] = /^([\d.]+) × /.exec(sheet.paper) ?? [];
    // 100 mm of part and the texts, with a margin: wider than the part, not a paper of its own.
    expect(Number(width)).toBeGreaterThan(100);
    expect(Number(width)).toBeLessThan(140);
    expect(sheet.page.width).toBe(Math.round(Number(width) * zoomPixelsPerMm));
    const inches = readDxf(
      madeUpDxf({ units: 1, entities: [dxfEntity.line(0, 0, 4, 0), dxfEntity.line(0, 0, 0, 2)] }),
      'plate.dxf',
    );
    // 4 inches and a margin of 5% each side: 4.4 in, 111.8 mm.
    expect(inches.paper).toMatch(/^111\.8 × /);
  });

  it('names the file and says what to do when there is nothing in model space, or no DXF', () => {
    const onLayoutOnly = madeUpDxf({
      entities: [dxfEntity.inPaperSpace(dxfEntity.line(0, 0, 10, 0))],
    });
    expect(() => readDxf(onLayoutOnly, 'public/drawings/empty.dxf')).toThrow(DrawingProblem);
    expect(() => readDxf(onLayoutOnly, 'public/drawings/empty.dxf')).toThrow(
      /^public\/drawings\/empty\.dxf: has nothing in model space: draw the profile in model space/,
    );
    expect(() => readDxf(madeUpDxf({ entities: [] }), 'none.dxf')).toThrow(
      /nothing in model space/,
    );
  });

  it('reads text without the DXF codes', () => {
    expect(plainText('%%c12 %%d45 %%p0.05')).toEqual(['Ø12 °45 ±0.05']);
    expect(plainText('{\\fArial|b0|i0;Part}\\PRev \\C1;B')).toEqual(['Part', 'Rev B']);
    expect(plainText('\\S+0.1^-0.2;')).toEqual(['+0.1/-0.2']);
  });
});
