/**
 * Link-preview cards (1200 × 630, Open Graph and Twitter) and the app icon,
 * drawn as SVG and rasterised to PNG at build time (scripts/site/files/site-assets.ts).
 * They use the fonts bundled for that step, named here, so every machine draws the same.
 */
import type { Profile, ProjectSummary } from '../../src/content-model/schema';
import {
  boardBand,
  boardPaper,
  colours,
  el,
  svgDocument,
  type CardBand,
  type CardPaper,
} from './svg';

export const cardFonts = { sans: 'Inter', mono: 'JetBrains Mono' } as const;

export const cardSize = { width: 1200, height: 630 } as const;

const { width, height } = cardSize;

/** Where and how a card sets a line of text. */
export interface CardText {
  x: number;
  y: number;
  size: number;
  family: 'sans' | 'mono';
  bold: boolean;
  letterSpacing: number;
  /** Where x is on the line, as SVG's text-anchor says; the start when none. */
  anchor?: 'start' | 'middle' | 'end';
}

/**
 * Draws a line with a letter Inter has not (the resume's fallback fonts decide which) as a
 * `<path>` of its outlines, in other fonts; or gives undefined, and the line stays a `<text>`
 * (site-assets.ts).
 */
export type OtherFonts = (content: string, at: CardText) => string | undefined;
const cardFontsOnly: OtherFonts = () => undefined;

function text(
  otherFonts: OtherFonts,
  x: number,
  y: number,
  size: number,
  content: string,
  attrs: Record<string, string | number> = {},
): string {
  const { fill, ...rest } = attrs;
  const outlined = otherFonts(content, {
    x,
    y,
    size,
    family: rest['font-family'] === cardFonts.mono ? 'mono' : 'sans',
    bold: Number(rest['font-weight'] ?? 400) >= 600,
    letterSpacing: Number(rest['letter-spacing'] ?? 0),
  });
  if (outlined !== undefined) return el('path', { d: outlined, fill: fill ?? colours.ink });
  return el('text', { x, y, 'font-size': size, 'font-family': cardFonts.sans, ...attrs }, content);
}

/** Home and the resume: the owner's name, role and school on paper, and a line under them (the projects). */
export function homeCardSvg(
  profile: Profile,
  line: string,
  otherFonts = cardFontsOnly,
  paint: CardPaper = boardPaper,
): string {
  return svgDocument(width, height, `${profile.name}, ${profile.jobTitle}`, [
    el('rect', { width, height, fill: paint.paper }),
    el('rect', { x: 0, y: 0, width: 16, height, fill: paint.accent }),
    text(otherFonts, 80, 170, 30, profile.jobTitle.toUpperCase(), {
      fill: paint.accentInk,
      'font-family': cardFonts.mono,
      'letter-spacing': 2,
    }),
    text(otherFonts, 80, 290, 96, profile.name, { fill: paint.ink, 'font-weight': 700 }),
    text(otherFonts, 80, 370, 40, profile.school, { fill: paint.muted }),
    el('rect', { x: 80, y: 430, width: 120, height: 4, fill: paint.accent }),
    text(otherFonts, 80, 500, 32, line, { fill: paint.muted }),
  ]);
}

/**
 * A tracked project's page: its name and tagline on soldermask black, over its
 * hero picture (given as a data: URL, fitted into the lower part of the card).
 */
export function projectCardSvg(
  profile: Profile,
  project: Pick<ProjectSummary, 'title' | 'tagline' | 'badge'>,
  heroDataUrl: string,
  otherFonts = cardFontsOnly,
  paint: CardBand = boardBand,
): string {
  return svgDocument(width, height, `${project.title}: ${project.tagline}`, [
    el('rect', { width, height, fill: paint.band }),
    text(
      otherFonts,
      80,
      100,
      26,
      `${project.badge.toUpperCase()} · ${profile.name.toUpperCase()}`,
      {
        fill: paint.highlightBright,
        'font-family': cardFonts.mono,
        'letter-spacing': 2,
      },
    ),
    text(otherFonts, 80, 190, 92, project.title, {
      fill: paint.ink,
      'font-weight': 700,
      'font-family': cardFonts.mono,
    }),
    text(otherFonts, 80, 250, 34, project.tagline, { fill: paint.inkDim }),
    el('image', {
      href: heroDataUrl,
      x: 80,
      y: 290,
      width: width - 160,
      height: height - 310,
      preserveAspectRatio: 'xMidYMid meet',
    }),
  ]);
}

/** An icon's letters: path data, and the transform that fits and centres them (site-assets.ts). */
export interface IconLetters {
  d: string;
  transform: string;
}

/**
 * The site's icon: the owner's initials (./monogram.ts), outlined, on the site's band; the band
 * alone without letters. The favicon has round corners; the app icons are square, as systems cut
 * their own shape from them.
 */
export function iconSvg(
  size: number,
  name: string,
  letters: IconLetters | undefined,
  paint: CardBand = boardBand,
  rounded = false,
): string {
  return svgDocument(size, size, name, [
    el('rect', {
      width: size,
      height: size,
      ...(rounded ? { rx: size * 0.22 } : {}),
      fill: paint.band,
    }),
    ...(letters ? [el('path', { ...letters, fill: paint.highlight })] : []),
  ]);
}
