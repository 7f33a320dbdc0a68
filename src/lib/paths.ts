/** Route paths and in-page anchors. Nothing else in the code types these as loose strings. */

/** Home's path; every other page's path is built by the functions below. */
export const homePath = '/';

/** The resume's page, made from content/resume.yml; its PDF and JSON Resume sit beside the site's top. */
export const resumePath = '/resume';
/** The file names of the resume the build makes: the PDF the hero opens, and JSON Resume for machines. */
export const resumeFiles = { pdf: 'resume.pdf', json: 'resume.json' } as const;

/** A tracked project's page (docs/spec.md §2: PCBrule's is /pcbrule). */
export function projectPath(slug: string): string {
  return `/${slug}`;
}

/** A project's development log: every dated update, newest first. */
export function projectUpdatesPath(slug: string): string {
  return `${projectPath(slug)}/updates`;
}

/** One dated update of a project, at the address its file's name gives it. */
export function updatePath(slug: string, update: string): string {
  return `${projectUpdatesPath(slug)}/${update}`;
}

/** A project's Atom feed, and the whole site's (`feedPath()`), under the base. */
export function feedPath(slug?: string): string {
  return slug ? `${projectPath(slug)}/feed.xml` : '/feed.xml';
}

/** The folder of the site's search index and Pagefind's code (scripts/site/files/search-index.ts), under the base. */
export const searchFolder = 'pagefind/';

/** The hash that asks a project page to scroll to its timeline (docs/spec.md §2). */
export const timelineHash = '#timeline';

/** A project page's timeline, as Home's button links to it. */
export function projectTimelinePath(slug: string): string {
  return `${projectPath(slug)}${timelineHash}`;
}

/** Element ids used as anchors and for aria-labelledby. */
export const sectionIds = {
  main: 'main-content',
  timeline: 'timeline-section',
  timelineHeading: 'timeline-heading',
  mobileMenu: 'mobile-menu',
} as const;

/** Delay before the timeline scroll, so the page has laid out (docs/spec.md §9). */
export const timelineScrollDelayMs = 200;

/**
 * How long the smooth scroll to the timeline takes (docs/spec.md §9, "alternate scroll
 * animation"): the same in every browser, where each browser's own smooth scroll takes as long as
 * it likes (Chromium about 850 ms for the sample's timeline, measured).
 */
export const timelineScrollMs = 400;

const segment = /^[A-Za-z0-9._~-]+$/;

/**
 * Normalises and checks BASE_PATH (where the site lives under its host, set by
 * the workflows: scripts/site/settings.ts): leading and trailing slash, safe
 * path segments only.
 */
export function parseBasePath(raw: string | undefined): string {
  const value = raw?.trim() || '/';
  const segments = value.split('/').filter(Boolean);
  if (
    !value.startsWith('/') ||
    segments.some((part) => !segment.test(part) || part === '.' || part === '..')
  ) {
    throw new Error(
      `BASE_PATH must be a path such as "/" or "/portfolio/", got ${JSON.stringify(raw)}`,
    );
  }
  return segments.length === 0 ? '/' : `/${segments.join('/')}/`;
}
