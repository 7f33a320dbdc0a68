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
 * (`unicode-range`).
 *
 * Drawn from the first frame, moving nothing: each face is written into every page, a `data:`
 * URL in its `@font-face` (a name is a few kB), and a script right after the rules asks the
 * browser to read them at once. A face in a file, preloaded, came after the first paint on a
 * slow network (Chrome) or on every visit (Firefox, which draws the first frame before a preload
 * lands), and with `font-display: swap` the word was redrawn in its own letters where the
 * fallback's boxes were: a paragraph rewrapped, and the page below moved. Firefox reads a `data:`
 * face as it lays out; Chrome reads it only when the text first needs it, after the first layout,
 * unless the script has asked first (docs/decisions.md, "Letters no system font may have").
 * `swap` stays, for a browser that reads the face late all the same: its letters, never boxes.
 * A script whose letters would take more than `budgetBytes` (a site written in it, not a name)
 * is left to the visitors' own fonts: a reader of the script has one.
 */
import { readFileSync } from 'node:fs';
import { Parser } from 'htmlparser2';
import subsetFont from 'subset-font';
import { scriptFallbackFamily } from '../../../src/styles/fonts';
import { claims, notoFamilies, slicesOf, type NotoFamily } from '../noto-fonts';

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
 * draws that its HTML may not hold: the search dialog's, the photo viewer's, the comments'. A
 * function's words (`none: (words) => \`Nothing found for “${words}”.\``) are in its source text.
 */
export function stringsIn(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'function')
    // Its source text, where the build's transform writes a character outside ASCII as an escape.
    return value
      .toString()
      .replace(/\\u\{([0-9a-f]+)\}|\\u([0-9a-f]{4})|\\x([0-9a-f]{2})/gi, (_, long, short, byte) =>
        String.fromCodePoint(parseInt(long ?? short ?? byte, 16)),
      );
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
 * At most this many bytes of faces, all scripts together, which every page carries in its
 * `<head>` (a third more as base64): names and a few words (a name in Devanagari is 3 kB, in
 * Chinese 4, in Arabic 8; a sentence of Chinese 13), not a site written in the script.
 */
export const budgetBytes = 16_000;

/** One face the pages declare: a slice of a Noto family cut to the site's characters, in one weight. */
interface Face {
  weight: (typeof weights)[number];
  /** What the build's log calls it: the slice and the weight. */
  name: string;
  bytes: Buffer;
  /** The code points it claims: the site's characters the slice claims. */
  codePoints: number[];
}

/** What the pages carry for the letters no system's interface font has. */
export interface WebFonts {
  /**
   * The faces' @font-face rules, each face in a data: URL, the same on every page (the app's
   * moves to another page keep the first's): "" for none.
   */
  css: string;
  /** The script that asks the browser to read the faces now, not at the first layout: "" for none. */
  readNow: string;
  /** Each face and its size in bytes: for the build's log. */
  faces: Array<{ name: string; bytes: number }>;
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
      faces.push({ weight, name: `${slice.id}-${weight}`, bytes, codePoints });
    }
  }
  return faces;
}

/**
 * Reads a page's faces of the family now. Chrome reads a face in a data: URL only when a first
 * layout needs it, and draws that layout's frame in the fallback; asked here, in the `<head>`, it
 * has read them before the body is parsed. A face that fails is left to the fallback, quietly.
 */
const readNow =
  'document.fonts&&document.fonts.forEach(function(face){' +
  `if(face.family.replace(/"/g,'')===${JSON.stringify(scriptFallbackFamily)})face.load().catch(function(){})` +
  '})';

/**
 * The faces the pages' text needs (`texts`, one per page), and what each page then carries:
 * nothing for a site without such letters.
 */
export async function makeWebFonts(
  texts: readonly string[],
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
          'every page can carry is left, so the pages leave them to the visitors’ own fonts (a reader of the script has one)',
      );
      continue;
    }
    left -= script.bytes;
    faces.push(...script.faces);
  }
  if (faces.length === 0) return { css: '', readNow: '', faces: [], notes };
  return {
    css: faces
      .map(
        (face) =>
          `@font-face{font-family:"${scriptFallbackFamily}";font-style:normal;font-weight:${face.weight};` +
          `font-display:swap;src:url(data:font/woff2;base64,${face.bytes.toString('base64')}) format("woff2");` +
          `unicode-range:${unicodeRange(face.codePoints)}}`,
      )
      .join(''),
    readNow,
    faces: faces.map((face) => ({ name: face.name, bytes: face.bytes.length })),
    notes,
  };
}

/**
 * The page with fonts' preloads, their rules and the script that reads them now (each optional)
 * at the end of its <head>; as it was for no rules.
 */
export function withWebFonts(
  html: string,
  fonts: { css: string; preloads?: readonly string[]; readNow?: string },
): string {
  if (!fonts.css) return html;
  if (!html.includes('</head>')) throw new Error('The page has no </head> to put its fonts before');
  const tags = [
    ...(fonts.preloads ?? []),
    `<style>${fonts.css}</style>`,
    ...(fonts.readNow ? [`<script>${fonts.readNow}</script>`] : []),
  ];
  return html.replace('</head>', () => `${tags.join('\n    ')}\n  </head>`);
}
