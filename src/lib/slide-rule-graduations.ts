/**
 * The graduations of the C and D scales and the stops they give the working
 * rule. Apart from src/lib/slide-rule.ts so that only the drawings and the
 * interactive chunk carry them, not the project page's first load.
 */
import { positionOf } from './slide-rule.ts';

export interface Graduation {
  value: number;
  /** 0 the longest (a labelled integer), 1 the halves, 2 the finest. */
  level: 0 | 1 | 2;
  label?: string;
}

/**
 * The graduations of a C or D scale, as on a real rule: finer where the scale has
 * room. 1–2 in steps of 0.01 with halves at 0.05, 2–4 in steps of 0.02, 4–10 in
 * steps of 0.05; every tenth labelled from 1 to 2, every integer labelled.
 */
export function graduations(): Graduation[] {
  const marks: Graduation[] = [];
  const ranges = [
    { from: 1, to: 2, step: 0.01, half: 0.05 },
    { from: 2, to: 4, step: 0.02, half: 0.1 },
    { from: 4, to: 10, step: 0.05, half: 0.5 },
  ];
  for (const { from, to, step, half } of ranges) {
    const count = Math.round((to - from) / step);
    for (let i = 0; i < count; i += 1) {
      const value = Math.round((from + i * step) * 100) / 100;
      const isInteger = Math.abs(value - Math.round(value)) < 1e-9;
      const isTenth = value < 2 && Math.abs(value * 10 - Math.round(value * 10)) < 1e-9;
      const isHalf = Math.abs(value / half - Math.round(value / half)) < 1e-9;
      if (isInteger) marks.push({ value, level: 0, label: String(value) });
      else if (isTenth)
        marks.push({ value, level: 1, label: String(Math.round((value % 1) * 10)) });
      else marks.push({ value, level: isHalf ? 1 : 2 });
    }
  }
  marks.push({ value: 10, level: 0, label: '1' });
  return marks;
}

/** Positions (fractions of the scale length) of every graduation, or only the labelled and half ones. */
export function graduationPositions(coarse = false): number[] {
  return graduations()
    .filter((mark) => !coarse || mark.level < 2)
    .map((mark) => positionOf(mark.value));
}

/**
 * The slide's stops: a C index (the 1 at p, or the 10 at p − 1) over each D
 * graduation p, from −1 (pulled fully left) to 1 (fully right).
 */
export function slideStops(coarse = false): number[] {
  const onD = graduationPositions(coarse);
  return [
    ...new Set([...onD.map((p) => p - 1), ...onD].map((p) => Math.round(p * 1e9) / 1e9)),
  ].sort((a, b) => a - b);
}

/** The next stop from `position` in `direction` (+1 right, −1 left); stays put at the end. */
export function nextStop(stops: readonly number[], position: number, direction: 1 | -1): number {
  const epsilon = 1e-7;
  if (direction > 0) return stops.find((stop) => stop > position + epsilon) ?? position;
  return [...stops].reverse().find((stop) => stop < position - epsilon) ?? position;
}

/** The stop nearest `position`. */
export function nearestStop(stops: readonly number[], position: number): number {
  return stops.reduce((best, stop) =>
    Math.abs(stop - position) < Math.abs(best - position) ? stop : best,
  );
}
