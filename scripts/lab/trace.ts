/**
 * Reading a Chrome trace: the events as Chrome writes them, the renderer's main
 * thread, its tasks and what ran in them, and the script's sampled time by the
 * app's phase; `recordTrace` records one through a quiet page's session
 * (browsers/quiet-page.ts). The trace event names every reader counts are
 * listed once, in `traceEventNames`. Read by the bench (scripts/bench/trace.ts,
 * long-tasks.ts, model-viewer/).
 */
import type { QuietPage } from './browsers/quiet-page';

/** A trace event, as Chrome writes it (times in µs; `tdur` is the thread's own time). */
export interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  tdur?: number;
  pid: number;
  tid: number;
  args?: {
    name?: string;
    data?: {
      url?: string;
      functionName?: string;
      cpuProfile?: {
        nodes?: Array<{
          id: number;
          parent?: number;
          callFrame: { functionName: string; url: string };
        }>;
        samples?: number[];
      };
      timeDeltas?: number[];
    };
  };
}

/** A task on the main thread, with its slices: what ran in it, by kind, in ms. */
export interface Task {
  startMs: number;
  durationMs: number;
  parts: Map<string, number>;
}

/**
 * The trace events the lab counts, each once: what a reader calls the work, and whether it is the
 * page's script at work (`script`). Those inside another of them (a compile inside an
 * evaluation, a call inside a timer) are counted once, through the outer one, by each reader.
 */
export const traceEventNames: Record<string, { kind: string; script: boolean }> = {
  EvaluateScript: { kind: 'evaluate script', script: true },
  'v8.evaluateModule': { kind: 'evaluate module', script: true },
  'v8.compile': { kind: 'compile', script: true },
  'v8.compileModule': { kind: 'compile module', script: true },
  FunctionCall: { kind: 'script', script: true },
  'v8.callFunction': { kind: 'script', script: true },
  TimerFire: { kind: 'timer', script: true },
  FireAnimationFrame: { kind: 'animation frame', script: true },
  FireIdleCallback: { kind: 'idle callback', script: true },
  RunMicrotasks: { kind: 'microtasks', script: true },
  'v8.runMicrotasks': { kind: 'microtasks', script: true },
  EventDispatch: { kind: 'event', script: false },
  ParseHTML: { kind: 'parse HTML', script: false },
  ParseAuthorStyleSheet: { kind: 'parse stylesheet', script: false },
  UpdateLayoutTree: { kind: 'style', script: false },
  Layout: { kind: 'layout', script: false },
  PrePaint: { kind: 'paint', script: false },
  Paint: { kind: 'paint', script: false },
  Layerize: { kind: 'paint', script: false },
  MajorGC: { kind: 'garbage collection', script: false },
  MinorGC: { kind: 'garbage collection', script: false },
};

/** The events that are the page's script at work. */
export const scriptEventNames = new Set(
  Object.keys(traceEventNames).filter((name) => traceEventNames[name]!.script),
);

/** The renderer's main thread: the CrRendererMain thread that ran the most tasks. */
export function mainThread(
  events: readonly TraceEvent[],
): { pid: number; tid: number } | undefined {
  const threads = events.filter(
    (event) =>
      event.ph === 'M' && event.name === 'thread_name' && event.args?.name === 'CrRendererMain',
  );
  let best: { pid: number; tid: number } | undefined;
  let most = -1;
  for (const { pid, tid } of threads) {
    const tasks = events.filter(
      (event) => event.pid === pid && event.tid === tid && event.name === 'RunTask',
    ).length;
    if (tasks > most) [best, most] = [{ pid, tid }, tasks];
  }
  return best;
}

