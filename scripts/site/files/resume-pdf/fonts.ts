/**
 * The fonts resume.pdf draws with: Inter first, and for a character Inter has
 * not (Devanagari, Arabic, Chinese, Greek or Cyrillic with its rarer accents…)
 * the first Noto family that has it. The Noto families are fontsource's,
 * cut by unicode range into small WOFF2 slices (Chinese into a hundred): only
 * the slices the resume's characters fall in are read, and only they are
 * embedded (pdfkit subsets each to the glyphs drawn), so an English resume
 * embeds Inter alone.
 *
 * fontkit reads WOFF2, but pdfkit's subsetter copies the `glyf` table as it is
 * stored, which WOFF2 transforms: each slice is decompressed to a plain
 * TrueType font first (wawoff2, Google's woff2 decoder). The static weights
 * (400, 700), not fontsource's variable fonts: fontkit cannot subset a
 * variable font's instance (foliojs/fontkit#308, "TypeError when encoding
 * subset of font with set variation").
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import * as fontkit from 'fontkit';
import { decompress } from 'wawoff2';

const require = createRequire(import.meta.url);

/** Inter's two weights, as files: `regular` is the document's first font too. */
export const inter = {
  regular: require.resolve('@expo-google-fonts/inter/400Regular/Inter_400Regular.ttf'),
  bold: require.resolve('@expo-google-fonts/inter/700Bold/Inter_700Bold.ttf'),
};

/**
 * The fallback families, in the order they are asked: fontsource's Noto fonts
 * (SIL Open Font License). Another script is one more line here and one more
 * devDependency.
 */
const fallbackFamilies = [
  { name: 'Noto Sans Devanagari', package: '@fontsource/noto-sans-devanagari' },
  { name: 'Noto Sans Arabic', package: '@fontsource/noto-sans-arabic' },
  { name: 'Noto Sans SC', package: '@fontsource/noto-sans-sc' },
  // Greek, Cyrillic and Latin beyond Inter's, Vietnamese.
  { name: 'Noto Sans', package: '@fontsource/noto-sans' },
];

/** The families the PDF may draw with, by name, in the order they are asked: for messages. */
export const fontFamilies = ['Inter', ...fallbackFamilies.map((family) => family.name)];

/** One font the PDF draws with: Inter, or one slice of a fallback family. */
export interface Face {
  /** The names it is registered under in the document (its regular and bold weights). */
  regular: string;
  bold: string;
  /** Whether it is a fallback: its text is tagged with what it reads as (see layout.ts). */
  fallback: boolean;
  /** What pdfkit registers: a file, or a TrueType font's bytes. */
  sources: { regular: string | Buffer; bold: string | Buffer };
  /** Its glyph coverage. */
  font: fontkit.Font;
}

/** A run of text in one face. */
export interface FaceRun {
  text: string;
  face: Face;
}

/** One unicode-range slice of a fallback family: its files and the ranges it claims. */
interface Slice {
  id: string;
  files: { regular: string; bold: string };
  ranges: Array<[number, number]>;
}

/** The slices of a fontsource package, read from its unicode.json (the ranges of its @font-face rules). */
function slicesOf(pkg: string): Slice[] {
  const root = dirname(require.resolve(`${pkg}/package.json`));
  const base = pkg.split('/')[1]!;
  const unicode = JSON.parse(readFileSync(join(root, 'unicode.json'), 'utf8')) as Record<
    string,
    string
  >;
  return Object.entries(unicode).map(([key, list]) => {
    // Keys are subset names ("devanagari") or, for Chinese, numbered slices ("[112]").
    const name = key.replace(/^\[(\d+)\]$/, '$1');
    return {
      id: `${base}-${name}`,
      files: {
        regular: join(root, 'files', `${base}-${name}-400-normal.woff2`),
        bold: join(root, 'files', `${base}-${name}-700-normal.woff2`),
      },
      ranges: list.split(',').map((range) => {
        const [from, to] = range.replace(/^U\+/i, '').split('-');
        return [parseInt(from!, 16), parseInt(to ?? from!, 16)] as [number, number];
      }),
    };
  });
}

const slices = new Map<string, Slice[]>();
const loaded = new Map<string, Promise<Face>>();

/** A slice as a face: decompressed once per process (a build makes one PDF, the tests many). */
function faceOf(slice: Slice): Promise<Face> {
  let face = loaded.get(slice.id);
  if (!face) {
    face = (async () => {
      const regular = await ttfOf(slice.files.regular);
      const bold = await ttfOf(slice.files.bold);
      return {
        regular: slice.id,
        bold: `${slice.id}-bold`,
        fallback: true,
        sources: { regular, bold },
        // The two weights of a slice have the same characters.
        font: fontkit.create(regular) as fontkit.Font,
      };
    })();
    loaded.set(slice.id, face);
  }
  return face;
}

let decompressing: Promise<unknown> = Promise.resolve();

/**
 * A WOFF2 file as TrueType bytes. One at a time, each copied before the next starts: the
 * font wawoff2 returns is in its WebAssembly module's one memory, which the next call
 * writes over (two at once gave "Unknown font format").
 */
