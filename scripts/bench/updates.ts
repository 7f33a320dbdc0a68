/**
 * How the development log scales: the made-up owner's content
 * (scripts/lab/unit-tests/fixture-content.ts) with 3, 20 and 200 dated updates on its
 * featured project, each built into a folder of its own (vite build and the
 * prerender, as e2e/support/build-site.ts does, with CONTENT_ROOT), timed,
 * served like GitHub Pages and measured with Lighthouse, mobile. Prints one
 * table: the build's wall-clock time, each page's HTML size (gzip) and its
 * Lighthouse scores, FCP, LCP and TBT (medians of BENCH_RUNS runs, 1 by default).
 *
 * The pages measured: the project page (/<slug>), and, when the build has
 * them, its log (/<slug>/updates) and its newest update's page
 * (/<slug>/updates/<update>). Run by `npm run bench`, or alone:
 * `npx tsx scripts/bench/updates.ts` (BENCH_UPDATES=3,20 for other counts).
 * A benchmark, not a test: never part of `npm test`.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { startPagesServer } from '../lab/pages-server';
import { buildSite } from '../lab/site-builder';
import { filesServing } from '../shared/served-files';
import { newestFirst } from '../../src/content-model/newest-first';
import {
  fixtureFiles,
  writeFixtureProject,
  type MarkdownFile,
} from '../lab/unit-tests/fixture-content';
import { lighthouseFigures, medianFigures, type Figures } from '../lab/lighthouse';
import { formatTable } from '../lab/table';

/** How many updates each build has. */
const defaultCounts = [3, 20, 200];

type ContentFiles = typeof fixtureFiles;

/* ------------------------------------------------------------------------ */
/* The content: the fixture, and N made-up updates on its featured project   */
/* ------------------------------------------------------------------------ */

