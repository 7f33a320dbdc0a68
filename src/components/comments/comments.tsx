import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useAppRunning } from '../../hooks/use-app-running';
import { profile } from '../../content-model';
import { commentWords } from '../../content-model/comment-words';
import { importChunk } from '../../lib/import-chunk';
import { giscusOrigin } from '../../lib/other-hosts';
import { notSearched } from '../../lib/search-marks';
import { buttonClasses } from '../ui/button-link';
import { ExternalLink } from '../ui/external-link';
import { SectionHeading } from '../ui/section-heading';

/** Where a tap on Show comments is remembered across the reload that gives the page its own policy. */
const openAfterReload = 'pcbrule-open-comments';
/**
 * The pages whose comments this visitor opened in this tab: giscus's sign-in comes back to the
 * page with a `giscus` parameter, which opens them again only there (a shared link carrying
 * one never loads anything by itself).
 */
const openedHere = 'pcbrule-comments-opened';

/** Whether the visitor opened the comments of `term` in this tab, and (with `opened`) that they did. */
function openedBefore(term: string, opened = false): boolean {
  try {
    const terms = new Set(JSON.parse(sessionStorage.getItem(openedHere) ?? '[]') as string[]);
    if (opened) sessionStorage.setItem(openedHere, JSON.stringify([...terms.add(term)]));
    return terms.has(term);
  } catch {
    return false;
  }
}

const CommentsThread = lazy(() =>
  importChunk(() => import('./comments-thread')).then((module) => ({
    default: module?.CommentsThread ?? ThreadFailed,
  })),
);

function ThreadFailed() {
  return <p className="mt-4 text-sm text-muted">{commentWords.failed}</p>;
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
  const thread = useRef<HTMLDivElement>(null);
  const ready = useAppRunning();
  const [phase, setPhase] = useState<'open' | 'refused'>();

  useEffect(() => {
    // Opened by the visitor just before this page's own load (the tap that reloaded it), or
    // back from signing in to GitHub through giscus after opening them here.
    const reloaded = sessionStorage.getItem(openAfterReload) === term;
    if (reloaded) sessionStorage.removeItem(openAfterReload);
    const signedIn = new URLSearchParams(location.search).has('giscus') && openedBefore(term);
    if (!reloaded && !signedIn) return;
    // Reached at an address whose page is not this one's own (the 404 page's, by a miscased
    // address), the policy may still refuse the frame: say so, rather than wait for ever.
    setPhase(policyAllowsGiscus() ? 'open' : 'refused');
  }, [term]);

  // The tapped button is gone: the focus goes to the discussion's place, as it opens.
  useEffect(() => {
    if (phase !== 'open') return;
    openedBefore(term, true);
    thread.current?.focus({ preventScroll: true });
    thread.current?.scrollIntoView({ block: 'start' });
  }, [phase, term]);

  if (!settings) return null;

  const show = () => {
    if (!policyAllowsGiscus()) {
      sessionStorage.setItem(openAfterReload, term);
      location.reload();
      return;
    }
    setPhase('open');
  };

  return (
    <section
      aria-labelledby={headingId}
      // The prerender names giscus.app in the policy of the pages holding this mark; search
      // leaves the section's words out (they are on every page with comments).
      data-comments=""
      {...notSearched}
      className="mx-auto max-w-page px-5 pb-16 sm:px-8 print:hidden"
    >
      <SectionHeading id={headingId}>{commentWords.heading}</SectionHeading>
      {phase === 'open' ? (
        <div ref={thread} tabIndex={-1} className="mt-6 scroll-mt-20 outline-none">
          <Suspense fallback={<p className="text-sm text-muted">{commentWords.loading}</p>}>
            <CommentsThread settings={settings} term={term} />
          </Suspense>
        </div>
      ) : phase === 'refused' ? (
        <p className="mt-3 max-w-prose text-muted">{commentWords.failed}</p>
      ) : (
        <>
          <p className="mt-3 max-w-prose text-muted">{commentWords.note}</p>
          <button
            type="button"
            disabled={!ready}
            onClick={show}
            className={buttonClasses(
              'secondary',
              'mt-5 hidden disabled:cursor-not-allowed disabled:opacity-60 js:inline-flex',
            )}
          >
            {commentWords.show}
          </button>
        </>
      )}
      <p className="mt-4 text-sm">
        <ExternalLink
          href={`https://github.com/${settings.repo}/discussions`}
          className="font-semibold text-accent-ink underline underline-offset-4"
        >
          {commentWords.onGitHub}
        </ExternalLink>
      </p>
    </section>
  );
}
