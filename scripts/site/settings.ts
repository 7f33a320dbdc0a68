/**
 * Build settings from the environment, read in one place: the deploy and
 * preview workflows set them; a local build uses the defaults.
 *
 * - BASE_PATH: where the site lives under its host: "/" for a user site or a
 *   custom domain, "/<repo>/" for a project site, "/<repo>/pr-preview/pr-<N>/"
 *   for a pull-request preview. Feeds Vite's base, the router, canonical URLs
 *   and the 404 redirect.
 * - SITE_URL: the origin the site is published at, for canonical URLs
 *   (default http://localhost:4173, what `vite preview` serves).
 * - SITE_NOINDEX: "true" for previews, which must stay out of search engines.
 * - SITE_COMMIT: the commit a preview is built from, written into each page
 *   (`<meta name="build">`), so the review knows when the preview serves it.
 */
import { parseBasePath } from '../../src/lib/paths.ts';

export interface SiteConfig {
  basePath: string;
  siteUrl: string;
  noindex: boolean;
  /** The commit built, when the workflow says (a preview); none otherwise. */
  commit?: string;
}

/** Checks SITE_URL: an http(s) origin with no path, query or hash. */
export function parseSiteUrl(raw: string | undefined): string {
  const value = raw?.trim() || 'http://localhost:4173';
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(
      `SITE_URL must be an address such as "https://name.github.io", got ${JSON.stringify(raw)}`,
    );
  }
  if (!/^https?:$/.test(url.protocol) || url.pathname !== '/' || url.search || url.hash) {
    throw new Error(
      `SITE_URL must be an origin such as "https://name.github.io" (no path), got ${JSON.stringify(raw)}`,
    );
  }
  return url.origin;
}

/** Checks SITE_COMMIT: a git commit's id, 7 to 40 hexadecimal digits. */
export function parseCommit(raw: string): string {
  const value = raw.trim().toLowerCase();
  if (!/^[0-9a-f]{7,40}$/.test(value))
    throw new Error(
      `SITE_COMMIT must be a commit id such as "3f2c1ab", got ${JSON.stringify(raw)}`,
    );
  return value;
}

export function readSiteConfig(env: Record<string, string | undefined> = process.env): SiteConfig {
  return {
    basePath: parseBasePath(env.BASE_PATH),
    siteUrl: parseSiteUrl(env.SITE_URL),
    noindex: env.SITE_NOINDEX === 'true',
    ...(env.SITE_COMMIT ? { commit: parseCommit(env.SITE_COMMIT) } : {}),
  };
}

/**
 * Whether readers elsewhere can open the site at `siteUrl`: not when it is this machine's
 * (localhost, as a build without SITE_URL has it). What a reader takes away from the site
 * (resume.pdf, resume.json) names the site only at an address they can open.
 */
export function isPublicSiteUrl(siteUrl: string): boolean {
  const { hostname } = new URL(siteUrl);
  return !(
    hostname === 'localhost' ||
    hostname.endsWith('.localhost') ||
    /^127\./.test(hostname) ||
    hostname === '[::1]' ||
    hostname === '0.0.0.0'
  );
}

/** How many path segments the base has: what the 404 redirect keeps ("/" 0, "/portfolio/" 1). */
export function baseSegments(basePath: string): number {
  return basePath.split('/').filter(Boolean).length;
}
