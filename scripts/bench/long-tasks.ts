/**
 * Part of `npm run bench`: whether any task of our JavaScript is long enough
 * to delay a tap on a low-tier phone, decided task by task from a Chrome trace
 * (issue 40). Each run is a first visit in a fresh browser, with no CPU
 * throttling and nothing else running; in every top-level task of the page's
 * main thread, the thread time (`tdur`, not wall time) of the script work in
 * it (evaluation, compilation, calls, timers, microtasks, event listeners; the
 * browser's own parsing, style and layout in the same task are not ours),
 * times the slowdown that makes this machine the phone (scripts/lab/phone.ts),
 * is that task's figure on the phone. Per page: the longest, and how many tasks
 * pass 100 and 50 ms, over BENCH_TASK_RUNS runs (20) alternating with the
 * static twin (which runs no script: its longest task, the browser's own work,
 * is printed beside).
 *
 *   tsx scripts/bench/long-tasks.ts        (after `npm run build`)
 */
import { pathToFileURL } from 'node:url';
import { median } from '../lab/statistics';
import { formatTable } from '../lab/table';
import { loadQuietly, waitForRootAttribute, withQuietPage } from '../lab/browsers/quiet-page';
import { printOnSample, type BenchSite } from './sites';
import { phoneSpeedText, type PhoneSpeed } from '../lab/phone';
import { withTwinServers } from './static-twin';
import {
  mainThread,
  recordTrace,
  scriptEventNames,
  traceCategories,
  type TraceEvent,
} from '../lab/trace';

export type { TraceEvent };

/** One top-level task of the main thread: its script's thread time, and what took the most of it. */
export interface ScriptTask {
  startMs: number;
  /** The whole task's thread time, the browser's work included. */
  threadMs: number;
  /** The script's thread time in it. */
  scriptMs: number;
  /** The longest script event in it: its name and file. */
  what: string;
  /**
   * What the task's thread time went to: its outermost events' thread time summed by name
   * (Layout, Paint, ParseHTML, v8.evaluateModule…), the largest first, in host milliseconds.
   */
  work: Array<[name: string, ms: number]>;
}

const threadTime = (event: TraceEvent) => (event.tdur ?? event.dur ?? 0) / 1000;

/** The main thread's top-level tasks, each with its script's thread time. */
export function scriptTasks(events: readonly TraceEvent[]): ScriptTask[] {
  const main = mainThread(events);
  if (!main) return [];
  const own = events
    .filter((event) => event.pid === main.pid && event.tid === main.tid && event.ph === 'X')
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const start = Math.min(...own.map((event) => event.ts));
  const tasks: ScriptTask[] = [];
  let task: { event: TraceEvent; scripts: TraceEvent[]; children: TraceEvent[] } | undefined;
  const close = () => {
    if (!task) return;
    // Only the outermost script events: one nested in another is part of its time already.
    const outer: TraceEvent[] = [];
    for (const event of task.scripts) {
      const last = outer[outer.length - 1];
      if (last && event.ts < last.ts + (last.dur ?? 0)) {
        // An event nested in one that is not the page's (below) stays uncounted too.
        continue;
      }
      outer.push(event);
    }
    // What runs inside an outer script event: the task's script events within its time.
    const within = (outerEvent: TraceEvent) =>
      task!.scripts.filter(
        (event) =>
          event !== outerEvent &&
          event.ts >= outerEvent.ts &&
          event.ts < outerEvent.ts + (outerEvent.dur ?? 0),
      );
    // A script evaluated or a function called with no file (the browser calling a native function:
    // a MessageChannel's message to React's scheduler, a promise resolved by a timer) is the page's
    // when the page's script runs inside it: a function of one of its files, or its promise jobs
    // (the app's start continues in them). Only with nothing of the page inside (the DevTools
    // protocol's evaluations, a browser automation's own script) is it not the page's. Counted
    // as not the page's whole, the app's hydration slices went uncounted until issue 48's review.
    // Chrome writes an empty url for a script with none: no file either.
    const pageFile = (event: TraceEvent) => event.args?.data?.url || undefined;
    const ofThePage = (event: TraceEvent) =>
      !(event.name === 'EvaluateScript' || event.name === 'v8.callFunction') ||
      Boolean(pageFile(event)) ||
      within(event).some(
        (inner) =>
          pageFile(inner) || inner.name === 'RunMicrotasks' || inner.name === 'v8.runMicrotasks',
      );
    const ours = outer.filter(ofThePage);
    const longest = ours.reduce<TraceEvent | undefined>(
      (best, event) => (!best || threadTime(event) > threadTime(best) ? event : best),
      undefined,
    );
    const withFile = longest && [longest, ...within(longest)].find(pageFile);
    const file = withFile && pageFile(withFile)?.split('/').pop();
    // The task's own outermost events, summed by name: the browser's work and ours side by side.
    const work = new Map<string, number>();
    let end = -Infinity;
    for (const child of task.children) {
      if (child.ts < end) continue;
      end = child.ts + (child.dur ?? 0);
      work.set(child.name, (work.get(child.name) ?? 0) + threadTime(child));
    }
    tasks.push({
      startMs: (task.event.ts - start) / 1000,
      threadMs: threadTime(task.event),
      scriptMs: ours.reduce((sum, event) => sum + threadTime(event), 0),
      what: longest ? `${longest.name}${file ? ` ${file}` : ''}` : '',
      work: [...work].sort((a, b) => b[1] - a[1]),
    });
    task = undefined;
  };
  for (const event of own) {
    if (task && event.ts >= task.event.ts + (task.event.dur ?? 0)) close();
    if (event.name === 'RunTask') {
      if (!task) task = { event, scripts: [], children: [] };
    } else if (task) {
      task.children.push(event);
      if (scriptEventNames.has(event.name)) task.scripts.push(event);
    }
  }
  close();
  return tasks;
}

