/**
 * The maths of a slide rule's C and D scales. A value v in [1, 10] sits at
 * log10(v) of the scale's length, so adding two lengths multiplies two values.
 */

/**
 * The PCBrule's geometry in drawing units (the 6.5-inch rule is 1080 units
 * long), shared by the drawings (scripts/illustrations/rule.ts) and the working
 * rule on the project page (src/components/slide-rule/).
 */
export const board = {
  length: 1080,
  height: 300,
  inch: 1080 / 6.5,
  scaleStart: 96,
  scaleLength: 888,
  topStator: { y: 0, height: 95 },
  slide: { y: 97, height: 106 },
  bottomStator: { y: 205, height: 95 },
  /** The working rule's clear cursor: its width, and how far it reaches past both stators. */
  cursor: { width: 68, overhang: 8 },
} as const;

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

/**
 * How the rule is set, both as fractions of the scale length: `slide` is how
 * far the slide is pulled right of closed (−1 to 1), `cursor` where the
 * hairline stands on D (0 to 1).
 */
export interface RuleSetting {
  slide: number;
  cursor: number;
}

/** Where the working rule starts, and its still picture shows it: set to 2 × 3 (the card's example). */
export const startSetting: RuleSetting = { slide: Math.log10(2), cursor: Math.log10(6) };

export interface Reading {
  /** The D value under the C index in use: the number being multiplied. */
  multiplicand: number;
  /** Which end of C is over D: the 1 (left) or, once the slide is pulled left of closed, the 10 (right). */
  index: 'left' | 'right';
  /** The C value under the cursor, or null when the hairline is off the slide's C scale. */
  multiplier: number | null;
  /** The D value under the cursor. */
  d: number;
  /**
   * multiplicand × multiplier. D only shows 1 to 10; with the right index in
   * use the product has wrapped round the decade, and is ten times D, as a
   * slide-rule user works out in their head.
   */
  product: number | null;
}

/** What the rule says at a setting. */
export function readRule({ slide, cursor }: RuleSetting): Reading {
  const right = slide < 0;
  const onC = cursor - slide;
  // A hair of tolerance: a hairline exactly on an index still reads it.
  const onScale = onC >= -1e-9 && onC <= 1 + 1e-9;
  const multiplier = onScale ? valueAt(Math.min(1, Math.max(0, onC))) : null;
  const d = valueAt(cursor);
  return {
    multiplicand: valueAt(right ? slide + 1 : slide),
    index: right ? 'right' : 'left',
    multiplier,
    d,
    product: multiplier === null ? null : d * (right ? 10 : 1),
  };
}

/** A reading to three significant figures, as a slide rule gives it: 6.00, 12.0, 1.23. */
export function threeFigures(value: number): string {
  return value.toPrecision(3);
}

/** A setting's numbers without padding zeros: 2, 2.5, 3.03. */
export function plainFigures(value: number): string {
  return String(Number(value.toPrecision(3)));
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
