/**
 * `npm run review`: what a pull request changes, for its reviewers, from two
 * built sites (the base's dist/ and the head's). Writes OUT/comment.md (the
 * pull request's one comment), OUT/index.html (the report page), OUT/shots/
 * (its screenshots) and OUT/pictures/ (changed pictures), and prints where. Offline: it serves both
 * builds itself, the way GitHub Pages serves them.
 *
 *   npm run review -- --base base-dist --head dist --out review
 *     [--base-path /] [--head-path /]   read a build at another base path than the one it
 *                                       was built for (each build says which: built-for.ts)
 *     [--preview-url URL]               the published preview, for the deep links
 *     [--report-url URL]                where OUT/ is published, for the thumbnails and links
 *     [--content DIR]                   the head's project folder, for the content warnings
 *     [--commit SHA]                    the head's commit, named in the comment
 *     [--shown 8]                       pages with screenshots (the others are named)
 *     [--measured 8] [--runs 3]         pages measured, and Lighthouse runs of each side
 *
 * The steps: which pages read differently (page-changes.ts) and which pictures
 * differ, copied before and after (pictures.ts); for the first
 * `--shown` of them, screenshots before and after with their difference
 * (screenshots.ts), and for the first `--measured` what they cost (costs.ts,
 * weight.ts);
 * the build's content warnings (scripts/site/content-check/check.ts); then the
 * comment and the page, one model rendered twice (report-model.ts, comment.ts,
 * report-page.ts).
 */
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { launchChromium } from '../../lab/browsers/chromium';
import { startPagesServer } from '../../lab/pages-server';
import { loadContent } from '../../../src/content-model/load';
import { siteSource } from '../../../src/content-model/content-files';
import { phoneCpuSlowdown, phoneIndexText } from '../../lab/phone';
import { contentWarnings } from '../../site/content-check/check';
import { basePathOf } from './built-for';
import { measureOnce, pageCost, type Measuring } from './costs';
import { builtPages, readSite, siteChanges } from './page-changes';
import { otherHosts } from './other-hosts';
import { changedPictures } from './pictures';
import { reviewComment } from './comment';
import type { Review } from './report-model';
import { reportPage } from './report-page';
import { shootPages } from './screenshots';
import { pageWeight } from './weight';

export interface ReviewOptions {
  base: string;
  head: string;
  out: string;
  basePath?: string;
  headPath?: string;
  previewUrl?: string;
  reportUrl?: string;
  content?: string;
  commit?: string;
  shown?: number;
  measured?: number;
  runs?: number;
}

/** Reviews `head` against `base` and writes the comment, the page and the screenshots into `out`. */
export async function review({
  base,
  head,
  out,
  basePath: givenBasePath,
  headPath: givenHeadPath,
  previewUrl = '',
  reportUrl,
  content,
  commit,
  shown = 8,
  measured = shown,
  runs = 3,
}: ReviewOptions): Promise<Review> {
  const started = performance.now();
  // Each phase's time in the log: a slow or stuck review shows where it was.
  const phase = (what: string) =>
    console.log(`review: ${what} (${((performance.now() - started) / 1000).toFixed(1)} s)`);
  // Each build at the base path it was made for, and every file its pages name there: else this
  // stops, naming them, before it compares or measures anything (for the base, the live site, it
  // warns: a pull request cannot mend it).
  const basePath = basePathOf(base, givenBasePath, '--base-path', { warnOnly: true });
  const headPath = basePathOf(head, givenHeadPath, '--head-path');
  console.log(`review: the base read at ${basePath}, the head at ${headPath}`);
  rmSync(join(out, 'shots'), { recursive: true, force: true });
  mkdirSync(out, { recursive: true });
  const before = readSite(base, basePath);
  const after = readSite(head, headPath);
  const [baseFiles, headFiles] = [builtPages(base), builtPages(head)];
  const { pages, unchanged } = siteChanges(before, after);

  const result: Review = {
    previewUrl,
    reportUrl,
    commit,
    pages,
    unchanged: unchanged.length,
    pictures: changedPictures(pages, { base, head, out }),
    hosts: { before: existsSync(base) ? otherHosts(base) : [], after: otherHosts(head) },
    shots: [],
    costs: {},
    warnings: [],
    method: { benchmarkIndex: 0, cpuSlowdown: 1, runs },
    shown,
    seconds: 0,
  };
  if (content) result.warnings = await contentWarningsOf(content);

  const listed = pages.slice(0, shown);
  if (listed.length) {
    const [baseServer, headServer] = await Promise.all([
      startPagesServer(resolve(base), basePath),
      startPagesServer(resolve(head), headPath),
    ]);
    const browser = await launchChromium();
    try {
      phase(`${listed.length} page(s) to show: screenshots`);
      result.shots = await shootPages(browser, {
        paths: listed.map(({ path }) => ({
          path,
          inBefore: before.has(path),
          inAfter: after.has(path),
        })),
        before: baseServer.url,
        after: headServer.url,
        out,
      });
      phase('screenshots taken');
      const toMeasure = listed.slice(0, measured).filter(({ kind }) => kind !== 'removed');
      if (toMeasure.length && runs > 0) {
        const measuredPages = await measurePages(browser, {
          paths: toMeasure.map(({ path }) => path),
          base: { dist: base, basePath, files: baseFiles, url: baseServer.url, pages: before },
          head: { dist: head, basePath: headPath, files: headFiles, url: headServer.url },
          runs,
          phase,
        });
        result.method = measuredPages.method;
        result.costs = measuredPages.costs;
      }
    } finally {
      await browser.close();
      await Promise.all([baseServer.close(), headServer.close()]);
    }
  }
  result.seconds = (performance.now() - started) / 1000;
  writeFileSync(join(out, 'comment.md'), reviewComment(result));
  writeFileSync(join(out, 'index.html'), reportPage(result));
  return result;
}

