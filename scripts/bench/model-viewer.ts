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
 *   tsx scripts/bench/model-viewer.ts        (after `npm run build`)
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { startPagesServer } from '../lab/pages-server';
import { addressServedBy } from '../shared/served-files';
import { median } from '../lab/statistics';
import { formatTable } from '../lab/table';
import {
  loadQuietly,
  waitForRootAttribute,
  withQuietPage,
  type QuietPage,
} from '../lab/browsers/quiet-page';
import { printOnSample, sampleSite, type BenchSite } from './sites';
import { lowTierPhoneIndex, phoneSpeedText, type PhoneSpeed } from '../lab/phone';
import {
  mainThread,
  recordTrace,
  traceCategories,
  traceEventNames,
  type TraceEvent,
} from '../lab/trace';

/** A file the page fetched, as Resource Timing (or, for the page itself, Navigation Timing) reports it. */
export interface Fetched {
  name: string;
  startTime: number;
  transferSize: number;
  encodedBodySize: number;
  decodedBodySize: number;
}

/** What a fetched file is, for the table of bytes. */
export type FileKind = 'html' | 'js' | 'css' | 'images' | 'fonts' | 'models' | 'other';

const kindsByExtension: Array<[RegExp, FileKind]> = [
  [/\.html?$|\/$/, 'html'],
  [/\.m?js$/, 'js'],
  [/\.css$/, 'css'],
  [/\.(avif|webp|png|jpe?g|gif|svg|ico)$/, 'images'],
  [/\.(woff2?|ttf|otf)$/, 'fonts'],
  [/\.(glb|gltf)$/, 'models'],
];

/** The kind of a file by its address's path; a page's own address (no extension: /, /pcbrule) is HTML. */
export function kindOf(url: string): FileKind {
  const path = new URL(url).pathname;
  for (const [pattern, kind] of kindsByExtension) if (pattern.test(path)) return kind;
  return /\/[^/.]+$/.test(path) ? 'html' : 'other';
}

/**
 * The 3D viewer's own files: its chunk (src/components/model/model-viewer.tsx, named after
 * it by Vite), the empty script it waits for (meshopt-ready.js) and any model.
 */
export function isViewerFile(url: string): boolean {
  const file = new URL(url).pathname.split('/').pop() ?? '';
  return /^(model-viewer|meshopt-ready)-.*\.js$/.test(file) || kindOf(url) === 'models';
}

/** The bytes transferred of each kind, and in all. */
export function bytesByKind(files: readonly Fetched[]): Record<FileKind | 'all', number> {
  const bytes = { html: 0, js: 0, css: 0, images: 0, fonts: 0, models: 0, other: 0, all: 0 };
  for (const file of files) {
    bytes[kindOf(file.name)] += file.transferSize;
    bytes.all += file.transferSize;
  }
  return bytes;
}

/** The main thread's tasks between two instants of a trace (ms on its clock): the longest and those over 100 ms. */
export interface TasksBetween {
  /** The longest task's wall time. */
  longestMs: number;
  /** The main thread's own time in it (the trace's `tdur`): the rest is waiting, on the GPU process above all. */
  longestThreadMs: number;
  /** What ran longest inside the longest task: the trace event's name, with the file of the script in it. */
  what: string;
  over100: number;
}

const longestOf = (events: readonly TraceEvent[]) =>
  events.reduce<TraceEvent | undefined>(
    (best, event) => (!best || (event.dur ?? 0) > (best.dur ?? 0) ? event : best),
    undefined,
  );
const wallMs = (event: TraceEvent | undefined) => (event?.dur ?? 0) / 1000;

/**
 * The main thread's top-level tasks (RunTask) that overlap `fromMs`–`toMs` of the trace's
 * clock, each counted whole by its wall time: under the DevTools protocol's CPU throttling,
 * the time a phone's main thread would be busy.
 */
