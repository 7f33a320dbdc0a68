/**
 * The family the build declares, in each page's <head>, for the letters of a script no system's
 * interface font has (Devanagari, Arabic, Chinese): a subset of Noto holding the site's own
 * letters of it (scripts/site/pages/web-fonts.ts). Last in Tailwind's font stacks, so the
 * system's fonts draw everything they can and the page falls back on it before the system's
 * own fallback, which a computer without such a font does not have. A site whose text has no
 * such letter declares nothing under the name, and the browser passes it over.
 */
export const scriptFallbackFamily = 'Noto Script Fallback';
