/**
 * The choices an owner's look is made of (content/look.yml, a tracked project's `look:`): the
 * named accents, neutrals, corners and materials, each with its colours. Data only: the build
 * derives every colour role of both schemes from them and checks that each reads
 * (scripts/site/look/), and the content's schema offers their names (src/content-model/schema/look.ts).
 *
 * The named colours come from a kept palette (Tailwind's, tailwindcss/colors) where it has
 * them; the board's (the sample's look) are the PCB's own materials (./palette.ts).
 */
import colors from 'tailwindcss/colors';
import { board, colourSchemes } from './palette.ts';

/** A #rrggbb colour. */
export type Hex = string;

/** The roles a neutral gives a scheme: the page's paper, its text and its lines. */
export interface NeutralRoles {
  surface: Hex;
  raised: Hex;
  sunken: Hex;
  ink: Hex;
  muted: Hex;
  line: Hex;
}

/** A Tailwind colour scale, 50 (palest) to 950 (darkest). */
type Scale = Record<
  '50' | '100' | '200' | '300' | '400' | '500' | '600' | '700' | '800' | '900' | '950',
  Hex
>;

/**
 * A neutral: the paper, ink and lines of both schemes, and the dark band (the navigation bar and
 * the bands of a project's page, where the project names no materials of its own). Either a
 * Tailwind grey scale, whose steps give the roles, or the roles written out.
 */
export type Neutral =
  | { scale: Scale }
  | { light: NeutralRoles; dark: NeutralRoles; band: MaterialName; bandInk: MaterialName };

/** The neutrals an owner picks from by name. */
export const neutrals = {
  // The board's: drawing paper and ink, and the soldermask's near-black (the sample's).
  paper: {
    light: pick(colourSchemes.light),
    dark: pick(colourSchemes.dark),
    band: 'soldermask-black',
    bandInk: 'silkscreen-white',
  },
  warm: { scale: colors.stone },
  cool: { scale: colors.gray },
  slate: { scale: colors.slate },
  grey: { scale: colors.neutral },
} as const satisfies Record<string, Neutral>;
export type NeutralName = keyof typeof neutrals;

function pick(scheme: NeutralRoles): NeutralRoles {
  const { surface, raised, sunken, ink, muted, line } = scheme;
  return { surface, raised, sunken, ink, muted, line };
}

/**
 * An accent: the colour of links, marks and the primary button's highlights, as it is drawn on
 * each scheme's paper; `ink` is a darker (light scheme) or lighter (dark scheme) one for text,
 * where a designer tuned it. Without it, the build derives the text colour from the accent.
 */
export interface Accent {
  light: Hex;
  dark: Hex;
  lightInk?: Hex;
  darkInk?: Hex;
}

/** An accent from a Tailwind scale: its 500 on paper and its 700 as text; 400 and 300 on dark. */
const fromScale = (scale: Scale): Accent => ({
  light: scale['500'],
  dark: scale['400'],
  lightInk: scale['700'],
  darkInk: scale['300'],
});

/** The accents an owner picks from by name; any #rrggbb is an accent too. */
export const accents = {
  // ENIG gold: the sample's, tuned by hand against the paper and the soldermask.
  gold: {
    light: colourSchemes.light.accent,
    dark: colourSchemes.dark.accent,
    lightInk: colourSchemes.light['accent-ink'],
    darkInk: colourSchemes.dark['accent-ink'],
  },
  copper: { light: '#b87333', dark: '#d08a4e' },
  red: fromScale(colors.red),
  orange: fromScale(colors.orange),
  amber: fromScale(colors.amber),
  yellow: fromScale(colors.yellow),
  green: fromScale(colors.green),
  teal: fromScale(colors.teal),
  cyan: fromScale(colors.cyan),
  blue: fromScale(colors.blue),
  indigo: fromScale(colors.indigo),
  violet: fromScale(colors.violet),
  pink: fromScale(colors.pink),
} as const satisfies Record<string, Accent>;
export type AccentName = keyof typeof accents;

/**
 * A material a project is made of, by the name an engineer gives it: the colour it is, and where a
 * designer tuned them, the shades the page draws of it (a raised area, a line, a dimmer or
 * brighter print). Without them the build derives the shades from the colour.
 */
export interface Material {
  colour: Hex;
  raised?: Hex;
  line?: Hex;
  dim?: Hex;
  bright?: Hex;
}

/** The materials a project's `look:` names; any #rrggbb is one too. */
export const materials = {
  'soldermask-black': { colour: board.mask, raised: board.maskRaised, line: board.maskLine },
  'soldermask-green': { colour: '#0f4a2c' },
  'soldermask-blue': { colour: '#0c2f5c' },
  'soldermask-red': { colour: '#7c1214' },
  'soldermask-white': { colour: '#f1f1ec' },
  'silkscreen-white': { colour: board.silk, dim: board.silkDim },
  'silkscreen-black': { colour: '#1a1a1a' },
  'enig-gold': { colour: board.gold, bright: board.goldBright },
  'hasl-silver': { colour: '#c3c7cb' },
  copper: { colour: '#c27c46' },
  brass: { colour: '#c2a24a' },
  aluminium: { colour: '#c8ccd0' },
  'stainless-steel': { colour: board.steel },
  'anodised-black': { colour: '#1c1d20' },
  'anodised-orange': { colour: '#e5661e' },
  'anodised-red': { colour: '#b4232c' },
  'anodised-blue': { colour: '#1f5fae' },
  'carbon-fibre': { colour: '#1b1c1e' },
  'pla-white': { colour: '#f2f1ed' },
  'pla-orange': { colour: '#f07a1a' },
  plywood: { colour: '#d9b98a' },
} as const satisfies Record<string, Material>;
export type MaterialName = keyof typeof materials;

/**
 * Corners: how round cards, buttons and pictures are, as a factor of the sample's radii
 * (tailwind.config.ts). Pills and dots stay round whatever is picked.
 */
export const corners = { square: 0, rounded: 1, round: 1.6 } as const;
export type CornersName = keyof typeof corners;

/** The look of a fork without content/look.yml, and of the sample: the board's. */
export const defaultLook = {
  accent: 'gold',
  neutral: 'paper',
  corners: 'rounded',
} as const satisfies { accent: AccentName; neutral: NeutralName; corners: CornersName };
