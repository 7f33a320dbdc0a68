/**
 * Builds the site the way the workflows do (scripts/site/build.ts) for one
 * base path, into its own folder, so the suite can serve it both
 * as a project site (/portfolio/) and as a user site (/).
 *
 * Two contents are built. The behaviours (routing, the #timeline scroll, the
 * menu, the slide rule, pictures that fail…) are tested on a made-up owner's
 * content (scripts/lab/unit-tests/fixture-content.ts, which has every section), so no test
 * depends on the real owner's words, slugs or number of projects. The owner's
 * own content is built too, for the checks that must hold for any content:
 * accessibility, links, and every page rendering without errors.
 *
 * Builds go through the lab's site builder and its cache (scripts/lab/site-builder/): run again
 * on the same files and settings, a build is a copy of the one kept.
 */
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { buildSite as buildInLab, buildSitesAtOnce } from '../../scripts/lab/site-builder/index.ts';
import { contentRoot } from '../../src/content-model/content-files.ts';
import { fixtureFiles, writeFixtureProject } from '../../scripts/lab/unit-tests/fixture-content.ts';

/** The published origin the test builds name in canonical URLs, cards and JSON-LD. */
export const e2eSiteUrl = 'https://owner.github.io';

export const e2eBuildRoot = join(process.cwd(), 'node_modules', '.e2e');

/** The made-up owner's project folder (content/ and public/) the behaviour tests build from. */
export const fixtureRoot = join(e2eBuildRoot, 'fixture-project');

/** Whose content a build shows: the made-up owner's, or the real owner's. */
export type SiteContentKind = 'fixture' | 'owner';

/**
 * Writes the made-up owner's folder into `root`: its content/ (`files`: the
 * made-up owner's, or an edit of them) and its public/ (its pictures and
 * resume). The site's own drawn files (favicon, slide-rule layers) come from
 * the build, as for any owner.
 */
export function writeFixtureRoot(root = fixtureRoot, files = fixtureFiles): string {
  rmSync(root, { recursive: true, force: true });
  return writeFixtureProject(files, root);
}

/** The folder holding the build for `base` of one content. */
export function siteDir(base: string, content: SiteContentKind = 'fixture'): string {
  const name = base === '/' ? 'root' : base.replace(/\//g, '');
  return join(e2eBuildRoot, content === 'owner' ? `owner-${name}` : name);
}

/** The environment a build of `base` for one content runs with. */
function buildEnvironment(
  base: string,
  content: SiteContentKind,
  extraEnv: Record<string, string>,
): NodeJS.ProcessEnv {
  // NODE_ENV: the test runner sets it to "test", which would make Vite build
  // development React; the suite must drive the bundle that ships.
  return {
    ...process.env,
    NODE_ENV: 'production',
    BASE_PATH: base,
    SITE_URL: e2eSiteUrl,
    CONTENT_ROOT: content === 'owner' ? contentRoot() : fixtureRoot,
    // The owner's photos are theirs to add: the build of their site makes stand-ins, so these
    // tests cost the same however many photos they have and however big (scripts/site/images/photos.ts).
    ...(content === 'owner' ? { STAND_IN_PHOTOS: 'true' } : {}),
    // Every build of the suite is made for one day (src/content-model/load.ts reads the build's day
    // from SOURCE_DATE_EPOCH): the day the suite started, set once by vitest.e2e.config.ts for
    // every worker. A build made after midnight differs from one made before it in the dates it
    // prints (the sitemap, the PDF, a project's page), and the tests that compare two builds
    // failed when the suite ran across midnight (visitors.e2e.ts, seen in CI).
    ...(process.env.E2E_BUILD_DAY ? { SOURCE_DATE_EPOCH: process.env.E2E_BUILD_DAY } : {}),
    ...extraEnv,
  };
}

export function buildSite(
  base: string,
  content: SiteContentKind = 'fixture',
  extraEnv: Record<string, string> = {},
  outDir = siteDir(base, content),
): string {
  // A build of the very same files and settings, kept from an earlier run, is copied instead.
  const built = buildInLab({
    outDir,
    env: buildEnvironment(base, content, extraEnv),
    mustSucceed: false,
  });
  process.stderr.write(built.stderr);
  if (built.status !== 0) throw new Error(`The build into ${outDir} failed (exit ${built.status})`);
  return outDir;
}

/**
 * Builds several sites at once, each as `buildSite` does (through the build cache), in
 * processes of their own: a build waits on its disk and on Vite's native threads for much of
 * its time, so two or three side by side take less than one after the other.
 */
export async function buildSites(
  sites: Array<{ base: string; content?: SiteContentKind }>,
): Promise<void> {
  await buildSitesAtOnce(
    sites.map(({ base, content = 'fixture' }) => ({
      outDir: siteDir(base, content),
      env: buildEnvironment(base, content, {}),
    })),
  );
}

/**
 * Builds the content folder `root` (its content/ and public/, written by a test) for `base` into
 * `outDir`, as the made-up owner's site is built but never through the build cache: a test of
 * what a build prints reads it afresh. What the build printed; a failed build throws with it.
 */
export function buildContentFolder(root: string, outDir: string, base = '/portfolio/'): string {
  const built = buildInLab({
    outDir,
    env: buildEnvironment(base, 'fixture', { CONTENT_ROOT: root }),
    cached: false,
    mustSucceed: false,
  });
  const printed = `${built.stdout}${built.stderr}`;
  if (built.status !== 0) throw new Error(`The build of ${root} failed:\n${printed}`);
  return printed;
}
