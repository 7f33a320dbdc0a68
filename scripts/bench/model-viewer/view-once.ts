/**
 * One visit to a model's page in a fresh quiet browser (scripts/lab/browsers/quiet-page.ts):
 * what it fetched, the tap on "View in 3D", and the time to the model's first frame, with a
 * trace of the main thread between them when asked.
 */
import { writeFileSync } from 'node:fs';
import {
  loadQuietly,
  waitForRootAttribute,
  withQuietPage,
  type QuietPage,
} from '../../lab/browsers/quiet-page';
import { recordTrace, traceCategories } from '../../lab/trace';
import type { Fetched } from './fetched';
import { markTime, tasksBetween, type TasksBetween } from './tasks';

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
export interface Run {
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
export function viewOnce(
  url: string,
  cpuSlowdown: number | undefined,
  trace: boolean,
): Promise<Run> {
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
