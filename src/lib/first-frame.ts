/**
 * A page's first frame is drawn once its HTML is whole. The parts after the first are drawn when
 * near (`content-visibility: auto`, src/styles/index.css); on a phone Chromium draws every such
 * part within one and a half screens below the viewport in that same frame, as the static twin
 * does.
 *
 * Until issue 67 an inline script here held those parts undrawn at the first frame and let them go
 * one a frame after it (issue 48, when the bar was a fixed 100 ms a task). Measured against the
 * twin, that put a part's first layout (90 to 190 ms at a low-tier phone's speed) after the first
 * paint, where a visitor's first tap lands, in place of before it, where the twin does it: a tap
 * on the theme toggle at the first paint waited 200 ms against the twin's 108, and 124 without
 * the holding. The page's longest task is then the first frame's, the twin's own work, ours a
 * little longer on some pages (figures and what is left: docs/decisions.md, "The first frame
 * draws the whole screen's parts, as the twin's does").
 */

/**
 * The first frame waits until the app's whole HTML is parsed: a `<link rel="expect"
 * blocking="render">` in <head> (HTML's render-blocking; Chromium 124 and later, which a low-tier
 * Android phone runs; other browsers ignore it and draw as before) names `pageEnd`, an empty
 * element the build puts after the app's root (vite-settings.ts). Without it, on a loaded
 * machine Chromium drew frames while the HTML was still being read, and what arrived after moved
 * what was drawn (a layout shift seen in CI, and at six times slower): the navigation bar's
 * Search button at its right end until the menu and theme buttons after it arrived; a Home
 * link's second line ("PDF") arriving after its first. And the parts of <main> not yet read when
 * the first frame was drawn came in frames of their own. Chromium does not wait for the end
 * of the element named, only for it: waiting for `#main-content`, the Home link's line still
 * moved (1 run in 10 at six times slower), and waiting for the footer, its contact links did on
 * a tall window (the list drawn with its first link alone, then with all three: 2 runs in 5 of
 * the browser test at six times slower). So the element named comes after everything drawn.
 */
export const pageEnd = 'page-end';
export const firstFrameWaitsFor = {
  rel: 'expect',
  href: `#${pageEnd}`,
  blocking: 'render',
} as const;
