import { useEffect, useRef } from 'react';
import { Outlet, useLocation, useMatches } from 'react-router-dom';
import { ScrollManager } from '../components/layout/scroll-manager';
import { useAppRunning } from '../hooks/use-app-running';
import { SkipLink } from '../components/layout/skip-link';
import { profile } from '../content-model';
import type { Page } from './pages';

/** Every page's frame: the skip link, the scroll behaviour and the tab title, around the page. */
export function RootLayout() {
  // A route's title is what its loader found (an update's), or else its page's (its handle).
  const match = useMatches().at(-1);
  const title =
    (match?.data as { title?: string } | null)?.title ?? (match?.handle as Page | undefined)?.title;

  // The prerendered <title> is right for the first page; this keeps it right after a navigation.
  useEffect(() => {
    if (title && document.title !== title) document.title = title;
  }, [title]);

  // Each page seen, counted when the owner turned the counter on (src/lib/page-views.ts, a chunk
  // of its own: a site without the counter loads none of it). The first page's referrer is the
  // site the visitor came from; the later ones are moves within this one.
  const { pathname } = useLocation();
  const counted = useRef(false);
  useEffect(() => {
    const code = profile.pageViews?.goatcounter;
    // Nothing counted in a pull request's preview, nor by `npm run dev`.
    if (!code || import.meta.env.PREVIEW || import.meta.env.DEV) return;
    const first = !counted.current;
    counted.current = true;
    import('../lib/page-views')
      .then(({ countPageView, referrerHost, reloaded }) =>
        // A reload (the comments' own among them) comes from this site, not the first referrer.
        countPageView(
          code,
          pathname,
          first && !reloaded() ? referrerHost(document.referrer) : undefined,
        ),
      )
      // Its code gone after a redeploy, or the connection lost: one view uncounted, nothing else.
      .catch(() => {});
  }, [pathname]);

  // Marks <html> once the app runs (tests and the bench wait for it): in the commit that turns
  // the page's controls live (they switch together, in one transition: use-app-running.ts).
  const running = useAppRunning();
  useEffect(() => {
    if (running) document.documentElement.dataset.hydrated = '';
  }, [running]);

  return (
    <>
      <SkipLink />
      <ScrollManager />
      <Outlet />
    </>
  );
}
