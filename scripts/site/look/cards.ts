/**
 * The drawn look as the files beside the pages use it: the browser's toolbar (theme-color, the
 * manifest), the link-preview cards and the icons (scripts/illustrations/social.ts, rule.ts), the
 * resume PDF's accent.
 */
import type { ColourSchemeName } from '../../../src/styles/colour-roles.ts';
import type { DrawnLook } from './colours.ts';
import { printPaper } from '../../../src/styles/palette.ts';
import { readable } from './readable.ts';
import type { CardBand, CardPaper } from '../../illustrations/svg.ts';

export type { CardBand, CardPaper };

/**
 * What a link-preview card or an icon is drawn in: the owner's look, as the build draws it
 * (paperOf and bandOf below); the board's by default (scripts/illustrations/svg.ts).
 */
/** The browser toolbar's colour in each scheme: the page's own paper. */
export const toolbarOf = (look: DrawnLook): Record<ColourSchemeName, string> => ({
  light: look.schemes.light.surface,
  dark: look.schemes.dark.surface,
});

/** Home's and the resume's card: the light pages' paper, ink and accent. */
export function paperOf(look: DrawnLook): CardPaper {
  const { surface, ink, muted, accent } = look.schemes.light;
  return { paper: surface, ink, muted, accent, accentInk: look.schemes.light['accent-ink'] };
}

/** A project's card in its materials (`slug`), or the site's band (the icons, a project without). */
export function bandOf(look: DrawnLook, slug?: string): CardBand {
  const band = (slug !== undefined && look.projectBands[slug]) || look.band;
  return {
    band: band.band,
    ink: band['band-ink'],
    inkDim: band['band-ink-dim'],
    highlight: band.highlight,
    highlightBright: band['highlight-bright'],
  };
}

/** The resume PDF's accent: the links' colour of the light pages, as it reads on white paper. */
export const printAccentOf = (look: DrawnLook): string =>
  readable(look.schemes.light['accent-ink'], [printPaper], 4.5);
