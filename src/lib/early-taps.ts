/**
 * Taps made before the app runs are answered at once, not kept for later. Each
 * page is painted from its HTML and the app's script comes only after that
 * (after-first-paint.ts): on a slow phone the phone menu's button and the theme
 * toggle sit on the screen for a second or more before React is listening. An
 * inline script in <head> (./early-tap-script.ts) answers a tap on either itself, in
 * the next frame (issue 40 measured a tap kept and replayed by the app answered
 * 0.4 to 2.8 s after the touch at a low-tier phone's speed; issue 48, the menu):
 * - the theme toggle (`data-early-tap="theme"`): the other theme, shown and
 *   stored as the head's own theme script does (src/lib/theme.ts, showTheme),
 *   and its pressed state;
 * - the phone menu's button (`data-early-tap="menu"`): the list its
 *   aria-controls names shown or hidden, aria-expanded, and its label swapped
 *   with the one it keeps for its other state (`data-other-label`). The list's
 *   links are plain links, usable at once.
 * The app then takes each as it is: the theme showing (as it always reads it),
 * and the menu open (NavBar reads its button's aria-expanded once hydrated).
 * Every other control a visitor can reach before the app runs is a link that
 * works by itself (docs/decisions.md, "Before the app runs").
 *
 * The same script marks <html data-js> before the first paint: the `js:`
 * variant shows those buttons from then on, where a page without JavaScript
 * shows working links instead of dead buttons. If the app fails before it
 * takes the page (its script's file gone after a redeploy, a script error, a
 * start that throws), the mark goes and the page is as it is without
 * JavaScript again; after that, an error elsewhere changes nothing.
 *
 * The head script answers until hydration is done, not only until it starts
 * (holdTapsWhileHydrating): React, handed a tap or a key while it hydrates,
 * hydrates all the rest of the page at once, in that event's task (a task of
 * 200 to 350 ms at a low-tier phone's speed, traced), where on its own it
 * hydrates in slices of a few milliseconds. So until the app's first commit,
 * React is not handed those events at all; the head script answers its two
 * buttons, every other control does what it does before the app runs (a link
 * is followed), and at the commit the app takes the page as it is, so no tap
 * is answered twice.
 */

/** Where the head script keeps its token while it answers taps; the app takes it away. */
export const takenName = '__earlyTaps';

/** The mark of a button whose tap before the app runs the head script answers. */
export const earlyTapMark = 'data-early-tap';
/** The theme toggle's mark, as a button's props: `<button {...answersEarlyThemeTaps}>`. */
export const answersEarlyThemeTaps = { [earlyTapMark]: 'theme' } as const;
/** The phone menu button's mark. */
export const answersEarlyMenuTaps = { [earlyTapMark]: 'menu' } as const;
/** Where the menu's button keeps the label of its other state, for the head script to swap in. */
export const otherLabelAttribute = 'data-other-label';

type WithToken = typeof window & { [takenName]?: object };

/** Stops the head script answering taps: the app answers them from now on. */
export function takeEarlyTaps(): void {
  (window as WithToken)[takenName] = undefined;
}

/**
 * The events React answers, while the page is not yet hydrated, by hydrating everything left at
 * once inside the event's own task: those it calls discrete (a tap's, a key's, a text input's;
 * React DOM 19.x, `discreteReplayableEvents` and `dispatchEvent` in react-dom-client). The
 * continuous ones (a pointer or the focus moving onto the page) are left to it: it only keeps them
 * to replay, and hurries nothing but a Suspense boundary, which the pages do not have.
 */
const eventsHurryingHydration = (
  'mousedown mouseup touchcancel touchend touchstart auxclick dblclick pointercancel pointerdown ' +
  'pointerup dragend dragstart drop compositionend compositionstart keydown keypress keyup input ' +
  'textInput copy cut paste click change contextmenu reset'
).split(' ');

/**
 * Keeps from React, until its first commit, every event that would hurry its hydration (above),
 * and leaves the head script answering taps until then: the returned function, called at that
 * commit (before the browser paints it), hands both over. The events are stopped on `container`,
 * React's own root, ahead of React's listeners there (this one is added first): what listens on
 * the window or the document in the capture phase (the head script, src/app/start.tsx's prefetch) hears
 * them first, nothing after, and what the browser does by itself (a link followed, the page
 * scrolled, focus moved) is untouched.
 * Passive, so a touch never waits on the main thread to scroll.
 */
export function holdTapsWhileHydrating(container: HTMLElement): () => void {
  const hold = (event: Event) => event.stopImmediatePropagation();
  const options = { capture: true, passive: true };
  for (const type of eventsHurryingHydration) container.addEventListener(type, hold, options);
  return () => {
    for (const type of eventsHurryingHydration) container.removeEventListener(type, hold, options);
    takeEarlyTaps();
    // The app runs: its buttons show, even if an error elsewhere made the head script take the
    // page back to its JavaScript-free form while React hydrated.
    document.documentElement.setAttribute('data-js', '');
  };
}

/** The app could not start: the page stays as it is without JavaScript. */
export function abandonEarlyTaps(): void {
  takeEarlyTaps();
  document.documentElement.removeAttribute('data-js');
  // A menu the head script opened closes: the bar shows its links now, and would list them twice.
  for (const button of document.querySelectorAll(`button[${earlyTapMark}="menu"]`)) {
    const list = document.getElementById(button.getAttribute('aria-controls') ?? '');
    if (list) list.hidden = true;
    button.setAttribute('aria-expanded', 'false');
  }
}
