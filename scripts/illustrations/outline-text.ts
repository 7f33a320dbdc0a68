/**
 * Every `<text>` of a drawing turned into the outlines of its letters, one
 * `<path>` each, in the fonts the link-preview cards use (Inter, JetBrains
 * Mono: the same files, scripts/site/files/site-assets.ts).
 *
 * Why: a drawing shown by `<img>` is a document of its own, and a browser lays
 * its text out and shapes it while the page loads, on the main thread. The
 * hero's 69 scale numbers cost more than the rest of the first screen's
 * layout on a low-tier phone (docs/decisions.md, "Drawn illustrations").
 * Outlines are painted like any other path. They also look the same on every
 * device, where `ui-monospace` picked whatever each system had.
 *
 * The SVG is read with saxes (a strict XML parser) and written back as it
 * was, but for the text. Each text's font family, size, weight, anchor and
 * letter spacing are its own or its nearest ancestor's, as SVG inherits them;
 * fontkit lays the letters out (kerning and the font's default features, as a
 * browser would). A family we have no font for, a letter the font lacks, or a
 * `<tspan>` is an error: the drawing code must change, never the picture silently.
 */
import { createRequire } from 'node:module';
import * as fontkit from 'fontkit';
import { SaxesParser, type SaxesTagPlain } from 'saxes';
import { escapeMarkup } from '../shared/escape-markup.ts';
import { monoFont, sansFont } from './svg.ts';

const require = createRequire(import.meta.url);

/** The font files by family and weight. */
const fontFiles = {
  sans: {
    regular: '@expo-google-fonts/inter/400Regular/Inter_400Regular.ttf',
    bold: '@expo-google-fonts/inter/700Bold/Inter_700Bold.ttf',
  },
  mono: {
    regular: '@expo-google-fonts/jetbrains-mono/400Regular/JetBrainsMono_400Regular.ttf',
    bold: '@expo-google-fonts/jetbrains-mono/700Bold/JetBrainsMono_700Bold.ttf',
  },
} as const;

const opened = new Map<string, fontkit.Font>();
/** The bundled font of a family and weight (opened once): a drawing's text, or a run of runsPath. */
export function bundledFont(family: keyof typeof fontFiles, bold: boolean): fontkit.Font {
  const file = fontFiles[family][bold ? 'bold' : 'regular'];
  let found = opened.get(file);
  if (!found) {
    found = fontkit.openSync(require.resolve(file)) as fontkit.Font;
    opened.set(file, found);
  }
  return found;
}

/** The inherited properties a text is laid out with. */
const inherited = [
  'font-family',
  'font-size',
  'font-weight',
  'text-anchor',
  'letter-spacing',
] as const;

/** Which of our fonts draws `family` (an SVG font-family value). */
function familyOf(family: string | undefined): keyof typeof fontFiles {
  if (family === undefined || family === sansFont || /\bsans-serif\b/.test(family)) return 'sans';
  if (family === monoFont || /\bmonospace\b/.test(family)) return 'mono';
  throw new Error(
    `outline-text: no font for font-family "${family}": use monoFont or sansFont (scripts/illustrations/svg.ts)`,
  );
}

/** Where and how a line of text is set. */
interface Setting {
  x: number;
  y: number;
  size: number;
  anchor?: 'start' | 'middle' | 'end';
  letterSpacing?: number;
}

/** One line of text as path data: its letters at (x, y), anchored as SVG's text-anchor says. */
export function textPath(
  content: string,
  {
    family,
    bold = false,
    ...setting
  }: Setting & { family: keyof typeof fontFiles; bold?: boolean },
): string {
  return runsPath([{ face: bundledFont(family, bold), text: content, name: family }], setting);
}

/**
 * One line of text set in several fonts, one after the other (a name in Devanagari after a
 * badge in JetBrains Mono), as path data; each run is shaped in its own font by fontkit, as
 * resvg cannot draw a letter from another font than its text's (scripts/site/files/site-assets.ts).
 * A run with `spaced: false` takes no letter spacing (joined scripts come apart with it).
 */
