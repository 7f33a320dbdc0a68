import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  type HydrationState,
} from 'react-router-dom';
import { routes } from './app/routes';

import { logPages, updatePage, type Page } from './app/pages';
import { projectUpdates } from './content-model/updates';

export { pages, type Page } from './app/pages';

/** Every dated update's page, each project's newest first: prerendered like the listed pages. */
export async function updatePages(): Promise<Page[]> {
  const perProject = await Promise.all(
    logPages.map(async ({ project }) =>
      (await projectUpdates(project.slug)).map((update) => updatePage(project, update)),
    ),
  );
  return perProject.flat();
}

/**
 * Renders the page at `url` (a path under the base) to HTML for the prerender
 * step, as React Router's server-rendering guide does: the static handler
 * matches the route (loading its lazy code) and the static router renders it. The router's data
 * the browser's router starts from is returned, not written by React Router as a script: the
 * prerender writes it as a data block (src/app/router-data.ts).
 */
export async function render(
  url: string,
): Promise<{ html: string; routeId: string; data: HydrationState }> {
  const { query, dataRoutes } = createStaticHandler(routes, {
    basename: import.meta.env.BASE_URL,
  });
  const context = await query(new Request(new URL(url, 'http://prerender.invalid')));
  if (context instanceof Response) throw new Error(`${url} answered ${context.status}, not a page`);
  // A route's error would need React Router's own serialising, and no published page may show one.
  if (context.errors) {
    const [route, error] = Object.entries(context.errors)[0]!;
    const why = error instanceof Error ? (error.stack ?? error.message) : JSON.stringify(error);
    throw new Error(`${url} failed while rendering (route ${route}): ${why}`, { cause: error });
  }
  const router = createStaticRouter(dataRoutes, context);
  const html = renderToString(
    <StrictMode>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </StrictMode>,
  );
  const { loaderData, actionData } = context;
  return { html, routeId: context.matches.at(-1)!.route.id, data: { loaderData, actionData } };
}
