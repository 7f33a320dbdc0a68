/**
 * A page's first frame draws its first part alone; the parts after it that are near the screen
 * follow, one a frame (issue 48). The parts after the first are left for later already
 * (`content-visibility: auto`, src/styles/index.css), but Chromium draws every such part within
 * one and a half screens below the viewport in the same frame, by a second style and layout
 * pass, to keep them from showing empty: on a phone, that is every part of Home and most of a
 * project page. Laying out their text the first time (shaping every word at every size, which the
 * browser caches for the pages after) made the first frame a task of 140 to 150 ms at a low-tier
 * phone's speed, the static twin's too (docs/decisions.md, "The first frame draws the first part").
 *
 * So an inline script in <head> marks <html data-first-frame> before anything paints, which holds
 * those parts undrawn (`content-visibility: hidden`: each keeps its place and its estimated size),
 * and lets them go one at a time, each in a task of its own after a frame: a part's first layout a
 * frame. Let go together, in the one task after the first frame, the near parts of Home made a
 * task of 54 to 77 ms at phone speed; one a frame, tasks of 21 to 37 (docs/decisions.md, "The
 * first frame draws the first part"). A held part paints nothing (`visibility: hidden` too): its
 * own box (the footer's border, a log entry's card) moved onto the screen when the part before it
 * was let go. On a phone's screen only (`phoneScreen`): there the first part fills the first
 * screen, so a held part begins below it or near its foot, and what follows a held part, 40rem
 * lower at least, is off the screen; nothing the visitor sees moves when it is drawn. On a tall
 * window a short first part would leave a held part's estimate, and the footer after it, on the
 * screen (found by review: the log on a 1,300 px window), so there nothing is held, as before.
 *
 * While a finger is down, no part is let go: a tap's own task comes before the next part's first
 * layout (docs/decisions.md, "No part let go while a finger is down").
 *
 * Not when the browser scrolls the page itself as it loads: to an anchor in the address, or back
 * to where the reader was (a reload, Back or Forward without the back-forward cache); the place
 * it scrolls to may lie in a held part. Without JavaScript, the page is drawn as before. A held
 * part is out of find in page and the accessibility tree until it is let go, a few frames.
 */

import { firstFrameAttribute, sectionIds } from './paths.ts';

export { firstFrameAttribute };
/** The screens it is drawn on: a phone's, held upright or sideways (up to 767 × 800 px). */
export const phoneScreen = '(max-width: 47.99rem) and (max-height: 50rem)';

const main = `#${sectionIds.main}`;
/** The parts of <main> and of the log's list held and let go one by one; those after go together. */
const ownSteps = { main: 9, entries: 6 };

/**
 * The parts held at the first frame, in page order, each with the word of the mark that holds it
 * (`<html data-first-frame="m2 m3 … f">`): the parts of <main> after its first (not the log's
 * list, whose entries are parts), the log's entries, then the footer: the parts
 * src/styles/index.css draws when near. The rules that hold them are written from this list
 * (tailwind.config.ts), and the head script lets them go in this order.
 */
export const heldParts: ReadonlyArray<readonly [word: string, selector: string]> = [
  ...Array.from({ length: ownSteps.main - 1 }, (_, index) => {
    const position = index + 2;
    return [`m${position}`, `${main} > :nth-child(${position}):not(ol)`] as const;
  }),
  ['m', `${main} > :nth-child(n + ${ownSteps.main + 1}):not(ol)`],
  ...Array.from(
    { length: ownSteps.entries },
    (_, index) => [`e${index + 1}`, `${main} > ol > li:nth-child(${index + 1})`] as const,
  ),
  ['e', `${main} > ol > li:nth-child(n + ${ownSteps.entries + 1})`],
  ['f', `${main} ~ footer`],
];

