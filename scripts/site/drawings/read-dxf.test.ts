import { describe, expect, it } from 'vitest';
import { dxfEntity, madeUpDxf } from '../../lab/made-up/drawings';
import { dxfText, plainText, readDxf } from './read-dxf';
import { DrawingProblem, zoomPixelsPerMm } from './sheets';

const svgOf = (sheet: ReturnType<typeof readDxf>) => new TextDecoder().decode(sheet.page.data);

describe('readDxf', () => {
  const profile = madeUpDxf({
    units: 4,
    blocks: { '*D1': [dxfEntity.line(0, -10, 100, -10), dxfEntity.mtext(50, -8, 3.5, '100')] },
    entities: [
      dxfEntity.line(0, 0, 100, 0),
      dxfEntity.line(100, 0, 100, 50, 2),
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
    // Every line black on the paper, as a monochrome plot: a yellow layer (colour 2) included.
    expect(svg).not.toMatch(/stroke="(?!#000")/);
    const texts = [...svg.matchAll(/<tspan[^>]*>([^<]*)<\/tspan>/g)].map(([, text]) => text);
    expect(texts).toEqual(expect.arrayContaining(['Ø20 ±0.1', 'FLANGE', 'SCALE 1:1', '100']));
    expect(sheet.scale).toBe('1:1');
  });

  it('sizes the sheet from the drawing and its units, with room round it', () => {
    const sheet = readDxf(profile, 'flange.dxf');
    const [, width] = /^([\d.]+) × /.exec(sheet.paper) ?? [];
    // The paper is the drawing's extent: 100 mm of part, and the texts beside it.
    expect(Number(width)).toBeGreaterThanOrEqual(100);
    expect(Number(width)).toBeLessThan(130);
    // The picture has a margin round it: wider than the paper at 12 px/mm.
    expect(sheet.page.width).toBeGreaterThan(Number(width) * zoomPixelsPerMm);
    const lines = [dxfEntity.line(0, 0, 4, 0), dxfEntity.line(0, 0, 0, 2)];
    expect(readDxf(madeUpDxf({ units: 1, entities: lines }), 'plate.dxf').paper).toBe(
      '101.6 × 50.8 mm',
    );
    // No units named, and imperial measurement ($MEASUREMENT 0): inches, as an R12 file from CAM.
    expect(readDxf(madeUpDxf({ measurement: 0, entities: lines }), 'old.dxf').paper).toBe(
      '101.6 × 50.8 mm',
    );
    expect(readDxf(madeUpDxf({ entities: lines }), 'bare.dxf').paper).toBe('4 × 2 mm');
  });

  it('places a block’s text from the block’s base point, as the library places its lines', () => {
    const sheet = readDxf(
      madeUpDxf({
        units: 4,
        blocks: {
          '*D2': [dxfEntity.line(50, 20, 90, 20), dxfEntity.text(60, 25, 3.5, 'BASED')],
        },
        baseOf: { '*D2': [50, 20] },
        entities: [dxfEntity.line(0, -5, 0, 5), dxfEntity.dimension('*D2')],
      }),
      'based.dxf',
    );
    const svg = svgOf(sheet);
    // The line runs from (0, 0) to (40, 0) once the base is taken off; the text stands at (10, 5).
    expect(svg).toContain('M0,0L40,0');
    expect(svg).toMatch(/<tspan x="10" y="-5">BASED<\/tspan>/);
  });

  it('reads the file in the code page an older DXF names, and characters by their code point', () => {
    const header =
      '0\nSECTION\n2\nHEADER\n9\n$ACADVER\n1\nAC1015\n9\n$DWGCODEPAGE\n3\nANSI_1252\n0\nENDSEC\n';
    // "Ø" is one byte, 0xD8, in Windows-1252.
    const bytes = new Uint8Array([...new TextEncoder().encode(header + 'X '), 0xd8]);
    expect(dxfText(bytes)).toBe(`${header}X Ø`);
    expect(dxfText(new TextEncoder().encode('0\nEOF Ø'))).toBe('0\nEOF Ø');
    expect(plainText('\\U+00B0 and \\U+2300')).toEqual(['° and ⌀']);
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

  it('escapes a text’s markup characters, so a note cannot break the SVG', () => {
    const sheet = readDxf(
      madeUpDxf({ entities: [dxfEntity.text(0, 0, 3.5, 'R&D <rev "B">')] }),
      'note.dxf',
    );
    expect(svgOf(sheet)).toContain('>R&amp;D &lt;rev &quot;B&quot;&gt;</tspan>');
  });

  it('reads text without the DXF codes', () => {
    expect(plainText('%%c12 %%d45 %%p0.05')).toEqual(['Ø12 °45 ±0.05']);
    expect(plainText('{\\fArial|b0|i0;Part}\\PRev \\C1;B')).toEqual(['Part', 'Rev B']);
    expect(plainText('\\S+0.1^-0.2;')).toEqual(['+0.1/-0.2']);
  });
});
