/**
 * What a drawing is to the page, whichever file it came from (./read-pdf.ts, ./read-dxf.ts): its
 * sheets, each drawn for the page and for zooming, with the paper it is on and the scale it
 * states. The owner's words for a file the build cannot read are a DrawingProblem.
 */
import { FileProblem } from '../file-problem.ts';

/** A drawing the build cannot use, said in the owner's words: the file, what is wrong, what to do. */
export class DrawingProblem extends FileProblem {}

/** One sheet as the build draws it. */
export interface Sheet {
  /** The sheet for the page: a PNG (the photo step makes its AVIF and WebP versions) or an SVG. */
  page: { data: Uint8Array; format: 'png' | 'svg'; width: number; height: number };
  /**
   * The sheet for zooming in the viewer: a WebP drawn at `zoomPixelsPerMm` (0.5 mm text stays
   * legible at four times a phone's screen width), or, for a vector sheet, the same SVG.
   */
  zoom: { data: Uint8Array; format: 'webp' | 'svg'; width: number; height: number };
  /** The paper: "A3 landscape, 420 × 297 mm", or the size alone for a paper of no standard. */
  paper: string;
  /** The scale the sheet states ("1:2"), if it states one. */
  scale?: string;
}

/**
 * Pixels per millimetre of paper in a sheet's zoomed drawing. A dimension's text on a drawing is
 * 2.5 to 3.5 mm tall (ISO 129-1, ASME Y14.2); at 12 px/mm it is 30 to 42 px tall, so a phone's
 * visitor who zooms until it is 12 CSS pixels tall on a 3× screen (36 device pixels) sees it at
 * the picture's own resolution. 0.5 mm text is 6 px: legible at 4×.
 */
export const zoomPixelsPerMm = 12;

/** The longest side of a zoomed sheet: an A0 sheet at 12 px/mm would be 14,268 px (WebP's limit is 16,383). */
export const zoomLongestSide = 8192;

/** The width of a sheet's picture for the page: the photo step makes the narrower versions. */
export const pageSheetWidth = 1920;

/** The ISO 216 and ANSI paper sizes, in mm, short side first. */
const papers: ReadonlyArray<readonly [name: string, short: number, long: number]> = [
  ['A0', 841, 1189],
  ['A1', 594, 841],
  ['A2', 420, 594],
  ['A3', 297, 420],
  ['A4', 210, 297],
  ['A5', 148, 210],
  ['ANSI A', 215.9, 279.4],
  ['ANSI B', 279.4, 431.8],
  ['ANSI C', 431.8, 558.8],
  ['ANSI D', 558.8, 863.6],
  ['ANSI E', 863.6, 1117.6],
];

const mm = (value: number) => (Math.round(value * 10) / 10).toString();

/** The paper a sheet `width` × `height` mm is on, named when it is a standard size (within 2 mm). */
export function paperName(width: number, height: number): string {
  const [short, long] = width <= height ? [width, height] : [height, width];
  const size = `${mm(width)} × ${mm(height)} mm`;
  const named = papers.find(
    ([, paperShort, paperLong]) =>
      Math.abs(short - paperShort) <= 2 && Math.abs(long - paperLong) <= 2,
  );
  if (!named) return size;
  return `${named[0]} ${width > height ? 'landscape' : 'portrait'}, ${size}`;
}

/**
 * The scale a sheet's text states, as a title block writes it: "SCALE 1:2", "Scale: 2:1",
 * "SCALE 1 : 5"; undefined when it states none, or more than one (a sheet of views at several
 * scales states each beside its view).
 */
export function statedScale(text: string): string | undefined {
  const found = new Set(
    [...text.matchAll(/\bscale\s*:?\s*(\d+(?:[.,]\d+)?)\s*:\s*(\d+(?:[.,]\d+)?)/gi)].map(
      ([, left, right]) => `${left}:${right}`,
    ),
  );
  return found.size === 1 ? [...found][0] : undefined;
}

/** The size in pixels of a sheet `width` × `height` mm drawn for zooming. */
export function zoomSize(width: number, height: number): { width: number; height: number } {
  const perMm = Math.min(zoomPixelsPerMm, zoomLongestSide / Math.max(width, height));
  return { width: Math.round(width * perMm), height: Math.round(height * perMm) };
}
