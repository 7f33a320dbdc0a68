import { lazy, Suspense, useEffect } from 'react';
import { matchRoutes, useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import { RouteErrorBoundary } from '../components/layout/route-error-boundary';
import { ScrollManager } from '../components/layout/scroll-manager';
import { SkipLink } from '../components/layout/skip-link';
import { site } from '../content/site';
import { paths } from './paths';
import { HomePage } from './routes/home';

/**
 * The project page is its own chunk: a visitor to Home does not download it.
 * The entry point loads it ahead when the first page is /pcbrule, or when a
 * pointer or focus heads for a link to it.
 */
type PcbruleModule = typeof import('./routes/pcbrule');
let loadedPcbrulePage: PcbruleModule | undefined;
export const loadPcbrulePage = () =>
  import('./routes/pcbrule').then((module: PcbruleModule | undefined) => {
    loadedPcbrulePage ??= module;
    return module;
  });
const PcbrulePage = lazy(() => {
  // Once loaded (main.tsx loads it before hydrating /pcbrule), the page is handed
  // over at once, by a thenable that resolves synchronously (lazy() takes any
  // thenable). Otherwise hydration would suspend on it for a moment, and a
  // navigation in that moment, such as the skip link's jump to #main-content,
  // makes React redraw the page from scratch, losing the focus it just moved.
  const loaded = loadedPcbrulePage;
  if (loaded) {
    const page = { default: loaded.PcbrulePage };
    // React reads only `then`; the types ask for a whole Promise.
    const resolved = { then: (resolve: (value: typeof page) => void) => resolve(page) };
    return resolved as unknown as Promise<typeof page>;
  }
  return loadPcbrulePage().then((module) =>
    // No module means the chunk was gone and main.tsx is reloading the page
    // for the new build (vite:preloadError): wait for that rather than fail.
    module ? { default: module.PcbrulePage } : new Promise<never>(() => {}),
  );
});

/** Which page a path shows; also the name of its prerendered HTML. */
export type PageId = keyof typeof site.meta;

/**
 * The route table (SPEC §2): `/` Home, `/pcbrule` the project page, anything
 * else Home. The router itself (browser or static) is chosen by the entry point.
 */
export const routes = [
  { id: 'home', path: paths.home, element: <HomePage /> },
  { id: 'pcbrule', path: paths.pcbrule, element: <PcbrulePage /> },
  { id: 'fallback', path: '*', element: <HomePage /> },
] satisfies RouteObject[];

/** The page a path shows, matched exactly as the router matches it. */
export function pageFor(pathname: string, basename = '/'): PageId {
  const id = matchRoutes(routes, pathname, basename)?.[0]?.route.id;
  return id === 'pcbrule' ? 'pcbrule' : 'home';
}

/** Marks the page as running the app: the `hydrated:` styles (the phone menu button) apply from then on. */
function HydratedMarker() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
  }, []);
  return null;
}

/** Keeps the tab title in step with the page when the visitor navigates. */
function DocumentTitle({ page }: { page: PageId }) {
  useEffect(() => {
    document.title = site.meta[page].title;
  }, [page]);
  return null;
}

export function AppRoutes() {
  const element = useRoutes(routes);
  const page = pageFor(useLocation().pathname);
  return (
    <>
      <SkipLink />
      <ScrollManager />
      <DocumentTitle page={page} />
      <HydratedMarker />
      {/* Navigations are transitions, so the current page stays up while the next one loads. */}
      <RouteErrorBoundary>
        <Suspense fallback={null}>{element}</Suspense>
      </RouteErrorBoundary>
    </>
  );
}