/** Runs in the page, from <head>. Inlined with Function.toString: it names nothing from outside but its arguments. */
function drawRestAfterFirstFrame(
  attribute: string,
  screen: string,
  parts: ReadonlyArray<readonly [string, string]>,
) {
  if (location.hash || !matchMedia(screen).matches) return;
  // Written without ?. so that a browser too old for it runs the rest of the head.
  const navigation = (
    performance.getEntriesByType ? performance.getEntriesByType('navigation') : []
  )[0] as PerformanceNavigationTiming | undefined;
  if (navigation && navigation.type !== 'navigate') return;
  const root = document.documentElement;
  // Methods, not named functions: the build runs under tsx, whose esbuild wraps a named
  // function in a __name() call the page does not have (inline-scripts.ts stops a build that does).
  const held = {
    parts: parts.slice(),
    mark() {
      root.setAttribute(attribute, held.parts.map((part) => part[0]).join(' '));
    },
    // Words that hold nothing on this page (no ninth part, no log) are dropped, not waited for.
    dropEmpty() {
      while (held.parts.length > 0 && !document.querySelector(held.parts[0]![1]))
        held.parts.shift();
    },
    // While a finger (or a mouse button) is down, no part is let go: the tap's own task (the
    // click, a restyle of the whole page for the other theme) comes first, and a part's first
    // layout, 80 to 150 ms at a low-tier phone's speed, does not stand before it. Let go again
    // once every finger has lifted (or the browser has taken the touch for a scroll), or a second
    // after a press at the latest, should its lift never come (a long press that opens a menu).
    presses: 0,
    /** The pointers down, each with the number of its press. */
    down: {} as Record<number, number>,
    waiting: false,
    fingerDown() {
      return Object.keys(held.down).length > 0;
    },
    // Typed as any event's: the listeners are added and removed by one call (`listening`).
    press(event: Event) {
      const id = (event as PointerEvent).pointerId;
      const press = ++held.presses;
      held.down[id] = press;
      setTimeout(() => {
        if (held.down[id] === press) held.lift(event);
      }, 1000);
    },
    lift(event: Event) {
      delete held.down[(event as PointerEvent).pointerId];
      if (!held.waiting || held.fingerDown()) return;
      held.waiting = false;
      held.next();
    },
    listening(on: boolean) {
      const options = { capture: true, passive: true };
      const method = on ? 'addEventListener' : 'removeEventListener';
      window[method]('pointerdown', held.press, options);
      window[method]('pointerup', held.lift, options);
      window[method]('pointercancel', held.lift, options);
    },
    // After each frame, in a task of its own, the next part the page has is let go, to be drawn
    // (if near) in the frame after: one part's first layout a frame, not all of them in one.
    next() {
      requestAnimationFrame(() =>
        setTimeout(() => {
          // The scroll to the timeline took the mark away to draw every part now (src/lib/timeline-scroll.ts).
          if (!root.hasAttribute(attribute)) return held.listening(false);
          if (held.fingerDown()) {
            held.waiting = true;
            return;
          }
          held.dropEmpty();
          held.parts.shift();
          held.dropEmpty();
          if (held.parts.length === 0) {
            root.removeAttribute(attribute);
            held.listening(false);
          } else {
            held.mark();
            held.next();
          }
        }),
      );
    },
  };
  held.listening(true);
  held.mark();
  held.next();
}

/** The head script, as text. */
export function firstFrameScript(): string {
  return `(${drawRestAfterFirstFrame.toString()})(${[firstFrameAttribute, phoneScreen, heldParts]
    .map((value) => JSON.stringify(value))
    .join(',')})`;
}

/**
 * The first frame waits until the app's whole HTML is parsed: a `<link rel="expect"
 * blocking="render">` in <head> (HTML's render-blocking; Chromium 124 and later, which a low-tier
 * Android phone runs; other browsers ignore it and draw as before) names `pageEnd`, an empty
 * element the build puts after the app's root (vite-settings.ts). Without it, on a loaded
 * machine Chromium drew frames while the HTML was still being read, and what arrived after moved
 * what was drawn (a layout shift seen in CI, and at six times slower): the navigation bar's
 * Search button at its right end until the menu and theme buttons after it arrived; a Home
 * link's second line ("PDF") arriving after its first. And the parts of <main> not yet read when
 * the mark went were then drawn all at once, held by nothing. Chromium does not wait for the end
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
