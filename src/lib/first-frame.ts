/**
 * A page's first frame draws its first part alone; the parts after it that are near the screen
 * follow in the next task (issue 48). The parts after the first are left for later already
 * (`content-visibility: auto`, src/styles/index.css), but Chromium draws every such part within
 * one and a half screens below the viewport in the same frame, by a second style and layout
 * pass, to keep them from showing empty: on a phone, that is every part of Home and most of a
 * project page. Laying out their text the first time (shaping every word at every size, which the
 * browser caches for the pages after) made the first frame a task of 140 to 150 ms at a low-tier
 * phone's speed, the static twin's too (docs/decisions.md, "The first frame draws the first part").
 *
 * So an inline script in <head> marks <html data-first-frame> before anything paints, which
 * holds those parts undrawn (`content-visibility: hidden`: each keeps its place and its estimated
 * size), and takes the mark away in a task of its own after the first frame. On a phone's screen
 * only (`phoneScreen`): there the first part fills the first screen, so a held part
 * begins below it or near its foot, and what follows a held part, 40rem lower at least, is off
 * the screen; nothing the visitor sees moves when it is drawn. On a tall window a short first
 * part would leave a held part's estimate, and the footer after it, on the screen (found by
 * review: the log on a 1,300 px window), so there nothing is held, as before.
 *
 * Not when the browser scrolls the page itself as it loads: to an anchor in the address, or back
 * to where the reader was (a reload, Back or Forward without the back-forward cache); the place
 * it scrolls to may lie in a held part. Without JavaScript, the page is drawn as before. A held
 * part is out of find in page and the accessibility tree for that frame.
 */

import { sectionIds } from './paths';

/** The mark on <html> while the first frame is drawn. */
export const firstFrameAttribute = 'data-first-frame';
/** The screens it is drawn on: a phone's, held upright or sideways (up to 767 × 800 px). */
export const phoneScreen = '(max-width: 47.99rem) and (max-height: 50rem)';

/** Runs in the page, from <head>. Inlined with Function.toString: it names nothing from outside but its arguments. */
function drawRestAfterFirstFrame(attribute: string, screen: string) {
  if (location.hash || !matchMedia(screen).matches) return;
  // Written without ?. so that a browser too old for it runs the rest of the head.
  const navigation = (
    performance.getEntriesByType ? performance.getEntriesByType('navigation') : []
  )[0] as PerformanceNavigationTiming | undefined;
  if (navigation && navigation.type !== 'navigate') return;
  const root = document.documentElement;
  root.setAttribute(attribute, '');
  requestAnimationFrame(() => setTimeout(() => root.removeAttribute(attribute)));
}

/** The head script, as text. */
export function firstFrameScript(): string {
  return `(${drawRestAfterFirstFrame.toString()})(${[firstFrameAttribute, phoneScreen]
    .map((value) => JSON.stringify(value))
    .join(',')})`;
}

/**
 * The first frame waits until the page is parsed down to its footer, after <main>: a
 * `<link rel="expect" blocking="render">` in <head> (HTML's render-blocking; Chromium 124 and
 * later, which a low-tier Android phone runs; other browsers ignore it and draw as before).
 * Without it, on a loaded machine Chromium drew frames while the HTML was still being read, and
 * what arrived after moved what was drawn (a layout shift seen in CI, and at six times slower):
 * the navigation bar's Search button at its right end until the menu and theme buttons after it
 * arrived; a Home link's second line ("PDF") arriving after its first. And the parts of <main>
 * not yet read when the mark went were then drawn all at once, held by nothing. It waits for
 * the footer, not <main>: waiting for `#main-content`, the Home link's line still moved (1 run
 * in 10 at six times slower), so Chromium does not wait for the end of the element named. A
 * page with no footer is drawn when its parsing ends.
 */
export const firstFrameWaitsFor = {
  rel: 'expect',
  href: `#${sectionIds.footer}`,
  blocking: 'render',
} as const;
