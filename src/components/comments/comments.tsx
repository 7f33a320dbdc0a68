import { lazy, Suspense, useEffect, useId, useState } from 'react';
import { profile } from '../../content';
import { site } from '../../content/site';
import { importChunk } from '../../lib/import-chunk';
import { giscusOrigin } from '../../lib/other-hosts';
import { buttonClasses } from '../ui/button-link';
import { ExternalLink } from '../ui/external-link';
import { SectionHeading } from '../ui/section-heading';

/** Where a tap on Show comments is remembered across the reload that gives the page its own policy. */
const openAfterReload = 'pcbrule-open-comments';

const CommentsThread = lazy(() =>
  importChunk(() => import('./comments-thread')).then((module) => ({
    default: module?.CommentsThread ?? ThreadFailed,
  })),
);

function ThreadFailed() {
  return <p className="mt-4 text-sm text-muted">{site.comments.failed}</p>;
}

/**
 * Whether this document's policy lets giscus's frame in. A page with comments names it
 * (scripts/site/pages/content-security-policy.ts); a visit that began on a page without them
 * (Home) keeps that page's policy across the app's own moves, and has to load this page anew.
 */
function policyAllowsGiscus(): boolean {
  const policy = document.querySelector<HTMLMetaElement>(
    'meta[http-equiv="Content-Security-Policy"]',
  );
  return !policy || policy.content.includes(giscusOrigin);
}

/**
 * The comments under a project page or an update, when the owner turned them on in
 * profile.yml (`comments`); nothing at all otherwise. Until a visitor asks, the page holds a
 * heading, a line saying where the discussion comes from, the button, and a link to the
 * discussions on GitHub: nothing is fetched from giscus.app or GitHub before the tap
 * (docs/decisions.md, "Comments"). `term` is the page's path from the site's top.
 */
export function CommentsSection({ term }: { term: string }) {
  const settings = profile.comments;
  const headingId = useId();
  const [ready, setReady] = useState(false);
  const [open, setOpen] = useState(false);

  useEffect(() => {
    setReady(true);
    // Opened by the visitor before this page's own load (the tap that reloaded it), or back
    // from signing in to GitHub through giscus (which sends `giscus` in the address).
    const asked = sessionStorage.getItem(openAfterReload) === term;
    if (asked) sessionStorage.removeItem(openAfterReload);
    if (asked || new URLSearchParams(location.search).has('giscus')) setOpen(true);
  }, [term]);

  if (!settings) return null;

  const show = () => {
    if (!policyAllowsGiscus()) {
      sessionStorage.setItem(openAfterReload, term);
      location.reload();
      return;
    }
    setOpen(true);
  };

  return (
    <section
      aria-labelledby={headingId}
      className="mx-auto max-w-page px-5 pb-16 sm:px-8 print:hidden"
    >
      <SectionHeading id={headingId}>{site.comments.heading}</SectionHeading>
      {open ? (
        <Suspense fallback={<p className="mt-4 text-sm text-muted">{site.comments.loading}</p>}>
          <div className="mt-6">
            <CommentsThread settings={settings} term={term} />
          </div>
        </Suspense>
      ) : (
        <>
          <p className="mt-3 max-w-prose text-muted">{site.comments.note}</p>
          <button
            type="button"
            disabled={!ready}
            onClick={show}
            className={buttonClasses(
              'secondary',
              'mt-5 hidden disabled:cursor-not-allowed disabled:opacity-60 js:inline-flex',
            )}
          >
            {site.comments.show}
          </button>
        </>
      )}
      <p className="mt-4 text-sm">
        <ExternalLink
          href={`https://github.com/${settings.repo}/discussions`}
          className="font-semibold text-accent-ink underline underline-offset-4"
        >
          {site.comments.onGitHub}
        </ExternalLink>
      </p>
    </section>
  );
}