export function tasksBetween(
  events: readonly TraceEvent[],
  fromMs: number,
  toMs: number,
): TasksBetween {
  const main = mainThread(events);
  const own = events.filter(
    (event) => event.pid === main?.pid && event.tid === main?.tid && event.ph === 'X',
  );
  const tasks = own.filter(
    (event) =>
      event.name === 'RunTask' &&
      event.ts / 1000 < toMs &&
      (event.ts + (event.dur ?? 0)) / 1000 > fromMs,
  );
  const longest = longestOf(tasks);
  /** The events of the main thread that start inside `outer`. */
  const inside = (outer: TraceEvent) =>
    own.filter((event) => event.ts >= outer.ts && event.ts < outer.ts + (outer.dur ?? 0));
  const biggest =
    longest && longestOf(inside(longest).filter((event) => event.name in traceEventNames));
  // Its script's file: its own, or that of the longest event inside it that names one.
  const file = biggest
    ? (biggest.args?.data?.url ??
      longestOf(inside(biggest).filter((event) => event.args?.data?.url))?.args?.data?.url)
    : undefined;
  const what = biggest
    ? `${biggest.name}${file ? ` (${file.split('/').pop()})` : ''} ${wallMs(biggest).toFixed(0)} ms`
    : '';
  return {
    longestMs: wallMs(longest),
    longestThreadMs: (longest?.tdur ?? longest?.dur ?? 0) / 1000,
    what,
    over100: tasks.filter((task) => wallMs(task) > 100).length,
  };
}

/** When a User Timing mark of `name` was made, in ms on the trace's clock (its first, if several). */
export function markTime(events: readonly TraceEvent[], name: string): number | undefined {
  const mark = events.find((event) => event.name === name);
  return mark && mark.ts / 1000;
}

/** The pages of the site built in `dist` that show a model, by address from the site's top ("" is Home). */
export function pagesWithAModel(dist: string): string[] {
  const pages = new Set<string>();
  const visit = (folder: string) => {
    for (const name of readdirSync(folder).sort()) {
      const file = join(folder, name);
      if (statSync(file).isDirectory()) {
        if (name !== 'admin') visit(file);
      } else if (name.endsWith('.html') && name !== '404.html') {
        if (!/<figure\b[^>]*\bdata-model-viewer\b/.test(readFileSync(file, 'utf8'))) continue;
        pages.add(addressServedBy(relative(dist, file)));
      }
    }
  };
  visit(dist);
  // Home first, then by address.
  return [...pages].sort((a, b) => a.length - b.length || a.localeCompare(b));
}

/**
 * Run in the page before anything else (the DevTools protocol's injection): the tap on a
 * model's figure (its pointerdown's timeStamp, the time of the input), model-viewer's `load`,
 * the frame after it, and the tap's Event Timing entries. The touch and the frame are also
 * User Timing marks, for the trace, and the frame is marked on the root element, for the
 * bench to read without running a script.
 */
const recorder = `(() => {
  const record = (window.__model = { entries: [] });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (entry.interactionId) record.entries.push({ name: entry.name, duration: entry.duration });
  }).observe({ type: 'event', buffered: true, durationThreshold: 16 });
  const done = () => document.documentElement.setAttribute('data-model-shown', '');
  addEventListener('pointerdown', (event) => {
    if (record.touched !== undefined || !event.target.closest('[data-model-viewer]')) return;
    record.touched = event.timeStamp;
    performance.mark('bench:model-touched', { startTime: event.timeStamp });
  }, { capture: true });
  // model-viewer's load and error do not bubble: a listener of the capture phase hears them,
  // on the document (a load event never reaches the window: DOM's "get the parent" of a document).
  document.addEventListener('load', (event) => {
    if (record.touched === undefined || record.loaded !== undefined) return;
    if (event.target.localName !== 'model-viewer' || !event.target.loaded) return;
    record.loaded = performance.now();
    requestAnimationFrame(() => setTimeout(() => {
      record.shown = performance.now();
      performance.mark('bench:model-shown');
      done();
    }));
  }, { capture: true });
  document.addEventListener('error', (event) => {
    if (event.target.localName !== 'model-viewer') return;
    record.failed = String(event.detail?.type ?? 'error');
    done();
  }, { capture: true });
})()`;

interface ModelRecord {
  entries: Array<{ name: string; duration: number }>;
  touched?: number;
  loaded?: number;
  shown?: number;
  failed?: string;
}

/** Reads `expression`'s value in the page (the Runtime domain's evaluate, which needs no enable). */
async function valueIn<T>(page: QuietPage, expression: string): Promise<T> {
  const { result, exceptionDetails } = await page.send('Runtime.evaluate', {
    expression,
    returnByValue: true,
    awaitPromise: true,
  });
  if (exceptionDetails) throw new Error(`${expression}: ${exceptionDetails.text}`);
  return result.value as T;
}

