import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
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
 * matches the route (loading its lazy code), the static router renders it, and
 * the HTML carries the hydration data the browser's router starts from.
 */
export async function render(url: string): Promise<{ html: string; routeId: string }> {
  const { query, dataRoutes } = createStaticHandler(routes, {
    basename: import.meta.env.BASE_URL,
  });
  const context = await query(new Request(new URL(url, 'http://prerender.invalid')));
  if (context instanceof Response) throw new Error(`${url} answered ${context.status}, not a page`);
  const router = createStaticRouter(dataRoutes, context);
  const html = renderToString(
    <StrictMode>
      <StaticRouterProvider router={router} context={context} />
    </StrictMode>,
  );
  return { html, routeId: context.matches.at(-1)!.route.id };
}
