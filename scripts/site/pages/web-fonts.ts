/**
 * Letters of a script no system's interface font has (a name in Devanagari,
 * a title in Arabic or Chinese), drawn on every computer: a phone has fonts
 * for them, but a computer without one (many a Linux desktop) draws empty
 * boxes. The build finds the site's own letters of each such script in the
 * finished pages (../noto-fonts.ts names the scripts and their Noto family),
 * cuts each of the family's slices the site's characters fall in down to them,
 * in its two weights (harfbuzz's subsetter, through subset-font, keeps the
 * glyphs that joining and conjuncts make of them: a name is a few kB),
 * and every page declares them under one family, last in the site's font
 * stacks (src/styles/fonts.ts), each claiming only those characters
 * (`unicode-range`), from the site itself (`font-src 'self'`).
 *
 * Drawn on every visit: `font-display: swap`. A late face would otherwise
 * leave its letters as empty boxes for the whole visit: under `optional`,
 * Chrome gives a preloaded face 50 ms from its preload and then draws the
 * fallback for good, which a first visit over any real network misses. Every
 * page preloads every face from its `<head>`, a few kB from the same host, so
 * the face is almost always there before the first paint, and a page the app
 * moves to, or a menu opened, finds it too; where it comes late, the word is
 * redrawn in its own letters where the boxes were (docs/decisions.md,
 * "Letters no system font may have"). A script whose letters would take more
 * than `budgetBytes` (a site written in it, not a name) is left to the
 * visitors' own fonts: a reader of the script has one.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Parser } from 'htmlparser2';
import subsetFont from 'subset-font';
import { scriptFallbackFamily } from '../../../src/styles/fonts';
import { claims, notoFamilies, slicesOf, type NotoFamily, type Slice } from '../noto-fonts';

/** Elements whose content is never drawn as text. */
const neverText = new Set(['script', 'style', 'template', 'title']);
/** Attributes whose value a page may draw in its own font. */
const drawnAttributes = ['alt', 'placeholder'];

/**
 * Every text and attribute value a page may draw (./prerender.ts renders it): its body's text,
 * hidden or not, a <noscript>'s, alt text (drawn where a picture fails) and placeholders.
 */
export function pageText(html: string): string {
  let text = '';
  const skipping: boolean[] = [];
  let inBody = false;
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (name === 'body') inBody = true;
        skipping.push((skipping.at(-1) ?? false) || neverText.has(name));
        if (inBody && !skipping.at(-1))
          for (const attribute of drawnAttributes)
            if (attributes[attribute]) text += ` ${attributes[attribute]}`;
      },
      ontext(data) {
        if (inBody && !skipping.at(-1)) text += data;
      },
      onclosetag() {
        skipping.pop();
      },
    },
    { decodeEntities: true },
  );
  parser.end(html);
  return text;
}

/**
 * Every string in `value` (the content as loaded, the app's words), for the words a page's script
 * draws that its HTML may not hold: the search dialog's, the photo viewer's, the comments'.
 */
export function stringsIn(value: unknown): string {
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return value.map(stringsIn).join(' ');
  if (value && typeof value === 'object') return Object.values(value).map(stringsIn).join(' ');
  return '';
}

/** The two weights each family has: the site's medium text takes the 400, its semibold the 700 (CSS's font matching). */
const weights = [400, 700] as const;

/**
 * fontsource's slices of a family that are another script's or symbols' (its Latin, Greek,
 * mathematical signs…): every system font has them first, so the pages never need them.
 */
const othersSlices = new Set([
  'latin',
  'latin-ext',
  'cyrillic',
  'cyrillic-ext',
  'greek',
  'greek-ext',
  'vietnamese',
  'math',
  'symbols',
]);

/**
 * At most this many bytes of faces, all scripts together, which every page preloads before its
 * first paint: names and a few words (a name in Devanagari is 3 kB, in Chinese 4, in Arabic 8; a
 * sentence of Chinese 13), not a site written in the script.
 */
export const budgetBytes = 32_000;

/** One face the pages declare: a slice of a Noto family cut to the site's characters, in one weight. */
interface Face {
  weight: (typeof weights)[number];
  /** Its file, below dist/, and its bytes. */
  file: string;
  bytes: Buffer;
  /** The code points it claims: the site's characters the slice claims. */
  codePoints: number[];
}

/** What the pages carry for the letters no system's interface font has. */
export interface WebFonts {
  /** The faces' @font-face rules, the same on every page (the app's moves to another page keep the first's): "" for none. */
  css: string;
  /** The <link rel="preload"> of every face, for every page's <head>. */
  preloads: string[];
  /** The files written, by URL, and their sizes in bytes: for the build's log. */
  files: Array<{ url: string; bytes: number }>;
  /** What the build says of a script left to the visitors' fonts. */
  notes: string[];
}

