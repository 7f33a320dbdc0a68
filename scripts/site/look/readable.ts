/**
 * Colour maths for the look, through culori (a kept colour library): a colour moved in OKLCH, its
 * perceptual space, and a colour made readable on its grounds by the least change of lightness
 * that reaches the contrast WCAG asks (its hue and chroma kept, its chroma cut only as far as the
 * screen's gamut needs).
 */
import { clampChroma, formatHex, interpolate, oklch, parse, wcagContrast } from 'culori';

import type { Hex } from '../../../src/styles/looks.ts';

export type { Hex };

/** WCAG 2's contrast ratio of two colours, 1 to 21. */
export const contrast = (a: Hex, b: Hex): number => wcagContrast(a, b);

/** A ratio as the build's notes write it: 4.8:1 (rounded down, so it never claims more). */
export const ratioText = (ratio: number): string => `${Math.floor(ratio * 10) / 10}:1`;

function lchOf(colour: Hex) {
  const parsed = oklch(parse(colour));
  if (!parsed) throw new Error(`not a colour: ${colour}`);
  return { l: parsed.l, c: parsed.c ?? 0, h: parsed.h ?? 0 };
}

/** The colour with its OKLCH lightness set to `l` (0 to 1), brought into sRGB by cutting chroma. */
export function withLightness(colour: Hex, l: number): Hex {
  const { c, h } = lchOf(colour);
  return formatHex(clampChroma({ mode: 'oklch', l: Math.min(1, Math.max(0, l)), c, h }, 'oklch'));
}

/** The colour lighter (a positive `by`) or darker, in OKLCH lightness. */
export const lighter = (colour: Hex, by: number): Hex =>
  withLightness(colour, lchOf(colour).l + by);

/** OKLCH lightness, 0 (black) to 1 (white). */
export const lightnessOf = (colour: Hex): number => lchOf(colour).l;

/** `amount` of the way from `from` to `to`, mixed in OKLab. */
export const mix = (from: Hex, to: Hex, amount: number): Hex =>
  formatHex(interpolate([from, to], 'oklab')(amount));

/** `top` laid over `under` at `alpha`, as a browser composites it (in sRGB). */
export const composite = (top: Hex, alpha: number, under: Hex): Hex =>
  formatHex(interpolate([under, top], 'rgb')(alpha));

/** The lowest contrast of `colour` on any of `grounds`. */
export const leastContrast = (colour: Hex, grounds: readonly Hex[]): number =>
  Math.min(...grounds.map((ground) => contrast(colour, ground)));

/**
 * `colour` as it must be drawn to read at `ratio` on every one of `grounds`: itself where it
 * does, else the same hue with the least change of lightness that does (darker or lighter,
 * whichever is nearer). Against any ground one of black and white reaches 4.5:1, and grounds
 * drawn together (paper, a card, a well) are alike, so a lightness that serves all exists for the
 * grounds a role is drawn on; should none, the colour with the best contrast found is returned.
 */
export function readable(colour: Hex, grounds: readonly Hex[], ratio: number): Hex {
  const start = formatHex(parse(colour))!;
  if (leastContrast(start, grounds) >= ratio) return start;
  const { l } = lchOf(start);
  const candidates = [0, 1].flatMap((end) => {
    if (leastContrast(withLightness(start, end), grounds) < ratio) return [];
    // Bisect the lightness between the colour's own (too faint) and the end (readable).
    let [faint, enough] = [l, end];
    for (let step = 0; step < 24; step++) {
      const middle = (faint + enough) / 2;
      if (leastContrast(withLightness(start, middle), grounds) >= ratio) enough = middle;
      else faint = middle;
    }
    return [{ hex: withLightness(start, enough), change: Math.abs(enough - l) }];
  });
  const nearest = candidates.sort((a, b) => a.change - b.change)[0];
  if (nearest) return nearest.hex;
  return [withLightness(start, 0), withLightness(start, 1)].sort(
    (a, b) => leastContrast(b, grounds) - leastContrast(a, grounds),
  )[0]!;
}
