/**
 * Part of `npm run bench`: how search grows with the content. The made-up
 * owner's content (scripts/lab/unit-tests/fixture-content.ts) with 3 and 200 dated updates on
 * its featured project (./updates.ts makes them), each built as a deploy
 * builds it; then, for each, the search index the build wrote (dist/pagefind/:
 * Pagefind's code, which does not grow, and the index, which does) and the
 * time to the first result: Home at 375 px in a fresh Chromium (nothing
 * cached), the app started, then the search button tapped and a word typed
 * that many updates hold, until the first result shows. That wait holds the
 * dialog's chunk, Pagefind's code and WebAssembly, the index's parts for the
 * word, the excerpts of the results shown, and the dialog's 120 ms pause after
 * the last key. Also what the search fetched (gzip, as sent) and a second
 * word's time, with everything of search in hand. Median of BENCH_RUNS runs
 * (3 by default), the CPU slowed as a low-tier phone's when `cpuSlowdown` is
 * given. A benchmark: it prints figures and passes no judgement.
 *
 *   tsx scripts/bench/search.ts          (BENCH_UPDATES=3,20,200 for other counts)
 */
import { readdirSync, rmSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { startPagesServer } from '../lab/pages-server';
import { searchWords } from '../../src/content-model/search-words';
import { site } from '../../src/content-model/site-words';
import { searchFolder } from '../../src/lib/paths';
import { median } from '../lab/statistics';
import { formatTable } from '../lab/table';
import { withPhonePage } from '../lab/phone';
import { timedBuild, writeContentFolder } from './updates';

/** Words the made-up content holds on many pages (its servos and printed parts), whatever the count of updates. */
const words = ['servo', 'printed'] as const;

/** Every file under `folder`, with its size. */
function filesIn(folder: string): Array<{ path: string; bytes: number }> {
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => {
      const path = join(entry.parentPath, entry.name);
      return { path: relative(folder, path), bytes: statSync(path).size };
    });
}

/** The index's size on disk: Pagefind's code (the same for any site) and the index itself. */
function indexSize(dist: string) {
  const files = filesIn(join(dist, searchFolder));
  const code = files.filter(({ path }) => /^(pagefind(-worker)?\.js|wasm\.)/.test(path));
  const sum = (list: typeof files) => list.reduce((total, { bytes }) => total + bytes, 0);
  return {
    codeKB: sum(code) / 1000,
    indexKB: (sum(files) - sum(code)) / 1000,
    fragments: files.filter(({ path }) => path.startsWith('fragment')).length,
  };
}

interface Run {
  /** From the tap on search to the first result on the screen. */
  firstMs: number;
  /** What the page and Pagefind's worker fetched for it, as sent. */
  fetchedKB: number;
  /** A second word, typed over the first: everything of search already in hand. */
  secondMs: number;
}

/** One first search on Home of the site served at `url`, in a fresh browser. */
function searchOnce(url: string, cpuSlowdown?: number): Promise<Run> {
  return withPhonePage(
    async (page) => {
      let fetched = 0;
      page.on('requestfinished', (request) => {
        if (!/\/(pagefind\/|assets\/search-dialog)/.test(request.url())) return;
        void request.sizes().then(({ responseBodySize }) => (fetched += responseBodySize));
      });
      await page.goto(url);
      await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
      const firstResult = page.locator('dialog[open] li a').first();

      const start = performance.now();
      await page.getByRole('button', { name: site.search.open }).tap();
      await page.getByRole('searchbox', { name: searchWords.label }).fill(words[0]);
      await firstResult.waitFor();
      const firstMs = performance.now() - start;

      const again = performance.now();
      await page.getByRole('searchbox', { name: searchWords.label }).fill(words[1]);
      // The first result's marked words are the new word's.
      await page.waitForFunction(
        (word) =>
          document
            .querySelector('dialog[open] li a mark')
            ?.textContent?.toLowerCase()
            .startsWith(word.slice(0, 5)),
        words[1],
      );
      const secondMs = performance.now() - again;
      return { firstMs, fetchedKB: fetched / 1000, secondMs };
    },
    { width: 375, cpuSlowdown },
  );
}

/**
 * Builds the made-up site with each count of updates and measures its search;
 * returns the table as text.
 */
export async function searchFigures(
  counts = process.env.BENCH_UPDATES ? process.env.BENCH_UPDATES.split(',').map(Number) : [3, 200],
  {
    runs = Number(process.env.BENCH_RUNS ?? 3),
    cpuSlowdown,
  }: { runs?: number; cpuSlowdown?: number } = {},
): Promise<string> {
  const rows: string[][] = [];
  for (const count of counts) {
    const { root } = writeContentFolder(count);
    try {
      console.log(`Building with ${count} updates for search…`);
      const dist = join(root, 'dist');
      const buildSeconds = timedBuild(root, dist);
      const size = indexSize(dist);
      const server = await startPagesServer(dist, '/');
      const measured: Run[] = [];
      try {
        for (let run = 0; run < runs; run += 1)
          measured.push(await searchOnce(server.url, cpuSlowdown));
      } finally {
        await server.close();
      }
      const middle = (key: keyof Run) => median(measured.map((run) => run[key]));
      rows.push([
        String(count),
        buildSeconds.toFixed(1),
        size.indexKB.toFixed(1),
        String(size.fragments),
        size.codeKB.toFixed(1),
        middle('fetchedKB').toFixed(1),
        middle('firstMs').toFixed(0),
        middle('secondMs').toFixed(0),
      ]);
      console.log(`measured search with ${count} updates (${runs} run(s))`);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  }
  return [
    `Search: the index the build writes, and Home at 375 px in a fresh Chromium${cpuSlowdown ? `, CPU slowed ${cpuSlowdown.toFixed(2)}×` : ''}: tap search, type "${words[0]}", first result shown (median of ${runs}); then "${words[1]}":`,
    '',
    formatTable(
      [
        'updates',
        'build s',
        'index kB',
        'fragments',
        'code kB',
        'fetched kB gz',
        'first result ms',
        'next word ms',
      ],
      rows,
    ),
  ].join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  searchFigures().then(console.log, (error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
