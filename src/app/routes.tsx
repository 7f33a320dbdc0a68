import type { RouteObject } from 'react-router-dom';
import { projectUpdate, projectUpdates } from '../content/updates';
import { projectUpdatesPath } from '../lib/paths';
import { homePage, logPages, projectPages, updatePage } from './pages';
import { RootLayout } from './root-layout';
import { HomePage } from './routes/home';

/**
 * The route table (docs/spec.md §2): `/` Home, one page per tracked project
 * (`/pcbrule`), its development log (`/pcbrule/updates`) and each of its dated
 * updates (`/pcbrule/updates/<update>`), anything else Home. The browser
 * (src/main.tsx) and the prerender (src/entry-server.tsx) both use it. Each
 * route's `handle` is its page from pages.ts; an update's route loads its page
 * with the update. A page's code and its updates are chunks of their own,
 * loaded through the route's `lazy` or `loader`, so a visitor to Home
 * downloads neither. No error element: a failure shows the router's own
 * 'Unexpected Application Error!' screen (§8).
 */
export const routes: RouteObject[] = [
  {
    id: 'root',
    path: '/',
    Component: RootLayout,
    children: [
      { id: homePage.id, index: true, Component: HomePage, handle: homePage },
      ...projectPages.map((page): RouteObject => ({
        id: page.id,
        path: page.path,
        handle: page,
        lazy: async () => {
          const [{ ProjectPage }, updates] = await Promise.all([
            import('./routes/project'),
            projectUpdates(page.project.slug),
          ]);
          return { element: <ProjectPage project={page.project} updates={updates} /> };
        },
      })),
      ...logPages.map((page): RouteObject => ({
        id: page.id,
        path: page.path,
        handle: page,
        lazy: async () => {
          const [{ UpdatesPage }, updates] = await Promise.all([
            import('./routes/updates'),
            projectUpdates(page.project.slug),
          ]);
          return { element: <UpdatesPage project={page.project} updates={updates} /> };
        },
      })),
      ...logPages.map(({ project }): RouteObject => ({
        id: `${project.slug}/update`,
        path: `${projectUpdatesPath(project.slug)}/:update`,
        // Home's, for an address with no update (which shows Home); an update's page comes with its data.
        handle: homePage,
        // The update and its neighbours, for the page and its title; none at an
        // unknown address, which shows Home like any other unknown path (§2).
        loader: async ({ params }) => {
          const [update, updates] = await Promise.all([
            projectUpdate(project.slug, params.update ?? ''),
            projectUpdates(project.slug),
          ]);
          if (!update) return null;
          const index = updates.findIndex((other) => other.slug === update.slug);
          return {
            page: updatePage(project, update),
            update,
            newer: updates[index - 1] ?? null,
            older: updates[index + 1] ?? null,
          };
        },
        lazy: async () => {
          const { UpdateRoute } = await import('./routes/update');
          return { Component: UpdateRoute };
        },
      })),
      { id: 'fallback', path: '*', Component: HomePage, handle: homePage },
    ],
  },
];
