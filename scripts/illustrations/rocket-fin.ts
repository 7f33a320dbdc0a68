/**
 * The sample's clipped-delta rocket fin, in millimetres: what its CAD model
 * (./rocket-fin-model.ts) is made from, and what its card on Home says.
 */
export const rocketFin = {
  /** Along the body tube. */
  root: 200,
  tip: 70,
  span: 95,
  /** How far back the tip's leading edge sits from the root's. */
  sweep: 110,
  /** G10 fibreglass sheet. */
  thickness: 3.2,
  /** The through-wall tab under the root, for the fin can's slot. */
  tab: { from: 25, to: 175, depth: 8 },
} as const;

/** The fin's planform with the tab under the root, counter-clockwise: x along the root from its leading edge, y out along the span. */
export function partOutline(): Array<[number, number]> {
  const { root, tip, span, sweep, tab } = rocketFin;
  return [
    [0, 0],
    [tab.from, 0],
    [tab.from, -tab.depth],
    [tab.to, -tab.depth],
    [tab.to, 0],
    [root, 0],
    [sweep + tip, span],
    [sweep, span],
  ];
}
