/**
 * Letters of a script no system's interface font has (a name in Devanagari,
 * a title in Arabic or Chinese), drawn on every computer: a phone has fonts
 * for them, but a computer without one (many a Linux desktop) draws empty
 * boxes. The build finds the site's own letters of each such script in the
 * finished pages (../noto-fonts.ts names the scripts and their Noto family),
 * cuts the family's slice down to them, in its two weights (harfbuzz's
 * subsetter, through subset-font, keeps the glyphs that joining and conjuncts
 * make of them: a name is one or two kB), and every page declares them under
 * one family, last in the site's font stacks (src/styles/fonts.ts), each
 * claiming only those letters (`unicode-range`): a page downloads a face only
 * when it draws such a letter, from the site itself (`font-src 'self'`).
 *
 * No layout shift: `font-display: optional`, so a face not there when the text
 * is first drawn is never swapped in (the system's fallback stays), and a
 * `<link rel="preload">` for each face a page's text uses, which Chrome waits
 * for before the first paint (web.dev/articles/preload-optional-fonts) and
 * which others have fetched well within optional's 100 ms.
 */
import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Parser } from 'htmlparser2';
import subsetFont from 'subset-font';
import { scriptFallbackFamily } from '../../../src/styles/fonts';
import { claims, notoFamilies, slicesOf, type Slice } from '../noto-fonts';

/** The two weights each family has: the site's medium text takes 400, its semibold 700 (CSS's font matching). */
type Weight = 400 | 700;
const weights: readonly Weight[] = [400, 700];

/** A page's text, as far as its markup tells: all of it, and what its first paint draws, by weight. */
export interface PageText {
  /** Every text and every attribute a page may draw (alt text, a placeholder): what a face must hold. */
  all: string;
  /** The text outside `hidden` elements, by the weight its classes and tags give it: what the page preloads. */
  shown: Record<Weight, string>;
}

/** Elements whose content is not drawn as text. */
const notText = new Set(['script', 'style', 'template', 'noscript', 'title', 'textarea']);
/** Attributes whose value a page may draw in its own font. */
const drawnAttributes = ['alt', 'placeholder'];

/** The weight an element's classes or tag give its text, if they give one (Tailwind's font-*, b, strong, th). */
function weightOf(name: string, attributes: Record<string, string>): Weight | undefined {
  const weight =
    /(?:^|\s)font-(thin|extralight|light|normal|medium|semibold|bold|extrabold|black)(?:\s|$)/.exec(
      attributes.class ?? '',
    )?.[1];
  if (weight) return ['semibold', 'bold', 'extrabold', 'black'].includes(weight) ? 700 : 400;
  return ['b', 'strong', 'th'].includes(name) ? 700 : undefined;
}

/** A page's body text (./prerender.ts renders it), all of it and what is shown by weight. */
export function pageText(html: string): PageText {
  const text: PageText = { all: '', shown: { 400: '', 700: '' } };
  const open: Array<{ name: string; weight?: Weight; hidden: boolean; skip: boolean }> = [];
  let inBody = false;
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (name === 'body') inBody = true;
        const parent = open.at(-1);
        open.push({
          name,
          weight: weightOf(name, attributes) ?? parent?.weight,
          hidden: (parent?.hidden ?? false) || 'hidden' in attributes,
          skip: (parent?.skip ?? false) || notText.has(name),
        });
        if (inBody)
          for (const attribute of drawnAttributes)
            if (attributes[attribute]) text.all += ` ${attributes[attribute]}`;
      },
      ontext(data) {
        const element = open.at(-1);
        if (!inBody || element?.skip) return;
        text.all += data;
        if (!element?.hidden) text.shown[element?.weight ?? 400] += data;
      },
      onclosetag() {
        open.pop();
      },
    },
    { decodeEntities: true },
  );
  parser.end(html);
  return text;
}

/** One face the pages declare: a slice of a Noto family cut to the site's letters, in one weight. */
interface Face {
  slice: Slice;
  weight: Weight;
  /** Its URL, below the site's base path. */
  url: string;
  /** The code points it claims: the site's characters the slice claims. */
  codePoints: number[];
  /** The characters of its family's script it holds: a page with one of them (in its weight) preloads it. */
  letters: RegExp;
  bytes: number;
}

