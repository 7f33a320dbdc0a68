import { useCallback, useEffect, useRef } from 'react';
import { useAppRunning } from '../../hooks/use-app-running';
import { useLocation, useNavigate } from 'react-router-dom';
import { photoHash, photoIndexOf } from '../../lib/gallery';
import { importChunk } from '../../lib/import-chunk';
import type * as PhotoViewerModule from './photo-viewer';

/** What a history entry the viewer pushed carries: closing it goes Back to the page. */
interface ViewerState {
  photoViewer: true;
}

const isViewerState = (state: unknown): state is ViewerState =>
  typeof state === 'object' && state !== null && 'photoViewer' in state;

let viewerCode: Promise<typeof PhotoViewerModule | undefined> | undefined;

/**
 * The viewer's code, fetched once (on the way to a picture, or at the first
 * open) and remembered, failure included: undefined when its script or its
 * stylesheet could not be had (../../lib/import-chunk.ts).
 */
export function loadPhotoViewer(): Promise<typeof PhotoViewerModule | undefined> {
  viewerCode ??= importChunk(() => import('./photo-viewer'));
  return viewerCode;
}

/** Fetches the viewer's code ahead of its use. */
export const prefetchPhotoViewer = () => void loadPhotoViewer();

/**
 * The state of a gallery's viewer, kept in the address: `#photo-3` shows the
 * third picture. Opening pushes one history entry, so Back closes the viewer as
 * a phone's visitor expects; moving to another picture replaces it; closing
 * goes back to the entry before it. A shared `#photo-3` link gets the same
 * shape: its entry becomes the page's, and the viewer's is pushed on it. The
 * update's route loads nothing again for a change of hash (src/app/routes/route-table.tsx)
 * and the scroll manager ignores it, so the page stays where it was under the
 * viewer.
 *
 * `index` is null until the app runs (../../hooks/use-app-running.ts): the
 * prerendered page has no viewer, and the first render in the browser must
 * match it.
 */
export function usePhotoViewer(count: number, name = 'photo') {
  const { pathname, search, hash, state, key } = useLocation();
  const navigate = useNavigate();
  const running = useAppRunning();
  const index = running ? photoIndexOf(hash, count, name) : null;
  /** The picture that opened the viewer; for a shared link, none: the last one shown gets the focus back. */
  const opener = useRef<number | null>(null);
  const lastShown = useRef<number | null>(null);
  /** A close already asked for: a second one (Escape twice) must not go Back twice. */
  const closing = useRef(false);
  /** The entry whose shared link was taken: once, though StrictMode runs a mount's effects twice. */
  const arrival = useRef<string | null>(null);

  const to = useCallback(
    (at: number) => ({ pathname, search, hash: photoHash(at, name) }),
    [pathname, search, name],
  );

  // A shared #photo-3 link: the entry it arrived on becomes the page's, and the viewer's is
  // pushed on it, so that Back closes the viewer instead of leaving the page.
  useEffect(() => {
    if (index === null || isViewerState(state) || arrival.current === key) return;
    arrival.current = key;
    // The address as the browser has it (the router's leaves out the base path), and the
    // router's own entry state, so that its history stays whole.
    window.history.replaceState(
      window.history.state,
      '',
      window.location.pathname + window.location.search,
    );
    navigate(to(index), { state: { photoViewer: true } satisfies ViewerState });
  }, [index, state, key, navigate, to]);

  useEffect(() => {
    if (index !== null) {
      lastShown.current = index;
      return;
    }
    closing.current = false;
    const back = opener.current ?? lastShown.current;
    opener.current = lastShown.current = null;
    if (back === null) return;
    // Closed: the library has given the focus back if anything had it before the viewer.
    // After a tap (Safari focuses no link) or a shared link nothing had, and the thumbnail gets it.
    const frame = requestAnimationFrame(() => {
      const focused = document.activeElement;
      if (focused && focused !== document.body && focused.isConnected) return;
      document
        .querySelector<HTMLElement>(`[data-viewer="${name}"][data-photo-index="${back}"]`)
        ?.focus({ preventScroll: true });
    });
    return () => cancelAnimationFrame(frame);
  }, [index, name]);

  const open = useCallback(
    (at: number) => {
      opener.current = at;
      prefetchPhotoViewer();
      // A second tap while the viewer's code is on its way moves the entry already pushed.
      navigate(to(at), {
        replace: isViewerState(state),
        state: { photoViewer: true } satisfies ViewerState,
      });
    },
    [navigate, to, state],
  );
  const show = useCallback(
    (at: number) => {
      // Remembered at once: a close that follows before the address has changed gives the
      // focus to the picture last shown, not the one before it.
      lastShown.current = at;
      navigate(to(at), { replace: true, state });
    },
    [navigate, to, state],
  );
  const close = useCallback(() => {
    if (closing.current) return;
    closing.current = true;
    if (isViewerState(state)) navigate(-1);
    else navigate({ pathname, search }, { replace: true });
  }, [navigate, pathname, search, state]);

  return { index, open, show, close };
}
