/**
 * A small single-stroke font for the fab files: a Gerber has no text, so a
 * silkscreen's lettering is drawn as strokes, as a PCB tool's own plotter
 * font does. Only the characters the PCBrule's silkscreen uses.
 */

type Point = readonly [number, number];

/** Each glyph's strokes on a 4 × 6 grid, y up from the baseline. */
const glyphs: Record<string, readonly (readonly Point[])[]> = {
  '0': [
    [
      [0, 0],
      [4, 0],
      [4, 6],
      [0, 6],
      [0, 0],
      [4, 6],
    ],
  ],
  '1': [
    [
      [1, 5],
      [2, 6],
      [2, 0],
    ],
    [
      [1, 0],
      [3, 0],
    ],
  ],
  '2': [
    [
      [0, 6],
      [4, 6],
      [4, 3],
      [0, 3],
      [0, 0],
      [4, 0],
    ],
  ],
  '3': [
    [
      [0, 6],
      [4, 6],
      [4, 0],
      [0, 0],
    ],
    [
      [1, 3],
      [4, 3],
    ],
  ],
  '4': [
    [
      [0, 6],
      [0, 3],
      [4, 3],
    ],
    [
      [3, 6],
      [3, 0],
    ],
  ],
  '5': [
    [
      [4, 6],
      [0, 6],
      [0, 3],
      [4, 3],
      [4, 0],
      [0, 0],
    ],
  ],
  '6': [
    [
      [4, 6],
      [0, 6],
      [0, 0],
      [4, 0],
      [4, 3],
      [0, 3],
    ],
  ],
  '7': [
    [
      [0, 6],
      [4, 6],
      [1, 0],
    ],
  ],
  '8': [
    [
      [0, 0],
      [4, 0],
      [4, 6],
      [0, 6],
      [0, 0],
    ],
    [
      [0, 3],
      [4, 3],
    ],
  ],
  '9': [
    [
      [0, 0],
      [4, 0],
      [4, 6],
      [0, 6],
      [0, 3],
      [4, 3],
    ],
  ],
  '.': [
    [
      [2, 0],
      [2, 0.4],
    ],
  ],
  A: [
    [
      [0, 0],
      [0, 4],
      [2, 6],
      [4, 4],
      [4, 0],
    ],
    [
      [0, 3],
      [4, 3],
    ],
  ],
  B: [
    [
      [0, 0],
      [0, 6],
      [3, 6],
      [4, 5],
      [4, 4],
      [3, 3],
      [0, 3],
    ],
    [
      [3, 3],
      [4, 2],
      [4, 1],
      [3, 0],
      [0, 0],
    ],
  ],
  C: [
    [
      [4, 6],
      [1, 6],
      [0, 5],
      [0, 1],
      [1, 0],
      [4, 0],
    ],
  ],
  D: [
    [
      [0, 0],
      [0, 6],
      [3, 6],
      [4, 5],
      [4, 1],
      [3, 0],
      [0, 0],
    ],
  ],
  E: [
    [
      [4, 6],
      [0, 6],
      [0, 0],
      [4, 0],
    ],
    [
      [0, 3],
      [3, 3],
    ],
  ],
  G: [
    [
      [4, 5],
      [3, 6],
      [1, 6],
      [0, 5],
      [0, 1],
      [1, 0],
      [4, 0],
      [4, 3],
      [2, 3],
    ],
  ],
  I: [
    [
      [2, 0],
      [2, 6],
    ],
    [
      [1, 6],
      [3, 6],
    ],
    [
      [1, 0],
      [3, 0],
    ],
  ],
  L: [
    [
      [0, 6],
      [0, 0],
      [4, 0],
    ],
  ],
  N: [
    [
      [0, 0],
      [0, 6],
      [4, 0],
      [4, 6],
    ],
  ],
  P: [
    [
      [0, 0],
      [0, 6],
      [3, 6],
      [4, 5],
      [4, 4],
      [3, 3],
      [0, 3],
    ],
  ],
  R: [
    [
      [0, 0],
      [0, 6],
      [3, 6],
      [4, 5],
      [4, 4],
      [3, 3],
      [0, 3],
    ],
    [
      [2, 3],
      [4, 0],
    ],
  ],
  U: [
    [
      [0, 6],
      [0, 1],
      [1, 0],
      [3, 0],
      [4, 1],
      [4, 6],
    ],
  ],
  V: [
    [
      [0, 6],
      [2, 0],
      [4, 6],
    ],
  ],
};

const advance = 6;

/**
 * The strokes of `text` at `height` (cap height), its anchor (`start`,
 * `middle`, `end`, as SVG's text-anchor) at x, baseline at y, as polylines in
 * the caller's units, y up.
 */
export function strokeText(
  text: string,
  x: number,
  y: number,
  height: number,
  anchor: 'start' | 'middle' | 'end' = 'start',
): Point[][] {
  const scale = height / 6;
  const width = (text.length * advance - (advance - 4)) * scale;
  const left = x - { start: 0, middle: width / 2, end: width }[anchor];
  const strokes: Point[][] = [];
  [...text].forEach((character, index) => {
    if (character === ' ') return;
    const glyph = glyphs[character];
    if (!glyph) throw new Error(`stroke-font.ts has no glyph for "${character}" (in "${text}")`);
    for (const line of glyph)
      strokes.push(
        line.map(([gx, gy]) => [left + (index * advance + gx) * scale, y + gy * scale] as const),
      );
  });
  return strokes;
}
