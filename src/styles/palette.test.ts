/** A malformed palette colour would quietly break the stylesheet, drawings and manifest; here it fails. */
import { describe, expect, it } from 'vitest';
import { board, channels, colourSchemes, drawing, printPaper, rgb } from './palette';

const every = [
  ...Object.values(board),
  ...Object.values(drawing),
  ...Object.values(colourSchemes.light),
  ...Object.values(colourSchemes.dark),
  printPaper,
];

describe('palette', () => {
  it('writes every colour as lower-case #rrggbb', () => {
    for (const colour of every) expect(colour).toMatch(/^#[0-9a-f]{6}$/);
  });

  it('gives CSS variables the "R G B" form Tailwind opacity modifiers need', () => {
    expect(channels('#0a0b0c')).toBe('10 11 12');
    expect(channels('#FF8000')).toBe('255 128 0');
    expect(rgb('#00ff01')).toEqual([0, 255, 1]);
  });

  it('refuses anything but #rrggbb', () => {
    expect(() => rgb('#fff')).toThrow();
    expect(() => rgb('rgb(1 2 3)')).toThrow();
  });
});
