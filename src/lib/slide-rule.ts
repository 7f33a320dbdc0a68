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
