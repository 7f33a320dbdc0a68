/**
 * `npm run bench`: how fast and how findable the built site is, measured.
 *
 * Builds the site, serves `dist` the way GitHub Pages does (gzip included),
 * and runs Lighthouse on / and each project page, mobile (its default throttling) and
 * desktop, three runs each. Prints the medians and writes them, with every
 * run, to bench/results/ (ignored by git). Then, at one phone speed read from
 * this machine (sites.ts), on this repository's content and on its grown
 * owner-content variant: each page against its static twin (twin.ts), our
 * script's longest task (long-tasks.ts), taps during load (taps.ts), a CAD
 * model turned after its tap (model-viewer/), the first interactions once
 * ready (interactions.ts) and a trace of the grown project
 * page (trace.ts); then the main thread under Lighthouse (main-thread.ts), the
 * photo step, the development log and search (its index and first result
 * with 200 updates, search.ts). A benchmark, not a test: it prints
 * figures and passes no judgement, so it never fails on speed.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { startPagesServer } from '../lab/pages-server';
import { buildSite } from '../lab/site-builder';
import { mainThreadFigures } from './main-thread';
import { boardFigures } from './boards';
import { modelFigures } from './models';
import { modelViewerFigures } from './model-viewer';
import { photoBuildFigures } from './photos';
import { interactionFigures } from './interactions';
import { longTaskFigures } from './long-tasks';
import { measurePhoneSpeed, ownerSite, sampleSite } from './sites';
import { phoneSpeedText } from '../lab/phone';
import { resumePdfFigures } from './resume-pdf';
import { tapFigures } from './taps';
import { traceFigures } from './trace';
import { twinComparison } from './twin';
import { reviewMarks } from './review-marks';
import { searchFigures } from './search';
import { developmentLogFigures } from './updates';
import { lighthouseFigures, medianFigures, type Figures } from '../lab/lighthouse';
import { formatTable } from '../lab/table';
import { trackedProjects } from '../lab/owner-content';
import { contentRoot } from '../../src/content-model/content-files';

const runsPerCase = Number(process.env.BENCH_RUNS ?? 3);
/** Home and each tracked project's page, whatever the content holds. */
const routes = [
  { name: '/', path: '' },
  ...trackedProjects.map(({ slug }) => ({ name: `/${slug}`, path: slug })),
];
const formFactors = ['mobile', 'desktop'] as const;

function table(rows: Array<{ route: string; formFactor: string; figures: Figures }>): string {
  const columns: Array<[string, (f: Figures) => string]> = [
    ['perf', (f) => String(f.performance)],
    ['a11y', (f) => String(f.accessibility)],
    ['bp', (f) => String(f.bestPractices)],
    ['seo', (f) => String(f.seo)],
    ['FCP ms', (f) => f.fcpMs.toFixed(0)],
    ['LCP ms', (f) => f.lcpMs.toFixed(0)],
    ['TBT ms', (f) => f.tbtMs.toFixed(0)],
    ['CLS', (f) => f.cls.toFixed(3)],
    ['SI ms', (f) => f.speedIndexMs.toFixed(0)],
    ['weight KiB', (f) => f.pageWeightKiB.toFixed(1)],
    ['requests', (f) => String(f.requests)],
    ['JS kB gz', (f) => f.scriptGzipKB.toFixed(1)],
    ['CSS kB gz', (f) => f.cssGzipKB.toFixed(1)],
  ];
  const header = ['route', 'device', ...columns.map(([name]) => name)];
  const body = rows.map(({ route, formFactor, figures }) => [
    route,
    formFactor,
    ...columns.map(([, format]) => format(figures)),
  ]);
  return formatTable(header, body);
}

async function main() {
  console.log('Building…');
  process.stderr.write(buildSite({ outDir: 'dist', env: process.env }).stderr);
  const server = await startPagesServer(join(process.cwd(), 'dist'), '/');
  const rows: Array<{ route: string; formFactor: string; figures: Figures; runs: Figures[] }> = [];
  try {
    for (const route of routes) {
      for (const formFactor of formFactors) {
        const runs = await lighthouseFigures(server.url + route.path, runsPerCase, { formFactor });
        rows.push({ route: route.name, formFactor, figures: medianFigures(runs), runs });
        console.log(`measured ${route.name} ${formFactor} (${runsPerCase} runs)`);
      }
    }
  } finally {
    await server.close();
  }

  console.log(`\nLighthouse medians of ${runsPerCase} runs (JS and CSS as sent, gzip):\n`);
  console.log(table(rows));
  const outDir = join(process.cwd(), 'bench', 'results');
  mkdirSync(outDir, { recursive: true });
  const report = JSON.stringify(
    { date: new Date().toISOString(), runsPerCase, results: rows },
    null,
    2,
  );
  writeFileSync(
    join(outDir, `lighthouse-${new Date().toISOString().replace(/[:.]/g, '-')}.json`),
    report,
  );
  writeFileSync(join(outDir, 'latest.json'), report);
  console.log('\nWritten to bench/results/latest.json');
  // The phone benchmarks, on the sample and on the owner-content variant, at one phone speed.
  const sample = sampleSite();
  const phone = await measurePhoneSpeed();
  console.log(phoneSpeedText(phone));
  const owner = await ownerSite();
  try {
    const sites = [sample, owner];
    console.log(`\n${await twinComparison(sites, phone)}`);
    console.log(`\n${await longTaskFigures(sites, phone)}`);
    console.log(`\n${await tapFigures(sites, phone)}`);
    console.log(`\n${await modelViewerFigures(sites, phone)}`);
    for (const site of sites)
      console.log(
        `\n${site.owner ? 'Owner content' : 'Sample'}: ${await interactionFigures(site.project, site.dist, { cpuSlowdown: phone.cpuSlowdown, runs: 3 })}`,
      );
    console.log(
      `\n${await traceFigures(owner.project.slug, owner.dist, { cpuSlowdown: phone.cpuSlowdown })}`,
    );
    console.log(
      `\n${await resumePdfFigures([
        ['sample', contentRoot()],
        ['owner variant', dirname(owner.dist)],
      ])}`,
    );
  } finally {
    owner.remove();
  }
  console.log(`\n${await mainThreadFigures()}`);
  console.log(`\n${await photoBuildFigures()}`);
  console.log(`\n${await modelFigures()}`);
  console.log(`\n${await boardFigures()}`);
  console.log(`\n${await developmentLogFigures()}`);
  console.log(`\n${await searchFigures(undefined, { cpuSlowdown: phone.cpuSlowdown })}`);
  // Long (about 2 minutes a repetition): asked for by name.
  if (process.env.BENCH_REVIEW === 'true') await reviewMarks();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
