// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { outlineText, textPath } from './outline-text';
import { monoFont, sansFont } from './svg';

/** The x and y of every point a path's data visits, made absolute. */
function points(d: string): Array<[number, number]> {
  const found: Array<[number, number]> = [];
  let [x, y] = [0, 0];
  let [startX, startY] = [0, 0];
  for (const [, letter, numbers] of d.matchAll(/([MmLlQqCcZz])([^MmLlQqCcZz]*)/g)) {
    if (letter === 'z' || letter === 'Z') {
      [x, y] = [startX, startY];
      continue;
    }
    const values = (numbers!.match(/-?\d*\.?\d+/g) ?? []).map(Number);
    const pairs: Array<[number, number]> = [];
    for (let i = 0; i < values.length; i += 2) pairs.push([values[i]!, values[i + 1]!]);
    const absolute = pairs.map(([px, py]) =>
      letter === letter!.toUpperCase()
        ? ([px, py] as [number, number])
        : ([x + px, y + py] as [number, number]),
    );
    found.push(...absolute);
    [x, y] = absolute[absolute.length - 1]!;
    if (letter === 'M' || letter === 'm') [startX, startY] = [x, y];
  }
  return found;
}

const box = (d: string) => {
  const all = points(d);
  const xs = all.map(([x]) => x);
  const ys = all.map(([, y]) => y);
  return {
    left: Math.min(...xs),
    right: Math.max(...xs),
    top: Math.min(...ys),
    bottom: Math.max(...ys),
  };
};

describe('a drawing’s text as outlines', () => {
  it('puts the letters on the baseline at x, growing up, as wide as the font says', () => {
    const d = textPath('HH', { x: 100, y: 50, size: 20, family: 'sans' });
    const { left, right, top, bottom } = box(d);
    expect(left).toBeGreaterThanOrEqual(100);
    expect(left).toBeLessThan(104);
    expect(bottom).toBeCloseTo(50, 0);
    // A capital is about three quarters of the size tall.
    expect(50 - top).toBeGreaterThan(12);
    expect(50 - top).toBeLessThan(18);
    expect(right).toBeGreaterThan(left + 20);
  });

  it('anchors a text at its middle or its end, as text-anchor does', () => {
    const at = (anchor: 'start' | 'middle' | 'end') =>
      box(textPath('1234', { x: 200, y: 10, size: 11, family: 'mono', anchor }));
    const start = at('start');
    const middle = at('middle');
    const end = at('end');
    const width = start.right - start.left;
    expect((middle.left + middle.right) / 2).toBeCloseTo(200, 0);
    expect(end.right).toBeLessThanOrEqual(200);
    expect(end.right).toBeGreaterThan(200 - width / 4);
    // Each anchor moves the text back by half its advance more.
    expect(start.left - middle.left).toBeCloseTo(middle.left - end.left, 1);
  });

  it('spreads letters by letter-spacing, and draws bold from the bold face', () => {
    const plain = box(textPath('ABC', { x: 0, y: 0, size: 16, family: 'sans' }));
    const spaced = box(textPath('ABC', { x: 0, y: 0, size: 16, family: 'sans', letterSpacing: 4 }));
    expect(spaced.right - plain.right).toBeCloseTo(8, 0);
    expect(textPath('ABC', { x: 0, y: 0, size: 16, family: 'sans', bold: true })).not.toBe(
      textPath('ABC', { x: 0, y: 0, size: 16, family: 'sans' }),
    );
  });

  it('turns every text into a path with what it inherits, and leaves everything else as it was', () => {
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="300" height="100" viewBox="0 0 300 100" role="img">' +
      '<title>Scales &amp; “marks”</title><rect width="300" height="100" fill="#111"/>' +
      `<g fill="#eee" font-family="${monoFont}" font-size="11">` +
      '<text x="150" y="40" text-anchor="middle">1</text>' +
      `<text x="10" y="80" fill="#d6b04c" font-family="${sansFont}" font-weight="700">REV A · 6.5 IN</text>` +
      '</g></svg>\n';
    const outlined = outlineText(svg);
    expect(outlined).not.toContain('<text');
    expect(outlined.startsWith(svg.slice(0, svg.indexOf('<g ')))).toBe(true);
    expect(outlined).toContain('<title>Scales &amp; “marks”</title>');
    const paths = [...outlined.matchAll(/<path([^>]*)\/>/g)].map(([, attrs]) => attrs!);
    expect(paths).toHaveLength(2);
    // The figure: mono, 11 px, centred on 150 (its fill inherited from the group, as before).
    const one = paths[0]!.match(/ d="([^"]+)"/)![1]!;
    expect(paths[0]).not.toContain('fill=');
    expect(one).toBe(textPath('1', { x: 150, y: 40, size: 11, family: 'mono', anchor: 'middle' }));
    // The label keeps its own fill, in Inter bold at the group's size.
    expect(paths[1]).toContain('fill="#d6b04c"');
    expect(paths[1]).toContain(
      `d="${textPath('REV A · 6.5 IN', { x: 10, y: 80, size: 11, family: 'sans', bold: true })}"`,
    );
    expect(outlined.endsWith('</g></svg>\n')).toBe(true);
  });

  it('refuses a family it has no font for, a letter its font lacks, and a tspan', () => {
    const text = (attrs: string, inner: string) =>
      `<svg xmlns="http://www.w3.org/2000/svg"><text x="0" y="0" ${attrs}>${inner}</text></svg>`;
    expect(() => outlineText(text('font-family="Comic Sans MS"', 'Hi'))).toThrow(
      /no font for font-family "Comic Sans MS"/,
    );
    expect(() => outlineText(text('', 'खगोल'))).toThrow(/has no letter for "ख"/);
    expect(() => outlineText(text('', 'a<tspan>b</tspan>'))).toThrow(/<tspan> inside a <text>/);
  });
});
