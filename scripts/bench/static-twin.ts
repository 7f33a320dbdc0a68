/**
 * The pages the benchmarks compare, and each one's static twin: the same built
 * HTML with every script removed and every rule inline (so also without
 * the CSP), what the page would cost if
 * it never ran a line of JavaScript and painted from its HTML alone. Shared by
 * the Lighthouse comparison (twin.ts), the long tasks (long-tasks.ts) and the
 * taps during load (taps.ts).
 */
import { cpSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { startPagesServer, type PagesServer } from '../lab/pages-server';
import { trackedProjects } from '../lab/owner-content';

/** Where a built site's twin is written (ignored by git, under node_modules). */
const twinFolder = join(process.cwd(), 'node_modules', '.bench-twin');

/**
 * The page's HTML as its static twin: no script, no CSP meta, and the same rules as ours: our
 * inline stylesheet and fonts kept as they are, and any stylesheet the page links (a build from
 * before issue 67, whose pages linked it after the first paint or in <noscript>) inline in
 * <head> in its place. The JSON-LD a search engine reads (a data block: a <script> whose type
 * is not JavaScript) is the page's HTML, not script: the browser never runs it, and a page with
 * no JavaScript at all carries it too, so the twin keeps it. The router's data block is the app's
 * (src/app/router-data.ts): a page without script would not carry it, so the twin has none.
 */
export function staticTwin(html: string, readAsset: (path: string) => string): string {
  const stylesheets = [
    ...new Set(
      [...html.matchAll(/<link rel="stylesheet"[^>]*href="([^"]+)"[^>]*>/g)].map(
        ([, href]) => href!,
      ),
    ),
  ];
  return html
    .replace(/<script\b(?![^>]*type="application\/ld\+json")[\s\S]*?<\/script>/g, '')
    .replace(/<link rel="modulepreload"[^>]*>/g, '')
    .replace(/<meta http-equiv="Content-Security-Policy"[^>]*>/g, '')
    .replace(/<noscript><link rel="stylesheet"[^>]*><\/noscript>/g, '')
    .replace(/<link rel="stylesheet"[^>]*>/g, '')
    .replace('</head>', () =>
      stylesheets.length
        ? `<style>${stylesheets.map(readAsset).join('')}</style></head>`
        : '</head>',
    );
}

function htmlFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return htmlFiles(path);
    return name.endsWith('.html') ? [path] : [];
  });
}

/** A copy of the built site in which every page is its static twin. */
export function writeTwin(dist: string, twin: string): void {
  rmSync(twin, { recursive: true, force: true });
  cpSync(dist, twin, { recursive: true });
  for (const file of htmlFiles(twin))
    writeFileSync(
      file,
      // The site is built for the base "/" here, so an asset's URL is its path under dist/.
      staticTwin(readFileSync(file, 'utf8'), (href) => readFileSync(join(dist, href), 'utf8')),
    );
}

/** A page to compare: its name in the table, and its address from the site's top. */
export interface ComparedPage {
  name: string;
  path: string;
}

/** A tracked project as far as the compared pages need it: its address and its newest update's. */
export interface ComparedProject {
  slug: string;
  latestUpdate?: { slug: string };
}

/**
 * Home, a project, its development log and its newest update: the pages the
 * twin comparison measures, by default of this repository's featured project;
 * `label` starts their names in the table. `log: false` leaves out the log.
 */
export function comparedPages(
  project: ComparedProject = trackedProjects[0]!,
  label = '',
  { log = true } = {},
): ComparedPage[] {
  const pages = [`/`, `/${project.slug}`];
  if (project.latestUpdate) {
    if (log) pages.push(`/${project.slug}/updates`);
    pages.push(`/${project.slug}/updates/${project.latestUpdate.slug}`);
  }
  return pages.map((path) => ({ name: `${label}${path}`, path: path.slice(1) }));
}

/**
 * Serves the site built in `dist` and its twin (written for the occasion, removed
 * after) while `use` runs: a benchmark compares a page of one with the same page of the other.
 */
export async function withTwinServers<T>(
  dist: string,
  use: (ours: PagesServer, twin: PagesServer) => Promise<T>,
): Promise<T> {
  const twin = twinFolder;
  writeTwin(dist, twin);
  const [ours, theirs] = await Promise.all([
    startPagesServer(dist, '/'),
    startPagesServer(twin, '/'),
  ]);
  try {
    return await use(ours, theirs);
  } finally {
    await Promise.all([ours.close(), theirs.close()]);
    rmSync(twin, { recursive: true, force: true });
  }
}
