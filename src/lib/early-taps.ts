/**
 * Taps made before the app runs are kept, not lost. Each page is painted from
 * its HTML and the app's script comes only after that (after-first-paint.ts):
 * on a slow phone the phone menu button and the theme toggle sit on the screen
 * for a second or more before React is listening. An inline script in <head>
 * (earlyTapScript) records each tap on a button marked `data-early-tap`
 * meanwhile; once the app has taken over the page, RootLayout taps them again
 * (replayEarlyTaps), in order, so the menu opens and the theme changes as
 * asked. It is the event-replay pattern of Google's jsaction and Angular's
 * `withEventReplay`, kept small. Only marked buttons: a tap replayed seconds
 * later must still be what the visitor meant (a video's play button would
 * start it, and scroll back to it, after they had moved on).
 *
 * The same script marks <html data-js> before the first paint: the `js:`
 * variant shows those buttons from then on, where a page without JavaScript
 * shows working links instead of dead buttons. If the app fails before it
 * takes the page (its script's file gone after a redeploy, a script error, a
 * start that throws), the mark goes and the page is as it is without
 * JavaScript again; after that, an error elsewhere changes nothing.
 *
 * The theme toggle is answered at once instead (`data-early-tap="theme"`): its
 * whole answer is the head's own theme script's (src/lib/theme.ts, showTheme
 * and the stored choice) and its pressed state, so a tap on a slow phone shows
 * in the next frame, not after the app has started (issue 40: a replayed tap
 * was answered 0.4 to 2.8 s after the touch at phone speed). The app then reads
 * the theme showing, as it always does. Nothing of it is replayed.
 *
 * From the moment the app hands the page to React (takeEarlyTaps, just before
 * hydration), React itself keeps a tap: it hydrates at once what was tapped and
 * then handles the click, so the head script stops recording, and no tap is
 * handled twice.
 */

import { showTheme, storageKey } from './theme';

/** Where the head script keeps the buttons tapped so far; the app takes the list and clears it. */
const queueName = '__earlyTaps';

/** The mark of a button whose tap before the app runs is kept (the menu button, the theme toggle). */
export const earlyTapMark = 'data-early-tap';
/** The mark as a button's props: `<button {...keepsEarlyTaps}>`. */
export const keepsEarlyTaps = { [earlyTapMark]: '' } as const;
/** The theme toggle's mark: the head script answers its tap itself, at once. */
export const answersEarlyThemeTaps = { [earlyTapMark]: 'theme' } as const;

type Queue = HTMLButtonElement[];
type WithQueue = typeof window & { [queueName]?: Queue };

/**
 * Runs in the page, from <head>, before anything paints. Inlined with
 * Function.toString, so it names nothing from outside its body but its
 * arguments, and declares no named function inside it (the build's transform
 * would wrap one in a helper the page does not have).
 */
function recordEarlyTaps(
  name: string,
  mark: string,
  themeKey: string,
  show: (theme: 'light' | 'dark') => void,
) {
  const root = document.documentElement;
  const queue: HTMLButtonElement[] = [];
  const page = window as unknown as Record<string, unknown>;
  page[name] = queue;
  root.setAttribute('data-js', '');
  document.addEventListener(
    'click',
    (event) => {
      // Until the app takes the list: after that, React handles taps.
      if (page[name] !== queue) return;
      const target = event.target as Element | null;
      const button = target && target.closest ? target.closest('button[' + mark + ']') : null;
      if (!button) return;
      if (button.getAttribute(mark) !== 'theme') {
        queue.push(button as HTMLButtonElement);
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
      // Until the app takes the list: after that it is running, and an error elsewhere changes nothing.
      if (page[name] === queue && fromScript) root.removeAttribute('data-js');
    },
    true,
  );
}

/** The inline <head> script: marks <html data-js>, records taps until the app runs, answers the theme toggle's. */
export function earlyTapScript(): string {
  return `(${recordEarlyTaps.toString()})(${JSON.stringify(queueName)},${JSON.stringify(earlyTapMark)},${JSON.stringify(storageKey)},${showTheme.toString()})`;
}

let taken: Queue = [];

/** Takes the taps recorded so far and stops the head script recording: called just before hydration. */
export function takeEarlyTaps(): void {
  const page = window as WithQueue;
  taken = page[queueName] ?? [];
  page[queueName] = undefined;
}

/** Taps again, in order, each recorded button still on the page: called once the app has taken over. */
export function replayEarlyTaps(): void {
  const buttons = taken;
  taken = [];
  for (const button of buttons) if (button.isConnected) button.click();
}

/** The app could not start: the page stays as it is without JavaScript, and no tap is replayed. */
export function abandonEarlyTaps(): void {
  takeEarlyTaps();
  taken = [];
  document.documentElement.removeAttribute('data-js');
}
