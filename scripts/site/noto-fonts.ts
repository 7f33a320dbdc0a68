/**
 * The Noto families that draw what the site's own fonts cannot: fontsource's
 * (SIL Open Font License), each cut by unicode range into small WOFF2 slices
 * (Chinese into a hundred). resume.pdf and the link-preview cards fall back on
 * them for a character Inter lacks (./files/resume-pdf/fonts.ts); the pages,
 * for the letters of a script the systems' interface fonts lack
 * (./pages/web-fonts.ts). Another script is one more line here and one more
 * devDependency.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);

export interface NotoFamily {
  name: string;
  package: string;
  /**
   * Where the pages carry the family too: for the letters of a script no system's interface font
   * has (system-ui is Roboto, San Francisco or Segoe UI), which a computer without a font for it
   * draws as empty boxes. Greek, Cyrillic and Vietnamese are in every one; an emoji is the
   * system's own. `letters`: a site with one of these needs the family; `characters`: what its
   * faces then hold, the letters and the punctuation the script uses (its Script_Extensions: a
   * danda, a Chinese full stop, not the English dash or quotes all scripts share, which every
   * system font draws first), and the joiners that shape it.
   */
  pages?: { letters: RegExp; characters: RegExp };
}

/** The fallback families, in the order they are asked. */
export const notoFamilies: readonly NotoFamily[] = [
  {
    name: 'Noto Sans Devanagari',
    package: '@fontsource/noto-sans-devanagari',
    pages: {
      letters: /\p{Script=Devanagari}/u,
      characters: /[\p{Script_Extensions=Devanagari}\u200c\u200d]/u,
    },
  },
  {
    name: 'Noto Sans Arabic',
    package: '@fontsource/noto-sans-arabic',
    pages: {
      letters: /\p{Script=Arabic}/u,
      characters: /[\p{Script_Extensions=Arabic}\u200c-\u200f]/u,
    },
  },
  {
    name: 'Noto Sans SC',
    package: '@fontsource/noto-sans-sc',
    pages: {
      letters: /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Bopomofo}]/u,
      // And the full-width forms (，！？), which are every script's.
      characters:
        /[\p{Script_Extensions=Han}\p{Script_Extensions=Hiragana}\p{Script_Extensions=Katakana}\p{Script_Extensions=Bopomofo}\uff00-\uffef]/u,
    },
  },
  // Greek, Cyrillic and Latin beyond Inter's, Vietnamese.
  { name: 'Noto Sans', package: '@fontsource/noto-sans' },
  // Emoji, as outlines (a PDF has no colour glyphs): a name or a title may well hold one.
  { name: 'Noto Emoji', package: '@fontsource/noto-emoji' },
];

/** One unicode-range slice of a family: its files and the ranges it claims. */
export interface Slice {
  /** The package's name and the slice's: "noto-sans-devanagari-devanagari", "noto-sans-sc-112". */
  id: string;
  /** fontsource's name for the slice: a script's ("devanagari", "latin-ext", "math") or a number. */
  subset: string;
  files: { regular: string; bold: string };
  ranges: Array<[number, number]>;
}

/** Whether the slice claims the code point. */
export function claims(slice: Slice, codePoint: number): boolean {
  return slice.ranges.some(([from, to]) => codePoint >= from && codePoint <= to);
}

const slices = new Map<string, Slice[]>();

/** A slice's file in another weight (the look's families take any: ./pages/look-fonts.ts). */
export function sliceFile(slice: Slice, weight: number): string {
  const regular = /-400-normal\.woff2$/;
  // A package named otherwise would give every weight the regular's file without a word.
  if (!regular.test(slice.files.regular))
    throw new Error(`${slice.files.regular}: not a fontsource -400-normal.woff2 file`);
  return slice.files.regular.replace(regular, `-${weight}-normal.woff2`);
}

/** The slices of a fontsource package (a Noto family's or another), read from its unicode.json (the ranges of its @font-face rules). */
export function slicesOf(family: Pick<NotoFamily, 'package'>): Slice[] {
  let list = slices.get(family.package);
  if (list) return list;
  const root = dirname(require.resolve(`${family.package}/package.json`));
  const base = family.package.split('/')[1]!;
  const unicode = JSON.parse(readFileSync(join(root, 'unicode.json'), 'utf8')) as Record<
    string,
    string
  >;
  list = Object.entries(unicode).map(([key, ranges]) => {
    // Keys are subset names ("devanagari") or, for Chinese, numbered slices ("[112]").
    const name = key.replace(/^\[(\d+)\]$/, '$1');
    return {
      id: `${base}-${name}`,
      subset: name,
      files: {
        regular: join(root, 'files', `${base}-${name}-400-normal.woff2`),
        bold: join(root, 'files', `${base}-${name}-700-normal.woff2`),
      },
      ranges: ranges.split(',').map((range) => {
        const [from, to] = range.replace(/^U\+/i, '').split('-');
        return [parseInt(from!, 16), parseInt(to ?? from!, 16)] as [number, number];
      }),
    };
  });
  slices.set(family.package, list);
  return list;
}
