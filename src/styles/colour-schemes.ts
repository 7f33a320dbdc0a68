/**
 * The scheme-dependent colour roles, one source for the stylesheet (a Tailwind
 * plugin in tailwind.config.ts writes them as CSS variables), the browser's
 * toolbar colour and the theme toggle. Values are "R G B" so Tailwind's
 * opacity modifiers work. Light is paper, ink and one gold accent; dark borrows
 * the PCB's matte-black soldermask. Every text/background pair passes WCAG AA
 * (checked by axe in e2e/accessibility.e2e.ts, in both schemes).
 */
export const colourSchemes = {
  light: {
    surface: '250 248 243',
    raised: '255 255 255',
    sunken: '241 238 229',
    ink: '28 27 25',
    muted: '87 84 78',
    line: '222 216 203',
    accent: '201 162 39',
    'accent-ink': '128 95 8',
    done: '21 105 57',
    'done-soft': '222 241 229',
    now: '138 82 4',
    'now-soft': '252 240 205',
    focus: '128 95 8',
  },
  dark: {
    surface: '14 17 16',
    raised: '23 28 26',
    sunken: '9 11 10',
    ink: '236 234 227',
    muted: '170 174 166',
    line: '50 58 55',
    accent: '214 176 76',
    'accent-ink': '232 200 102',
    done: '112 214 150',
    'done-soft': '20 48 32',
    now: '240 196 90',
    'now-soft': '54 42 12',
    focus: '232 200 102',
  },
} as const;

export type ColourScheme = keyof typeof colourSchemes;
export type ColourRole = keyof (typeof colourSchemes)['light'];

/** A role's colour as #rrggbb, for places that cannot read CSS variables (meta theme-color, the manifest). */
export function hexColour(scheme: ColourScheme, role: ColourRole): string {
  return `#${colourSchemes[scheme][role]
    .split(' ')
    .map((channel) => Number(channel).toString(16).padStart(2, '0'))
    .join('')}`;
}

/** The browser toolbar's colour in each scheme: the page's own surface. */
export const toolbarColours: Record<ColourScheme, string> = {
  light: hexColour('light', 'surface'),
  dark: hexColour('dark', 'surface'),
};
