import type { RuleSetting } from '../../lib/slide-rule';
import { graduationPositions, nextStop, slideStops } from '../../lib/slide-rule-graduations';

/** A part of the rule the visitor moves: the slide or the cursor. */
export type PartName = keyof RuleSetting;

/** Where each part may stand, in fractions of the scale length. */
export const range: Record<PartName, readonly [number, number]> = {
  slide: [-1, 1],
  cursor: [0, 1],
};

/** A part's position, kept within its range. */
export const clamp = (part: PartName, value: number) =>
  Math.min(range[part][1], Math.max(range[part][0], value));

/** Every graduation for arrow keys and for snapping on a wide rule; labelled ones for Page keys and small rules. */
export const stops = {
  fine: { slide: slideStops(), cursor: graduationPositions() },
  coarse: { slide: slideStops(true), cursor: graduationPositions(true) },
};

/**
 * Where a key moves a part standing at `value`, as a slider's keys do (WAI-ARIA
 * slider pattern): arrows to the next graduation, Page keys to the next
 * labelled one, Home and End to either end; undefined for any other key.
 */
export function stopForKey(part: PartName, value: number, key: string): number | undefined {
  const step = (size: 'fine' | 'coarse', direction: 1 | -1) =>
    nextStop(stops[size][part], value, direction);
  const moves: Record<string, () => number> = {
    ArrowRight: () => step('fine', 1),
    ArrowUp: () => step('fine', 1),
    ArrowLeft: () => step('fine', -1),
    ArrowDown: () => step('fine', -1),
    PageUp: () => step('coarse', 1),
    PageDown: () => step('coarse', -1),
    Home: () => range[part][0],
    End: () => range[part][1],
  };
  return moves[key]?.();
}