/**
 * A first visit to `url` in a fresh browser, traced until the page is idle; its events.
 * The page runs as a visitor's does (scripts/lab/browsers/quiet-page.ts): no DevTools session enables its
 * Runtime domain, which would make V8 parse React DOM's chunk twice while it is evaluated.
 */
function traceFirstVisit(url: string, scripted: boolean): Promise<TraceEvent[]> {
  return withQuietPage((page) =>
    recordTrace(page, traceCategories, async () => {
      await loadQuietly(page, url);
      // Waiting runs no script in the page (a script of ours would be in the trace): the
      // DevTools protocol reads the attribute the app sets once it has started.
      if (scripted && !(await waitForRootAttribute(page, 'data-hydrated')))
        throw new Error(`${url}: the app did not start within a minute`);
      // What the app does after it starts: effects, idle work, what it fetches after the first paint.
      await new Promise((resolve) => setTimeout(resolve, 1500));
    }),
  );
}

/** One run's figures: the longest task's script time at phone speed, and the tasks over 100 and 50 ms. */
interface Run {
  longestMs: number;
  what: string;
  over100: number;
  over50: number;
  /** The longest task's whole thread time, at phone speed (for the twin: the browser's own work). */
  longestTaskMs: number;
  /** What the longest task's time went to, at phone speed ("Layout 61, Paint 30"). */
  longestTaskWork: string;
  /** Tasks of any kind (ours and the browser's own) over 100 ms at phone speed. */
  tasksOver100: number;
}

export function runFigures(tasks: readonly ScriptTask[], factor: number): Run {
  const longestTask = tasks.reduce<ScriptTask | undefined>(
    (best, task) => (!best || task.threadMs > best.threadMs ? task : best),
    undefined,
  );
  const longest = tasks.reduce<ScriptTask | undefined>(
    (best, task) => (!best || task.scriptMs > best.scriptMs ? task : best),
    undefined,
  );
  return {
    longestMs: (longest?.scriptMs ?? 0) * factor,
    what: longest?.scriptMs ? `${longest.what} at ${longest.startMs.toFixed(0)} ms` : '',
    over100: tasks.filter((task) => task.scriptMs * factor > 100).length,
    over50: tasks.filter((task) => task.scriptMs * factor > 50).length,
    longestTaskMs: (longestTask?.threadMs ?? 0) * factor,
    longestTaskWork: (longestTask?.work ?? [])
      .slice(0, 4)
      .map(([name, time]) => `${name} ${(time * factor).toFixed(0)}`)
      .join(', '),
    tasksOver100: tasks.filter((task) => task.threadMs * factor > 100).length,
  };
}

