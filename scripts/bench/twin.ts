/**
 * Part of `npm run bench`: each page against its static twin, the fairest
 * limit for a prerendered page. The twin is the same built HTML with every
 * script removed and the stylesheet inlined (so also without the CSP, which
 * would refuse the inline style): what the page would cost if it never ran a
 * line of JavaScript and painted from its HTML alone. Lighthouse mobile as a
 * low-tier phone runs it (./phone.ts: a fresh browser per run, the CPU slowed
 * by this machine's benchmarkIndex over 264, the multiplier printed) on ours
 * and the twin in turn, so a machine that speeds up or slows down during the
 * run weighs on both alike; the medians are printed with the ratios. A
 * benchmark: it prints figures and passes no judgement. The pages: Home, the
 * featured project, its log and its newest update, of this repository's
 * content (BENCH_TWIN_RUNS runs a side, 5) and of its owner-content variant
 * (owner-content.ts: phone photos, more words, three projects, 20 updates, the
 * newest with eight photos; BENCH_OWNER_RUNS, 3).
 *
 *   tsx scripts/bench/twin.ts        (after `npm run build`)
 */
import { cpSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { startPagesServer } from '../../e2e/support/pages-server';
import { figuresOf, formatTable, median, type Figures } from './lighthouse-figures';
import { writeOwnerVariant } from './owner-content';
import { interactionFigures } from './interactions';
import { lighthouseAsPhone, lowTierPhoneIndex, phoneCpuSlowdown } from './phone';
import { traceFigures } from './trace';
import { timedBuild } from './updates';
import { trackedProjects } from '../shared/content';

/**
 * The page's HTML as its static twin: no script, no CSP meta, and in place of
 * our own inline critical CSS and the stylesheet's link (whether in <head>,
 * after the first paint or in <noscript>), the whole stylesheet inline in <head>.
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
    .replace(/<script\b[\s\S]*?<\/script>/g, '')
    .replace(/<link rel="modulepreload"[^>]*>/g, '')
    .replace(/<meta http-equiv="Content-Security-Policy"[^>]*>/g, '')
    .replace(/<noscript><link rel="stylesheet"[^>]*><\/noscript>/g, '')
    .replace(/<link rel="stylesheet"[^>]*>/g, '')
    .replace(/<style>[\s\S]*?<\/style>/g, '')
    .replace('</head>', () => `<style>${stylesheets.map(readAsset).join('')}</style></head>`);
}

/** Every .html file under a folder. */
function htmlFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return htmlFiles(path);
    return name.endsWith('.html') ? [path] : [];
  });
}

