import { act, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { routes } from '../../../src/app/routes';

type Router = ReturnType<typeof createMemoryRouter>;

/** The router of the app last rendered by renderApp. */
let current: Router | undefined;

function router(): Router {
  if (!current) throw new Error('renderApp() has not rendered the app yet');
  return current;
}

/**
 * True once the router has nothing under way: initialised, no navigation or
 * revalidation running, and every matched route's lazy code loaded.
 */
function isIdle(state: Router['state']): boolean {
  return (
    state.initialized &&
    state.navigation.state === 'idle' &&
    state.revalidation === 'idle' &&
    state.matches.every((match) => !match.route.lazy)
  );
}

/** Resolves when `router` is idle (at once if it already is). */
function whenIdle(of: Router): Promise<void> {
  return new Promise((resolve) => {
    if (isIdle(of.state)) {
      resolve();
      return;
    }
    const unsubscribe = of.subscribe((state) => {
      if (!isIdle(state)) return;
      unsubscribe();
      resolve();
    });
  });
}

/**
 * Renders the whole app at `path` with the app's own route table (or `table`),
 * as a visitor arriving there would see it: a data router in memory, started
 * at `path`. The router loads the lazy code of the routes `path` matches
 * before the app is drawn, as src/app/start.tsx does before hydrating, so the page
 * is on screen when this resolves.
 */
export async function renderApp(path = '/', table: RouteObject[] = routes) {
  const user = userEvent.setup();
  current?.dispose();
  const memoryRouter = createMemoryRouter(table, { initialEntries: [path] });
  current = memoryRouter;
  await whenIdle(memoryRouter);
  let result!: ReturnType<typeof render>;
  await act(async () => {
    result = render(<RouterProvider router={memoryRouter} />);
  });
  return { user, router: memoryRouter, ...result };
}

/**
 * Lets a navigation finish: the router first loads the next page's lazy code,
 * then React commits the page (as a transition), both inside act().
 */
export async function settle() {
  await act(async () => {
    // A click starts its navigation a few microtasks later.
    for (let tick = 0; tick < 5; tick += 1) await Promise.resolve();
    await whenIdle(router());
  });
}

/** The router's current path, search and hash. */
export function currentLocation(): string {
  const { pathname, search, hash } = router().state.location;
  return pathname + search + hash;
}
