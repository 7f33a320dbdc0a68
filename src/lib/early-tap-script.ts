/**
 * The inline <head> script that answers the theme toggle's and the phone menu's taps until the app
 * runs (what it does and why: ./early-taps.ts). Written into every page by the build
 * (scripts/site/vite-settings.ts), never in the app's bundle: the entry imports ./early-taps.ts
 * alone, so the theme's code it inlines stays in the app's start chunk, which needs it anyway.
 */

import { earlyTapMark, otherLabelAttribute, takenName } from './early-taps.ts';
import { showTheme, storageKey, themeScript } from './theme.ts';

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

/**
 * The inline <head> script: marks <html data-js> and answers the theme toggle's and the menu's taps
 * until the app runs. `show` is the source of an expression that is showTheme (as themeScript's).
 */
export function earlyTapScript(show: string = showTheme.toString()): string {
  return `(${answerEarlyTaps.toString()})(${[
    takenName,
    earlyTapMark,
    otherLabelAttribute,
    storageKey,
  ]
    .map((value) => JSON.stringify(value))
    .join(',')},${show})`;
}

/**
 * Every page's script in <head> before the first paint: the remembered theme (./theme.ts), then the
 * early taps (above). One element, as each script costs its own compile in the task that parses
 * the page (docs/decisions.md, "The theme script in <head>"); the theme's part never throws, so it
 * cannot keep the taps' part from running. Both parts call showTheme: its text comes once, bound
 * to a parameter, not inlined in each (about 400 bytes of every page).
 */
export function headScript(): string {
  return `(function(s){${themeScript('s')};${earlyTapScript('s')}})(${showTheme.toString()})`;
}
