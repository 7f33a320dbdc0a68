/**
 * The PCBrule itself, drawn from its maths: every graduation of the C, CI and D
 * scales sits at log10 of its value along the scale, as on the real boards.
 */
import { board, positionOf } from '../../src/lib/slide-rule.ts';
import { graduations } from '../../src/lib/slide-rule-graduations.ts';
import { colours, el, monoFont, r, sansFont, svgDocument } from './svg.ts';

/** A graduation's tick length and stroke by its level (0 longest), in board units; the fab files (./gerbers.ts) draw the same. */
export const tickLength = [22, 14, 8] as const;
export const tickWidth = [1.6, 1.1, 0.8] as const;

type Direction = 'down' | 'up';

interface ScaleOptions {
  /** y of the board edge the ticks grow from. */
  edge: number;
  direction: Direction;
  letter: string;
  colour: string;
  inverted?: boolean;
  /** Leave out the finest graduations (small renderings). */
  coarse?: boolean;
}

/** One logarithmic scale: ticks, numerals and its letter at the left. */
export function scale({
  edge,
  direction,
  letter,
  colour,
  inverted = false,
  coarse = false,
}: ScaleOptions): string[] {
  const sign = direction === 'down' ? 1 : -1;
  const parts: string[] = [];
  const ticks = ['', '', ''];
  for (const mark of graduations()) {
    if (coarse && mark.level === 2) continue;
    const fraction = inverted ? 1 - positionOf(mark.value) : positionOf(mark.value);
    const x = board.scaleStart + fraction * board.scaleLength;
    const length = tickLength[mark.level];
    ticks[mark.level] += `M${r(x)} ${edge}v${sign * length}`;
    if (mark.label && (mark.level === 0 || !coarse)) {
      const size = mark.level === 0 ? 15 : 10;
      const y = edge + sign * (length + (direction === 'down' ? size : 4));
      parts.push(el('text', { x, y, 'font-size': size, 'text-anchor': 'middle' }, mark.label));
    }
  }
  return [
    ...ticks.filter(Boolean).map((d, level) =>
      el('path', {
        d,
        stroke: colour,
        'stroke-width': tickWidth[level as 0 | 1 | 2],
        fill: 'none',
      }),
    ),
    el('g', { fill: colour, 'font-family': monoFont }, [
      ...parts,
      el(
        'text',
        {
          x: 40,
          y: edge + sign * 26,
          'font-size': 18,
          'font-weight': 700,
          'text-anchor': 'middle',
        },
        letter,
      ),
    ]),
  ];
}

/** The slide's two scales: C along its lower edge, CI (inverted, in gold) along its upper edge. */
export function slideScales(coarse: boolean): string[] {
  const { slide } = board;
  return [
    ...scale({
      edge: slide.y + slide.height,
      direction: 'up',
      letter: 'C',
      colour: colours.silk,
      coarse,
    }),
    ...scale({
      edge: slide.y,
      direction: 'down',
      letter: 'CI',
      colour: colours.goldBright,
      inverted: true,
      coarse,
    }),
  ];
}

/** The radius of each board's corners, in board units. */
export const boardCorner = 6;

/** One board: matte black soldermask with its ENIG-plated gold edge. */
export function boardOutline(
  y: number,
  height: number,
  x = 0,
  length: number = board.length,
): string {
  return el('rect', {
    x,
    y,
    width: length,
    height,
    rx: boardCorner,
    fill: colours.mask,
    stroke: colours.gold,
    'stroke-width': 2.5,
  });
}

function mountingHole(x: number, y: number): string {
  return el('g', {}, [
    el('circle', { cx: x, cy: y, r: screwHoles.ring, fill: colours.gold }),
    el('circle', { cx: x, cy: y, r: screwHoles.hole, fill: colours.desk }),
  ]);
}

/** The four screw holes, one at each end of each stator: centres, the hole's and its gold ring's radius, in board units. */
export const screwHoles = {
  centres: [
    [18, 62],
    [board.length - 18, 62],
    [18, board.bottomStator.y + 33],
    [board.length - 18, board.bottomStator.y + 33],
  ],
  hole: 5.5,
  ring: 11,
} as const;

/** The four screw holes with their gold rings, in board units. */
export function mountingHoles(): string[] {
  return screwHoles.centres.map(([x, y]) => mountingHole(x, y));
}

/** The inch ruler along the top edge of the top stator: eighths, halves and whole inches. */
export function inchRuler(): string[] {
  let ticks = '';
  const labels: string[] = [];
  for (let eighth = 0; eighth <= 52; eighth += 1) {
    const x = eighth * (board.inch / 8);
    if (x < 4 || x > board.length - 4) continue;
    const length = eighth % 8 === 0 ? 18 : eighth % 4 === 0 ? 12 : 7;
    ticks += `M${r(x)} 0v${length}`;
    if (eighth % 8 === 0)
      labels.push(
        el('text', { x, y: 32, 'font-size': 11, 'text-anchor': 'middle' }, String(eighth / 8)),
      );
  }
  return [
    el('path', { d: ticks, stroke: colours.silk, 'stroke-width': 1, fill: 'none' }),
    el('g', { fill: colours.silkDim, 'font-family': monoFont }, labels),
  ];
}