export function runsPath(
  runs: ReadonlyArray<{ face: fontkit.Font; text: string; name?: string; spaced?: boolean }>,
  { x, y, size, anchor = 'start', letterSpacing = 0 }: Setting,
): string {
  const laid = runs.map(({ face, text, name, spaced = true }) => {
    const run = face.layout(text);
    for (const glyph of run.glyphs)
      if (glyph.id === 0)
        throw new Error(
          `outline-text: ${name ?? face.familyName} has no letter for "${String.fromCodePoint(...glyph.codePoints)}" in "${text}"`,
        );
    return { run, scale: size / face.unitsPerEm, spacing: spaced ? letterSpacing : 0 };
  });
  const advance = laid.reduce(
    (sum, { run, scale, spacing }) =>
      sum +
      run.positions.reduce((total, position) => total + position.xAdvance * scale, 0) +
      spacing * run.glyphs.length,
    0,
  );
  let pen = x - (anchor === 'middle' ? advance / 2 : anchor === 'end' ? advance : 0);
  // Points rounded to a tenth of a unit (three hundredths of a pixel for a 1200-unit drawing on a
  // phone), each written relative to the rounded one before: short numbers, and nothing drifts.
  const tenth = (value: number) => Math.round(value * 10) / 10;
  const delta = (value: number) => String(tenth(value)).replace(/^(-?)0\./, '$1.');
  let [atX, atY] = [0, 0];
  let [startX, startY] = [0, 0];
  const parts: string[] = [];
  for (const { run, scale, spacing } of laid)
    run.glyphs.forEach((glyph, index) => {
      const position = run.positions[index]!;
      const originX = pen + position.xOffset * scale;
      const originY = y - position.yOffset * scale;
      for (const { command, args } of glyph.path.commands) {
        if (command === 'closePath') {
          parts.push('z');
          [atX, atY] = [startX, startY];
          continue;
        }
        // Font units grow upwards from the baseline; SVG's y grows downwards.
        const points: Array<[number, number]> = [];
        for (let i = 0; i < args.length; i += 2)
          points.push([tenth(originX + args[i]! * scale), tenth(originY - args[i + 1]! * scale)]);
        // A minus sign parts two numbers as a space would.
        const relative = points.map(([px, py]) =>
          `${delta(px - atX)} ${delta(py - atY)}`.replace(' -', '-'),
        );
        const letter = { moveTo: 'm', lineTo: 'l', quadraticCurveTo: 'q', bezierCurveTo: 'c' }[
          command
        ];
        // The path's first move is where it starts from nothing: absolute.
        parts.push(
          parts.length === 0
            ? `M${points[0]![0]} ${points[0]![1]}`
            : `${letter}${relative.join(' ')}`,
        );
        [atX, atY] = points[points.length - 1]!;
        if (command === 'moveTo') [startX, startY] = [atX, atY];
      }
      pen += position.xAdvance * scale + spacing;
    });
  return parts.join('');
}

const attributes = (attrs: Record<string, string>) =>
  Object.entries(attrs)
    .map(([name, value]) => ` ${name}="${escapeMarkup(value)}"`)
    .join('');

/** `svg` with each `<text>` as a `<path>` of its letters' outlines; everything else as it was. */
export function outlineText(svg: string): string {
  const parser = new SaxesParser();
  const out: string[] = [];
  const open: Array<Record<string, string>> = [];
  let text: { attrs: Record<string, string>; content: string } | undefined;
  const lookUp = (name: (typeof inherited)[number]) =>
    [text!.attrs, ...[...open].reverse()].find((attrs) => attrs[name] !== undefined)?.[name];

  parser.on('opentag', (tag: SaxesTagPlain) => {
    if (text)
      throw new Error(`outline-text: <${tag.name}> inside a <text>: write one text per line`);
    if (tag.name === 'text') {
      text = { attrs: tag.attributes, content: '' };
      return;
    }
    out.push(`<${tag.name}${attributes(tag.attributes)}${tag.isSelfClosing ? '/>' : '>'}`);
    if (!tag.isSelfClosing) open.push(tag.attributes);
  });
  parser.on('text', (content) => {
    if (text) text.content += content;
    else out.push(escapeMarkup(content));
  });
  parser.on('closetag', (tag) => {
    if (tag.name === 'text' && text) {
      const anchor = lookUp('text-anchor') ?? 'start';
      if (anchor !== 'start' && anchor !== 'middle' && anchor !== 'end')
        throw new Error(`outline-text: text-anchor "${anchor}" is not start, middle or end`);
      const d = textPath(text.content, {
        x: Number(text.attrs.x ?? 0),
        y: Number(text.attrs.y ?? 0),
        size: Number(lookUp('font-size') ?? 16),
        family: familyOf(lookUp('font-family')),
        bold: Number(lookUp('font-weight') ?? 400) >= 600 || lookUp('font-weight') === 'bold',
        anchor,
        letterSpacing: Number(lookUp('letter-spacing') ?? 0),
      });
      // What the text carried besides its place and font (its fill, an opacity) stays on the path.
      const kept = Object.fromEntries(
        Object.entries(text.attrs).filter(
          ([name]) =>
            name !== 'x' && name !== 'y' && !(inherited as readonly string[]).includes(name),
        ),
      );
      if (d) out.push(`<path${attributes({ ...kept, d })}/>`);
      text = undefined;
      return;
    }
    if (tag.isSelfClosing) return;
    open.pop();
    out.push(`</${tag.name}>`);
  });
  parser.write(svg).close();
  // The file's trailing newline, which the parser reads as text outside the root.
  return out.join('');
}
