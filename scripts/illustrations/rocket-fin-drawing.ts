/**
 * The sample fin's drawing: an A4 sheet at 1:2 with the fin's planform and its edge, dimensioned
 * from the same numbers as its model (./rocket-fin.ts): root and tip chord, span, sweep, the tab,
 * the thickness, and a title block. A PDF, as a CAD program exports one, made with pdf-lib;
 * the build draws it like any owner's drawing (scripts/site/drawings/).
 */
import { degrees, PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';
import { partOutline, rocketFin } from './rocket-fin.ts';

/** PDF points per millimetre of paper. */
const pt = 72 / 25.4;
/** The sheet: A4 landscape, in mm. */
const sheet = { width: 297, height: 210 };
const scale = 0.5;
const black = rgb(0, 0, 0);
/** ISO 128 line widths and ISO 3098 text heights, in mm. */
const thick = 0.5;
const thin = 0.25;
const textHeight = 3.5;

interface Pen {
  page: PDFPage;
  font: PDFFont;
}

const line = ({ page }: Pen, [x1, y1]: number[], [x2, y2]: number[], width = thin) =>
  page.drawLine({
    start: { x: x1! * pt, y: y1! * pt },
    end: { x: x2! * pt, y: y2! * pt },
    thickness: width * pt,
    color: black,
  });

const write = (
  { page, font }: Pen,
  text: string,
  [x, y]: number[],
  { size = textHeight, turned = 0, centred = true } = {},
) => {
  const width = font.widthOfTextAtSize(text, size * pt) / pt;
  const along = centred ? width / 2 : 0;
  const angle = (turned * Math.PI) / 180;
  page.drawText(text, {
    x: (x! - along * Math.cos(angle)) * pt,
    y: (y! - along * Math.sin(angle)) * pt,
    size: size * pt,
    font,
    color: black,
    rotate: degrees(turned),
  });
};

/** An arrowhead at `tip` pointing from `from`: 3 mm long, filled, as ISO 129 draws them. */
function arrow({ page }: Pen, tip: number[], from: number[]) {
  const [tx, ty] = tip as [number, number];
  const length = Math.hypot(from[0]! - tx, from[1]! - ty);
  const [ux, uy] = [(from[0]! - tx) / length, (from[1]! - ty) / length];
  const back = [tx + ux * 3, ty + uy * 3];
  const side = [-uy * 0.5, ux * 0.5];
  page.drawSvgPath(
    `M ${tx * pt} ${-ty * pt} L ${(back[0]! + side[0]!) * pt} ${-(back[1]! + side[1]!) * pt} L ${(back[0]! - side[0]!) * pt} ${-(back[1]! - side[1]!) * pt} Z`,
    { x: 0, y: 0, color: black, borderWidth: 0 },
  );
}

/**
 * A dimension between two points of the part (sheet mm), its line `offset` mm away on the side
 * `normal` points to, with extension lines and the value in the part's millimetres.
 */
function dimension(pen: Pen, a: number[], b: number[], offset: number, value: number) {
  const [dx, dy] = [b[0]! - a[0]!, b[1]! - a[1]!];
  const length = Math.hypot(dx, dy);
  const normal = [-dy / length, dx / length];
  const at = (point: number[], by: number) => [
    point[0]! + normal[0]! * by,
    point[1]! + normal[1]! * by,
  ];
  line(pen, at(a, offset > 0 ? 1 : -1), at(a, offset + Math.sign(offset) * 2));
  line(pen, at(b, offset > 0 ? 1 : -1), at(b, offset + Math.sign(offset) * 2));
  const [from, to] = [at(a, offset), at(b, offset)];
  line(pen, from, to);
  arrow(pen, from, to);
  arrow(pen, to, from);
  const middle = at([(a[0]! + b[0]!) / 2, (a[1]! + b[1]!) / 2], offset + Math.sign(offset) * 1.5);
  const turned = (Math.atan2(dy, dx) * 180) / Math.PI;
  // Text reads from the bottom or the right (ISO 129-1, aligned system).
  const upright = turned > 90 || turned <= -90 ? turned + 180 : turned;
  const lift = offset > 0 ? 0 : textHeight;
  write(pen, formatMm(value), [middle[0]! - normal[0]! * lift, middle[1]! - normal[1]! * lift], {
    turned: upright,
  });
}

const formatMm = (value: number) => (Number.isInteger(value) ? String(value) : value.toFixed(1));

/** The drawing, as a PDF's bytes. */
export async function rocketFinDrawing(): Promise<Uint8Array> {
  // Fixed dates: the same numbers make the same file, byte for byte.
  const pdf = await PDFDocument.create();
  pdf.setTitle('Rocket fin: clipped delta, G10');
  pdf.setCreationDate(new Date(Date.UTC(2025, 0, 1)));
  pdf.setModificationDate(new Date(Date.UTC(2025, 0, 1)));
  pdf.setProducer('npm run draw');
  pdf.setCreator('npm run draw');
  const page = pdf.addPage([sheet.width * pt, sheet.height * pt]);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const pen: Pen = { page, font };
  const { root, tip, span, sweep, thickness, tab } = rocketFin;

  // The frame: a 10 mm margin, as ISO 5457 draws one.
  page.drawRectangle({
    x: 10 * pt,
    y: 10 * pt,
    width: (sheet.width - 20) * pt,
    height: (sheet.height - 20) * pt,
    borderWidth: thick * pt,
    borderColor: black,
  });

  // The planform at 1:2, its root's leading edge at (40, 95) on the sheet.
  const origin = [40, 95];
  const place = ([x, y]: number[]) => [origin[0]! + x! * scale, origin[1]! + y! * scale];
  const outline = partOutline().map(place);
  outline.forEach((point, at) => line(pen, point, outline[(at + 1) % outline.length]!, thick));
  const [lead, , tabStart, tabEnd, tabTop, trail, tipTrail, tipLead] = outline as number[][];
  // Along the tab's foot: from the leading edge to the tab, and the tab; the root, below them.
  const foot = place([0, -tab.depth]);
  line(pen, lead!, [foot[0]!, foot[1]! - 1]);
  dimension(pen, foot, tabStart!, -8, tab.from);
  dimension(pen, tabStart!, tabEnd!, -8, tab.to - tab.from);
  dimension(pen, lead!, trail!, -24, root);
  // The tab's depth, beside its trailing end.
  dimension(pen, tabEnd!, tabTop!, -8, tab.depth);
  dimension(pen, tipLead!, tipTrail!, 8, tip);
  // The span, beside the trailing edge; the sweep, above the tip.
  dimension(pen, [trail![0]! + 12, trail![1]!], [trail![0]! + 12, tipTrail![1]!], -4, span);
  line(pen, [trail![0]! + 1, trail![1]!], [trail![0]! + 14, trail![1]!]);
  line(pen, [tipTrail![0]! + 1, tipTrail![1]!], [trail![0]! + 14, tipTrail![1]!]);
  const sweepAt = tipLead![1]! + 20;
  line(pen, lead!, [lead![0]!, sweepAt + 2]);
  line(pen, [tipLead![0]!, tipLead![1]! + 1], [tipLead![0]!, sweepAt + 2]);
  dimension(pen, [lead![0]!, sweepAt], [tipLead![0]!, sweepAt], 0.01, sweep);

  // The edge view at 1:1, so the thickness reads: a strip as long as the span.
  const edge = { x: 215, y: 95 };
  const edgeWidth = thickness;
  const edgeLength = span * scale;
  page.drawRectangle({
    x: edge.x * pt,
    y: edge.y * pt,
    width: edgeWidth * pt,
    height: edgeLength * pt,
    borderWidth: thick * pt,
    borderColor: black,
  });
  dimension(
    pen,
    [edge.x, edge.y + edgeLength],
    [edge.x + edgeWidth, edge.y + edgeLength],
    8,
    thickness,
  );
  write(pen, 'EDGE (thickness 1:1)', [edge.x + 1.6, edge.y - 6], { size: 2.5 });

  // The title block: bottom right, 120 × 32 mm, its fields as ISO 7200 names them.
  const block = { x: sheet.width - 10 - 120, y: 10, width: 120, height: 32 };
  page.drawRectangle({
    x: block.x * pt,
    y: block.y * pt,
    width: block.width * pt,
    height: block.height * pt,
    borderWidth: thick * pt,
    borderColor: black,
  });
  line(pen, [block.x, block.y + 16], [block.x + block.width, block.y + 16]);
  line(pen, [block.x + 70, block.y], [block.x + 70, block.y + 16]);
  write(pen, 'ROCKET FIN, CLIPPED DELTA', [block.x + 4, block.y + 22], { size: 5, centred: false });
  write(
    pen,
    `G10 fibreglass ${formatMm(thickness)} mm · all dimensions in mm`,
    [block.x + 4, block.y + 8],
    { size: 2.5, centred: false },
  );
  write(pen, 'SCALE 1:2', [block.x + 74, block.y + 9], { size: textHeight, centred: false });
  write(pen, 'SHEET 1 OF 1 · A4', [block.x + 74, block.y + 3], { size: 2.5, centred: false });
  return pdf.save({ useObjectStreams: false });
}