/** `U+905,U+928-92A`: the code points as a unicode-range. */
export function unicodeRange(codePoints: readonly number[]): string {
  const sorted = [...new Set(codePoints)].sort((a, b) => a - b);
  const ranges: string[] = [];
  const hex = (codePoint: number) => codePoint.toString(16).toUpperCase();
  for (let start = 0; start < sorted.length;) {
    let end = start;
    while (end + 1 < sorted.length && sorted[end + 1] === sorted[end]! + 1) end += 1;
    ranges.push(
      end === start ? `U+${hex(sorted[start]!)}` : `U+${hex(sorted[start]!)}-${hex(sorted[end]!)}`,
    );
    start = end + 1;
  }
  return ranges.join(',');
}

/**
 * A family's faces cut to `characters` (the site's, each once): one per slice they fall in and
 * weight. Of the characters a slice claims, those the family's script uses (never another
 * script's letters: Noto Sans SC's slices claim some Devanagari and Arabic, and have no glyph for
 * it), above Latin-1, which every system font has.
 */
async function facesOf(family: NotoFamily, characters: readonly string[]): Promise<Face[]> {
  const faces: Face[] = [];
  const wanted = characters
    .filter(
      (character) => character.codePointAt(0)! > 0xff && family.pages!.characters.test(character),
    )
    .map((character) => character.codePointAt(0)!);
  for (const slice of slicesOf(family).filter(({ subset }) => !othersSlices.has(subset))) {
    const codePoints = wanted.filter((codePoint) => claims(slice, codePoint));
    if (codePoints.length === 0) continue;
    for (const weight of weights) {
      const bytes = await subsetFont(
        readFileSync(weight === 400 ? slice.files.regular : slice.files.bold),
        String.fromCodePoint(...codePoints),
        { targetFormat: 'woff2' },
      );
      const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 8);
      faces.push({ weight, file: fileOf(slice, weight, hash), bytes, codePoints });
    }
  }
  return faces;
}

const fileOf = (slice: Slice, weight: number, hash: string) =>
  `assets/fonts/${slice.id}-${weight}-${hash}.woff2`;

/**
 * Writes, under `<dist>/assets/fonts/`, the faces the pages' text needs (`texts`, one per page)
 * and returns what each page then carries: nothing for a site without such letters.
 */
export async function writeWebFonts(
  texts: readonly string[],
  dist: string,
  basePath: string,
  budget = budgetBytes,
): Promise<WebFonts> {
  const characters = [...new Set(texts.flatMap((text) => [...text]))];
  const faces: Face[] = [];
  const notes: string[] = [];
  // Each script's faces, then the smallest first while they fit: a name before a paragraph.
  const scripts: Array<{ family: NotoFamily; faces: Face[]; bytes: number }> = [];
  for (const family of notoFamilies) {
    const letters = family.pages?.letters;
    if (!letters || !characters.some((character) => letters.test(character))) continue;
    const made = await facesOf(family, characters);
    scripts.push({
      family,
      faces: made,
      bytes: made.reduce((sum, face) => sum + face.bytes.length, 0),
    });
  }
  let left = budget;
  for (const script of scripts.sort((a, b) => a.bytes - b.bytes)) {
    if (script.bytes > left) {
      const count = characters.filter((character) =>
        script.family.pages!.letters.test(character),
      ).length;
      notes.push(
        `the pages hold ${count} different letters that ${script.family.name} draws: their font would be ` +
          `${(script.bytes / 1000).toFixed(1)} kB, and ${(left / 1000).toFixed(1)} kB of the ${(budget / 1000).toFixed(0)} kB ` +
          'every page can preload is left, so the pages leave them to the visitors’ own fonts (a reader of the script has one)',
      );
      continue;
    }
    left -= script.bytes;
    faces.push(...script.faces);
  }
  if (faces.length === 0) return { css: '', preloads: [], files: [], notes };
  await mkdir(join(dist, 'assets', 'fonts'), { recursive: true });
  for (const face of faces) await writeFile(join(dist, face.file), face.bytes);
  const url = (face: Face) => `${basePath}${face.file}`;
  return {
    css: faces
      .map(
        (face) =>
          `@font-face{font-family:"${scriptFallbackFamily}";font-style:normal;font-weight:${face.weight};` +
          `font-display:swap;src:url(${url(face)}) format("woff2");unicode-range:${unicodeRange(face.codePoints)}}`,
      )
      .join(''),
    files: faces.map((face) => ({ url: url(face), bytes: face.bytes.length })),
    notes,
    preloads: faces.map(
      (face) => `<link rel="preload" href="${url(face)}" as="font" type="font/woff2" crossorigin>`,
    ),
  };
}

/** The page with the faces' preloads and rules at the end of its <head>. */
export function withWebFonts(html: string, fonts: Pick<WebFonts, 'css' | 'preloads'>): string {
  if (!fonts.css) return html;
  if (!html.includes('</head>')) throw new Error('The page has no </head> to put its fonts before');
  const tags = [...fonts.preloads, `<style>${fonts.css}</style>`];
  return html.replace('</head>', () => `${tags.join('\n    ')}\n  </head>`);
}
