import { describe, expect, it } from 'vitest';
import { plainFigures, positionOf, readRule, threeFigures, valueAt } from './slide-rule';
import {
  graduationPositions,
  graduations,
  nearestStop,
  nextStop,
  slideStops,
} from './slide-rule-graduations';

describe('slide-rule scale maths', () => {
  it('places 1 at the start, 10 at the end and √10 in the middle', () => {
    expect(positionOf(1)).toBe(0);
    expect(positionOf(10)).toBe(1);
    expect(positionOf(Math.sqrt(10))).toBeCloseTo(0.5, 12);
  });

  it('reads back the value at a position', () => {
    for (const value of [1, 1.5, 2, 3.14159, 7.2, 10])
      expect(valueAt(positionOf(value))).toBeCloseTo(value, 10);
  });

  it('multiplies by adding lengths: 2 × 3 = 6', () => {
    expect(valueAt(positionOf(2) + positionOf(3))).toBeCloseTo(6, 12);
  });

  it('refuses values off the scale', () => {
    expect(() => positionOf(0.5)).toThrow(RangeError);
    expect(() => positionOf(11)).toThrow(RangeError);
    expect(() => positionOf(Number.NaN)).toThrow(RangeError);
  });

  it('has finer graduations where there is room, and labels every integer', () => {
    const marks = graduations();
    const values = marks.map((m) => m.value);
    expect(values[0]).toBe(1);
    expect(values.at(-1)).toBe(10);
    expect([...values].sort((a, b) => a - b)).toEqual(values);
    expect(new Set(values).size).toBe(values.length);
    const step = (from: number, to: number) => {
      const inRange = values.filter((v) => v >= from && v < to);
      return Math.round(((to - from) / inRange.length) * 1000) / 1000;
    };
    expect(step(1, 2)).toBe(0.01);
    expect(step(2, 4)).toBe(0.02);
    expect(step(4, 10)).toBe(0.05);
    expect(marks.filter((m) => m.level === 0).map((m) => m.label)).toEqual([
      '1',
      '2',
      '3',
      '4',
      '5',
      '6',
      '7',
      '8',
      '9',
      '1',
    ]);
  });
});

describe('reading the rule', () => {
  const at = (slideValue: number, cursorValue: number, index: 'left' | 'right' = 'left') => ({
    slide: positionOf(slideValue) - (index === 'right' ? 1 : 0),
    cursor: positionOf(cursorValue),
  });

  it('multiplies with the left index: C’s 1 over 2, cursor over 3 on C reads 6', () => {
    const reading = readRule(at(2, 6));
    expect(reading.index).toBe('left');
    expect(reading.multiplicand).toBeCloseTo(2, 12);
    expect(reading.multiplier).toBeCloseTo(3, 12);
    expect(reading.d).toBeCloseTo(6, 12);
    expect(reading.product).toBeCloseTo(6, 12);
  });

  it('wraps round the decade with the right index: 2 × 6 = 12, read as 1.2 on D', () => {
    // C’s 10 over 2 on D; 6 on C then stands over 1.2 on D.
    const reading = readRule(at(2, 1.2, 'right'));
    expect(reading.index).toBe('right');
    expect(reading.multiplicand).toBeCloseTo(2, 12);
    expect(reading.multiplier).toBeCloseTo(6, 12);
    expect(reading.d).toBeCloseTo(1.2, 12);
    expect(reading.product).toBeCloseTo(12, 12);
  });

  it('has no product while the hairline is off the slide’s C scale', () => {
    // Left index over 5: C covers 5..10 on D only; the cursor at 3 on D is past C’s 1.
    expect(readRule(at(5, 3)).multiplier).toBeNull();
    expect(readRule(at(5, 3)).product).toBeNull();
    // Right on C’s 10 still reads.
    expect(readRule(at(5, 10)).multiplier).toBeCloseTo(2, 12);
  });

  it('gives three significant figures, and plain figures for the setting', () => {
    expect(threeFigures(6)).toBe('6.00');
    expect(threeFigures(12)).toBe('12.0');
    expect(threeFigures(1.23456)).toBe('1.23');
    expect(plainFigures(2.0004)).toBe('2');
    expect(plainFigures(2.5)).toBe('2.5');
    expect(plainFigures(3.0251)).toBe('3.03');
  });
});

describe('stops for the keyboard and for snapping', () => {
  it('steps the cursor one graduation at a time, and stops at the ends', () => {
    const stops = graduationPositions();
    expect(valueAt(nextStop(stops, positionOf(6), 1))).toBeCloseTo(6.05, 10);
    expect(valueAt(nextStop(stops, positionOf(1.5), -1))).toBeCloseTo(1.49, 10);
    expect(nextStop(stops, 1, 1)).toBe(1);
    expect(nextStop(stops, 0, -1)).toBe(0);
  });

  it('moves the slide from the left index to the right one across closed', () => {
    const stops = slideStops();
    expect(stops[0]).toBe(-1);
    expect(stops.at(-1)).toBe(1);
    // One step left of closed puts C’s 10 over 9.95 on D.
    const left = nextStop(stops, 0, -1);
    expect(readRule({ slide: left, cursor: 0.5 }).index).toBe('right');
    expect(readRule({ slide: left, cursor: 0.5 }).multiplicand).toBeCloseTo(9.95, 6);
  });

  it('snaps to the nearest graduation, coarser when the rule is drawn small', () => {
    expect(valueAt(nearestStop(graduationPositions(), positionOf(2.013)))).toBeCloseTo(2.02, 10);
    expect(valueAt(nearestStop(graduationPositions(true), positionOf(2.013)))).toBeCloseTo(2, 10);
  });
});
