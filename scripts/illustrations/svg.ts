/**
 * Tiny helpers for writing SVG by hand from code. The illustrations are drawn
 * from geometry and maths (log scales, NACA sections), so they are code, not art files.
 */

/** What a card or a drawing of the board is painted with: a light paper, and a dark band. */
export interface CardPaper {
  paper: string;
  ink: string;
  muted: string;
  /** Bars and rules. */
  accent: string;
  /** Small lettering in the accent. */
  accentInk: string;
}
export interface CardBand {
  band: string;
  ink: string;
  inkDim: string;
  highlight: string;
  highlightBright: string;
}
import { board, drawing } from '../../src/styles/palette.ts';
import { escapeMarkup } from '../shared/escape-markup.ts';

/** The drawings' colours: the board's materials and the drawing paper (src/styles/palette.ts), the object's own. */
export const colours = { ...board, ...drawing } as const;

export const boardPaper: CardPaper = {
  paper: drawing.paper,
  ink: drawing.ink,
  muted: drawing.inkSoft,
  accent: board.gold,
  accentInk: drawing.accent,
};
export const boardBand: CardBand = {
  band: board.mask,
  ink: board.silk,
  inkDim: board.silkDim,
  highlight: board.gold,
  highlightBright: board.goldBright,
};

export const monoFont = "ui-monospace, 'SFMono-Regular', Menlo, Consolas, monospace";
export const sansFont = "system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif";

type Attributes = Record<string, string | number | undefined>;

/** Rounds to two decimals so the files stay small and stable. */
export const r = (value: number): number => Math.round(value * 100) / 100;

function attributes(attrs: Attributes): string {
  return Object.entries(attrs)
    .filter(([, value]) => value !== undefined)
    .map(
      ([name, value]) =>
        ` ${name}="${typeof value === 'number' ? r(value) : escapeMarkup(value!)}"`,
    )
    .join('');
}

/** One element; `children` may be text (escaped) or nested elements (a list). */
export function el(name: string, attrs: Attributes = {}, children?: string | string[]): string {
  if (children === undefined) return `<${name}${attributes(attrs)}/>`;
  const inner = Array.isArray(children) ? children.join('') : escapeMarkup(children);
  return `<${name}${attributes(attrs)}>${inner}</${name}>`;
}

/** A whole SVG document with an accessible title, sized so browsers know its intrinsic size. */
export function svgDocument(width: number, height: number, title: string, body: string[]): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img">` +
    el('title', {}, title) +
    body.join('') +
    '</svg>\n'
  );
}

/** A path from a list of points. */
export function polyline(points: ReadonlyArray<readonly [number, number]>, close = false): string {
  const d = points.map(([x, y], i) => `${i === 0 ? 'M' : 'L'}${r(x)} ${r(y)}`).join('');
  return close ? `${d}Z` : d;
}