/** A copy of the built site in which every page is its static twin. */
function writeTwin(dist: string, twin: string): void {
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

/** Ours against the twin for each page of a built site, as a phone, alternating; the table's rows. */
async function compareWithTwin(
  dist: string,
  pages: ComparedPage[],
  runs: number,
  cpuSlowdown: number,
): Promise<string[][]> {
  const twin = join(process.cwd(), 'node_modules', '.bench-twin');
  writeTwin(dist, twin);
  const [ours, theirs] = await Promise.all([
    startPagesServer(dist, '/'),
    startPagesServer(twin, '/'),
  ]);
  const rows: string[][] = [];
  try {
    for (const page of pages) {
      const measured = { ours: [] as Figures[], twin: [] as Figures[] };
      for (let run = 0; run < runs; run += 1)
        for (const [side, server] of [
          ['ours', ours],
          ['twin', theirs],
        ] as const)
          measured[side].push(
            figuresOf(await lighthouseAsPhone(server.url + page.path, { cpuSlowdown })),
          );
      const of = (side: 'ours' | 'twin', key: keyof Figures) =>
        median(measured[side].map((figures) => figures[key]));
      const pair = (key: keyof Figures) =>
        `${of('ours', key).toFixed(0)} / ${of('twin', key).toFixed(0)}`;
      rows.push([
        page.name,
        pair('performance'),
        pair('fcpMs'),
        `${(of('ours', 'fcpMs') / of('twin', 'fcpMs')).toFixed(2)}×`,
        pair('lcpMs'),
        `${(of('ours', 'lcpMs') / of('twin', 'lcpMs')).toFixed(2)}×`,
        pair('tbtMs'),
        `${(of('ours', 'tbtMs') - of('twin', 'tbtMs')).toFixed(0)}`,
        `${of('ours', 'scriptGzipKB').toFixed(1)}`,
        `${of('ours', 'accessibility')}/${of('ours', 'bestPractices')}/${of('ours', 'seo')}`,
      ]);
      console.log(`measured ${page.name} against its static twin (${runs} runs each)`);
    }
  } finally {
    await Promise.all([ours.close(), theirs.close()]);
    rmSync(twin, { recursive: true, force: true });
  }
  return rows;
}

/**
 * The comparison `npm run bench` prints: the site as built in `dist` (the
 * repository's content, base "/"), then the owner-content variant
 * (owner-content.ts), built here, at one CPU slowdown read from this machine;
 * then, at that slowdown, the first interactions' INP on both sites
 * (interactions.ts) and the long tasks of the owner's project page
 * (trace.ts). BENCH_TWIN_ONLY=true leaves out the last two.
 */
export async function twinComparison(
  dist = join(process.cwd(), 'dist'),
  runs = Number(process.env.BENCH_TWIN_RUNS ?? 5),
  ownerRuns = Number(process.env.BENCH_OWNER_RUNS ?? 3),
): Promise<string> {
  const server = await startPagesServer(dist, '/');
  const { benchmarkIndex, cpuSlowdown } = await phoneCpuSlowdown(server.url).finally(() =>
    server.close(),
  );
  const slowdown = `CPU slowed ${cpuSlowdown.toFixed(2)}× (this machine's benchmarkIndex ${Math.round(benchmarkIndex)} ÷ ${lowTierPhoneIndex}, a low-tier phone)`;
  console.log(slowdown);
  const rows = await compareWithTwin(dist, comparedPages(), runs, cpuSlowdown);
  const more = process.env.BENCH_TWIN_ONLY !== 'true';
  const after: string[] = [];
  const featured = trackedProjects.find((project) => project.featured) ?? trackedProjects[0]!;
  if (more)
    after.push('Sample:', await interactionFigures(featured, dist, { cpuSlowdown, runs: 3 }));
  const variant = await writeOwnerVariant();
  try {
    console.log('Building the owner-content variant…');
    const seconds = timedBuild(variant.root, join(variant.root, 'dist'));
    console.log(`built the owner-content variant in ${seconds.toFixed(1)} s`);
    rows.push(
      ...(await compareWithTwin(
        join(variant.root, 'dist'),
        comparedPages(variant.project, 'owner ', { log: false }),
        ownerRuns,
        cpuSlowdown,
      )),
    );
    if (more) {
      const ownerDist = join(variant.root, 'dist');
      after.push(
        'Owner content:',
        await interactionFigures(variant.project, ownerDist, { cpuSlowdown, runs: 3 }),
        await traceFigures(variant.project.slug, ownerDist, { cpuSlowdown }),
      );
    }
  } finally {
    rmSync(variant.root, { recursive: true, force: true });
  }
  return [
    `Each page against its static twin (no script, stylesheet inline), Lighthouse mobile, a fresh browser per run, ${slowdown};`,
    `medians of ${runs} alternating runs (owner: ${ownerRuns}). "owner": the content grown (phone photos, more paragraphs,`,
    'three projects, 20 updates, the newest with eight photos). JS: kB sent gzip, before any interaction.',
    '',
    formatTable(
      [
        'page',
        'perf ours/twin',
        'FCP ms',
        'FCP ×',
        'LCP ms',
        'LCP ×',
        'TBT ms',
        'TBT +ms',
        'JS kB',
        'ours a11y/bp/seo',
      ],
      rows,
    ),
    ...after.map((text) => `\n${text}`),
  ].join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  twinComparison().then(console.log, (error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
