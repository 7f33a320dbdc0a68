/**
 * The families the owner picks in content/look.yml for the body, the headings and the figures
 * (src/styles/font-families.ts), served from the site itself and costing only what the pages
 * use. For each chosen family, the build
 *
 * - reads the weights the pages draw its role in (./font-roles.ts: a font-semibold heading, a
 *   font-bold figure), each as the nearest weight the family has, as the browser would pick;
 * - cuts each of the fontsource package's slices (latin, latin-ext…) the site's characters fall
 *   in down to them (harfbuzz, through subset-font), woff2:
 *                                        → dist/fonts/<family>-<slice>-<weight>-<hash>.woff2
 * - declares those faces on every page (the app's moves to another page keep the first page's
 *   <head>), with metric-matched fallbacks (./fallback-faces.ts), and sets the role's variable
 *   (src/styles/fonts.ts) to the family, its fallbacks and the system's stack;
 * - preloads, on each page, the faces that page's own text draws, the most drawn first, up to
 *   `budgetBytes`; past it the rest load as the text needs them, and the build says so once.
 *
 * `font-display: optional` (docs/decisions.md, "The look's fonts"): a preloaded face is drawn
 * from the first paint (Chrome holds that paint for it, Firefox and Safari wait a short block
 * period); one that has not arrived by then is never swapped in, and that visit reads in the
 * matched fallback: nothing on the page ever moves. `system` everywhere writes nothing and adds no
 * byte to any page.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import * as fontkit from 'fontkit';
import subsetFont from 'subset-font';
import type { Look } from '../../../src/content-model/schema';
import { fontFamilies, type FontFamilyName } from '../../../src/styles/font-families';
import { fontRoles, roleVariable, systemStacks, type FontRole } from '../../../src/styles/fonts';
import { claims, sliceFile, slicesOf, type Slice } from '../noto-fonts';
import { fallbackFaces } from './fallback-faces';
import { drawnText, type DrawnText } from './font-roles';
import { unicodeRange, withWebFonts } from './web-fonts';

const require = createRequire(import.meta.url);

/**
 * At most this many bytes of the look's faces each page preloads: a text face in two weights, a
 * heading's and a figure's in one or two, cut to a Latin site's ninety-odd characters (about
 * 10 kB each; a monospace's code ligatures make it 12). Preloads go first, before the page's
 * pictures, on a phone's narrow connection; a face left out is still asked for as soon as the
 * page is laid out (its rules are inline), and drawn if it is there within the block period.
 */
export const budgetBytes = 64_000;

/**
 * The OpenType features a face keeps: those browsers apply to Latin text by default (the family's
 * kerning, ligatures and contextual forms, marks: its look as its designer set it), and tabular
 * figures (.figures in src/styles/index.css). Its stylistic sets, fractions and the rest, which
 * no page turns on, go: a sixth of a text face's bytes.
 */
const keepFeatures = [
  'kern',
  'liga',
  'clig',
  'calt',
  'rlig',
  'ccmp',
  'locl',
  'mark',
  'mkmk',
  'tnum',
];

// A variable, not a literal at the call: @types/subset-font predates keepFeatures (subset-font 2.6).
const subsetOptions = { targetFormat: 'woff2' as const, keepFeatures };

/** One face the pages declare: a slice of a family, cut to the site's characters, in one weight. */
export interface LookFace {
  family: FontFamilyName;
  weight: number;
  slice: string;
  /** Its file, below dist/, and its bytes. */
  file: string;
  bytes: Buffer;
  /** The code points it draws: the site's characters of its slice that the family has. */
  codePoints: number[];
}

/** What the pages carry for the look's families: nothing at all for `system` everywhere. */
export interface LookFonts {
  faces: LookFace[];
  /** The faces', the fallbacks' and the variables' rules, the same on every page: "" for none. */
  css: string;
  /** Each page's <link rel="preload">s, in the order the pages were given. */
  preloads: string[][];
  /** What the build prints: a line per family written, and one if a page is past the budget. */
  lines: string[];
}

/** The weight CSS's font matching picks among `available` for `wanted` (CSS Fonts 4, §5.2). */
export function nearestWeight(available: readonly number[], wanted: number): number {
  if (available.includes(wanted)) return wanted;
  const below = available.filter((weight) => weight < wanted).sort((a, b) => b - a);
  const above = available.filter((weight) => weight > wanted).sort((a, b) => a - b);
  // 400 looks first to 500; 500 first to 400; lighter looks lighter first, bolder bolder.
  if (wanted === 400 && available.includes(500)) return 500;
  if (wanted === 500 && available.includes(400)) return 400;
  return (wanted <= 500 ? [...below, ...above] : [...above, ...below])[0]!;
}

