import { startTransition, StrictMode, useLayoutEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from './start-react';
import { createBrowserRouter, matchRoutes, RouterProvider } from './start-router';
import { routes } from './routes';
import { readRouterData } from './router-data';
import { holdTapsWhileHydrating, takeEarlyTaps } from '../lib/early-taps';
import { forgetArrival } from '../lib/timeline-scroll';
import { markAppRunning } from '../hooks/use-app-running';

/**
 * The app taking a prerendered page (src/main.tsx loads this, a chunk of its own, once React
 * and React Router are evaluated): the routes of the page loaded, the router made, the page
 * hydrated, each in a task of its own.
 */

// A stale tab after a redeploy asks for chunks that no longer exist
// (https://vite.dev/guide/build#load-error-handling). Every page is prerendered,
// so a navigation whose code is gone becomes a whole-page load of its address:
// the new build's HTML. A failed prefetch is ignored (the click tries again),
// and a failure while the first page starts leaves that page as it is without
// JavaScript: nothing here reloads the page it is on, so nothing can loop.
let router: ReturnType<typeof createBrowserRouter> | undefined;
window.addEventListener('vite:preloadError', (event) => {
  event.preventDefault();
  const target = router?.state.navigation.location;
  if (target) window.location.assign(router!.createHref(target));
});

const basename = import.meta.env.BASE_URL;

/** Loads the code of the routes a path matches, through each route's own `lazy`; returns the matches. */
async function loadRoutesOf(pathname: string) {
  const matches = matchRoutes(routes, pathname, basename) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy === 'function')
        Object.assign(route, await route.lazy(), { lazy: undefined });
    }),
  );
  return matches;
}

// A page's code is fetched as soon as a pointer or focus heads for a link to it,
// so the click finds it loaded.
for (const type of ['pointerover', 'focusin', 'touchstart']) {
  document.addEventListener(
    type,
    (event) => {
      const link = (event.target as Element | null)?.closest?.(
        'a[href]',
      ) as HTMLAnchorElement | null;
      if (link?.origin === window.location.origin)
        loadRoutesOf(link.pathname).catch(() => undefined);
    },
    { passive: true, capture: true },
  );
}

/**
 * Calls `onCommit` in the commit that first shows the page, before the browser paints it and after
 * every layout effect inside (NavBar's, which takes a menu the head script opened): React's
 * effects run children first, and this is the outermost component.
 */
function HandOver({ onCommit, children }: { onCommit: () => void; children: ReactNode }) {
  useLayoutEffect(onCommit, [onCommit]);
  return children;
}

/**
 * Starts the app on the page the HTML holds. `nextTask` resolves in a task of its own: the start
 * is cut into steps with it (the page's route code, the router, hydration, which React itself then
 * runs in slices), so that none holds a phone's main thread for long (docs/decisions.md, "The app
 * starts in small tasks").
 */
export async function startApp(nextTask: () => Promise<void>): Promise<void> {
  // The routes the first page matches are loaded before the router starts, so
  // it renders the same page the HTML holds (React Router's pattern for server
  // rendering with lazy routes: reactrouter.com, "Lazy Loading" in Data mode).
  const matches = await loadRoutesOf(window.location.pathname);
  await nextTask();
  router = createBrowserRouter(routes, { basename, hydrationData: readRouterData() });
  await nextTask();
  const app = (
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>
  );
  const container = document.getElementById('root')!;
  // A page's HTML is prerendered for one route (data-route). An address that
  // reached it another way (the 404 redirect to Home's HTML, or /pcbrule.html)
  // can match a different route: draw that page afresh instead of hydrating
  // markup that cannot match.
  if (container.dataset.route === matches.at(-1)?.route.id) {
    // The head script goes on answering taps, and React hears none of the events that would
    // make it hydrate the whole page in one long task, until hydration's commit hands both over.
    const handTapsOver = holdTapsWhileHydrating(container);
    const handOver = () => {
      handTapsOver();
      markAppRunning();
    };
    // As a transition, hydration yields to the browser every few milliseconds.
    startTransition(() => {
      hydrateRoot(container, <HandOver onCommit={handOver}>{app}</HandOver>);
    });
  } else {
    // React keeps a tap from here on (a menu the head script opened closes: the page is drawn afresh).
    takeEarlyTaps();
    markAppRunning();
    forgetArrival();
    container.replaceChildren();
    createRoot(container).render(app);
  }
}
