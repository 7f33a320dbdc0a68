import { sectionIds } from '../../lib/paths';
import { site } from '../../content-model/site-words';

/** The first focusable element: lets keyboard users jump past the navigation. */
export function SkipLink() {
  return (
    <a
      href={`#${sectionIds.main}`}
      className="sr-only z-50 rounded-lg bg-ink px-4 py-2 font-semibold text-surface focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:px-4 focus:py-2"
    >
      {site.skipLink}
    </a>
  );
}
