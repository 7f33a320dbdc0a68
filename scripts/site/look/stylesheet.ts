/**
 * The look as CSS variables: each colour role of each scheme, the site's band, each project's
 * band under its `data-look` attribute, and the corners' factor. Tailwind's colours and radii read
 * them (tailwind.config.ts), so the stylesheet holds every colour once, in "R G B" form for
 * Tailwind's opacity modifiers. Served to the app as virtual:look.css (../content/plugin.ts).
 */
import { channels } from '../../../src/styles/palette.ts';
import {
  chosenDark,
  chosenLight,
  onScreen,
  projectLookAttribute,
  systemDark,
} from '../../../src/styles/colour-roles.ts';
import type { DrawnLook } from './colours.ts';

/** Declarations of CSS variables holding each colour as "R G B". */
const variables = (colours: Record<string, string>): string =>
  Object.entries(colours)
    .map(([name, hex]) => `--${name}:${channels(hex)}`)
    .join(';');

/** The stylesheet of a drawn look. */
export function lookStylesheet(look: DrawnLook): string {
  const { light, dark } = look.schemes;
  const darkScheme = `color-scheme:dark;${variables(dark)}`;
  return [
    `:root{color-scheme:light;${variables(light)};${variables(look.band)};--corners:${look.corners}}`,
    `${systemDark}{:root:not(${chosenLight}){${darkScheme}}}`,
    `${onScreen}{:root${chosenDark}{${darkScheme}}}`,
    ...Object.entries(look.projectBands).map(
      ([slug, band]) => `[${projectLookAttribute}="${slug}"]{${variables(band)}}`,
    ),
    // On the band, the focus ring is the band's own.
    `.board{--focus:var(--band-focus)}`,
  ].join('\n');
}
