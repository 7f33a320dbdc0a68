/**
 * The PCBrule's fab files, drawn from the same geometry and maths as its
 * pictures (./rule.ts, src/lib/slide-rule.ts): three 2-layer boards (the two
 * stators and the slide, closed) on one panel with routed slots between them
 * as the fab house gets them (./rule.ts panelSvg), the
 * C and D scales in white silkscreen, CI and each board's edge in ENIG gold
 * (copper bared by soldermask openings), the four screw holes plated.
 */
import { board, positionOf } from '../../src/lib/slide-rule.ts';
import { graduations } from '../../src/lib/slide-rule-graduations.ts';
import { excellon, GerberLayer } from './gerber-writer.ts';
import { boardCorner, screwHoles, tickLength, tickWidth } from './rule.ts';
import { strokeText } from './stroke-font.ts';

type Point = readonly [number, number];

/** Millimetres per board unit: the rule is 6.5 inches long. */
const mm = (6.5 * 25.4) / board.length;

/**
 * The routed slot between two boards on the panel, in mm (the panel drawing's,
 * ./rule.ts panelSvg): the drawings' 2-unit gap is too narrow for a router bit.
 */
const slot = 2;
const widening = slot / mm - (board.slide.y - board.topStator.height);

/** Where a board-unit y (as in the drawings, down) lies on the panel: each board below a slot moves down. */
const panelY = (y: number): number =>
  y + (y >= board.slide.y ? widening : 0) + (y >= board.bottomStator.y ? widening : 0);
const panelHeight = board.height + 2 * widening;

/** A board-unit point (y down, as in the drawings) in Gerber millimetres (y up) on the panel. */
const at = (x: number, y: number): Point => [x * mm, (panelHeight - panelY(y)) * mm];

/** How much wider a soldermask opening is than the copper it bares, in mm. */
const maskMargin = 0.1;
/** The gold edge: its width and how far its middle sits inside the board's edge, in mm. */
const edgeGold = { width: 0.5, inset: 0.45 };
const silkLine = 0.15;
/** The screw holes' drill, in mm: the M2 screws of the stack (./rule.ts stackupSvg) at ISO 273's close fit. */
const screwDrill = 2.2;

const boards = [board.topStator, board.slide, board.bottomStator];

/** A rounded rectangle inset `inset` mm from a board's edge, as one closed polyline in mm. */
function roundedRect(y: number, height: number, inset: number): Point[] {
  const radius = Math.max(boardCorner * mm - inset, 0);
  const left = inset;
  const right = board.length * mm - inset;
  const top = at(0, y)[1] - inset;
  const bottom = top + inset - height * mm + inset;
  const corners: [number, number, number][] = [
    [right - radius, top - radius, 0],
    [left + radius, top - radius, 90],
    [left + radius, bottom + radius, 180],
    [right - radius, bottom + radius, 270],
  ];
  const points: Point[] = [];
  for (const [cx, cy, start] of corners)
    for (let step = 0; step <= 6; step += 1) {
      const angle = ((start + step * 15) * Math.PI) / 180;
      points.push([cx + radius * Math.cos(angle), cy + radius * Math.sin(angle)]);
    }
  points.push(points[0]!);
  return points;
}

interface Scale {
  edge: number;
  direction: 'down' | 'up';
  letter: string;
  inverted?: boolean;
}

/** A scale's ticks and numerals as strokes (points in mm, pen width in mm), as rule.ts draws them. */
function scaleStrokes({ edge, direction, letter, inverted = false }: Scale) {
  const sign = direction === 'down' ? 1 : -1;
  const strokes: { points: Point[]; width: number }[] = [];
  for (const mark of graduations()) {
    const fraction = inverted ? 1 - positionOf(mark.value) : positionOf(mark.value);
    const x = board.scaleStart + fraction * board.scaleLength;
    const length = tickLength[mark.level];
    strokes.push({
      points: [at(x, edge), at(x, edge + sign * length)],
      width: tickWidth[mark.level] * mm,
    });
    if (mark.label) {
      const size = mark.level === 0 ? 15 : 10;
      const y = edge + sign * (length + (direction === 'down' ? size : 4));
      strokes.push(...lettering(mark.label, x, y, size));
    }
  }
  strokes.push(...lettering(letter, 40, edge + sign * 26, 18));
  return strokes;
}

/** Text at an SVG-style baseline, font size and anchor (board units), as strokes in mm. */
function lettering(
  text: string,
  x: number,
  y: number,
  size: number,
  { mirrored = false, anchor = 'middle' as 'middle' | 'end' } = {},
) {
  const [bx, by] = at(mirrored ? board.length - x : x, y);
  // A font's capitals stand about 0.7 of its size.
  const height = size * 0.7 * mm;
  const width = Math.max(height * 0.12, silkLine);
  return strokeText(text, bx, by, height, anchor).map((points) => ({
    points: mirrored ? points.map(([px, py]): Point => [2 * bx - px, py]) : points,
    width,
  }));
}

