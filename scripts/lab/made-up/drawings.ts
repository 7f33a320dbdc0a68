/**
 * Made-up drawing files for the tests: a PDF of several sheets (pdf-lib, as a CAD program
 * writes one: vector lines and text) and DXF text with the entities CAD programs write.
 */
import { degrees, PDFDocument, StandardFonts, rgb } from 'pdf-lib';

const pt = 72 / 25.4;

/** A sheet of a made-up PDF: its size in mm and the words in its title block. */
export interface MadeUpSheet {
  width: number;
  height: number;
  words: string;
  /** The height of its text, in mm. */
  textHeight?: number;
  /** How far the page is turned for showing (/Rotate), in degrees. */
  rotate?: number;
}

/** A PDF whose pages are `sheets`, each framed with a line and its words near the bottom right. */
export async function madeUpPdf(sheets: readonly MadeUpSheet[]): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (const { width, height, words, textHeight = 3.5, rotate = 0 } of sheets) {
    const page = pdf.addPage([width * pt, height * pt]);
    page.setRotation(degrees(rotate));
    page.drawRectangle({
      x: 10 * pt,
      y: 10 * pt,
      width: (width - 20) * pt,
      height: (height - 20) * pt,
      borderWidth: 0.5 * pt,
      borderColor: rgb(0, 0, 0),
    });
    page.drawText(words, { x: 15 * pt, y: 15 * pt, size: textHeight * pt, font });
  }
  return pdf.save();
}

/** DXF group codes and values, one per line, as a DXF file is written. */
const codes = (...pairs: Array<[number, string | number]>) =>
  pairs.map(([code, value]) => `${code}\n${value}`).join('\n');

/** An entity of the ENTITIES section or a block. */
export const dxfEntity = {
  line: (x1: number, y1: number, x2: number, y2: number, colour?: number) =>
    codes(
      [0, 'LINE'],
      [8, '0'],
      ...(colour === undefined ? [] : [[62, colour] as [number, number]]),
      [10, x1],
      [20, y1],
      [11, x2],
      [21, y2],
    ),
  circle: (x: number, y: number, r: number) =>
    codes([0, 'CIRCLE'], [8, '0'], [10, x], [20, y], [40, r]),
  text: (x: number, y: number, height: number, words: string) =>
    codes([0, 'TEXT'], [8, '0'], [10, x], [20, y], [40, height], [1, words]),
  mtext: (x: number, y: number, height: number, words: string) =>
    codes([0, 'MTEXT'], [8, '0'], [10, x], [20, y], [40, height], [71, 7], [1, words]),
  dimension: (block: string) => codes([0, 'DIMENSION'], [8, '0'], [2, block], [10, 0], [20, 0]),
  inPaperSpace: (entity: string) => entity.replace('\n8\n0', '\n8\n0\n67\n1'),
};

/** A DXF file: its header's units ($INSUNITS: 4 mm, 1 inch), its blocks and its entities. */
export function madeUpDxf({
  units,
  measurement,
  blocks = {},
  baseOf = {},
  entities,
}: {
  units?: number;
  /** $MEASUREMENT: 0 imperial, 1 metric. */
  measurement?: number;
  blocks?: Record<string, string[]>;
  /** A block's base point, by its name (else the origin). */
  baseOf?: Record<string, [number, number]>;
  entities: string[];
}): string {
  return [
    codes([0, 'SECTION'], [2, 'HEADER']),
    ...(units === undefined ? [] : [codes([9, '$INSUNITS'], [70, units])]),
    ...(measurement === undefined ? [] : [codes([9, '$MEASUREMENT'], [70, measurement])]),
    codes([0, 'ENDSEC']),
    codes([0, 'SECTION'], [2, 'BLOCKS']),
    ...Object.entries(blocks).map(([name, inside]) =>
      [
        codes(
          [0, 'BLOCK'],
          [8, '0'],
          [2, name],
          [70, 1],
          [10, baseOf[name]?.[0] ?? 0],
          [20, baseOf[name]?.[1] ?? 0],
        ),
        ...inside,
        codes([0, 'ENDBLK'], [8, '0']),
      ].join('\n'),
    ),
    codes([0, 'ENDSEC']),
    codes([0, 'SECTION'], [2, 'ENTITIES']),
    ...entities,
    codes([0, 'ENDSEC'], [0, 'EOF']),
  ].join('\n');
}

/** The height of the made-up profile's text, in mm: what a visitor zooms until it reads. */
export const profileTextHeight = 3.5;

/**
 * A made-up part's profile as a CAD program writes one for a laser cutter, in mm: an 80 × 14 bar
 * with a 6 mm hole, its length dimensioned (a dimension's block, as AutoCAD writes them) and a note.
 */
export function fingerProfileDxf(): string {
  const bar = [
    dxfEntity.line(0, 0, 80, 0),
    dxfEntity.line(80, 0, 80, 14),
    dxfEntity.line(80, 14, 0, 14),
    dxfEntity.line(0, 14, 0, 0),
    dxfEntity.circle(70, 7, 3),
  ];
  return madeUpDxf({
    units: 4,
    blocks: {
      '*D1': [
        dxfEntity.line(0, -8, 80, -8),
        dxfEntity.line(0, -1, 0, -10),
        dxfEntity.line(80, -1, 80, -10),
        dxfEntity.mtext(40, -7, profileTextHeight, '80'),
      ],
    },
    entities: [
      ...bar,
      dxfEntity.dimension('*D1'),
      dxfEntity.text(0, 20, profileTextHeight, 'FINGER, 6 MM PETG  SCALE 1:1  %%c6 HOLE'),
    ],
  });
}
