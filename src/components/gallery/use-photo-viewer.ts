import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { photoHash, photoIndexOf } from '../../lib/gallery';

/** What a history entry the viewer pushed carries: closing it goes Back to the page. */
interface ViewerState {
  photoViewer: true;
}

const isViewerState = (state: unknown): state is ViewerState =>
  typeof state === 'object' && state !== null && 'photoViewer' in state;

/** The viewer's code, fetched once: on the way to a thumbnail (pointer or focus) or at the first open. */
export const loadPhotoViewer = () => import('./photo-viewer');

/** Fetches the viewer's code ahead of its use; a failure is left to the open (photo-gallery.tsx). */
export const prefetchPhotoViewer = () => void loadPhotoViewer().catch(() => undefined);

/**
 * The state of a gallery's viewer, kept in the address: `#photo-3` shows the
 * third picture. Opening pushes a history entry, so Back closes the viewer as
 * a phone's visitor expects; moving to another picture replaces it; closing
 * goes back to the entry before it (or, for a shared `#photo-3` link, drops
 * the hash). A hash-only change runs no loader and scrolls nothing
 * (React Router), so the page stays where it was under the viewer.
 *
 * `index` is null until the page has hydrated: the prerendered page has no
 * viewer, and the first render in the browser must match it.
 */
export function usePhotoViewer(count: number) {
  const { pathname, search, hash, state } = useLocation();
  const navigate = useNavigate();
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  /** The index that opened the viewer: its thumbnail gets the focus back on closing. */
  const opener = useRef<number | null>(null);

  const index = hydrated ? photoIndexOf(hash, count) : null;
  const to = useCallback(
    (at: number) => ({ pathname, search, hash: photoHash(at) }),
    [pathname, search],
  );

  const open = useCallback(
    (at: number) => {
      opener.current = at;
      prefetchPhotoViewer();
      navigate(to(at), { state: { photoViewer: true } satisfies ViewerState });
    },
    [navigate, to],
  );
  const show = useCallback(
    (at: number) => navigate(to(at), { replace: true, state }),
    [navigate, to, state],
  );
  const close = useCallback(() => {
    if (isViewerState(state)) navigate(-1);
    else navigate({ pathname, search }, { replace: true });
  }, [navigate, pathname, search, state]);

  return { index, opener, open, show, close };
}
