import { useEffect } from 'react';
import { Outlet, useMatches } from 'react-router-dom';
import { ScrollManager } from '../components/layout/scroll-manager';
import { SkipLink } from '../components/layout/skip-link';
import type { Page } from './pages';

/** Every page's frame: the skip link, the scroll behaviour and the tab title, around the page. */
export function RootLayout() {
  // A route's title is what its loader found (an update's), or else its page's (its handle).
  const match = useMatches().at(-1);
  const title =
    (match?.data as { title?: string } | null)?.title ?? (match?.handle as Page | undefined)?.title;

  // The prerendered <title> is right for the first page; this keeps it right after a navigation.
  useEffect(() => {
    if (title) document.title = title;
  }, [title]);

  // Marks <html> once the app runs (tests and the bench wait for it): every page's effects have run by now.
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
  }, []);

  return (
    <>
      <SkipLink />
      <ScrollManager />
      <Outlet />
    </>
  );
}
