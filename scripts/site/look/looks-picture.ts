/**
 * The README's picture of three looks side by side on a phone (docs/looks.svg, written by
 * `npm run draw`): the top of Home drawn in the colours the build draws from each look
 * (scripts/site/look/), so the picture can never show a colour the site would not.
 */
import { lookSchema, type Look } from '../../../src/content-model/schema';
import { corners as cornerFactors } from '../../../src/styles/looks';
import { composite, drawLook } from './index.ts';
import { colours, el, monoFont, sansFont, svgDocument } from '../../illustrations/svg';

/** The three looks: the sample's, a pale yellow on cool greys, and a dark accent on warm paper. */
export const pictureLooks: Array<{ label: string; look: Look }> = [
  { label: 'gold · paper · rounded', look: lookSchema.parse({}) },
  {
    label: '#ffd400 · cool · square',
    look: lookSchema.parse({ accent: '#ffd400', neutral: 'cool', corners: 'square' }),
  },
  {
    label: '#1e3a8a · warm · round',
    look: lookSchema.parse({ accent: '#1e3a8a', neutral: 'warm', corners: 'round' }),
  },
];

/** Where the picture is, from the top of the repository: the README shows it. */
export const looksDrawing = 'docs/looks.svg';

const phone = { width: 300, height: 540, gap: 28 };

/** One phone: the navigation bar, the name, a badge, the bio, a link and the featured card. */
function phoneOf(x: number, { label, look }: (typeof pictureLooks)[number]): string[] {
  const drawn = drawLook(look, []);
  const page = drawn.schemes.light;
  const band = drawn.band;
  const round = (rem: number) => rem * 16 * cornerFactors[look.corners];
  const line = (y: number, width: number) =>
    el('rect', { x: x + 20, y, width, height: 8, rx: 4, fill: page.muted, opacity: 0.55 });
  return [
    el('rect', { x, y: 0, width: phone.width, height: phone.height, rx: 28, fill: page.surface }),
    el('rect', { x, y: 0, width: phone.width, height: 56, fill: band.band }),
    el(
      'text',
      { x: x + 20, y: 34, fill: band['band-ink'], 'font-family': monoFont, 'font-size': 15 },
      'Your Name',
    ),
    el('circle', { cx: x + phone.width - 28, cy: 28, r: 7, fill: band.highlight }),
    el(
      'text',
      {
        x: x + 20,
        y: 104,
        fill: page.ink,
        'font-family': sansFont,
        'font-size': 30,
        'font-weight': 700,
      },
      'Your Name',
    ),
    el('rect', {
      x: x + 20,
      y: 120,
      width: 190,
      height: 26,
      rx: 13,
      fill: composite(page.accent, 0.1, page.surface),
      stroke: page.accent,
      'stroke-opacity': 0.6,
    }),
    el(
      'text',
      {
        x: x + 34,
        y: 138,
        fill: page['accent-ink'],
        'font-family': sansFont,
        'font-size': 12,
        'font-weight': 600,
      },
      'Mechanical Engineering',
    ),
    line(166, 250),
    line(182, 230),
    line(198, 190),
    el(
      'text',
      {
        x: x + 20,
        y: 234,
        fill: page['accent-ink'],
        'font-family': sansFont,
        'font-size': 15,
        'font-weight': 600,
      },
      'Read the resume →',
    ),
    el('rect', { x: x + 20, y: 240, width: 138, height: 2, fill: page.accent }),
    el('rect', {
      x: x + 20,
      y: 266,
      width: phone.width - 40,
      height: 250,
      rx: round(1.5),
      fill: page.raised,
      stroke: page.line,
    }),
    // The card's picture: the band, its top corners the card's own.
    el('rect', {
      x: x + 21,
      y: 267,
      width: phone.width - 42,
      height: 90,
      rx: round(1.5) - 1,
      fill: band.band,
    }),
    el('rect', { x: x + 21, y: 300, width: phone.width - 42, height: 57, fill: band.band }),
    el('rect', {
      x: x + 46,
      y: 292,
      width: phone.width - 92,
      height: 14,
      rx: 3,
      fill: band.highlight,
    }),
    el('rect', {
      x: x + 64,
      y: 312,
      width: phone.width - 110,
      height: 12,
      rx: 3,
      fill: band['band-ink'],
    }),
    el(
      'text',
      {
        x: x + 40,
        y: 392,
        fill: page.ink,
        'font-family': sansFont,
        'font-size': 22,
        'font-weight': 700,
      },
      'Featured project',
    ),
    el('circle', { cx: x + 44, cy: 412, r: 3, fill: page.accent }),
    el('rect', {
      x: x + 54,
      y: 408,
      width: 170,
      height: 8,
      rx: 4,
      fill: page.muted,
      opacity: 0.55,
    }),
    el('rect', { x: x + 40, y: 440, width: 180, height: 40, rx: round(0.75), fill: page.ink }),
    el(
      'text',
      {
        x: x + 58,
        y: 465,
        fill: page.surface,
        'font-family': sansFont,
        'font-size': 13,
        'font-weight': 600,
      },
      'View the timeline',
    ),
    el(
      'text',
      {
        x: x + phone.width / 2,
        y: phone.height + 24,
        fill: colours.inkSoft,
        'font-family': monoFont,
        'font-size': 14,
        'text-anchor': 'middle',
      },
      label,
    ),
  ];
}

/** The three phones side by side, each labelled with its look. */
export function looksSvg(): string {
  const width = pictureLooks.length * phone.width + (pictureLooks.length - 1) * phone.gap;
  return svgDocument(
    width,
    phone.height + 36,
    'Three looks of the same Home page: the sample, a yellow one and a dark blue one',
    pictureLooks.flatMap((look, index) => phoneOf(index * (phone.width + phone.gap), look)),
  );
}
