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
 * holds those parts undrawn (`content-visibility: hidden`, keeping their place and size), and
 * takes the mark away in a task of its own after the first frame. Not when the address names an
 * anchor: the browser scrolls to it as the page loads, and it may lie in one of those parts.
 * Without JavaScript, the page is drawn as before.
 */

/** The mark on <html> while the first frame is drawn. */
export const firstFrameAttribute = 'data-first-frame';

/** Runs in the page, from <head>. Inlined with Function.toString: it names nothing from outside but its argument. */
function drawRestAfterFirstFrame(attribute: string) {
  if (location.hash) return;
  const root = document.documentElement;
  root.setAttribute(attribute, '');
  requestAnimationFrame(() => setTimeout(() => root.removeAttribute(attribute)));
}

/** The head script, as text. */
export function firstFrameScript(): string {
  return `(${drawRestAfterFirstFrame.toString()})(${JSON.stringify(firstFrameAttribute)})`;
}
