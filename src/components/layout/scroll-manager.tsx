import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { timelineHash, timelineScrollDelayMs } from '../../lib/paths';
import { arrivalTakenByHead, scrollToTimeline, timelinePlaces } from '../../lib/timeline-scroll';

/**
 * Scroll behaviour on navigation (docs/spec.md §2): every path change starts at the top;
 * `/pcbrule#timeline` instead scrolls to the timeline after 200 ms, moves focus
 * to its heading for keyboard and screen-reader users, then drops the hash from
 * the address so a reload or a shared link starts at the top again
 * (src/lib/timeline-scroll.ts). A page opened cold on that address is scrolled by
 * the head script, app or no app; this answers the addresses the app moves to.
 */
export function ScrollManager() {
  const { pathname, hash, key } = useLocation();
  const previousPath = useRef<string | null>(null);

  useEffect(() => {
    const arrival = previousPath.current === null;
    const pathChanged = !arrival && previousPath.current !== pathname;
    previousPath.current = pathname;

    if (pathChanged) window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
    if (arrival && arrivalTakenByHead()) return;
    // Any page with a timeline answers #timeline: PCBrule's, and any other tracked project's.
    if (hash === timelineHash) {
      const timer = window.setTimeout(
        () => scrollToTimeline(timelinePlaces),
        timelineScrollDelayMs,
      );
      return () => window.clearTimeout(timer);
    }
  }, [pathname, hash, key]);

  return null;
}