/** The app's phase a sampled stack belongs to, innermost first: what a reader of React would name it. */
function phaseOf(stack: string[]): string {
  // Components are the app's own functions with a capital letter (a readable build keeps them).
  const component = stack.find((name) => /^[A-Z][A-Za-z]+$/.test(name));
  if (
    stack.some((name) =>
      /^(commitRoot|commitRootImpl|commitMutationEffects|commitLayoutEffects)/.test(name),
    )
  )
    return 'React: commit';
  if (stack.some((name) => /^(flushPassiveEffects|commitPassiveMountEffects)/.test(name)))
    return component ? `effects: ${component}` : 'React: effects';
  if (
    stack.some((name) => /^(beginWork|completeWork|performUnitOfWork|renderWithHooks)/.test(name))
  )
    return component ? `render: ${component}` : 'React: render';
  if (
    stack.some((name) =>
      /^(createBrowserRouter|createRouter|matchRoutes|loadRoutesOf|start)$/.test(name),
    )
  )
    return 'router start';
  if (stack.some((name) => name === '(program)' || name === '(garbage collector)'))
    return stack[0]!;
  return stack.length ? `other script (${stack[0]})` : 'idle';
}

/** Reads a trace: the main thread's tasks, and the script's sampled time by the app's phase, in ms. */
export function readTrace(events: TraceEvent[]): { tasks: Task[]; phases: Map<string, number> } {
  const main = mainThread(events);
  if (!main) return { tasks: [], phases: new Map() };
  const { pid, tid } = main;
  const own = events.filter((event) => event.pid === pid && event.tid === tid);
  const navigation =
    own.find((event) => event.name === 'navigationStart')?.ts ??
    Math.min(...own.map((event) => event.ts));
  const tasks: Task[] = own
    .filter((event) => event.name === 'RunTask' && event.ph === 'X' && (event.dur ?? 0) > 0)
    .map((event) => {
      const parts = new Map<string, number>();
      for (const inner of own) {
        if (inner === event || !inner.dur || !(inner.name in traceEventNames)) continue;
        if (inner.ts < event.ts || inner.ts + inner.dur > event.ts + event.dur!) continue;
        const file = inner.args?.data?.url?.split('/').pop();
        const key = `${traceEventNames[inner.name]!.kind}${file ? ` ${file}` : ''}`;
        parts.set(key, (parts.get(key) ?? 0) + inner.dur / 1000);
      }
      return { startMs: (event.ts - navigation) / 1000, durationMs: event.dur! / 1000, parts };
    });

  // The sampler's profile comes in chunks: nodes (call frames) and samples with their time deltas.
  const nodes = new Map<number, { parent?: number; name: string }>();
  const phases = new Map<string, number>();
  for (const chunk of events.filter(
    (event) => event.name === 'ProfileChunk' && event.pid === pid,
  )) {
    const profile = chunk.args?.data?.cpuProfile;
    for (const node of profile?.nodes ?? [])
      nodes.set(node.id, {
        parent: node.parent,
        name: node.callFrame.functionName || '(anonymous)',
      });
    const deltas = chunk.args?.data?.timeDeltas ?? [];
    (profile?.samples ?? []).forEach((id, at) => {
      const stack: string[] = [];
      for (let node = nodes.get(id); node; node = node.parent ? nodes.get(node.parent) : undefined)
        stack.push(node.name);
      if (stack[0] === '(idle)' || stack[0] === '(root)') return;
      const phase = phaseOf(stack);
      phases.set(phase, (phases.get(phase) ?? 0) + (deltas[at + 1] ?? deltas[at] ?? 0) / 1000);
    });
  }
  return { tasks, phases };
}

/** The trace categories every bench trace takes: the main thread's tasks and the script in them. */
export const traceCategories = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'v8',
  'loading',
];

/** Records a Chrome trace of `categories` through `page`'s session while `during` runs; its events. */
export async function recordTrace(
  page: QuietPage,
  categories: readonly string[],
  during: () => Promise<void>,
): Promise<TraceEvent[]> {
  const events: TraceEvent[] = [];
  page.on('Tracing.dataCollected', ({ value }) => events.push(...(value as TraceEvent[])));
  const done = new Promise<void>((resolve) => page.on('Tracing.tracingComplete', () => resolve()));
  await page.send('Tracing.start', {
    traceConfig: { includedCategories: [...categories] },
    transferMode: 'ReportEvents',
  });
  await during();
  await page.send('Tracing.end');
  await done;
  return events;
}
