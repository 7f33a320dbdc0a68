/**
 * Made-up drawing files for the tests: a PDF of several sheets (pdf-lib, as a CAD program
 * writes one: vector lines and text) and DXF text with the entities CAD programs write.
 */
import { createHash } from 'node:crypto';
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

/** RC4, the cipher of PDF's first security handler: `data` enciphered (or deciphered) with `key`. */
function rc4(key: Uint8Array, data: Uint8Array): Uint8Array {
  const state = Array.from({ length: 256 }, (_, i) => i);
  for (let i = 0, j = 0; i < 256; i++) {
    j = (j + state[i]! + key[i % key.length]!) % 256;
    [state[i], state[j]] = [state[j]!, state[i]!];
  }
  const out = new Uint8Array(data.length);
  for (let k = 0, i = 0, j = 0; k < data.length; k++) {
    i = (i + 1) % 256;
    j = (j + state[i]!) % 256;
    [state[i], state[j]] = [state[j]!, state[i]!];
    out[k] = data[k]! ^ state[(state[i]! + state[j]!) % 256]!;
  }
  return out;
}

/**
 * A one-page PDF that opens only with `password`, as a CAD program's "protect with a password"
 * writes one: the Standard security handler, revision 2 (40-bit RC4; ISO 32000-1 §7.6.3,
 * algorithms 2, 3 and 4). pdf-lib writes no encrypted PDF, nor does any tool here; the page holds
 * no string or stream, so nothing in it needs enciphering.
 */
export function lockedPdf(password: string): Uint8Array {
  // The padding every password is made 32 bytes with (ISO 32000-1 §7.6.3.3).
  const padding = Buffer.from(
    '28bf4e5e4e758a4164004e56fffa01082e2e00b6d0683e802f0ca9fe6453697a',
    'hex',
  );
  const padded = (text: string) =>
    Buffer.concat([Buffer.from(text, 'latin1'), padding]).subarray(0, 32);
  const md5 = (...parts: Uint8Array[]) => {
    const hash = createHash('md5');
    for (const part of parts) hash.update(part);
    return hash.digest();
  };
  const owner = rc4(md5(padded(`${password}-owner`)).subarray(0, 5), padded(password));
  const permissions = -4; // every permission: all bits set but the two low ones
  const p = Buffer.alloc(4);
  p.writeInt32LE(permissions);
  const id = Buffer.from('00112233445566778899aabbccddeeff', 'hex');
  const key = md5(padded(password), owner, p, id).subarray(0, 5);
  const user = rc4(key, padding);
  const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 842 595] >>',
    `<< /Filter /Standard /V 1 /R 2 /O <${hex(owner)}> /U <${hex(user)}> /P ${permissions} >>`,
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  for (const [index, object] of objects.entries()) {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  }
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Encrypt 4 0 R /ID [<${hex(id)}> <${hex(id)}>] >>\nstartxref\n${xref}\n%%EOF\n`;
  return new Uint8Array(Buffer.from(body, 'latin1'));
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