/** A small deterministic random source (mulberry32), so every run builds the same words. */
function randomSource(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const subjects = [
  'the wrist servo',
  'the elbow joint',
  'the gripper fingers',
  'the base plate',
  'the shoulder bracket',
  'the cable chain',
  'the servo driver board',
  'the power supply',
  'the finger hinges',
  'the firmware',
];
const doings = [
  'Reprinted',
  'Rewired',
  'Measured',
  'Rebalanced',
  'Tuned',
  'Sanded',
  'Tested',
  'Redesigned',
];
const sentences = [
  'The first print warped at one corner, so I slowed the first layer down and added a brim.',
  'With the new bracket the servo no longer rocks when the arm stops suddenly.',
  'I measured the current at each joint with a cheap USB meter: about 400 mA while moving, 20 mA at rest.',
  'The PETG parts came out stronger than the PLA ones, and they bend a little before they break.',
  'Two M3 screws were too short; the brass inserts need at least 6 mm of thread to hold.',
  'Holding an egg for a minute left no mark on it, which is the whole point of the soft fingers.',
  'The arm still hums when it holds still, so the next step is a dead band in the firmware.',
  'A friend from the robotics club suggested *silicone* fingertips, and they grip much better.',
  'Everything is on a breadboard for now; a proper board comes once the wiring stops changing.',
  'The cable chain keeps the servo leads from catching on the elbow when it folds.',
  'I logged every move to a CSV file and plotted it: the overshoot is under two degrees.',
  'The notes for this step are in the [build log](https://notes.example.org/gripper-arm).',
  'Printing the fingers took four hours; sanding the joints took longer than printing them.',
  'The base now turns on a lazy-susan bearing, which cost less than a coffee.',
  'Next weekend: a test with a full glass of water, carried across the desk and back.',
];

/** "Reprinted the wrist servo" → "reprinted-the-wrist-servo". */
const slugOf = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** YYYY-MM-DD of the day `daysAgo` days before today (UTC). */
function dayBefore(daysAgo: number): string {
  const day = new Date();
  day.setUTCDate(day.getUTCDate() - daysAgo);
  return day.toISOString().slice(0, 10);
}

/** The slug of the fixture's featured project, and the ids of its milestones begun (completed or current). */
function featuredProject(files: ContentFiles): { slug: string; milestoneIds: number[] } {
  const [path] = Object.entries(files).find(
    ([file, data]) => file.endsWith('/project.yml') && (data as { featured?: boolean }).featured,
  )!;
  const slug = path.split('/')[2]!;
  const timeline = files[`content/tracked/${slug}/timeline.yml`] as
    { milestones: Array<{ id: number; status: string }> } | undefined;
  const begun = timeline?.milestones.filter(({ status }) => status !== 'future') ?? [];
  return { slug, milestoneIds: begun.map(({ id }) => id) };
}

/**
 * `count` made-up updates of 2–4 paragraphs on the featured project, spread
 * over the last months (newest yesterday, 200 over about a year), some with a
 * milestone, a few with a summary or a picture, as an owner would write them:
 * most with the day in the file's name, some with `date:` in the front matter.
 */
export function madeUpUpdates(count: number, files: ContentFiles = fixtureFiles): ContentFiles {
  const { slug, milestoneIds } = featuredProject(files);
  const pictures = [...new Set(JSON.stringify(files).match(/fixture-[\w-]+\.svg/g) ?? [])].sort();
  const random = randomSource(count);
  const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]!;
  const span = Math.max(60, Math.round(count * 1.8));
  const updates: ContentFiles = {};
  for (let index = 0; index < count; index += 1) {
    const title = `${pick(doings)} ${pick(subjects)}${index % 7 === 0 ? ', again' : ''}`;
    const address = `${slugOf(title)}-${index + 1}`;
    const day = dayBefore(1 + Math.round(((count - 1 - index) * span) / Math.max(1, count - 1)));
    // Each sentence once per update, in an order of its own.
    const unused = sentences
      .map((sentence) => ({ sentence, key: random() }))
      .sort((a, b) => a.key - b.key)
      .map(({ sentence }) => sentence);
    const paragraphs = Array.from({ length: 2 + Math.floor(random() * 3) }, () =>
      unused.splice(0, 2 + Math.floor(random() * 2)).join(' '),
    );
    if (index % 6 === 0) paragraphs.splice(1, 0, '- printed parts\n- screws and inserts\n- wiring');
    const front: Record<string, unknown> = { title };
    const inName = index % 4 !== 3;
    if (!inName) front.date = day;
    if (milestoneIds.length && index % 3 !== 2)
      front.milestone =
        milestoneIds[
          Math.min(milestoneIds.length - 1, Math.floor((index / count) * milestoneIds.length))
        ];
    if (index % 5 === 0) front.summary = unused.shift()!;
    if (index % 4 === 0 && pictures.length)
      front.pictures = [{ file: pick(pictures), alt: 'The arm on the bench, after this step' }];
    const file = `content/tracked/${slug}/updates/${inName ? `${day}-` : ''}${address}.md`;
    updates[file] = { front, body: `${paragraphs.join('\n\n')}\n` } satisfies MarkdownFile;
  }
  return updates;
}

/** An update's address (its file's name after the day) and its day. */
function addressAndDay(path: string, file: MarkdownFile): { address: string; day: string } {
  const name = path.slice(path.lastIndexOf('/') + 1, -'.md'.length);
  const [, named, rest] = /^(\d{4}-\d{2}-\d{2})-(.+)$/.exec(name) ?? [undefined, undefined, name];
  return { address: rest!, day: named ?? String(file.front.date) };
}

/**
 * A content folder (content/ and public/) of the fixture with exactly `count`
 * updates on its featured project (the fixture's own updates of it left out).
 * Also returns the project's slug and its newest update's address.
 */
export function writeContentFolder(count: number): { root: string; slug: string; newest?: string } {
  const { slug } = featuredProject(fixtureFiles);
  const kept = Object.fromEntries(
    Object.entries(fixtureFiles).filter(
      ([path]) => !path.startsWith(`content/tracked/${slug}/updates/`),
    ),
  );
  const updates = madeUpUpdates(count, kept);
  const root = mkdtempSync(join(tmpdir(), `bench-updates-${count}-`));
  writeFixtureProject({ ...kept, ...updates }, root);
  const newest = newestFirst(
    Object.entries(updates).map(([path, file]) => addressAndDay(path, file as MarkdownFile)),
    ({ day }) => day,
  )[0]?.address;
  return { root, slug, ...(newest ? { newest } : {}) };
}

