/**
 * The board's colours, written once: the PCB's materials, the drawing paper, and the sample's look
 * as a designer tuned it (the `paper` neutral, the `gold` accent and the `soldermask-black`,
 * `silkscreen-white` and `enig-gold` materials of src/styles/looks.ts are these). The pages' colours
 * are drawn from the owner's look at build time (scripts/site/look/); these stay the object's.
 */

/**
 * The PCB's own materials. They look the same in both schemes: the board drawings
 * (scripts/illustrations/), the slide rule's print and hairline (tailwind.config.ts) and the
 * sample's project materials (src/styles/looks.ts) are the same board.
 */
export const board = {
  mask: '#0e1211',
  maskRaised: '#171d1b',
  maskLine: '#2c3532',
  silk: '#f3f2ec',
  silkDim: '#b9bdb6',
  gold: '#d6b04c',
  goldBright: '#e8c866',
  // The cursor's hairline.
  hairline: '#d2452f',
  // The bare board, seen edge-on in the stack-up drawing.
  fr4: '#c8b98a',
  // The stainless shim and the screws.
  steel: '#9aa3a8',
} as const;

/**
 * The drawing paper of the CAD sheets and cards, and the desk the board lies on
 * in the board pictures. Light-scheme pages are the same paper and ink (below),
 * so a drawing sits on the page without a seam.
 */
export const drawing = {
  paper: '#faf8f3',
  paperLine: '#d9d3c4',
  ink: '#1c1b19',
  inkSoft: '#57544e',
  // Darker than the page's gold accent, so thin dimension lines and small lettering read on paper.
  accent: '#a27a12',
  desk: '#1d2322',
  // The desk's lighter middle, where its radial gradient starts.
  deskLit: '#26302d',
  // The top of the sample portrait's backdrop, fading into the board's gold.
  goldPale: '#e9dcb4',
} as const;

// The light accent's ink doubles as the focus ring: the accent itself is too pale to see on paper.
const lightAccentInk = '#805f08';
const light = {
  surface: drawing.paper,
  raised: '#ffffff',
  sunken: '#f1eee5',
  ink: drawing.ink,
  muted: drawing.inkSoft,
  line: '#ded8cb',
  accent: '#c9a227',
  'accent-ink': lightAccentInk,
  done: '#156939',
  'done-soft': '#def1e5',
  now: '#8a5204',
  'now-soft': '#fcf0cd',
  focus: lightAccentInk,
} as const;

/**
 * The sample's scheme roles as a designer tuned them: light is paper, ink and one gold accent;
 * dark borrows the board's near-black soldermask and its gold. The `paper` neutral and the `gold`
 * accent (src/styles/looks.ts) are these, and the statuses of every look; the build checks them
 * like any owner's colours (scripts/site/look/).
 */
export const colourSchemes = {
  light,
  dark: {
    surface: '#0e1110',
    raised: '#171c1a',
    sunken: '#090b0a',
    ink: '#eceae3',
    muted: '#aaaea6',
    line: '#323a37',
    accent: board.gold,
    'accent-ink': board.goldBright,
    done: '#70d696',
    'done-soft': '#143020',
    now: '#f0c45a',
    'now-soft': '#362a0c',
    focus: board.goldBright,
  },
} as const satisfies Record<string, Record<keyof typeof light, string>>;

/** White paper: print drops the schemes' surfaces for the sheet itself. */
export const printPaper = '#ffffff';

/** A #rrggbb colour's red, green and blue, 0–255. */
export function rgb(hex: string): [number, number, number] {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!match) throw new Error(`not a #rrggbb colour: ${hex}`);
  const [red, green, blue] = match.slice(1).map((pair) => parseInt(pair, 16));
  return [red!, green!, blue!];
}

/** A colour as "R G B", the form CSS variables need so Tailwind's opacity modifiers work on them. */
export const channels = (hex: string): string => rgb(hex).join(' ');
