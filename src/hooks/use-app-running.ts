import { startTransition, useEffect, useState } from 'react';

/** Whether the app has taken the page: set at hydration's commit (src/app/start.tsx), never unset. */
let appRunning = false;

/** The app has taken the page (hydration's commit, or a page drawn afresh): controls may go live. */
export function markAppRunning(): void {
  appRunning = true;
}

/**
 * Whether the app runs, for a control that is inert in the prerendered page
 * (the search button, a photo link, "View in 3D", the video's play, the
 * comments' button): false while the page hydrates, as the HTML was drawn,
 * then true. A part drawn later (another page) is live from its first render.
 *
 * The switch is a transition: every part of the page that turns live does so
 * in one render React cuts into slices of a few milliseconds, in its own
 * tasks after hydration's effects, so a tap that lands just after the app
 * takes the page waits for none of it. React would render an update from an
 * effect, or a store read by `useSyncExternalStore` whose server snapshot
 * differs, in one piece, in the task that runs the effects: 72 to 92 ms at a
 * low-tier phone's speed on a project page (docs/decisions.md, "The app
 * starts when it stands in nobody's way"). The transitions the page's parts
 * start in that task are one, rendered and committed together; RootLayout
 * marks <html data-hydrated> in that commit. This holds while the prerendered
 * pages have no Suspense boundary (./../lib/early-taps.ts).
 */
export function useAppRunning(): boolean {
  const [running, setRunning] = useState(appRunning);
  useEffect(() => {
    if (!running) startTransition(() => setRunning(true));
  }, [running]);
  return running;
}