const ms = (value: number) => value.toFixed(0);

/** The long tasks of every page of `sites`, as text. */
export async function longTaskFigures(
  sites: readonly BenchSite[],
  phone: PhoneSpeed,
  runs = Number(process.env.BENCH_TASK_RUNS ?? 20),
): Promise<string> {
  const factor = phone.cpuSlowdown;
  const rows: string[][] = [];
  const culprits: string[] = [];
  const tasksOf: string[] = [];
  for (const site of sites) {
    await withTwinServers(site.dist, async (ours, theirs) => {
      for (const page of site.pages) {
        const measured = { ours: [] as Run[], twin: [] as Run[] };
        for (let run = 0; run < runs; run += 1) {
          measured.ours.push(
            runFigures(scriptTasks(await traceFirstVisit(ours.url + page.path, true)), factor),
          );
          measured.twin.push(
            runFigures(scriptTasks(await traceFirstVisit(theirs.url + page.path, false)), factor),
          );
        }
        const longest = measured.ours.map((run) => run.longestMs);
        const within = measured.ours.filter((run) => run.over100 === 0).length;
        const tasksWithin = (side: Run[]) => side.filter((run) => run.tasksOver100 === 0).length;
        rows.push([
          page.name,
          ms(median(longest)),
          ms(Math.max(...longest)),
          `${within}/${runs}`,
          String(median(measured.ours.map((run) => run.over50))),
          ms(median(measured.twin.map((run) => run.longestMs))),
          ms(median(measured.ours.map((run) => run.longestTaskMs))),
          ms(Math.max(...measured.ours.map((run) => run.longestTaskMs))),
          `${tasksWithin(measured.ours)}/${runs}`,
          ms(median(measured.twin.map((run) => run.longestTaskMs))),
          `${tasksWithin(measured.twin)}/${runs}`,
        ]);
        const worst = measured.ours.reduce((a, b) => (b.longestMs > a.longestMs ? b : a));
        culprits.push(`  ${page.name}: ${worst.what} (${ms(worst.longestMs)} ms)`);
        const slowest = (side: Run[]) =>
          side.reduce((a, b) => (b.longestTaskMs > a.longestTaskMs ? b : a));
        const [ourTask, twinTask] = [slowest(measured.ours), slowest(measured.twin)];
        tasksOf.push(
          `  ${page.name}: ${ms(ourTask.longestTaskMs)} ms: ${ourTask.longestTaskWork}; twin ${ms(twinTask.longestTaskMs)} ms: ${twinTask.longestTaskWork}`,
        );
        console.log(`traced ${page.name} and its twin (${runs} runs each)`);
      }
    });
  }
  return [
    `Our script's longest task at phone speed (thread time in a Chrome trace × ${factor.toFixed(2)}, ${phoneSpeedText(phone)}),`,
    `a first visit in a fresh browser, ${runs} runs a page alternating with its static twin. "runs ≤100": runs with no task of our`,
    'script over 100 ms; ">50 ms": tasks over 50 ms in a run (median); "task ms": the longest task of any kind, the browser\'s',
    'own style, layout and paint included (median, and "task max" the longest of all runs); "tasks ≤100": runs with no task',
    "of any kind over 100 ms, from the document's first task on.",
    '',
    formatTable(
      [
        'page',
        'longest ms',
        'max ms',
        'runs ≤100',
        '>50 ms',
        'twin ms',
        'task ms',
        'task max',
        'tasks ≤100',
        'twin task ms',
        'twin ≤100',
      ],
      rows,
    ),
    '',
    'The longest task of our script on each page, in its worst run (the script event that took the most of it):',
    ...culprits,
    '',
    'The longest task of any kind on each page and its twin, in their worst runs (its outermost events by name, ms at phone speed):',
    ...tasksOf,
  ].join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href)
  await printOnSample(longTaskFigures);
