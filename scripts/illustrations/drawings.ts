/**
 * CAD-sheet style drawings for the other projects, from their geometry: a wing
 * rib on a NACA 2412 section. Plus the sample avatar that the owner replaces
 * with a photo. (The rocket fin is a CAD model: ./rocket-fin-model.ts.)
 */
import { colours, el, monoFont, polyline, r, svgDocument } from './svg.ts';

const sheetWidth = 800;
const sheetHeight = 500;

/** Drawing paper with a border and a title block, as on a CAD sheet. */
function sheet(title: string, lines: readonly string[]): string[] {
  const rowHeight = 24;
  const blockWidth = 390;
  const blockX = sheetWidth - 20 - blockWidth;
  const blockY = sheetHeight - 20 - rowHeight * (lines.length + 1);
  return [
    el('rect', { width: sheetWidth, height: sheetHeight, fill: colours.paper }),
    el('rect', {
      x: 12,
      y: 12,
      width: sheetWidth - 24,
      height: sheetHeight - 24,
      fill: 'none',
      stroke: colours.ink,
      'stroke-width': 1.5,
    }),
    el('rect', {
      x: blockX,
      y: blockY,
      width: blockWidth,
      height: sheetHeight - 20 - blockY,
      fill: colours.paper,
      stroke: colours.ink,
      'stroke-width': 1.2,
    }),
    el('g', { fill: colours.ink, 'font-family': monoFont, 'font-size': 15 }, [
      el('text', { x: blockX + 10, y: blockY + 18, 'font-weight': 700 }, title),
      ...lines.map((line, i) =>
        el('text', { x: blockX + 10, y: blockY + 18 + rowHeight * (i + 1) }, line),
      ),
    ]),
  ];
}

/** The drawn part: a closed outline with a light fill, as a CAD sheet shows a section. */
function partOutline(points: ReadonlyArray<readonly [number, number]>): string {
  return el('path', {
    d: polyline(points, true),
    fill: colours.paperLine,
    'fill-opacity': 0.55,
    stroke: colours.ink,
    'stroke-width': 2.2,
  });
}

/** A dimension: extension-free line with arrowheads and its value centred beside it. */
function dimension(
  x1: number,
  y1: number,
  x2: number,
  y2: number,
  label: string,
  labelOffset = -8,
): string[] {
  const angle = Math.atan2(y2 - y1, x2 - x1);
  const head = (x: number, y: number, a: number) =>
    polyline(
      [
        [x + 9 * Math.cos(a + 0.35), y + 9 * Math.sin(a + 0.35)],
        [x, y],
        [x + 9 * Math.cos(a - 0.35), y + 9 * Math.sin(a - 0.35)],
      ],
      true,
    );
  const midX = (x1 + x2) / 2;
  const midY = (y1 + y2) / 2;
  const vertical = Math.abs(x2 - x1) < 1;
  return [
    el('path', {
      d: `M${r(x1)} ${r(y1)}L${r(x2)} ${r(y2)}`,
      stroke: colours.accent,
      'stroke-width': 1.2,
    }),
    el('path', { d: head(x1, y1, angle) + head(x2, y2, angle + Math.PI), fill: colours.accent }),
    el(
      'text',
      {
        x: vertical ? midX + labelOffset : midX,
        y: vertical ? midY + 4 : midY + labelOffset,
        fill: colours.accent,
        'font-family': monoFont,
        'font-size': 16,
        'text-anchor': vertical ? (labelOffset < 0 ? 'end' : 'start') : 'middle',
      },
      label,
    ),
  ];
}

/** NACA four-digit section: upper and lower surface points (Abbott & von Doenhoff, §6.4). */
function nacaFourDigit(
  m: number,
  p: number,
  t: number,
  points = 70,
): { upper: Array<[number, number]>; lower: Array<[number, number]> } {
  const upper: Array<[number, number]> = [];
  const lower: Array<[number, number]> = [];
  for (let i = 0; i <= points; i += 1) {
    // Cosine spacing puts more points near the leading edge, where the curve is tight.
    const x = (1 - Math.cos((Math.PI * i) / points)) / 2;
    const thickness =
      5 *
      t *
      (0.2969 * Math.sqrt(x) - 0.126 * x - 0.3516 * x ** 2 + 0.2843 * x ** 3 - 0.1036 * x ** 4);
    const camber =
      x < p
        ? (m / p ** 2) * (2 * p * x - x ** 2)
        : (m / (1 - p) ** 2) * (1 - 2 * p + 2 * p * x - x ** 2);
    const slope = x < p ? ((2 * m) / p ** 2) * (p - x) : ((2 * m) / (1 - p) ** 2) * (p - x);
    const theta = Math.atan(slope);
    upper.push([x - thickness * Math.sin(theta), camber + thickness * Math.cos(theta)]);
    lower.push([x + thickness * Math.sin(theta), camber - thickness * Math.cos(theta)]);
  }
  return { upper, lower };
}