/** Every file the page has fetched so far, the page itself first. */
const fetchedSoFar = (page: QuietPage) =>
  valueIn<Fetched[]>(
    page,
    `[...performance.getEntriesByType('navigation'), ...performance.getEntriesByType('resource')]
      .map(({ name, startTime, transferSize, encodedBodySize, decodedBodySize }) =>
        ({ name, startTime, transferSize, encodedBodySize, decodedBodySize }))`,
  );

/** Resolves once the page has fetched nothing new for `quietMs` (Resource Timing's count, polled). */
async function untilIdle(page: QuietPage, quietMs = 1500, timeoutMs = 60_000): Promise<void> {
  const started = Date.now();
  let count = -1;
  let since = Date.now();
  while (Date.now() - started < timeoutMs) {
    const now = (await fetchedSoFar(page)).length;
    if (now !== count) [count, since] = [now, Date.now()];
    else if (Date.now() - since >= quietMs) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** One run's figures. */
interface Run {
  before: Fetched[];
  brought: Fetched[];
  /** Touch → model-viewer's load, and → the frame after it, ms. */
  toLoadMs: number;
  toFrameMs: number;
  /** The tap's own Event Timing duration (≤16 ms reports none: 0). */
  delayMs: number;
  tasks?: TasksBetween;
}

/**
 * One visit to `url` in a fresh browser: loaded, idle, scrolled to the first model's
 * "View in 3D", tapped, and left until the frame after the model is in. With `trace`, a
 * Chrome trace is recorded from just before the tap to that frame.
 */
function viewOnce(url: string, cpuSlowdown: number | undefined, trace: boolean): Promise<Run> {
  return withQuietPage(
    async (page) => {
      await page.send('Page.enable');
      await page.send('Page.addScriptToEvaluateOnNewDocument', { source: recorder });
      await loadQuietly(page, url);
      if (!(await waitForRootAttribute(page, 'data-hydrated')))
        throw new Error(`${url}: the app did not start within a minute`);
      await untilIdle(page);
      // The button, scrolled to as a visitor would; what the scroll brings in is waited for too.
      const { root } = await page.send('DOM.getDocument', { depth: 0 });
      const { nodeId } = await page.send('DOM.querySelector', {
        nodeId: root.nodeId,
        selector: '[data-model-viewer] button:not([disabled])',
      });
      if (!nodeId) throw new Error(`${url}: no View in 3D button ready`);
      await page.send('DOM.scrollIntoViewIfNeeded', { nodeId });
      await untilIdle(page);
      const { quads } = await page.send('DOM.getContentQuads', { nodeId });
      const [x1, y1, , , x3, y3] = quads[0] as number[];
      const spot = { x: (x1! + x3!) / 2, y: (y1! + y3!) / 2 };
      const before = await fetchedSoFar(page);

      const tap = async () => {
        await page.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [spot] });
        await page.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
        if (!(await waitForRootAttribute(page, 'data-model-shown', 180_000)))
          throw new Error(`${url}: the model was not shown within 3 minutes of the tap`);
      };
      const events = trace
        ? await recordTrace(page, [...traceCategories, 'blink.user_timing'], tap)
        : (await tap(), []);
      // Event Timing reports an interaction after the frame that shows its result: long since.
      const record = await valueIn<ModelRecord>(page, 'window.__model');
      if (record.failed) throw new Error(`${url}: the model failed to show (${record.failed})`);
      if (record.touched === undefined || record.loaded === undefined || record.shown === undefined)
        throw new Error(`${url}: the tap was not seen on the model's figure`);
      const after = await fetchedSoFar(page);
      const seen = new Set(before.map((file) => file.name));
      const run: Run = {
        before,
        brought: after.filter((file) => !seen.has(file.name)),
        toLoadMs: record.loaded - record.touched,
        toFrameMs: record.shown - record.touched,
        delayMs: Math.max(0, ...record.entries.map((entry) => entry.duration)),
      };
      if (trace) {
        const from = markTime(events, 'bench:model-touched');
        const to = markTime(events, 'bench:model-shown');
        if (from === undefined || to === undefined)
          throw new Error(`${url}: the trace has no mark of the tap or of the frame`);
        run.tasks = tasksBetween(events, from, to);
        if (process.env.BENCH_TRACE_FILE)
          writeFileSync(process.env.BENCH_TRACE_FILE, JSON.stringify({ traceEvents: events }));
      }
      return run;
    },
    { cpuSlowdown },
  );
}

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
