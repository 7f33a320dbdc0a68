import type { RouteObject } from 'react-router-dom';
import { trackedProject } from '../../content-model/projects';
import { projectUpdate, projectUpdates } from '../../content-model/updates';
import { projectUpdatesPath } from '../../lib/paths';
import { homePage, logPages, projectPages, resumePage, updatePage, updateRouteId } from '../pages';
import { RootLayout } from '../root-layout';
import { HomePage } from './home';
import type { UpdateData } from './update';

/**
 * The route table (docs/spec.md §2): `/` Home, one page per tracked project
 * (`/pcbrule`), its development log (`/pcbrule/updates`) and each of its dated
 * updates (`/pcbrule/updates/<update>`), the resume (`/resume`, with
 * content/resume.yml), anything else Home. The browser
 * (src/app/start.tsx) and the prerender (src/entry-server.tsx) both use it. Each
 * route's `handle` is its page from pages.ts; an update's route loads its page
 * with the update. A page's code, its project in full and its updates are
 * chunks of their own, loaded through the route's `lazy` or `loader`, so a
 * visitor to Home downloads none of them. No error element: a failure shows the router's own
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
          // A project with no updates asks for no list.
          const [{ ProjectPage }, project, updates] = await Promise.all([
            import('./project'),
            trackedProject(page.project.slug),
            page.project.updateCount > 0 ? projectUpdates(page.project.slug) : [],
          ]);
          return { element: <ProjectPage project={project} updates={updates} /> };
        },
      })),
      ...logPages.map((page): RouteObject => ({
        id: page.id,
        path: page.path,
        handle: page,
        lazy: async () => {
          const [{ UpdatesPage }, updates] = await Promise.all([
            import('./updates'),
            projectUpdates(page.project.slug),
          ]);
          return { element: <UpdatesPage project={page.project} updates={updates} /> };
        },
      })),
      ...logPages.map(({ project }): RouteObject => ({
        id: updateRouteId(project.slug),
        path: `${projectUpdatesPath(project.slug)}/:update`,
        // Home's, for an address with no update (which shows Home); an update's title comes with its data.
        handle: homePage,
        // Only the update, its title and its neighbours: the loader's data is written
        // into the page for hydration, so nothing the page has already goes in again.
        // None at an unknown address, which shows Home like any other unknown path (§2).
        loader: async ({ params }): Promise<UpdateData | null> => {
          const [update, updates] = await Promise.all([
            projectUpdate(project.slug, params.update ?? ''),
            projectUpdates(project.slug),
          ]);
          if (!update) return null;
          const index = updates.findIndex((other) => other.slug === update.slug);
          return {
            title: updatePage(project, update).title,
            update,
            newer: updates[index - 1] ?? null,
            older: updates[index + 1] ?? null,
          };
        },
        // The same update at another hash (its photo viewer's #photo-3, opened and closed) has
        // the same data: nothing to load again.
        shouldRevalidate: ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
          currentUrl.pathname === nextUrl.pathname && currentUrl.search === nextUrl.search
            ? false
            : defaultShouldRevalidate,
        lazy: async () => {
          // The whole project: an update names its milestone from the timeline.
          const [{ UpdateRoute }, whole] = await Promise.all([
            import('./update'),
            trackedProject(project.slug),
          ]);
          return { element: <UpdateRoute project={whole} /> };
        },
      })),
      ...(resumePage
        ? [
            {
              id: resumePage.id,
              path: resumePage.path,
              handle: resumePage,
              lazy: async () => {
                const [{ ResumePage }, { default: resume }] = await Promise.all([
                  import('./resume'),
                  import('virtual:resume'),
                ]);
                return { element: <ResumePage resume={resume!} /> };
              },
            } satisfies RouteObject,
          ]
        : []),
      { id: 'fallback', path: '*', Component: HomePage, handle: homePage },
    ],
  },
];