/** What the pages carry for the letters no system's interface font has, or nothing for a site without. */
export interface WebFonts {
  /** The faces' @font-face rules: the same on every page, so the app's moves to another page find them. */
  css: string;
  /** The <link rel="preload"> of each face the page's first paint draws. */
  preloads: (text: PageText) => string[];
  /** The files written, by URL, and their sizes in bytes: for the build's log. */
  files: Array<{ url: string; bytes: number }>;
}

/** `U+905,U+928-92A`: the code points as a unicode-range. */
export function unicodeRange(codePoints: readonly number[]): string {
  const sorted = [...new Set(codePoints)].sort((a, b) => a - b);
  const ranges: string[] = [];
  for (let start = 0; start < sorted.length;) {
    let end = start;
    while (end + 1 < sorted.length && sorted[end + 1] === sorted[end]! + 1) end += 1;
    const hex = (codePoint: number) => codePoint.toString(16).toUpperCase();
    ranges.push(
      end === start ? `U+${hex(sorted[start]!)}` : `U+${hex(sorted[start]!)}-${hex(sorted[end]!)}`,
    );
    start = end + 1;
  }
  return ranges.join(',');
}

/**
 * Writes, under `<dist>/assets/fonts/`, the faces the pages' text needs (`texts`, one per page)
 * and returns what each page then carries; undefined when no page has such a letter.
 */
export async function writeWebFonts(
  texts: readonly PageText[],
  dist: string,
  basePath: string,
): Promise<WebFonts | undefined> {
  const everything = [...new Set(texts.flatMap((text) => [...text.all]))];
  const faces: Face[] = [];
  for (const family of notoFamilies) {
    if (!family.pages) continue;
    const letters = family.pages;
    for (const slice of slicesOf(family)) {
      const codePoints = everything
        .map((character) => character.codePointAt(0)!)
        .filter((codePoint) => claims(slice, codePoint));
      // A slice for its script's letters, not for the punctuation it claims as well.
      if (!codePoints.some((codePoint) => letters.test(String.fromCodePoint(codePoint)))) continue;
      const characters = String.fromCodePoint(...codePoints);
      for (const weight of weights) {
        const bytes = await subsetFont(
          await readFile(weight === 400 ? slice.files.regular : slice.files.bold),
          characters,
          { targetFormat: 'woff2' },
        );
        const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 8);
        const file = `assets/fonts/${slice.id}-${weight}-${hash}.woff2`;
        await mkdir(join(dist, 'assets', 'fonts'), { recursive: true });
        await writeFile(join(dist, file), bytes);
        faces.push({
          slice,
          weight,
          url: `${basePath}${file}`,
          codePoints,
          letters,
          bytes: bytes.length,
        });
      }
    }
  }
  if (faces.length === 0) return undefined;
  const css = faces
    .map(
      (face) =>
        `@font-face{font-family:"${scriptFallbackFamily}";font-style:normal;font-weight:${face.weight};` +
        `font-display:optional;src:url(${face.url}) format("woff2");unicode-range:${unicodeRange(face.codePoints)}}`,
    )
    .join('');
  return {
    css,
    files: faces.map(({ url, bytes }) => ({ url, bytes })),
    preloads: (text) =>
      faces
        .filter((face) =>
          [...text.shown[face.weight]].some(
            (character) =>
              face.letters.test(character) && claims(face.slice, character.codePointAt(0)!),
          ),
        )
        .map(
          (face) =>
            `<link rel="preload" href="${face.url}" as="font" type="font/woff2" crossorigin>`,
        ),
  };
}

/** The page with the faces' rules and its own preloads at the end of its <head>. */
export function withWebFonts(html: string, fonts: WebFonts | undefined, text: PageText): string {
  if (!fonts) return html;
  if (!html.includes('</head>')) throw new Error('The page has no </head> to put its fonts before');
  const tags = [...fonts.preloads(text), `<style>${fonts.css}</style>`];
  return html.replace('</head>', () => `${tags.join('\n    ')}\n  </head>`);
}
