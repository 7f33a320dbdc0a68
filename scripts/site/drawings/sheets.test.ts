import { describe, expect, it } from 'vitest';
import { paperName, statedScale, zoomLongestSide, zoomPixelsPerMm, zoomSize } from './sheets';

describe('a sheet', () => {
  it('names its paper when it is a standard one, either way up, within 2 mm', () => {
    expect(paperName(297, 210)).toBe('A4 landscape, 297 × 210 mm');
    expect(paperName(210.2, 297.1)).toBe('A4 portrait, 210.2 × 297.1 mm');
    expect(paperName(431.8, 279.4)).toBe('ANSI B landscape, 431.8 × 279.4 mm');
    expect(paperName(120, 80)).toBe('120 × 80 mm');
  });

  it('reads the scale its title block states, once', () => {
    expect(statedScale('DRAWN J. DOE  SCALE 1:2  SHEET 1 OF 1')).toBe('1:2');
    expect(statedScale('Scale: 2 : 1')).toBe('2:1');
    expect(statedScale('SCALE 1:5 ... DETAIL A SCALE 2:1')).toBeUndefined();
    expect(statedScale('No scale here; 1:2 alone is a ratio')).toBeUndefined();
  });

  it('is drawn for zooming at 12 px/mm, a big sheet no longer than the limit', () => {
    expect(zoomSize(297, 210)).toEqual({
      width: 297 * zoomPixelsPerMm,
      height: 210 * zoomPixelsPerMm,
    });
    const a0 = zoomSize(1189, 841);
    expect(a0.width).toBe(zoomLongestSide);
    expect(a0.height).toBe(Math.round((841 * zoomLongestSide) / 1189));
  });
});