/* ------------------------------------------------------------------------ */
/* The build, the pages' sizes and Lighthouse                                */
/* ------------------------------------------------------------------------ */

/** Builds `root`'s content into `outDir` as the workflows do (scripts/site/build.ts): its wall-clock seconds. */
export function timedBuild(root: string, outDir: string): number {
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    BASE_PATH: '/',
    SITE_URL: 'https://owner.github.io',
    CONTENT_ROOT: root,
  };
  // Measured, so never a kept build's copy.
  const built = buildSite({ outDir, env, cached: false });
  process.stderr.write(built.stderr);
  return built.seconds;
}

/** A page's address from the site's top ("gripper-arm/updates") and its HTML file, if the build made it. */
function builtPage(outDir: string, path: string): string | undefined {
  return filesServing(path)
    .map((file) => join(outDir, file))
    .find((file) => existsSync(file));
}

/** The figures this part prints of each page. */
type PageFigures = Pick<
  Figures,
  'performance' | 'accessibility' | 'bestPractices' | 'seo' | 'fcpMs' | 'lcpMs' | 'tbtMs'
>;

interface Row {
  updates: number;
  buildSeconds: number;
  page: string;
  htmlGzipKB: number;
  figures: PageFigures;
}

function table(rows: Row[]): string {
  const columns: Array<[string, (row: Row) => string]> = [
    ['updates', (row) => String(row.updates)],
    ['build s', (row) => row.buildSeconds.toFixed(1)],
    ['page', (row) => row.page],
    ['HTML kB gz', (row) => row.htmlGzipKB.toFixed(1)],
    ['perf', (row) => String(row.figures.performance)],
    ['a11y', (row) => String(row.figures.accessibility)],
    ['bp', (row) => String(row.figures.bestPractices)],
    ['seo', (row) => String(row.figures.seo)],
    ['FCP ms', (row) => row.figures.fcpMs.toFixed(0)],
    ['LCP ms', (row) => row.figures.lcpMs.toFixed(0)],
    ['TBT ms', (row) => row.figures.tbtMs.toFixed(0)],
  ];
  const header = columns.map(([name]) => name);
  const body = rows.map((row) => columns.map(([, format]) => format(row)));
  // The page's address reads best left-aligned.
  return formatTable(header, body, { leftAligned: [2] });
}

/**
 * Builds and measures the log at each count; returns the table as text.
 * BENCH_RUNS Lighthouse runs per page (1 by default), BENCH_UPDATES the counts.
 */
export async function developmentLogFigures(
  counts = process.env.BENCH_UPDATES
    ? process.env.BENCH_UPDATES.split(',').map(Number)
    : defaultCounts,
  runs = Number(process.env.BENCH_RUNS ?? 1),
): Promise<string> {
  const rows: Row[] = [];
  for (const count of counts) {
    const { root, slug, newest } = writeContentFolder(count);
    const outDir = join(root, 'dist');
    try {
      console.log(`Building with ${count} updates…`);
      const buildSeconds = timedBuild(root, outDir);
      // The log and an update's page are measured once the site makes them (updatePath in src/lib/paths.ts).
      const pages = [slug, `${slug}/updates`, ...(newest ? [`${slug}/updates/${newest}`] : [])]
        .filter((path) => builtPage(outDir, path))
        .map((path) => ({ page: `/${path}`, path }));
      if (!pages.some(({ path }) => path === slug))
        throw new Error(`the build has no page for /${slug}`);
      const server = await startPagesServer(outDir, '/');
      try {
        for (const { page, path } of pages) {
          const file = builtPage(outDir, path)!;
          const measured: PageFigures[] = await lighthouseFigures(server.url + path, runs);
          rows.push({
            updates: count,
            buildSeconds,
            page,
            htmlGzipKB: gzipSync(readFileSync(file)).length / 1000,
            figures: medianFigures(measured),
          });
          console.log(`measured ${page} with ${count} updates (${runs} run(s))`);
        }
      } finally {
        await server.close();
      }
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  }
  return [
    `Development log: build (vite build + prerender, wall clock) and pages, Lighthouse mobile, median of ${runs} run(s):`,
    '',
    table(rows),
  ].join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  developmentLogFigures().then(console.log, (error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
