/** Tailwind's theme and variants, built from src/styles/ where the scripts and tests read the same values. */
import type { Config } from 'tailwindcss';
import plugin from 'tailwindcss/plugin';
import { board, printPaper } from './src/styles/palette';
import {
  bandRoles,
  chosenDark,
  chosenLight,
  onScreen,
  schemeRoles,
  systemDark,
} from './src/styles/colour-roles';
import { roleFontFamily } from './src/styles/fonts';
import { anchorMargin, navHeight } from './src/styles/layout';

/** A colour read from a CSS variable holding "R G B", so Tailwind's opacity modifiers still work. */
const role = (name: string) => `rgb(var(--${name}) / <alpha-value>)`;

/**
 * Corner radii: the sample's, times the owner's corners factor (--corners, from content/look.yml:
 * 0 square, 1 rounded, 1.6 round); pills and dots (`rounded-full`) stay round whatever is picked.
 */
const radius = (rem: number) => `calc(${rem}rem * var(--corners, 1))`;
const radii = { sm: 0.125, DEFAULT: 0.25, md: 0.375, lg: 0.5, xl: 0.75, '2xl': 1, '3xl': 1.5 };

export default {
  // `dark:` follows the same rule as the colour roles (src/styles/colour-roles.ts).
  darkMode: [
    'variant',
    [
      `${systemDark} { &:not(:where(${chosenLight}, ${chosenLight} *)) }`,
      `${onScreen} { &:where(${chosenDark}, ${chosenDark} *) }`,
    ],
  ],
  // The site's own files; the tests (two fifths of src/ by size) ship no class, and scanning them
  // took a quarter of Tailwind's time in every build (the CSS is byte for byte the same without).
  content: ['./index.html', './src/**/*.{ts,tsx}', '!./src/**/*.test.{ts,tsx}'],
  // Declares the --tw-* defaults only on the elements whose utilities read them,
  // instead of on every element of the page (a quarter of a kilobyte less, gzip,
  // on every page's inlined stylesheet: scripts/site/pages/prerender.ts).
  // Tailwind warns on every build that the flag is experimental: the lockfile pins
  // its 3.4.x release, so it changes only with an upgrade, whose screenshots show it.
  experimental: { optimizeUniversalDefaults: true },
  // `hover:` only where a pointer hovers (a mouse, a trackpad): on a touch screen a tap left the
  // control's hover colours on after the finger lifted, and ran their 150 ms transition, five
  // properties a control, in the frames after every tap (issue 67: a theme tap at a low-tier
  // phone's speed, 176 → 148 ms a second after the first paint, the twin's 128).
  future: { hoverOnlyWhenSupported: true },
  // Opacity is written as a modifier (bg-done/60), never as bg-opacity-*; without
  // these plugins every colour utility is one declaration instead of two.
  corePlugins: {
    backgroundOpacity: false,
    borderOpacity: false,
    divideOpacity: false,
    placeholderOpacity: false,
    ringOpacity: false,
    textOpacity: false,
  },
  theme: {
    extend: {
      // Colours are named by the role they play (src/styles/colour-roles.ts), each a CSS variable
      // the build writes from the owner's look (scripts/site/look/stylesheet.ts): the page's roles
      // change with the scheme; the band's are what the project is made of, in both schemes.
      colors: {
        ...Object.fromEntries([...schemeRoles, ...bandRoles].map((name) => [name, role(name)])),
        // The slide rule's cursor hairline and print, as on its drawings (always the board's own
        // black and gold, whatever the look): part of the object.
        hairline: board.hairline,
        'rule-silk': { DEFAULT: board.silk, dim: board.silkDim },
        // The printed sheet (src/styles/index.css).
        'print-paper': printPaper,
      },
      borderRadius: Object.fromEntries(
        Object.entries(radii).map(([key, rem]) => [key, radius(rem)]),
      ),
      // Each role's family is a CSS variable the build sets from content/look.yml, with the
      // visitor's own fonts inside var() (src/styles/fonts.ts): font-headings is for headings.
      fontFamily: {
        sans: roleFontFamily('body'),
        headings: roleFontFamily('headings'),
        mono: roleFontFamily('figures'),
      },
      maxWidth: { page: '68rem' },
      // The sticky navigation bar (h-nav), and the scroll margin that lands an anchored
      // section clear of it (src/styles/index.css), from src/styles/layout.ts.
      spacing: { nav: `${navHeight}rem` },
      scrollMargin: { nav: `${anchorMargin}rem` },
      keyframes: {
        'pulse-ring': {
          '0%': { transform: 'scale(1)', opacity: '0.7' },
          '80%, 100%': { transform: 'scale(2.4)', opacity: '0' },
        },
        // The search dialog coming in (only for visitors who have not asked for less motion).
        'dialog-in': {
          from: { transform: 'translateY(-0.5rem)', opacity: '0' },
          to: { transform: 'none', opacity: '1' },
        },
      },
      animation: {
        'pulse-ring': 'pulse-ring 1.8s cubic-bezier(0, 0, 0.2, 1) infinite',
        'dialog-in': 'dialog-in 150ms ease-out',
      },
    },
  },
  plugins: [
    // `js:` applies where the page runs JavaScript and the app has not failed (the head script
    // marks <html data-js> before the first paint: src/lib/early-tap-script.ts), so controls that need
    // the app show from the first paint, their taps kept until it runs, and a page whose script
    // never runs, or failed, shows working links instead of dead buttons.
    plugin(({ addVariant }) => addVariant('js', 'html[data-js] &')),
    // `noscript:` applies where the browser runs no script at all (JavaScript off),
    // e.g. to hide instructions for controls that will never work.
    plugin(({ addVariant }) => addVariant('noscript', '@media (scripting: none)')),
  ],
} satisfies Config;