function ttfOf(file: string): Promise<Buffer> {
  const ttf = decompressing.then(async () => Buffer.from(await decompress(readFileSync(file))));
  decompressing = ttf.catch(() => undefined);
  return ttf;
}

const interFace: Face = {
  regular: 'regular',
  bold: 'bold',
  fallback: false,
  sources: inter,
  font: fontkit.openSync(inter.regular) as fontkit.Font,
};

// Line breaks and tabs are layout, not glyphs: no font is asked for them.
const layoutCharacter = /[\n\r\t]/u;
// Spaces, punctuation, digits and combining marks belong to no one script: they stay in
// the face of the text around them when it has them, so that a word of Devanagari or a
// phrase of Arabic is one run, shaped (joined, reordered) as a whole.
const sharedCharacter = /[\p{Script=Common}\p{Script=Inherited}]/u;
const combiningMark = /\p{M}/u;

/** The faces a resume needs, Inter first, and how its text splits between them. */
export class FontStack {
  private constructor(readonly faces: readonly Face[]) {}

  /** The stack for these texts: Inter, and the slices of fallback families their characters need. */
  static async for(texts: readonly string[]): Promise<FontStack> {
    const faces: Face[] = [interFace];
    // What Inter lacks, as the code points one face must have together: a character alone,
    // or a combining mark with the letter before it (split() draws the two in one face).
    const needs = new Map<string, number[]>();
    for (const text of texts) {
      let previous: number | undefined;
      for (const character of text) {
        const codePoint = cp(character);
        if (!layoutCharacter.test(character) && !interFace.font.hasGlyphForCodePoint(codePoint)) {
          const need =
            combiningMark.test(character) && previous !== undefined
              ? [previous, codePoint]
              : [codePoint];
          needs.set(need.join(), need);
        }
        previous = codePoint;
      }
    }
    const has = (face: Face, need: number[]) =>
      need.every((codePoint) => face.font.hasGlyphForCodePoint(codePoint));
    for (const need of needs.values()) {
      if (faces.some((face) => has(face, need))) continue;
      // A face for the whole cluster, else one for its last character alone.
      const face = (await fallbackFor(need)) ?? (await fallbackFor(need.slice(-1)));
      if (face && !faces.includes(face)) faces.push(face);
    }
    // Faces in the stack's order (Inter, then the families in theirs), whatever the text's.
    const order = (face: Face) =>
      face === interFace ? -1 : allSlices().findIndex((slice) => slice.id === face.regular);
    return new FontStack(faces.sort((a, b) => order(a) - order(b)));
  }

  /** The characters of `text` no face of the stack has, each once. */
  missing(text: string): string[] {
    return [
      ...new Set(
        [...text].filter(
          (character) =>
            !layoutCharacter.test(character) &&
            !this.faces.some((face) => face.font.hasGlyphForCodePoint(cp(character))),
        ),
      ),
    ];
  }

  /** `text` as runs of one face each: Inter where it has the glyph, else the first face that has. */
  split(text: string): FaceRun[] {
    const runs: FaceRun[] = [];
    for (const read of text) {
      let character = read;
      let last = runs.at(-1);
      const keeps =
        last &&
        (layoutCharacter.test(character) ||
          (sharedCharacter.test(character) && last.face.font.hasGlyphForCodePoint(cp(character))));
      let face = keeps ? last!.face : this.faceFor([cp(character)]);
      const base = last && [...last.text].at(-1);
      if (last && base && face !== last.face && combiningMark.test(character)) {
        // A mark drawn apart from its letter lands anywhere: the letter moves to the mark's face.
        const both = this.faceFor([cp(base), cp(character)]);
        if (both !== interFace || interFace.font.hasGlyphForCodePoint(cp(character))) {
          last.text = last.text.slice(0, -base.length);
          if (!last.text) runs.pop();
          last = runs.at(-1);
          face = both;
          character = base + character;
        }
      }
      if (last && last.face === face) last.text += character;
      else runs.push({ text: character, face });
    }
    return runs;
  }

  /** The first face that has every one of the code points; Inter when none has. */
  private faceFor(codePoints: number[]): Face {
    return (
      this.faces.find((face) =>
        codePoints.every((codePoint) => face.font.hasGlyphForCodePoint(codePoint)),
      ) ?? interFace
    );
  }
}

function cp(character: string): number {
  return character.codePointAt(0)!;
}

function allSlices(): Slice[] {
  return fallbackFamilies.flatMap((family) => {
    let list = slices.get(family.package);
    if (!list) slices.set(family.package, (list = slicesOf(family.package)));
    return list;
  });
}

/** The first slice, in the families' order, that claims the last code point and has all their glyphs. */
async function fallbackFor(need: number[]): Promise<Face | undefined> {
  const last = need.at(-1)!;
  for (const slice of allSlices()) {
    if (!slice.ranges.some(([from, to]) => last >= from && last <= to)) continue;
    // A range is what the slice's @font-face claims; the font's own table is the truth.
    const face = await faceOf(slice);
    if (need.every((codePoint) => face.font.hasGlyphForCodePoint(codePoint))) return face;
  }
  return undefined;
}
