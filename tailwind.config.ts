import type { Config } from 'tailwindcss';
import defaultTheme from 'tailwindcss/defaultTheme';
import plugin from 'tailwindcss/plugin';

/** A colour read from a CSS variable holding "R G B", so Tailwind's opacity modifiers still work. */
const role = (name: string) => `rgb(var(--${name}) / <alpha-value>)`;

export default {
  content: ['./index.html', './src/**/*.{ts,tsx}'],
  theme: {
    extend: {
      // Colours are named by the role they play. The scheme-dependent roles are
      // CSS variables set in src/styles/index.css for light and dark; the PCB
      // roles are the board's own materials and look the same in both schemes.
      colors: {
        surface: role('surface'),
        raised: role('raised'),
        sunken: role('sunken'),
        ink: role('ink'),
        muted: role('muted'),
        line: role('line'),
        accent: role('accent'),
        'accent-ink': role('accent-ink'),
        done: role('done'),
        'done-soft': role('done-soft'),
        now: role('now'),
        'now-soft': role('now-soft'),
        focus: role('focus'),
        mask: { DEFAULT: '#0e1211', raised: '#171d1b', line: '#2c3532' },
        silk: { DEFAULT: '#f3f2ec', dim: '#b9bdb6' },
        gold: { DEFAULT: '#d6b04c', bright: '#e8c866', deep: '#8f6c12' },
      },
      fontFamily: {
        sans: [
          'system-ui',
          '-apple-system',
          '"Segoe UI"',
          'Roboto',
          ...defaultTheme.fontFamily.sans,
        ],
        mono: [
          'ui-monospace',
          '"SFMono-Regular"',
          '"Cascadia Mono"',
          'Menlo',
          'Consolas',
          ...defaultTheme.fontFamily.mono,
        ],
      },
      maxWidth: { page: '68rem' },
      keyframes: {
        'pulse-ring': {
          '0%': { transform: 'scale(1)', opacity: '0.7' },
          '80%, 100%': { transform: 'scale(2.4)', opacity: '0' },
        },
      },
      animation: { 'pulse-ring': 'pulse-ring 1.8s cubic-bezier(0, 0, 0.2, 1) infinite' },
    },
  },
  plugins: [
    // `hydrated:` applies once the app has taken over the prerendered page
    // (src/app/router.tsx marks <html>), so controls that need JavaScript never
    // show on a page whose script has not run, or never will.
    plugin(({ addVariant }) => addVariant('hydrated', 'html[data-hydrated] &')),
  ],
} satisfies Config;