/** A wing rib on a NACA 2412 section with lightening holes sized to the local depth. */
export function wingRibSvg(): string {
  const chord = 660;
  const x0 = 70;
  const yChord = 200;
  const { upper, lower } = nacaFourDigit(0.02, 0.4, 0.12);
  const toSheet = ([x, y]: readonly [number, number]): [number, number] => [
    x0 + x * chord,
    yChord - y * chord,
  ];
  const outline = [...upper.map(toSheet), ...lower.slice(1, -1).reverse().map(toSheet)];
  const depthAt = (x: number) => {
    const index = upper.findIndex(([ux]) => ux >= x);
    const [, top] = upper[index]!;
    const [, bottom] = lower[index]!;
    return { top, bottom };
  };
  const holes = [0.3, 0.47, 0.62].map((x) => {
    const { top, bottom } = depthAt(x);
    return {
      cx: x0 + x * chord,
      cy: yChord - ((top + bottom) / 2) * chord,
      r: ((top - bottom) / 2) * chord * 0.62,
    };
  });
  const spars = [
    { at: 0.15, label: 'FRONT SPAR 0.15c' },
    { at: 0.75, label: 'REAR SPAR 0.75c' },
  ].map(({ at, label }) => {
    const { top, bottom } = depthAt(at);
    return {
      x: x0 + at * chord,
      top: yChord - top * chord,
      bottom: yChord - bottom * chord,
      label,
    };
  });
  return svgDocument(sheetWidth, sheetHeight, 'Wing rib drawing', [
    ...sheet('RIB, NACA 2412', [
      'MATERIAL  AL 2024-T3 1.0 MM',
      'FLANGED LIGHTENING HOLES',
      'SCALE 1:5 · UNITS MM',
    ]),
    partOutline(outline),
    ...holes.map((hole) =>
      el('circle', { ...hole, fill: colours.paper, stroke: colours.ink, 'stroke-width': 1.6 }),
    ),
    ...holes.map((hole) =>
      el('circle', {
        ...hole,
        r: hole.r + 6,
        fill: 'none',
        stroke: colours.inkSoft,
        'stroke-width': 0.8,
        'stroke-dasharray': '4 3',
      }),
    ),
    ...spars.map((spar) =>
      el('path', {
        d: `M${r(spar.x)} ${r(spar.top - 14)}V${r(spar.bottom + 14)}`,
        stroke: colours.inkSoft,
        'stroke-width': 1,
        'stroke-dasharray': '18 5 3 5',
      }),
    ),
    el('path', {
      d: `M${x0 - 20} ${yChord}H${x0 + chord + 20}`,
      stroke: colours.inkSoft,
      'stroke-width': 0.8,
      'stroke-dasharray': '24 6 4 6',
    }),
    ...dimension(x0, yChord + 80, x0 + chord, yChord + 80, 'CHORD c', 18),
    ...spars.map((spar) =>
      el(
        'text',
        {
          x: spar.x,
          y: spar.top - 22,
          fill: colours.inkSoft,
          'font-family': monoFont,
          'font-size': 15,
          'text-anchor': 'middle',
        },
        spar.label,
      ),
    ),
  ]);
}

/** The sample portrait: a plain silhouette the owner replaces with a photo. */
export function avatarSvg(): string {
  return svgDocument(320, 320, 'Sample portrait', [
    el('defs', {}, [
      el('linearGradient', { id: 'bg', x1: 0, y1: 0, x2: 0, y2: 1 }, [
        el('stop', { offset: 0, 'stop-color': colours.goldPale }),
        el('stop', { offset: 1, 'stop-color': colours.gold }),
      ]),
    ]),
    el('rect', { width: 320, height: 320, fill: 'url(#bg)' }),
    el('circle', { cx: 160, cy: 128, r: 58, fill: colours.ink }),
    el('path', { d: 'M52 320c6-70 52-112 108-112s102 42 108 112z', fill: colours.ink }),
  ]);
}