function inchRuler() {
  const strokes: { points: Point[]; width: number }[] = [];
  for (let eighth = 0; eighth <= 52; eighth += 1) {
    const x = eighth * (board.inch / 8);
    if (x < 4 || x > board.length - 4) continue;
    const length = eighth % 8 === 0 ? 18 : eighth % 4 === 0 ? 12 : 7;
    strokes.push({ points: [at(x, 0), at(x, length)], width: silkLine });
    if (eighth % 8 === 0) strokes.push(...lettering(String(eighth / 8), x, 32, 11));
  }
  return strokes;
}

/** The fab files by file name (KiCad's), for `sample/public/boards/pcbrule/`. */
export function pcbruleFabFiles(): Record<string, string> {
  const { slide, bottomStator } = board;
  const holes = screwHoles.centres.map(([x, y]) => ({
    at: at(x, y),
    diameter: screwDrill,
  }));
  const padDiameter = 2 * screwHoles.ring * mm;

  // Gold index marks at C's and D's 1 and 10, the lines a user aligns most (./rule.ts copperSvg).
  const indexMark = (x: number, y: number) => ({
    points: [at(x, y + 1.5), at(x, y + 28.5)],
    width: 3 * mm,
  });
  const ends = [board.scaleStart, board.scaleStart + board.scaleLength];
  const gold = [
    ...scaleStrokes({ edge: slide.y, direction: 'down', letter: 'CI', inverted: true }),
    ...ends.flatMap((x) => [
      indexMark(x, bottomStator.y),
      indexMark(x, slide.y + slide.height - 30),
    ]),
  ];
  const silk = [
    ...inchRuler(),
    ...scaleStrokes({ edge: slide.y + slide.height, direction: 'up', letter: 'C' }),
    ...scaleStrokes({ edge: bottomStator.y, direction: 'down', letter: 'D' }),
    ...lettering('PCBRULE', board.length / 2, 70, 20),
    ...lettering('REV A 6.5 IN ENIG', board.length - 40, 86, 10, { anchor: 'end' }),
  ];
  const backSilk = [
    ...lettering('PCBRULE REV A', board.length / 2, 60, 20, { mirrored: true }),
    ...lettering('6.5 IN', board.length / 2, bottomStator.y + 55, 20, { mirrored: true }),
  ];

  const copper = (side: 'Top' | 'Bot', layer: number) => {
    const gerber = new GerberLayer(`Copper,L${layer},${side}`);
    for (const { y, height } of boards)
      gerber.stroke(roundedRect(y, height, edgeGold.inset), edgeGold.width);
    for (const hole of holes) gerber.flash(...hole.at, padDiameter);
    return gerber;
  };
  const mask = (side: 'Top' | 'Bot') => {
    const gerber = new GerberLayer(`Soldermask,${side}`, 'Negative');
    for (const { y, height } of boards)
      gerber.stroke(roundedRect(y, height, edgeGold.inset), edgeGold.width + maskMargin);
    for (const hole of holes) gerber.flash(...hole.at, padDiameter + maskMargin);
    return gerber;
  };
  const frontCopper = copper('Top', 1);
  const frontMask = mask('Top');
  for (const { points, width } of gold) {
    frontCopper.stroke(points, width);
    frontMask.stroke(points, width + maskMargin);
  }
  const frontSilk = new GerberLayer('Legend,Top');
  for (const { points, width } of silk) frontSilk.stroke(points, width);
  const backSilkLayer = new GerberLayer('Legend,Bot');
  for (const { points, width } of backSilk) backSilkLayer.stroke(points, width);
  const edges = new GerberLayer('Profile,NP');
  for (const { y, height } of boards) edges.stroke(roundedRect(y, height, 0), 0.1);

  return {
    'pcbrule-F_Cu.gbr': frontCopper.toString(),
    'pcbrule-B_Cu.gbr': copper('Bot', 2).toString(),
    'pcbrule-F_Mask.gbr': frontMask.toString(),
    'pcbrule-B_Mask.gbr': mask('Bot').toString(),
    'pcbrule-F_Silkscreen.gbr': frontSilk.toString(),
    'pcbrule-B_Silkscreen.gbr': backSilkLayer.toString(),
    'pcbrule-Edge_Cuts.gbr': edges.toString(),
    'pcbrule.drl': excellon(holes, true),
  };
}
