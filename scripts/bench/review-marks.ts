/**
 * Does the review's marking rule (scripts/deploy/review/report-model.ts,
 * `markingRule`) mark only real changes? Measured the way the review measures
 * (Lighthouse as a low-tier phone, before and after in turn, three runs a
 * side; the weight from the build; axe):
 *
 * - **A/A**: the site built twice from the same commit (the two builds are
 *   byte for byte the same), Home, the featured project, its log and its
 *   newest update measured on both; repeated `BENCH_REVIEW_REPS` times (10).
 *   Prints, for each repetition, the figures marked. The rule holds when at
 *   most one repetition in ten marks anything.
 * - **A regression**: the second build with one page (the log) given a script
 *   that holds the main thread for 300 ms: it must be marked on that page, and
 *   nothing on the others.
 *
 *   BENCH_REVIEW=true npm run bench      (or: npx tsx scripts/bench/review-marks.ts)
 *
 * About 2 minutes a repetition on a two-core machine.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { launchChromium } from '../lab/browsers/chromium';
import { startPagesServer } from '../lab/pages-server';
import { measureOnce, pageCost, type Measuring } from '../deploy/review/costs';
import { builtPages } from '../deploy/review/page-changes';
import { figureCells, figureNames, markingRuleText } from '../deploy/review/report-model';
import { pageWeight } from '../deploy/review/weight';
import { projectPath, projectUpdatesPath, updatePath } from '../../src/lib/paths';
import { content, trackedProjects } from '../lab/owner-content';
import { phoneCpuSlowdown, phoneIndexText } from '../lab/phone';
import { buildSite } from '../lab/site-builder';
import { filesServing } from '../shared/served-files';

const runs = 3;

/** Builds the site into `out` (production settings, at /). */
function build(out: string) {
  // Never a kept build's copy: the A/A comparison is of two real builds of the same commit.
  const built = buildSite({
    outDir: out,
    env: { ...process.env, NODE_ENV: 'production', BASE_PATH: '/', STAND_IN_PHOTOS: 'true' },
    cached: false,
  });
  process.stderr.write(built.stderr);
}

/** The figures marked for each page when `head` is reviewed against `base`. */
async function marksOf(base: string, head: string, paths: string[], cpuSlowdown: number) {
  const [baseServer, headServer] = await Promise.all([
    startPagesServer(base, '/'),
    startPagesServer(head, '/'),
  ]);
  const browser = await launchChromium();
  const [baseFiles, headFiles] = [builtPages(base), builtPages(head)];
  const marked: Record<string, string[]> = {};
  try {
    for (const path of paths) {
      const before: Measuring = { url: baseServer.url + path.slice(1), runs: [] };
      const after: Measuring = { url: headServer.url + path.slice(1), runs: [] };
      for (let run = 0; run < runs; run += 1)
        for (const side of [before, after]) await measureOnce(side, cpuSlowdown);
      const cells = figureCells({
        before: await pageCost(browser, before, (hydration) =>
          pageWeight(base, '/', baseFiles.get(path)!, hydration),
        ),
        after: await pageCost(browser, after, (hydration) =>
          pageWeight(head, '/', headFiles.get(path)!, hydration),
        ),
      });
      marked[path] = cells.flatMap((cell, index) =>
        /⚠️|✅/.test(cell) ? [`${figureNames[index]} ${cell}`] : [],
      );
      console.log(
        `  ${path}: ${cells.map((cell, index) => `${figureNames[index]} ${cell}`).join(' | ')}`,
      );
    }
  } finally {
    await browser.close();
    await Promise.all([baseServer.close(), headServer.close()]);
  }
  return marked;
}

/** The A/A repetitions and the regression, printed. */
export async function reviewMarks(reps = Number(process.env.BENCH_REVIEW_REPS ?? 10)) {
  const work = mkdtempSync(join(tmpdir(), 'review-marks-'));
  try {
    const [a, b] = [join(work, 'a'), join(work, 'b')];
    console.log('Building the site twice from the same commit…');
    build(a);
    build(b);
    const project = (trackedProjects.find((one) => one.featured) ?? trackedProjects[0]!).slug;
    // The updates come newest first.
    const newest = content.updates[project]?.[0];
    const paths = [
      '/',
      projectPath(project),
      projectUpdatesPath(project),
      ...(newest ? [updatePath(project, newest.slug)] : []),
    ];
    const { benchmarkIndex, cpuSlowdown } = await phoneCpuSlowdown();
    console.log(
      `CPU slowed ${cpuSlowdown.toFixed(2)}× (${phoneIndexText(benchmarkIndex)}); ${runs} runs a side; rule: ${markingRuleText}`,
    );
    let clean = 0;
    for (let rep = 1; rep <= reps; rep += 1) {
      const marked = await marksOf(a, b, paths, cpuSlowdown);
      const found = Object.entries(marked).filter(([, marks]) => marks.length);
      if (!found.length) clean += 1;
      console.log(
        `A/A ${rep}/${reps}: ${found.length ? found.map(([path, marks]) => `${path}: ${marks.join(', ')}`).join('; ') : 'nothing marked'}`,
      );
    }
    if (reps)
      console.log(`A/A: ${clean} of ${reps} repetitions marked nothing (the rule asks 9 of 10)`);

    // The regression: the log page holds the main thread 300 ms once it has loaded.
    const slow = join(work, 'slow');
    cpSync(b, slow, { recursive: true });
    const logPath = projectUpdatesPath(project);
    writeFileSync(
      join(slow, 'assets', 'hold-300ms.js'),
      'const start = performance.now(); while (performance.now() - start < 300);\n',
    );
    // A script of the site's own origin: the page's Content-Security-Policy lets it run. In both
    // files the page is served from (scripts/shared/served-files.ts).
    for (const file of filesServing(logPath).map((name) => join(slow, name)))
      writeFileSync(
        file,
        readFileSync(file, 'utf8').replace(
          '</head>',
          '<script src="/assets/hold-300ms.js"></script></head>',
        ),
      );
    const marked = await marksOf(a, slow, paths, cpuSlowdown);
    for (const [path, marks] of Object.entries(marked))
      console.log(
        `300 ms regression on ${projectUpdatesPath(project)}: ${path}: ${marks.join(', ') || 'nothing marked'}`,
      );
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await reviewMarks();