/** The package of a family, and the weights its files come in. */
function packageOf(family: FontFamilyName) {
  const name = fontFamilies[family].package;
  const root = dirname(require.resolve(`${name}/package.json`));
  const { weights } = JSON.parse(readFileSync(join(root, 'metadata.json'), 'utf8')) as {
    weights: number[];
  };
  // Latin first: a character several slices claim (a combining accent) is cut from it.
  const slices = [...slicesOf({ package: name })].sort(
    (a, b) => Number(b.subset === 'latin') - Number(a.subset === 'latin'),
  );
  return { weights, slices };
}

/** The roles each chosen family draws. */
function chosenFamilies(fonts: Look['fonts']): Map<FontFamilyName, FontRole[]> {
  const chosen = new Map<FontFamilyName, FontRole[]>();
  for (const role of fontRoles) {
    const family = fonts[role];
    if (family !== 'system') chosen.set(family, [...(chosen.get(family) ?? []), role]);
  }
  return chosen;
}

/** The weights (the family's own) a role's text is drawn in on `pages`. */
const weightsOf = (pages: readonly DrawnText[], role: FontRole, available: readonly number[]) =>
  [
    ...new Set(
      pages.flatMap((drawn) =>
        [...drawn.keys()]
          .filter((key) => key.startsWith(`${role} `))
          .map((key) => nearestWeight(available, Number(key.split(' ')[1]))),
      ),
    ),
  ].sort((a, b) => a - b);

/** The slice of `slices` each code point is cut from: the first that claims it. */
function bySlice(slices: readonly Slice[], codePoints: readonly number[]): Map<Slice, number[]> {
  const cut = new Map<Slice, number[]>();
  for (const codePoint of codePoints) {
    const slice = slices.find((each) => claims(each, codePoint));
    if (slice) cut.set(slice, [...(cut.get(slice) ?? []), codePoint]);
  }
  return cut;
}

/** A slice of `family` in `weight`, cut to `codePoints`; undefined if it draws none of them. */
async function cutFace(
  family: FontFamilyName,
  slice: Slice,
  weight: number,
  codePoints: number[],
): Promise<LookFace | undefined> {
  const bytes = await subsetFont(
    readFileSync(sliceFile(slice, weight)),
    String.fromCodePoint(...codePoints),
    subsetOptions,
  );
  // Only what the family has a glyph for: for the rest the stack's next font is asked at once.
  const has = new Set((fontkit.create(bytes) as fontkit.Font).characterSet);
  const drawn = codePoints.filter((codePoint) => has.has(codePoint));
  if (drawn.length === 0) return undefined;
  const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 8);
  return {
    family,
    weight,
    slice: slice.subset,
    file: `fonts/${slice.id}-${weight}-${hash}.woff2`,
    bytes,
    codePoints: drawn,
  };
}

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

/**
 * The look's faces and what each page carries, for `pages` (their names and finished HTML) and
 * `appText` (the words the app draws that a page's HTML may not hold). Reads and cuts the fonts;
 * writes nothing (writeLookFonts does).
 */
