/**
 * Part of `npm run bench`: a CAD model a visitor turns (issue 47), as a
 * low-tier phone sees it. The page with a model is found in the built HTML
 * (the figure that carries `data-model-viewer`), loaded in a fresh browser
 * each run, left until idle, scrolled to its "View in 3D" and tapped (the
 * DevTools protocol's touch, as taps.ts taps). Medians of BENCH_MODEL_RUNS
 * runs (5) of:
 * - the bytes the page transferred before the tap, by kind, and whether any of
 *   the viewer's code or a .glb was among them (Resource Timing's transferSize:
 *   headers and the body as sent, gzip where the server gzips);
 * - the bytes the tap brought: the viewer's chunk(s) and the model's GLB;
 * - from the touch (the pointerdown's timeStamp, the time of the input) to the
 *   first frame after model-viewer's `load` (its model is in: `loaded` is
 *   true), at this machine's speed and at the phone's (the CPU slowed by
 *   Emulation.setCPUThrottlingRate, sites.ts), with the tap's own delay to its
 *   next paint as Event Timing reports it;
 * - at the phone's speed, from a Chrome trace of a third run: the main
 *   thread's tasks between the touch and that frame, the longest of any kind
 *   and how many pass 100 ms (wall time, slowed as the phone's would be).
 * Every page runs as a visitor's does (scripts/lab/browsers/quiet-page.ts). WebGL is SwiftShader
 * here, in the GPU process, which the throttling does not slow.
 *
 *   tsx scripts/bench/model-viewer/index.ts        (after `npm run build`)
 */
import { pathToFileURL } from 'node:url';
import { startPagesServer } from '../../lab/pages-server';
import { median } from '../../lab/statistics';
import { formatTable } from '../../lab/table';
import { lowTierPhoneIndex, phoneSpeedText, type PhoneSpeed } from '../../lab/phone';
import { printOnSample, sampleSite, type BenchSite } from '../sites';
import { bytesByKind, isViewerFile } from './fetched';
import { pagesWithAModel } from './pages';
import { viewOnce, type Run } from './view-once';

const kB = (bytes: number) => (bytes / 1000).toFixed(1);
const ms = (value: number) => value.toFixed(0);
const delay = (value: number) => (value <= 0 ? '≤16' : ms(value));

