/**
 * The maths of a slide rule's C and D scales. A value v in [1, 10] sits at
 * log10(v) of the scale's length, so adding two lengths multiplies two values.
 */

/** Position of a value on a 1–10 scale, as a fraction 0..1 of the scale's length. */
export function positionOf(value: number): number {
  if (!(value >= 1 && value <= 10))
    throw new RangeError(`A C/D scale runs from 1 to 10, got ${value}`);
  return Math.log10(value);
}

/** Value under a position (fraction of the scale's length) on a 1–10 scale. */
export function valueAt(position: number): number {
  return 10 ** position;
}

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
