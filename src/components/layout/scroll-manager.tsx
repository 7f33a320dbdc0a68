import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { sectionIds, timelineHash, timelineScrollDelayMs } from '../../lib/paths';
import { drawBefore } from '../../lib/drawn-before';
import { prefersReducedMotion } from '../../lib/motion';

/**
 * Scroll behaviour on navigation (docs/spec.md §2): every path change starts at the top;
 * `/pcbrule#timeline` instead scrolls to the timeline after 200 ms, moves focus
 * to its heading for keyboard and screen-reader users, then drops the hash from
 * the address so a reload or a shared link starts at the top again.
 */
export function ScrollManager() {
  const { pathname, hash, key } = useLocation();
  const previousPath = useRef<string | null>(null);

  useEffect(() => {
    const pathChanged = previousPath.current !== null && previousPath.current !== pathname;
    previousPath.current = pathname;

    if (pathChanged) window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
    // Any page with a timeline answers #timeline: PCBrule's, and any other tracked project's.
    if (hash === timelineHash && document.getElementById(sectionIds.timeline)) {
      const timer = window.setTimeout(scrollToTimeline, timelineScrollDelayMs);
      return () => window.clearTimeout(timer);
    }
  }, [pathname, hash, key]);

  return null;
}

function scrollToTimeline() {
  const section = document.getElementById(sectionIds.timeline);
  if (!section) return;
  drawBefore(section);
  section.scrollIntoView({
    behavior: prefersReducedMotion() ? 'instant' : 'smooth',
    block: 'start',
  });
  document.getElementById(sectionIds.timelineHeading)?.focus({ preventScroll: true });
  // Keep the router's history entry (its state) and change only the address.
  const { pathname, search } = window.location;
  window.history.replaceState(window.history.state, '', pathname + search);
}