/** The figures of a model's page on every site that has one, as text. */
export async function modelViewerFigures(
  sites: readonly BenchSite[],
  phone: PhoneSpeed,
  runs = Number(process.env.BENCH_MODEL_RUNS ?? 5),
): Promise<string> {
  const bytesRows: string[][] = [];
  const tapRows: string[][] = [];
  const timeRows: string[][] = [];
  const taskRows: string[][] = [];
  const notes: string[] = [];
  for (const site of sites) {
    const [path, ...others] = pagesWithAModel(site.dist);
    const name = `${site.label}/${path ?? ''}`;
    if (path === undefined) {
      notes.push(`${site.owner ? 'The owner-content variant' : 'The sample'} has no model.`);
      continue;
    }
    if (others.length)
      notes.push(
        `${site.label || 'sample '}pages with a model not measured: ${others.map((page) => `/${page}`).join(', ')}`,
      );
    const server = await startPagesServer(site.dist, '/');
    const host: Run[] = [];
    const slowed: Run[] = [];
    const traced: Run[] = [];
    try {
      for (let run = 0; run < runs; run += 1) {
        host.push(await viewOnce(server.url + path, undefined, false));
        slowed.push(await viewOnce(server.url + path, phone.cpuSlowdown, false));
        traced.push(await viewOnce(server.url + path, phone.cpuSlowdown, true));
        console.log(`turned the model of ${name}, run ${run + 1} of ${runs}`);
      }
    } finally {
      await server.close();
    }
    const befores = host.map((run) => bytesByKind(run.before));
    const mid = (pick: (bytes: ReturnType<typeof bytesByKind>) => number) =>
      kB(median(befores.map(pick)));
    const every = [...host, ...slowed, ...traced];
    const early = every.filter((run) => run.before.some((file) => isViewerFile(file.name))).length;
    bytesRows.push([
      name,
      mid((bytes) => bytes.html),
      mid((bytes) => bytes.js),
      mid((bytes) => bytes.css),
      mid((bytes) => bytes.images),
      mid((bytes) => bytes.fonts),
      mid((bytes) => bytes.other + bytes.models),
      mid((bytes) => bytes.all),
      String(median(host.map((run) => run.before.length))),
      early ? `yes (${early} of ${every.length} runs)` : 'no',
    ]);
    // What the tap brought, file by file (the same files every run: the first run's).
    for (const file of host[0]!.brought) {
      const sizes = host.map((run) => run.brought.find((other) => other.name === file.name));
      tapRows.push([
        name,
        new URL(file.name).pathname.split('/').pop()!,
        kB(median(sizes.map((size) => size?.transferSize ?? 0))),
        kB(file.encodedBodySize),
        kB(file.decodedBodySize),
      ]);
    }
    const brought = host.map((run) =>
      run.brought.reduce((sum, file) => sum + file.transferSize, 0),
    );
    tapRows.push([name, 'all', kB(median(brought)), '', '']);
    const tasks = traced.map((run) => run.tasks!);
    const worst = tasks.reduce((a, b) => (b.longestMs > a.longestMs ? b : a));
    timeRows.push([
      name,
      ms(median(host.map((run) => run.toLoadMs))),
      ms(median(host.map((run) => run.toFrameMs))),
      ms(median(slowed.map((run) => run.toLoadMs))),
      ms(median(slowed.map((run) => run.toFrameMs))),
      ms(Math.max(...slowed.map((run) => run.toFrameMs))),
      delay(median(slowed.map((run) => run.delayMs))),
    ]);
    taskRows.push([
      name,
      ms(median(tasks.map((task) => task.longestMs))),
      ms(median(tasks.map((task) => task.longestThreadMs))),
      ms(worst.longestMs),
      String(median(tasks.map((task) => task.over100))),
      worst.what,
    ]);
    const elsewhere = host
      .flatMap((run) => [...run.before, ...run.brought])
      .filter((file) => new URL(file.name).origin !== new URL(server.url).origin);
    notes.push(
      `${name}: ${elsewhere.length ? `files from elsewhere: ${[...new Set(elsewhere.map((file) => file.name))].join(', ')}` : 'every file from our own origin'}`,
    );
  }
  return [
    `A CAD model turned (View in 3D), a fresh browser per run, at 375 px, median of ${runs} runs; phone: ${phoneSpeedText(phone)}.`,
    '',
    'Before the tap: what the page transferred, loaded to idle and scrolled to the button (kB of 1,000 bytes, transferSize:',
    'headers and body as sent, gzip where served gzipped); "viewer early": any of the viewer\'s code or a .glb among it.',
    '',
    formatTable(
      ['page', 'HTML', 'JS', 'CSS', 'images', 'fonts', 'other', 'all kB', 'files', 'viewer early'],
      bytesRows,
    ),
    '',
    'What the tap brought (kB of 1,000 bytes: transferred, the body as sent, the body unpacked):',
    '',
    formatTable(['page', 'file', 'transfer', 'sent', 'unpacked'], tapRows),
    '',
    "From the touch (its pointerdown's timeStamp) to model-viewer's load and to the frame after it (ms), at this machine's",
    'speed and the phone\'s ("slowest": of the phone\'s runs); "tap delay": the tap\'s Event Timing duration to its next paint',
    'at phone speed (≤16: none reported).',
    '',
    formatTable(
      ['page', 'host load', 'host frame', 'phone load', 'phone frame', 'slowest', 'tap delay'],
      timeRows,
    ),
    '',
    "The main thread's tasks from the touch to that frame at phone speed, from a Chrome trace (runs of their own): the",
    'longest (wall ms), the main thread\'s own time in it ("thread ms": the rest is waiting, on the GPU process above all,',
    "software WebGL here), the longest of all runs, the tasks over 100 ms, and what took most of the worst run's longest.",
    '',
    formatTable(
      ['page', 'longest ms', 'thread ms', 'worst ms', '>100 ms', 'most of the worst'],
      taskRows,
    ),
    ...(notes.length ? ['', ...notes] : []),
  ].join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  // BENCH_CPU: a slowdown already read (as trace.ts takes it), not measured again by Lighthouse.
  const cpuSlowdown = Number(process.env.BENCH_CPU);
  if (cpuSlowdown)
    console.log(
      await modelViewerFigures([sampleSite()], {
        benchmarkIndex: cpuSlowdown * lowTierPhoneIndex,
        cpuSlowdown,
      }),
    );
  else await printOnSample(modelViewerFigures);
}