/** What the build says to look at in the head's content, as Markdown (none when it does not load). */
async function contentWarningsOf(content: string): Promise<string[]> {
  // The checkout's own content, or its sample's when it has none (src/content-model/content-files.ts).
  const source = siteSource(resolve(content));
  const loaded = loadContent(source);
  if (!loaded.content) return [];
  return (await contentWarnings(source, loaded.raw)).map(({ markdown }) => markdown);
}

/** One side of the review, served: its build, the base path it is read at, its pages' files and address. */
interface ServedSide {
  dist: string;
  basePath: string;
  files: ReturnType<typeof builtPages>;
  url: string;
}

/**
 * The measuring step: each of `paths` before (where the base has it) and after, as a
 * low-tier phone: Lighthouse `runs` times a side, before and after in turn, then axe and
 * the weight. Returns how it measured and what each page costs.
 */
async function measurePages(
  browser: Awaited<ReturnType<typeof launchChromium>>,
  {
    paths,
    base,
    head,
    runs,
    phase,
  }: {
    paths: string[];
    base: ServedSide & { pages: ReturnType<typeof readSite> };
    head: ServedSide;
    runs: number;
    phase: (what: string) => void;
  },
): Promise<Pick<Review, 'method' | 'costs'>> {
  const { benchmarkIndex, cpuSlowdown } = await phoneCpuSlowdown();
  console.log(
    `review: measuring as a low-tier phone: CPU slowed ${cpuSlowdown.toFixed(2)}× (${phoneIndexText(benchmarkIndex)})`,
  );
  const costs: Review['costs'] = {};
  for (const path of paths) {
    const sides: Partial<Record<'before' | 'after', Measuring>> = {};
    if (base.pages.has(path)) sides.before = { url: base.url + path.slice(1), runs: [] };
    sides.after = { url: head.url + path.slice(1), runs: [] };
    // Before and after in turn, so that the machine speeding up or slowing down weighs on both.
    for (let run = 0; run < runs; run += 1)
      for (const side of [sides.before, sides.after])
        if (side) await measureOnce(side, cpuSlowdown);
    phase(`${path}: Lighthouse done, axe and weight`);
    const weigh = (side: ServedSide) => (hydration: Parameters<typeof pageWeight>[3]) =>
      pageWeight(side.dist, side.basePath, side.files.get(path)!, hydration);
    costs[path] = {
      before: sides.before && (await pageCost(browser, sides.before, weigh(base))),
      after: await pageCost(browser, sides.after, weigh(head)),
    };
    phase(`${path}: measured`);
  }
  return { method: { benchmarkIndex, cpuSlowdown, runs }, costs };
}

/** A whole number ≥ 0 from an option, or the default. */
function count(value: string | undefined, name: string): number | undefined {
  if (value === undefined) return undefined;
  if (!/^\d+$/.test(value)) throw new Error(`--${name} must be a whole number, got ${value}`);
  return Number(value);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const names = [
    'base',
    'head',
    'out',
    'base-path',
    'head-path',
    'preview-url',
    'report-url',
    'content',
    'commit',
    'shown',
    'measured',
    'runs',
  ];
  const { values } = parseArgs({
    options: Object.fromEntries(names.map((name) => [name, { type: 'string' as const }])),
  });
  if (!values.base || !values.head || !values.out) {
    console.error(
      'npm run review -- --base <base dist> --head <head dist> --out <folder> (see scripts/deploy/review/index.ts)',
    );
    process.exit(2);
  }
  const done = await review({
    base: values.base,
    head: values.head,
    out: values.out,
    basePath: values['base-path'],
    headPath: values['head-path'],
    previewUrl: values['preview-url'],
    reportUrl: values['report-url'],
    content: values.content,
    commit: values.commit,
    shown: count(values.shown, 'shown'),
    measured: count(values.measured, 'measured'),
    runs: count(values.runs, 'runs'),
  });
  console.log(
    `review: ${done.pages.length} page(s) changed, ${done.unchanged} unchanged, in ${done.seconds.toFixed(0)} s: ${join(values.out, 'comment.md')}, ${join(values.out, 'index.html')}`,
  );
}
