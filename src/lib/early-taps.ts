/**
 * Taps made before the app runs are kept, not lost. Each page is painted from
 * its HTML and the app's script comes only after that (after-first-paint.ts):
 * on a slow phone the phone menu button and the theme toggle sit on the screen
 * for a second or more before React is listening. An inline script in <head>
 * (earlyTapScript) records each button tapped meanwhile; once the app has
 * taken over the page, RootLayout taps them again (replayEarlyTaps), in order,
 * so the menu opens and the theme changes as asked. It is the event-replay
 * pattern of Google's jsaction and Angular's `withEventReplay`, kept small.
 *
 * The same script marks <html data-js> before the first paint: the `js:`
 * variant shows those buttons from then on, where a page without JavaScript
 * shows working links instead of dead buttons. If the app's script fails
 * (its file gone after a redeploy) or the app cannot start, the mark goes and
 * the page is as it is without JavaScript again.
 *
 * From the moment the app hands the page to React (takeEarlyTaps, just before
 * hydration), React itself keeps a tap: it hydrates at once what was tapped and
 * then handles the click, so the head script stops recording, and no tap is
 * handled twice.
 */

/** Where the head script keeps the buttons tapped so far; the app takes the list and clears it. */
const queueName = '__earlyTaps';

type Queue = HTMLButtonElement[];
type WithQueue = typeof window & { [queueName]?: Queue };

/**
 * Runs in the page, from <head>, before anything paints. Inlined with
 * Function.toString, so it names nothing from outside its body but its
 * argument.
 */
function recordEarlyTaps(name: string) {
  const root = document.documentElement;
  const queue: HTMLButtonElement[] = [];
  (window as unknown as Record<string, unknown>)[name] = queue;
  root.setAttribute('data-js', '');
  document.addEventListener(
    'click',
    (event) => {
      // Only until the app takes the list: after that, React handles taps itself.
      if ((window as unknown as Record<string, unknown>)[name] !== queue) return;
      const target = event.target as Element | null;
      const button = target && target.closest ? target.closest('button') : null;
      if (button) queue.push(button);
    },
    true,
  );
  // The app's script failed to load (a module of it is gone): the page goes back to its
  // JavaScript-free form, links and all. Error events do not bubble; a capturing listener sees them.
  document.addEventListener(
    'error',
    (event) => {
      const target = event.target as Element | null;
      if (target && target.tagName === 'SCRIPT') root.removeAttribute('data-js');
    },
    true,
  );
}

/** The inline <head> script: marks <html data-js> and records taps until the app runs. */
export function earlyTapScript(): string {
  return `(${recordEarlyTaps.toString()})(${JSON.stringify(queueName)})`;
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
