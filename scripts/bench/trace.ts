/**
 * Part of `npm run bench`: what the main thread does, task by task, while a
 * page loads and the app takes it over, on the same low-tier phone as the
 * twin comparison (Chrome's own CPU throttling, by the slowdown
 * scripts/lab/phone.ts finds for this machine). A Chrome trace with the
 * JavaScript sampler on is read back into: each task over 50 ms (where
 * blocking time comes from), what ran inside it (script evaluation by file,
 * style, layout, paint, garbage collection), and where the script's time went
 * by the app's own phases: module evaluation, the router's start, the
 * rendering of each component (hydration), React's commit, the effects on
 * mount. `npm run bench` traces the build the site ships, whose minified code
 * names few of them; for the component names, run this file on a build that
 * keeps them: `BENCH_READABLE=true npm run build` (not minified, so never
 * measured for the figures).
 *
 *   tsx scripts/bench/trace.ts [path]        (after a readable build in dist/)
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { startPagesServer } from '../lab/pages-server';
import { phoneCpuSlowdown } from '../lab/phone';
import { loadQuietly, waitForRootAttribute, withQuietPage } from '../lab/browsers/quiet-page';
import { readTrace, recordTrace, traceCategories, type TraceEvent } from '../lab/trace';

/** A trace of `url` loading, in a fresh browser with the CPU slowed; its events. */
export function traceLoad(url: string, cpuSlowdown: number, width = 375): Promise<TraceEvent[]> {
  return withQuietPage(
    (page) =>
      recordTrace(
        page,
        [...traceCategories, 'disabled-by-default-v8.cpu_profiler', 'blink.user_timing'],
        async () => {
          await loadQuietly(page, url);
          await waitForRootAttribute(page, 'data-hydrated');
          // Everything the app does after it starts (effects, idle work) is in the trace too.
          await new Promise((resolve) => setTimeout(resolve, 1500));
        },
      ),
    { width, touch: false, cpuSlowdown },
  );
}

const ms = (value: number) => `${value.toFixed(0)} ms`;

/** The trace of one page of the site built in `dist`, as text. */
export async function traceFigures(
  path: string,
  dist = join(process.cwd(), 'dist'),
  { cpuSlowdown, save }: { cpuSlowdown?: number; save?: string } = {},
): Promise<string> {
  const server = await startPagesServer(dist, '/');
  try {
    const slowdown = cpuSlowdown ?? (await phoneCpuSlowdown()).cpuSlowdown;
    const events = await traceLoad(server.url + path.replace(/^\//, ''), slowdown);
    if (save) writeFileSync(save, JSON.stringify({ traceEvents: events }));
    const { tasks, phases } = readTrace(events);
    const long = tasks.filter((task) => task.durationMs > 50);
    const blocking = long.reduce((sum, task) => sum + task.durationMs - 50, 0);
    const lines = [
      `Main thread of /${path.replace(/^\//, '')}, Chrome trace, CPU slowed ${slowdown.toFixed(2)}×: ${long.length} task(s) over 50 ms, ${ms(blocking)} over 50 ms in all (from navigation to idle)`,
    ];
    for (const task of long) {
      const parts = [...task.parts]
        .filter(([, time]) => time >= 1)
        .sort((a, b) => b[1] - a[1])
        .slice(0, 6)
        .map(([name, time]) => `${name} ${ms(time)}`)
        .join(', ');
      lines.push(`  at ${ms(task.startMs)}: ${ms(task.durationMs)}: ${parts}`);
    }
    const total = [...phases.values()].reduce((sum, time) => sum + time, 0);
    lines.push(`  script time sampled, by phase (${ms(total)} in all):`);
    for (const [phase, time] of [...phases].sort((a, b) => b[1] - a[1]).slice(0, 25))
      if (time >= 2) lines.push(`    ${phase}: ${ms(time)}`);
    return lines.join('\n');
  } finally {
    await server.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const path = process.argv[2] ?? '/';
  console.log(
    await traceFigures(path, join(process.cwd(), 'dist'), {
      save: process.env.BENCH_TRACE_FILE,
      cpuSlowdown: process.env.BENCH_CPU ? Number(process.env.BENCH_CPU) : undefined,
    }),
  );
}
