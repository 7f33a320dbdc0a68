import { describe, expect, it } from 'vitest';
import { graduations, positionOf, valueAt } from './slide-rule';

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
