import type { RouteObject } from 'react-router-dom';
import { homePage, projectPages } from './pages';
import { RootLayout } from './root-layout';
import { HomePage } from './routes/home';

/**
 * The route table (docs/spec.md §2): `/` Home, one page per tracked project
 * (`/pcbrule`), anything else Home. The browser (src/main.tsx) and the
 * prerender (src/entry-server.tsx) both use it. Each route's `handle` is its
 * page from pages.ts. A project page's code is its own chunk, loaded through the
 * route's `lazy`, so a visitor to Home does not download it. No error element:
 * a failure shows the router's own 'Unexpected Application Error!' screen (§8).
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
          const { ProjectPage } = await import('./routes/project');
          return { element: <ProjectPage project={page.project} /> };
        },
      })),
      { id: 'fallback', path: '*', Component: HomePage, handle: homePage },
    ],
  },
];
