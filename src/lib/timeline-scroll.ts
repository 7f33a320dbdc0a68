/**
 * `/<project>#timeline` scrolls to the project's timeline about 200 ms after the page is shown,
 * moves the focus to its heading and drops the hash from the address (docs/spec.md §2), whether
 * or not the app has started (issue 67). A visitor who follows the link cold gets it from an
 * inline script in <head> (timelineArrivalScript); a visitor already in the app, from Home's
 * timeline button, gets it from the app's scroll manager (src/components/layout/scroll-manager.tsx).
 * Both call the one function below. Before, only the app did it, once hydrated: in WebKit the
 * scroll came 1.1 to 2.0 s after the load event (issue 67's figures), and an app that starts later
 * would have made it later still.
 */

import { sectionIds, timelineHash, timelineScrollDelayMs, timelineScrollMs } from './paths.ts';

/** Where the scroll goes, by id: the inline script's arguments. */
export interface TimelinePlaces {
  hash: string;
  section: string;
  heading: string;
  main: string;
  /** The window property the head script sets when it takes the arrival on itself. */
  taken: string;
  /** How long the scroll takes, in ms. */
  durationMs: number;
}

export const timelinePlaces: TimelinePlaces = {
  hash: timelineHash,
  section: sectionIds.timeline,
  heading: sectionIds.timelineHeading,
  main: sectionIds.main,
  taken: '__timelineArrival',
  durationMs: timelineScrollMs,
};

/**
 * Scrolls to the timeline now, when the page has one, and says whether it did: smoothly over
 * `places.durationMs` (eased in and out, a frame at a time, towards where the timeline is in each
 * frame), or at once for a visitor who asked for less motion; a wheel, a touch, a key or Back stops
 * it where it is, and so does the page it was for going. Not the browser's own smooth scroll, whose length each browser chooses: Chromium's
 * took about 850 ms over the sample's project page, and the timeline was reached 1.1 to 1.3 s
 * after the load event. What lies before it is drawn first: parts below the first are drawn only
 * when the visitor nears them (src/styles/index.css), so a scroll passing them would see them grow
 * from their estimated height. The hash goes with `replaceState`, keeping the router's history
 * state, so a reload or a shared link starts at the top again.
 *
 * Inlined with Function.toString into the head script, so it names nothing from outside its
 * body but its argument, and declares no named function inside it (methods of an object only).
 */
export function scrollToTimeline(places: TimelinePlaces): boolean {
  const section = document.getElementById(places.section);
  if (!section) return false;
  const main = document.getElementById(places.main);
  for (let part: Element | null = section; part && part !== main; part = part.parentElement)
    for (let before = part.previousElementSibling; before; before = before.previousElementSibling)
      if (before instanceof HTMLElement) before.style.contentVisibility = 'visible';
  const heading = document.getElementById(places.heading);
  if (heading) heading.focus({ preventScroll: true });
  history.replaceState(history.state, '', location.pathname + location.search);
  if (matchMedia('(prefers-reduced-motion: reduce)').matches) {
    section.scrollIntoView({ behavior: 'instant', block: 'start' });
    return true;
  }
  const from = window.scrollY;
  const stops = ['wheel', 'touchstart', 'keydown', 'pointerdown', 'popstate'];
  const scroll = {
    start: -1,
    stopped: false,
    stop() {
      scroll.stopped = true;
      for (const type of stops) removeEventListener(type, scroll.stop, true);
    },
    frame(now: number) {
      // Stopped, or the page it was for is gone (the app drew another).
      if (scroll.stopped || !section.isConnected) return scroll.stop();
      if (scroll.start < 0) scroll.start = now;
      const done = Math.min(1, (now - scroll.start) / places.durationMs);
      const eased = done < 0.5 ? 2 * done * done : 1 - Math.pow(-2 * done + 2, 2) / 2;
      // Where the section's top meets its scroll margin (the room under the sticky bar), now.
      const margin = parseFloat(getComputedStyle(section).scrollMarginTop) || 0;
      const to = section.getBoundingClientRect().top + window.scrollY - margin;
      window.scrollTo({ top: from + (to - from) * eased, behavior: 'instant' });
      if (done < 1) requestAnimationFrame(scroll.frame);
      else scroll.stop();
    },
  };
  for (const type of stops) addEventListener(type, scroll.stop, true);
  requestAnimationFrame(scroll.frame);
  return true;
}

/**
 * Runs in the page, from <head>: on an address ending in the timeline's hash, once the page is
 * parsed (its first paint in Chromium waits for the whole page: src/lib/first-frame.ts,
 * firstFrameWaitsFor) and `delayMs` later, scrolls to the timeline if the page's HTML holds one,
 * and tells the app so (`places.taken`), which then leaves the arrival alone. A page whose HTML
 * holds no timeline (`npm run dev` draws the page in the browser) leaves it to the app.
 */
function scrollOnArrival(
  scroll: (places: TimelinePlaces) => boolean,
  places: TimelinePlaces,
  delayMs: number,
) {
  if (location.hash !== places.hash) return;
  const page = window as unknown as Record<string, unknown>;
  document.addEventListener(
    'DOMContentLoaded',
    () => {
      if (!document.getElementById(places.section)) return;
      page[places.taken] = true;
      setTimeout(() => {
        // Still asked for: the visitor has not gone elsewhere on the page meanwhile.
        if (location.hash === places.hash) scroll(places);
      }, delayMs);
    },
    { once: true },
  );
}

/** The inline <head> script that scrolls a cold `#timeline` address to the timeline. */
export function timelineArrivalScript(): string {
  return `(${scrollOnArrival.toString()})(${scrollToTimeline.toString()},${JSON.stringify(
    timelinePlaces,
  )},${timelineScrollDelayMs})`;
}

/** Whether the head script took this page's arrival on `#timeline` on itself. */
export function arrivalTakenByHead(): boolean {
  return (window as unknown as Record<string, unknown>)[timelinePlaces.taken] === true;
}

/**
 * The app draws another page than the HTML held (src/app/start.tsx): that page starts at its top,
 * wherever the head script scrolled the one it replaces, and answers its own address.
 */
export function forgetArrival(): void {
  delete (window as unknown as Record<string, unknown>)[timelinePlaces.taken];
  window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
}
