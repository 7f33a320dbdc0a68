/**
 * The PCBrule itself, drawn from its maths: every graduation of the C, CI and D
 * scales sits at log10 of its value along the scale, as on the real boards.
 */
import { board, positionOf, startSetting } from '../../src/lib/slide-rule.ts';
import { graduations } from '../../src/lib/slide-rule-graduations.ts';
import {
  boardBand,
  colours,
  el,
  monoFont,
  r,
  sansFont,
  svgDocument,
  type CardBand,
} from './svg.ts';

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
function scale({
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
function slideScales(coarse: boolean): string[] {
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
function boardOutline(y: number, height: number, x = 0, length: number = board.length): string {
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

function mountingHoles(): string[] {
  return screwHoles.centres.map(([x, y]) => mountingHole(x, y));
}

/** The inch ruler along the top edge of the top stator: eighths, halves and whole inches. */
function inchRuler(): string[] {
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
function ruleBody(coarse = false): string[] {
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
function ruleSlide(coarse = false): string[] {
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

/**
 * The two layers of the working slide rule on the project page
 * (src/components/slide-rule/): the stators, with the back plate showing
 * between them where the slide is pulled out, and the slide on its own. The
 * page stacks them and moves the slide, so they share the board's units.
 */
/** The stators with the back plate showing between them, in board units. */
function playgroundBody(): string[] {
  const { length, slide } = board;
  return [
    el('rect', { y: slide.y - 2, width: length, height: slide.height + 4, fill: colours.desk }),
    ...ruleBody(),
  ];
}

export function playgroundBodySvg(): string {
  return svgDocument(
    board.length,
    board.height,
    'The fixed part of the PCBrule: both stators and the D scale',
    playgroundBody(),
  );
}

export function playgroundSlideSvg(): string {
  const { length, slide } = board;
  return svgDocument(length, slide.height, 'The slide of the PCBrule, with its C and CI scales', [
    el('g', { transform: `translate(0 ${-slide.y})` }, ruleSlide()),
  ]);
}

/**
 * The working rule's still picture: both layers at the start setting (2 × 3)
 * with the cursor, in the same frame as the page's SVG (board units plus the
 * cursor's overhang), so the working rule replaces it without a shift.
 */
export function playgroundStillSvg(): string {
  const { length, height, scaleStart, scaleLength, cursor } = board;
  const x = scaleStart + startSetting.cursor * scaleLength;
  return svgDocument(length, height + 2 * cursor.overhang, 'The PCBrule set to multiply 2 by 3', [
    el('defs', {}, [el('clipPath', { id: 'window' }, [el('rect', { width: length, height })])]),
    el('g', { transform: `translate(0 ${cursor.overhang})` }, [
      ...playgroundBody(),
      el('g', { 'clip-path': 'url(#window)' }, [
        el('g', { transform: `translate(${r(startSetting.slide * scaleLength)} 0)` }, ruleSlide()),
      ]),
      el('rect', {
        x: r(x - cursor.width / 2),
        y: -cursor.overhang,
        width: cursor.width,
        height: height + 2 * cursor.overhang,
        rx: 6,
        fill: colours.silk,
        'fill-opacity': 0.1,
        stroke: colours.silkDim,
        'stroke-opacity': 0.8,
        'stroke-width': 1.5,
      }),
      el('path', {
        d: `M${r(x)} ${-cursor.overhang}V${height + cursor.overhang}`,
        stroke: colours.hairline,
        'stroke-width': 2,
      }),
    ]),
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

/** The manufacturing panel: the three boards apart, with rails, routed slots, mouse bites and fiducials. */
export function panelSvg(): string {
  const gap = 24;
  const top = 128;
  const { topStator, slide, bottomStator } = board;
  const rows = [
    { y: top, height: topStator.height },
    { y: top + topStator.height + gap, height: slide.height },
    { y: top + topStator.height + gap + slide.height + gap, height: bottomStator.height },
  ];
  const left = 60;
  const parts: string[] = [
    el('rect', { width: 1200, height: 600, fill: colours.mask }),
    // Routed slots show the desk through the panel.
    el('rect', {
      x: left - 12,
      y: top - 12,
      width: board.length + 24,
      height: 600 - 2 * (top - 12),
      fill: colours.desk,
    }),
  ];
  for (const row of rows) parts.push(boardOutline(row.y, row.height, left));
  // The panel's own scales, placed from the same maths at panel scale.
  parts.push(
    el('g', { transform: `translate(${left} ${rows[1]!.y - slide.y})` }, [...slideScales(true)]),
    el(
      'g',
      { transform: `translate(${left} ${rows[2]!.y - bottomStator.y})` },
      scale({
        edge: bottomStator.y,
        direction: 'down',
        letter: 'D',
        colour: colours.silk,
        coarse: true,
      }),
    ),
    el('g', { transform: `translate(${left} ${rows[0]!.y})` }, inchRuler()),
  );
  // Mouse-bite tabs bridge the slots: a short tab with a row of small drilled holes.
  const tabXs = [left + 150, left + board.length / 2, left + board.length - 150];
  const slotYs = [top - 12, rows[1]!.y - gap, rows[2]!.y - gap, rows[2]!.y + bottomStator.height];
  for (const y of slotYs) {
    for (const x of tabXs) {
      const height = y === top - 12 || y === rows[2]!.y + bottomStator.height ? 12 : gap;
      parts.push(el('rect', { x: x - 20, y, width: 40, height, fill: colours.mask }));
      for (let hole = -2; hole <= 2; hole += 1) {
        parts.push(el('circle', { cx: x + hole * 8, cy: y, r: 2.2, fill: colours.desk }));
      }
    }
  }
  // Rails: fiducials (bare copper dots in a clearance ring) and tooling holes.
  for (const y of [50, 550]) {
    for (const x of [40, 1160])
      parts.push(el('circle', { cx: x, cy: y, r: 14, fill: colours.desk }));
    for (const x of [120, 1080]) {
      parts.push(
        el('circle', {
          cx: x,
          cy: y,
          r: 12,
          fill: 'none',
          stroke: colours.maskLine,
          'stroke-width': 2,
        }),
      );
      parts.push(el('circle', { cx: x, cy: y, r: 5, fill: colours.gold }));
    }
  }
  parts.push(
    el('g', { fill: colours.silkDim, 'font-family': monoFont, 'font-size': 14 }, [
      el(
        'text',
        { x: 600, y: 56, 'text-anchor': 'middle' },
        'PCBRULE PANEL · 1 SET · STATOR / SLIDE / STATOR',
      ),
      el(
        'text',
        { x: 600, y: 556, 'text-anchor': 'middle' },
        'V-SCORE: NONE · ROUTED SLOTS 2.0 MM · MOUSE BITES 0.5 MM',
      ),
    ]),
  );
  return svgDocument(1200, 600, 'The PCBrule manufacturing panel', parts);
}

/** The copper layer alone: what carries the ENIG gold. */
export function copperSvg(): string {
  const { topStator, slide, bottomStator } = board;
  const outline = (y: number, height: number) =>
    el('rect', {
      x: 0,
      y,
      width: board.length,
      height,
      rx: 6,
      fill: 'none',
      stroke: colours.gold,
      'stroke-width': 5,
    });
  const index = (x: number, y: number, height: number) =>
    el('rect', { x: x - 1.5, y, width: 3, height, fill: colours.goldBright });
  const start = board.scaleStart;
  const end = board.scaleStart + board.scaleLength;
  const parts = [
    el('rect', { width: 1200, height: 450, fill: colours.desk }),
    el('g', { transform: 'translate(60 60) ' }, [
      outline(topStator.y, topStator.height),
      outline(slide.y, slide.height),
      outline(bottomStator.y, bottomStator.height),
      ...mountingHoles(),
      // Gold index marks at 1 and 10 of C and D: the lines a user aligns most.
      index(start, bottomStator.y, 30),
      index(end, bottomStator.y, 30),
      index(start, slide.y + slide.height - 30, 30),
      index(end, slide.y + slide.height - 30, 30),
    ]),
    el(
      'text',
      {
        x: 600,
        y: 414,
        fill: colours.silkDim,
        'font-family': monoFont,
        'font-size': 26,
        'text-anchor': 'middle',
      },
      'F.Cu + ENIG: edges, index marks, mounting rings',
    ),
  ];
  return svgDocument(1200, 450, 'The PCBrule copper layer', parts);
}

/**
 * Cross-section across the rule's width: a back plate, spacer rails either side
 * of the slide, and front stators overlapping the slide's edges. The 0.1 mm
 * shim under each stator is the slide's running clearance; M2 screws pass
 * through holes punched in the shims. Thicknesses are exaggerated to be seen.
 */
export function stackupSvg(): string {
  const mm = 15;
  const left = 90;
  const width = 44 * mm;
  const board = 50;
  const shim = 10;
  const rail = 8 * mm;
  const overlap = 3 * mm;
  const backY = 250;
  const middleY = backY - board;
  const shimY = middleY - shim;
  const frontY = shimY - board;
  const right = left + width;

  const fr4 = (
    x: number,
    y: number,
    w: number,
    gold: 'left' | 'right' | 'both' | 'none' = 'none',
  ) => [
    el('rect', { x, y, width: w, height: board, fill: colours.fr4 }),
    el('rect', { x, y, width: w, height: 5, fill: colours.mask }),
    el('rect', { x, y: y + board - 5, width: w, height: 5, fill: colours.mask }),
    ...(gold === 'left' || gold === 'both'
      ? [el('rect', { x, y, width: 5, height: board, fill: colours.gold })]
      : []),
    ...(gold === 'right' || gold === 'both'
      ? [el('rect', { x: x + w - 5, y, width: 5, height: board, fill: colours.gold })]
      : []),
  ];
  const screw = (x: number) => [
    el('rect', {
      x: x - 7,
      y: frontY - 14,
      width: 14,
      height: backY + board - frontY + 30,
      fill: colours.steel,
    }),
    el('rect', { x: x - 22, y: frontY - 22, width: 44, height: 14, rx: 5, fill: colours.silkDim }),
    el('rect', { x: x - 18, y: backY + board + 2, width: 36, height: 18, fill: colours.silkDim }),
  ];
  // A leader from the part out to the right, elbowing to its label's row so labels never collide.
  const label = (y: number, fromX: number, labelY: number, text: string) => [
    el('path', {
      d: `M${r(fromX)} ${r(y)}H${right + 24}L${right + 50} ${r(labelY)}H${right + 62}`,
      fill: 'none',
      stroke: colours.silkDim,
      'stroke-width': 1.2,
    }),
    el('circle', { cx: fromX, cy: y, r: 3.5, fill: colours.silk }),
    el(
      'text',
      {
        x: right + 70,
        y: labelY + 8,
        fill: colours.silk,
        'font-family': monoFont,
        'font-size': 24,
      },
      text,
    ),
  ];
  const slideX = left + rail + 0.4 * mm;
  const slideWidth = width - 2 * (rail + 0.4 * mm);

  return svgDocument(1200, 400, 'Cross-section of the PCBrule stack', [
    el('rect', { width: 1200, height: 400, fill: colours.desk }),
    ...fr4(left, backY, width, 'both'),
    ...fr4(left, middleY, rail, 'left'),
    ...fr4(right - rail, middleY, rail, 'right'),
    ...fr4(slideX, middleY, slideWidth),
    el('rect', { x: left, y: shimY, width: rail, height: shim, fill: colours.steel }),
    el('rect', { x: right - rail, y: shimY, width: rail, height: shim, fill: colours.steel }),
    ...fr4(left, frontY, rail + overlap, 'both'),
    ...fr4(right - rail - overlap, frontY, rail + overlap, 'both'),
    ...screw(left + rail / 2),
    ...screw(right - rail / 2),
    ...label(frontY + board / 2, right - 30, frontY - 30, 'Front stator · scales'),
    ...label(shimY + shim / 2, right - 30, shimY - 10, 'Shim · 0.1 mm stainless'),
    ...label(middleY + board / 2, right - 30, middleY + board / 2 + 10, 'Spacer rail'),
    ...label(backY + board / 2, right - 30, backY + board / 2 + 30, 'Back plate'),
    el(
      'text',
      {
        x: left + width / 2,
        y: middleY + board / 2 + 8,
        fill: colours.ink,
        'font-family': monoFont,
        'font-size': 22,
        'font-weight': 700,
        'text-anchor': 'middle',
      },
      'SLIDE',
    ),
    el('g', { fill: colours.silkDim, 'font-family': monoFont, 'font-size': 20 }, [
      el('text', { x: left, y: 54 }, 'SECTION ACROSS THE RULE · FR-4 1.6 MM BOARDS · M2 SCREWS'),
      el(
        'text',
        { x: left, y: 350 },
        'Shim = running clearance above the slide; 2 mm punched holes pass the screws.',
      ),
      el('text', { x: left, y: 376 }, 'Thicknesses exaggerated for clarity.'),
    ]),
  ]);
}

/** The site icon: a slide rule seen end-on, in the site's band (the board's by default). */
export function faviconSvg(paint: CardBand = boardBand): string {
  return svgDocument(64, 64, 'PCBrule', [
    el('rect', { width: 64, height: 64, rx: 14, fill: paint.band }),
    el('rect', { x: 8, y: 16, width: 48, height: 9, rx: 2, fill: paint.highlight }),
    el('rect', { x: 16, y: 28, width: 40, height: 8, rx: 2, fill: paint.ink }),
    el('rect', { x: 8, y: 39, width: 48, height: 9, rx: 2, fill: paint.highlight }),
    el('path', { d: 'M24 12v40', stroke: colours.hairline, 'stroke-width': 2.5 }),
  ]);
}