export async function makeLookFonts(
  fonts: Look['fonts'],
  pages: ReadonlyArray<{ name: string; html: string }>,
  appText: string,
  basePath: string,
  budget = budgetBytes,
): Promise<LookFonts> {
  const chosen = chosenFamilies(fonts);
  if (chosen.size === 0) return { faces: [], css: '', preloads: pages.map(() => []), lines: [] };
  const drawn = pages.map(({ html }) => drawnText(html));
  const text = [appText, ...drawn.flatMap((page) => [...page.values()])].join('');
  const codePoints = [...new Set([...text].map((character) => character.codePointAt(0)!))]
    .filter((codePoint) => codePoint >= 0x20)
    .sort((a, b) => a - b);

  const faces: LookFace[] = [];
  const rules: string[] = [];
  const lines: string[] = [];
  const stacks = new Map<FontRole, string>();
  for (const [family, roles] of chosen) {
    const { weights: available, slices } = packageOf(family);
    const weights = [...new Set(roles.flatMap((role) => weightsOf(drawn, role, available)))];
    const made: LookFace[] = [];
    for (const [slice, wanted] of bySlice(slices, codePoints))
      for (const weight of weights.sort((a, b) => a - b)) {
        const face = await cutFace(family, slice, weight, wanted);
        if (face) made.push(face);
      }
    const fallbacks = await fallbackFaces(family);
    rules.push(
      ...made.map(
        (face) =>
          `@font-face{font-family:"${family}";font-style:normal;font-weight:${face.weight};font-display:optional;` +
          `src:url(${basePath}${face.file}) format("woff2");unicode-range:${unicodeRange(face.codePoints)}}`,
      ),
      fallbacks.css,
    );
    const names = [family, ...fallbacks.names].map((name) => `"${name}"`);
    for (const role of roles) stacks.set(role, [...names, ...systemStacks[role]].join(','));
    faces.push(...made);
    const characters = new Set(made.flatMap((face) => face.codePoints)).size;
    const bytes = made.reduce((sum, face) => sum + face.bytes.length, 0);
    lines.push(
      `${family} (${roles.join(', ')}): weights ${weights.join(', ')}, ${characters} characters, ` +
        `${kB(bytes)} in ${made.length} file(s)`,
    );
  }
  // Headings inherit where their variable is unset (src/styles/fonts.ts): `system` for them beside
  // a chosen text family is the system's stack, not the text's family.
  if (fonts.headings === 'system') stacks.set('headings', systemStacks.headings.join(','));
  rules.push(
    `:root{${[...stacks].map(([role, stack]) => `${roleVariable(role)}:${stack}`).join(';')}}`,
  );

  const over: string[] = [];
  const preloads = pages.map(({ name }, index) => {
    const { chosen: kept, left } = pagePreloads(faces, fonts, drawn[index]!, budget);
    if (left.length > 0)
      over.push(
        `${name} (${left.map((face) => `${face.family} ${face.weight} ${kB(face.bytes.length)}`).join(', ')})`,
      );
    return kept.map(
      (face) =>
        `<link rel="preload" href="${basePath}${face.file}" as="font" type="font/woff2" crossorigin>`,
    );
  });
  if (over.length > 0)
    lines.push(
      `${over.length} page(s) would preload more than the ${kB(budget)} of the look's fonts a page ` +
        `may, so these are asked for only when their text is laid out: ${over.join('; ')}`,
    );
  return { faces, css: rules.join(''), preloads, lines };
}

/**
 * The faces a page's text draws (its roles' weights, the slices its characters fall in), the
 * ones that draw the most of it first, while they fit in `budget`; and those left out.
 */
export function pagePreloads(
  faces: readonly LookFace[],
  fonts: Look['fonts'],
  drawn: DrawnText,
  budget: number,
): { chosen: LookFace[]; left: LookFace[] } {
  const uses = new Map<LookFace, number>();
  for (const [key, text] of drawn) {
    const [role, weight] = key.split(' ') as [FontRole, string];
    const family = fonts[role];
    if (family === 'system') continue;
    const ofFamily = faces.filter((face) => face.family === family);
    const nearest = nearestWeight(
      [...new Set(ofFamily.map((face) => face.weight))],
      Number(weight),
    );
    for (const character of text) {
      const codePoint = character.codePointAt(0)!;
      const face = ofFamily.find(
        (each) => each.weight === nearest && each.codePoints.includes(codePoint),
      );
      if (face) uses.set(face, (uses.get(face) ?? 0) + 1);
    }
  }
  const chosen: LookFace[] = [];
  const left: LookFace[] = [];
  let spent = 0;
  for (const [face] of [...uses].sort((a, b) => b[1] - a[1])) {
    if (left.length > 0 || spent + face.bytes.length > budget) left.push(face);
    else {
      chosen.push(face);
      spent += face.bytes.length;
    }
  }
  return { chosen, left };
}

/** Writes the look's faces under `<dist>/fonts/`. */
export async function writeLookFonts(dist: string, fonts: LookFonts): Promise<void> {
  if (fonts.faces.length === 0) return;
  await mkdir(join(dist, 'fonts'), { recursive: true });
  for (const face of fonts.faces) await writeFile(join(dist, face.file), face.bytes);
}

/** The page with its preloads and the look's rules at the end of its <head>; as it was for none. */
export function withLookFonts(html: string, fonts: LookFonts, index: number): string {
  return withWebFonts(html, { css: fonts.css, preloads: fonts.preloads[index]! });
}
