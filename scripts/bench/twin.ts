/**
 * Part of `npm run bench`: each page against its static twin (static-twin.ts),
 * the fairest limit for a prerendered page. Lighthouse mobile as a low-tier
 * phone runs it (scripts/lab/phone.ts: a fresh browser per run, the CPU slowed to
 * the phone's speed, the multiplier printed) on ours and the
 * twin in turn, so a machine that speeds up or slows down during the run
 * weighs on both alike; the medians are printed with the ratios. A benchmark:
 * it prints figures and passes no judgement. The sites and pages: sites.ts
 * (BENCH_TWIN_RUNS runs a side for the sample, 5; BENCH_OWNER_RUNS for the
 * owner-content variant, 3).
 *
 *   tsx scripts/bench/twin.ts        (after `npm run build`: the sample alone)
 */
import { pathToFileURL } from 'node:url';
import { figuresOf, type Figures } from '../lab/lighthouse';
import { median } from '../lab/statistics';
import { formatTable } from '../lab/table';
import { withTwinServers, type ComparedPage } from './static-twin';
import { printOnSample, type BenchSite } from './sites';
import { lighthouseAsPhone, phoneSpeedText, type PhoneSpeed } from '../lab/phone';

/** Ours against the twin for each page of a built site, as a phone, alternating; the table's rows. */
async function compareWithTwin(
  dist: string,
  pages: ComparedPage[],
  runs: number,
  cpuSlowdown: number,
): Promise<string[][]> {
  return withTwinServers(dist, async (ours, theirs) => {
    const rows: string[][] = [];
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
    return rows;
  });
}

/**
 * The comparison `npm run bench` prints: each page of each site (index.ts:
 * this repository's content, then its owner-content variant) against its
 * static twin, at the phone's CPU slowdown; `runs` a side for each site.
 */
export async function twinComparison(
  sites: readonly BenchSite[],
  phone: PhoneSpeed,
  runs = (site: BenchSite) =>
    Number(site.owner ? (process.env.BENCH_OWNER_RUNS ?? 3) : (process.env.BENCH_TWIN_RUNS ?? 5)),
): Promise<string> {
  const { cpuSlowdown } = phone;
  const rows: string[][] = [];
  for (const site of sites)
    rows.push(...(await compareWithTwin(site.dist, site.pages, runs(site), cpuSlowdown)));
  const runsText = sites.map((site) => `${site.owner ? 'owner: ' : ''}${runs(site)}`).join(', ');
  const slowdown = phoneSpeedText(phone);
  return [
    `Each page against its static twin (no script, stylesheet inline), Lighthouse mobile, a fresh browser per run, ${slowdown};`,
    `medians of alternating runs (${runsText}). "owner": the content grown (phone photos, more paragraphs,`,
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
  ].join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href)
  await printOnSample(twinComparison);