export interface RuleOptions {
  /** How far the slide is pulled to the right, as a fraction of the scale length. */
  slideOffset?: number;
  /** Where the cursor hairline stands, as a fraction of the scale length; none if undefined. */
  cursorAt?: number;
  coarse?: boolean;
}

/** The fixed part of the rule: both stators, with the D scale, in board units. */
export function ruleBody(coarse = false): string[] {
  const { topStator, bottomStator } = board;
  return [
    boardOutline(topStator.y, topStator.height),
    boardOutline(bottomStator.y, bottomStator.height),
    ...inchRuler(),
    ...mountingHoles(),
    el('g', { fill: colours.silk, 'font-family': sansFont }, [
      el(
        'text',
        {
          x: board.length / 2,
          y: 70,
          'font-size': 20,
          'font-weight': 700,
          'text-anchor': 'middle',
          'letter-spacing': 2,
        },
        'PCBrule',
      ),
    ]),
    el('g', { fill: colours.silkDim, 'font-family': monoFont, 'font-size': 10 }, [
      el('text', { x: board.length - 40, y: 86, 'text-anchor': 'end' }, 'REV A · 6.5 IN · ENIG'),
      el('text', { x: 40, y: bottomStator.y + 84 }, 'SIMPLEX C/D · FR-4 1.6 MM'),
    ]),
    ...scale({
      edge: bottomStator.y,
      direction: 'down',
      letter: 'D',
      colour: colours.silk,
      coarse,
    }),
  ];
}

/** The sliding part: one board with C and CI, in board units (at its place between the stators). */
export function ruleSlide(coarse = false): string[] {
  return [boardOutline(board.slide.y, board.slide.height), ...slideScales(coarse)];
}

/** The assembled rule: two stators with the slide between them, in board units. */
export function rule({ slideOffset = 0, cursorAt, coarse = false }: RuleOptions = {}): string[] {
  const shift = slideOffset * board.scaleLength;
  const parts: string[] = [
    ...ruleBody(coarse),
    el('g', { transform: `translate(${r(shift)} 0)` }, ruleSlide(coarse)),
  ];
  if (cursorAt !== undefined) {
    const x = board.scaleStart + cursorAt * board.scaleLength;
    parts.push(
      el('rect', {
        x: x - 34,
        y: -14,
        width: 68,
        height: 328,
        rx: 6,
        fill: colours.silk,
        'fill-opacity': 0.1,
        stroke: colours.silkDim,
        'stroke-width': 1.5,
      }),
      el('path', { d: `M${r(x)} -14V314`, stroke: colours.hairline, 'stroke-width': 1.5 }),
    );
  }
  return parts;
}

function desk(width: number, height: number): string[] {
  return [
    el('defs', {}, [
      el('radialGradient', { id: 'desk', cx: '50%', cy: '40%', r: '75%' }, [
        el('stop', { offset: 0, 'stop-color': colours.deskLit }),
        el('stop', { offset: 1, 'stop-color': colours.desk }),
      ]),
    ]),
    el('rect', { width, height, fill: 'url(#desk)' }),
  ];
}

/** The hero picture: the closed rule on a dark desk. */
export function heroSvg(): string {
  return svgDocument(1200, 420, 'The PCBrule slide rule', [
    ...desk(1200, 420),
    el('g', { transform: 'translate(60 60)' }, rule()),
  ]);
}

/** The prototype set to 2 × 3: C's 1 over 2 on D, the cursor over 3 on C reads 6 on D. */
export function prototypeSvg(): string {
  const offset = positionOf(2);
  const cursor = positionOf(6);
  const scaleFactor = 0.8;
  const drawnWidth = (board.length + offset * board.scaleLength) * scaleFactor;
  return svgDocument(1200, 675, 'The PCBrule prototype set to multiply 2 by 3', [
    ...desk(1200, 675),
    el(
      'g',
      {
        transform: `translate(${r((1200 - drawnWidth) / 2)} ${r((675 - 300 * scaleFactor) / 2)}) scale(${scaleFactor})`,
      },
      rule({ slideOffset: offset, cursorAt: cursor }),
    ),
    el(
      'text',
      {
        x: 600,
        y: 610,
        fill: colours.silkDim,
        'font-family': monoFont,
        'font-size': 22,
        'text-anchor': 'middle',
      },
      '2 × 3 = 6',
    ),
  ]);
}
