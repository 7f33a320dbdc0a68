/**
 * The family the build declares, in each page's <head>, for the letters of a script no system's
 * interface font has (Devanagari, Arabic, Chinese): a subset of Noto holding the site's own
 * letters of it (scripts/site/pages/web-fonts.ts). Last in Tailwind's font stacks, so the
 * system's fonts draw everything they can and the page falls back on it before the system's
 * own fallback, which a computer without such a font does not have. A site whose text has no
 * such letter declares nothing under the name, and the browser passes it over.
 */
export const scriptFallbackFamily = 'Noto Script Fallback';

/**
 * The three roles type plays on the pages, each a CSS variable the build sets in a page's <head>
 * when the owner picks a family for it in content/look.yml (scripts/site/pages/look-fonts.ts).
 * Unset (`system`, the default, and `npm run dev`), each falls back on the visitor's own fonts.
 */
export const fontRoles = ['body', 'headings', 'figures'] as const;
export type FontRole = (typeof fontRoles)[number];

/**
 * The visitor's own fonts for each role: the platform's interface font for text and headings,
 * its monospace for figures; then Tailwind 3.4's default stacks (written out here, so the app's
 * side never imports Tailwind, and each family once, as the minifier wrote them before); the
 * script fallback last, always.
 */
const systemSans = [
  'system-ui',
  '-apple-system',
  '"Segoe UI"',
  'Roboto',
  'ui-sans-serif',
  'sans-serif',
  '"Apple Color Emoji"',
  '"Segoe UI Emoji"',
  '"Segoe UI Symbol"',
  '"Noto Color Emoji"',
  `"${scriptFallbackFamily}"`,
];
const systemMono = [
  'ui-monospace',
  '"SFMono-Regular"',
  '"Cascadia Mono"',
  'Menlo',
  'Consolas',
  'Monaco',
  '"Liberation Mono"',
  '"Courier New"',
  'monospace',
  `"${scriptFallbackFamily}"`,
];
export const systemStacks: Record<FontRole, readonly string[]> = {
  body: systemSans,
  headings: systemSans,
  figures: systemMono,
};

/** The CSS variable holding a role's font stack: `--font-body`. */
export const roleVariable = (role: FontRole) => `--font-${role}`;

/**
 * A role's font-family value: the variable the build may set, else the system's stack, without
 * spaces (the minifier leaves a var() fallback as it is written). Headings inherit, as they did
 * before there were roles: without a chosen family they are drawn in their parent's.
 */
export const roleFontFamily = (role: FontRole) =>
  `var(${roleVariable(role)},${role === 'headings' ? 'inherit' : systemStacks[role].join(',')})`;
