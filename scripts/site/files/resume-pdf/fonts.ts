/**
 * The fonts resume.pdf draws with: Inter first, and for a character Inter has
 * not (Devanagari, Arabic, Chinese, Greek or Cyrillic with its rarer accents…)
 * the first Noto family that has it (../../noto-fonts.ts). The link-preview cards take their
 * fallbacks from here too (../site-assets.ts). Only
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
import * as fontkit from 'fontkit';
import { decompress } from 'wawoff2';
import { claims, notoFamilies, slicesOf, type Slice } from '../../noto-fonts.ts';

const require = createRequire(import.meta.url);

/** Inter's two weights, as files: `regular` is the document's first font too. */
export const inter = {
  regular: require.resolve('@expo-google-fonts/inter/400Regular/Inter_400Regular.ttf'),
  bold: require.resolve('@expo-google-fonts/inter/700Bold/Inter_700Bold.ttf'),
};

/** The families the PDF may draw with, by name, in the order they are asked: for messages. */
export const fontFamilies = ['Inter', ...notoFamilies.map((family) => family.name)];

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
    // What Inter cannot draw: a character it lacks, or a letter with a combining mark it
    // lacks or leaves unplaced. split() draws each such cluster in one face.
    const needs = new Set(
      texts.flatMap((text) => clustersOf(text).filter((cluster) => !draws(interFace, cluster))),
    );
    for (const need of needs) {
      if (faces.some((face) => draws(face, need))) continue;
      // A face for the whole cluster, else one for each of its characters that none has.
      const found = [await fallbackFor(need)];
      if (!found[0])
        for (const character of need)
          if (!faces.some((face) => covers(face, character)))
            found.push(await fallbackFor(character));
      for (const face of found) if (face && !faces.includes(face)) faces.push(face);
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

  /**
   * `text` as runs of one face each: a letter with its combining marks in the first face that
   * draws them (Inter first), and spaces, punctuation and digits in the face of the text
   * around them when it has them.
   */
  split(text: string): FaceRun[] {
    const runs: FaceRun[] = [];
    for (const cluster of clustersOf(text, true)) {
      const last = runs.at(-1);
      const keeps =
        last &&
        (layoutCharacter.test(cluster) ||
          (sharedCharacter.test([...cluster][0]!) && draws(last.face, cluster)));
      const face = keeps
        ? last.face
        : (this.faces.find((candidate) => draws(candidate, cluster)) ??
          this.faces.find((candidate) => covers(candidate, cluster)) ??
          interFace);
      if (last && last.face === face) last.text += cluster;
      else runs.push({ text: cluster, face });
    }
    return runs;
  }
}

/**
 * A text's clusters: each letter with the combining marks after it (a mark alone where
 * none is before it), and with `layout`, the line breaks and tabs too.
 */
function clustersOf(text: string, layout = false): string[] {
  return (text.match(/\P{M}\p{M}*|\p{M}+/gu) ?? []).filter(
    (cluster) => layout || !layoutCharacter.test(cluster),
  );
}

/** Whether the face has every character of the cluster. */
function covers(face: Face, cluster: string): boolean {
  return [...cluster].every((character) => face.font.hasGlyphForCodePoint(cp(character)));
}

const placed = new Map<string, boolean>();

/**
 * Whether the face draws the cluster: has its characters and puts each combining mark on its
 * letter. Inter has the acute accent, but places it on Latin letters only: after a Cyrillic or
 * Greek one (a stress mark: Провела́), fontkit leaves it where the letter ends, beside it.
 * A mark is placed when the font moves it (GPOS) or draws it left of where it stands.
 */
function draws(face: Face, cluster: string): boolean {
  if (!covers(face, cluster)) return false;
  if (!combiningMark.test(cluster)) return true;
  const key = `${face.regular}\u0000${cluster}`;
  let result = placed.get(key);
  if (result === undefined) {
    const { glyphs, positions } = face.font.layout(cluster);
    result = glyphs.every((glyph, index) => {
      const marks = glyph.codePoints.every((codePoint) =>
        combiningMark.test(String.fromCodePoint(codePoint)),
      );
      const { xAdvance, xOffset, yOffset } = positions[index]!;
      // A glyph that is not a mark alone (a letter, a ligature of both), or that takes room.
      if (!marks || !glyph.codePoints.length || xAdvance !== 0) return true;
      return xOffset !== 0 || yOffset !== 0 || glyph.bbox.minX < 0;
    });
    placed.set(key, result);
  }
  return result;
}

function cp(character: string): number {
  return character.codePointAt(0)!;
}

function allSlices(): Slice[] {
  return notoFamilies.flatMap(slicesOf);
}

/** The first slice, in the families' order, that claims one of the cluster's characters and draws it all. */
async function fallbackFor(cluster: string): Promise<Face | undefined> {
  const codePoints = [...cluster].map(cp);
  for (const slice of allSlices()) {
    if (!codePoints.some((codePoint) => claims(slice, codePoint))) continue;
    // A range is what the slice's @font-face claims; the font's own tables are the truth.
    const face = await faceOf(slice);
    if (draws(face, cluster)) return face;
  }
  return undefined;
}
