/**
 * The type families an owner may pick in content/look.yml for headings, text and figures, and
 * the npm package each is served from (the site's own copy, never a font CDN). `system` is the
 * default: the visitor's own interface font, which downloads nothing.
 */
export const fontFamilies = {
  Inter: { package: '@fontsource/inter', kind: 'sans' },
  'IBM Plex Sans': { package: '@fontsource/ibm-plex-sans', kind: 'sans' },
  'Source Sans 3': { package: '@fontsource/source-sans-3', kind: 'sans' },
  'Atkinson Hyperlegible': { package: '@fontsource/atkinson-hyperlegible', kind: 'sans' },
  'Space Grotesk': { package: '@fontsource/space-grotesk', kind: 'sans' },
  'JetBrains Mono': { package: '@fontsource/jetbrains-mono', kind: 'mono' },
  'IBM Plex Mono': { package: '@fontsource/ibm-plex-mono', kind: 'mono' },
} as const satisfies Record<string, { package: string; kind: 'sans' | 'mono' }>;
export type FontFamilyName = keyof typeof fontFamilies;

/** What each font field of look.yml accepts: system, or a family above. */
export const fontChoices = ['system', ...Object.keys(fontFamilies)] as [
  'system',
  ...FontFamilyName[],
];
export type FontChoice = 'system' | FontFamilyName;
