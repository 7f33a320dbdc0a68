/**
 * Taps made before the app runs are answered at once, not kept for later. Each
 * page is painted from its HTML and the app's script comes only after that
 * (after-first-paint.ts): on a slow phone the phone menu's button and the theme
 * toggle sit on the screen for a second or more before React is listening. An
 * inline script in <head> (earlyTapScript) answers a tap on either itself, in
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
 * From the moment the app hands the page to React (takeEarlyTaps, just before
 * hydration), React itself keeps a tap: it hydrates at once what was tapped and
 * then handles the click, so the head script stops answering, and no tap is
 * answered twice.
 */

import { showTheme, storageKey } from './theme';

/** Where the head script keeps its token while it answers taps; the app takes it away. */
const takenName = '__earlyTaps';

/** The mark of a button whose tap before the app runs the head script answers. */
export const earlyTapMark = 'data-early-tap';
/** The theme toggle's mark, as a button's props: `<button {...answersEarlyThemeTaps}>`. */
export const answersEarlyThemeTaps = { [earlyTapMark]: 'theme' } as const;
/** The phone menu button's mark. */
export const answersEarlyMenuTaps = { [earlyTapMark]: 'menu' } as const;
/** Where the menu's button keeps the label of its other state, for the head script to swap in. */
export const otherLabelAttribute = 'data-other-label';

type WithToken = typeof window & { [takenName]?: object };

/**
 * Runs in the page, from <head>, before anything paints. Inlined with
 * Function.toString, so it names nothing from outside its body but its
 * arguments, and declares no named function inside it (the build's transform
 * would wrap one in a helper the page does not have).
 */
function answerEarlyTaps(
  taken: string,
  mark: string,
  otherLabel: string,
  themeKey: string,
  show: (theme: 'light' | 'dark') => void,
) {
  const root = document.documentElement;
  const page = window as unknown as Record<string, unknown>;
  // This script's own token: the app takes the page by taking it away.
  const own = {};
  page[taken] = own;
  root.setAttribute('data-js', '');
  document.addEventListener(
    'click',
    (event) => {
      // Until the app takes the page: after that, React handles taps.
      if (page[taken] !== own) return;
      const target = event.target as Element | null;
      const button = target && target.closest ? target.closest('button[' + mark + ']') : null;
      if (!button) return;
      if (button.getAttribute(mark) === 'menu') {
        // The phone menu: its list shown or hidden, and the button saying which.
        const list = document.getElementById(button.getAttribute('aria-controls') || '');
        if (!list) return;
        const open = button.getAttribute('aria-expanded') !== 'true';
        button.setAttribute('aria-expanded', String(open));
        const label = button.getAttribute('aria-label') || '';
        button.setAttribute('aria-label', button.getAttribute(otherLabel) || label);
        button.setAttribute(otherLabel, label);
        list.hidden = !open;
        return;
      }
      // The theme toggle: the other theme, now, as the app's own toggle chooses it.
      const chosen = root.getAttribute('data-theme');
      const dark = chosen ? chosen === 'dark' : matchMedia('(prefers-color-scheme: dark)').matches;
      const next = dark ? 'light' : 'dark';
      try {
        localStorage.setItem(themeKey, next);
      } catch {
        // Storage refused (a private mode): the choice holds for this page.
      }
      show(next);
      button.setAttribute('aria-pressed', String(next === 'dark'));
      const icon = button.querySelector('svg');
      if (icon) icon.setAttribute('fill', next === 'dark' ? 'currentColor' : 'none');
    },
    true,
  );
  // The app failed before it took the page: back to the JavaScript-free form, links and all. A
  // script that failed to load reports on its element (error events do not bubble: a capturing
  // listener sees them); one that threw, or failed to parse, on the window.
  addEventListener(
    'error',
    (event) => {
      const target = event.target as Element | null;
      const fromScript = event instanceof ErrorEvent || (target && target.tagName === 'SCRIPT');
      // Until the app takes the page: after that it is running, and an error elsewhere changes nothing.
      if (page[taken] === own && fromScript) root.removeAttribute('data-js');
    },
    true,
  );
}

/** The inline <head> script: marks <html data-js> and answers the theme toggle's and the menu's taps until the app runs. */
export function earlyTapScript(): string {
  return `(${answerEarlyTaps.toString()})(${[
    takenName,
    earlyTapMark,
    otherLabelAttribute,
    storageKey,
  ]
    .map((value) => JSON.stringify(value))
    .join(',')},${showTheme.toString()})`;
}

/** Stops the head script answering taps: called just before hydration, when React starts keeping them. */
export function takeEarlyTaps(): void {
  (window as WithToken)[takenName] = undefined;
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
