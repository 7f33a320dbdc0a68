/**
 * Link-preview cards (1200 × 630, Open Graph and Twitter) and the app icon,
 * drawn as SVG and rasterised to PNG at build time (scripts/build/site-assets.ts).
 * They use the fonts bundled for that step, named here, so every machine draws the same.
 */
import { pcbrule } from '../../src/content/pcbrule';
import { profile } from '../../src/content/profile';
import { rule } from './rule';
import { colours, el, svgDocument } from './svg';

export const cardFonts = { sans: 'Inter', mono: 'JetBrains Mono' } as const;
export const cardSize = { width: 1200, height: 630 } as const;

const { width, height } = cardSize;

function text(
  x: number,
  y: number,
  size: number,
  content: string,
  attrs: Record<string, string | number> = {},
): string {
  return el('text', { x, y, 'font-size': size, 'font-family': cardFonts.sans, ...attrs }, content);
}

/** Home: the owner's name and role on paper, with the rule along the bottom. */
export function homeCardSvg(): string {
  return svgDocument(width, height, `${profile.name}, ${profile.jobTitle}`, [
    el('rect', { width, height, fill: colours.paper }),
    el('rect', { x: 0, y: 0, width: 16, height, fill: colours.gold }),
    text(80, 150, 30, profile.jobTitle.toUpperCase(), {
      fill: colours.accent,
      'font-family': cardFonts.mono,
      'letter-spacing': 2,
    }),
    text(80, 250, 96, profile.name, { fill: colours.ink, 'font-weight': 700 }),
    text(80, 320, 38, profile.school, { fill: colours.inkSoft }),
    text(80, 390, 30, 'Portfolio · PCBrule, a slide rule made from PCBs', {
      fill: colours.inkSoft,
    }),
    el('g', { transform: 'translate(80 450) scale(0.96)' }, rule({ coarse: true })),
  ]);
}

/** The project page: the rule itself on soldermask black, with its name and tagline. */
export function pcbruleCardSvg(): string {
  return svgDocument(width, height, `${pcbrule.title}: ${pcbrule.tagline}`, [
    el('rect', { width, height, fill: colours.mask }),
    text(80, 110, 28, `${pcbrule.badge.toUpperCase()} · ${profile.name.toUpperCase()}`, {
      fill: colours.goldBright,
      'font-family': cardFonts.mono,
      'letter-spacing': 2,
    }),
    text(80, 215, 110, pcbrule.title, {
      fill: colours.silk,
      'font-weight': 700,
      'font-family': cardFonts.mono,
    }),
    text(80, 280, 38, pcbrule.tagline, { fill: colours.silkDim }),
    el(
      'g',
      { transform: 'translate(61 335) scale(0.8)' },
      rule({ slideOffset: Math.log10(2), cursorAt: Math.log10(6) }),
    ),
  ]);
}

/** The app icon for PNG favicons and the web manifest: the favicon's mark with room to spare. */
export function appIconSvg(): string {
  return svgDocument(512, 512, 'PCBrule', [
    el('rect', { width: 512, height: 512, fill: colours.mask }),
    el('rect', { x: 96, y: 168, width: 320, height: 56, rx: 10, fill: colours.gold }),
    el('rect', { x: 148, y: 236, width: 268, height: 48, rx: 10, fill: colours.silk }),
    el('rect', { x: 96, y: 296, width: 320, height: 56, rx: 10, fill: colours.gold }),
    el('path', { d: 'M208 136v240', stroke: colours.hairline, 'stroke-width': 14 }),
  ]);
}
