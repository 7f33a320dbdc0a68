/**
 * How the PCBrule is made: the manufacturing panel, the copper layer alone and
 * the cross-section of its stack of boards, drawn from the rule's own parts
 * (./rule.ts).
 */
import { board } from '../../src/lib/slide-rule.ts';
import { boardOutline, inchRuler, mountingHoles, scale, slideScales } from './rule.ts';
import { colours, el, monoFont, r, svgDocument } from './svg.ts';

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
