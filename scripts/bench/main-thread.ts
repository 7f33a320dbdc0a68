/**
 * Part of `npm run bench`: what the browser's main thread does while a page
 * loads and the app takes it over, on a throttled phone (Lighthouse mobile
 * with real throttling, "devtools": the CPU slowed by its default (4×) and the network slowed,
 * instead of the simulation the scores use). For each page it prints the long
 * tasks (over 50 ms, with the script they are attributed to), the main-thread
 * time by kind of work, and each script's evaluation and compile time: where
 * blocking time would come from, before any remedy is chosen.
 *
 *   tsx scripts/bench/main-thread.ts        (after `npm run build`)
 */
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { figuresOf, mainThreadOf, runLighthouse } from '../lab/lighthouse';
import { lighthouseDefaultSlowdown } from '../lab/phone';
import { startPagesServer } from '../lab/pages-server';
import { comparedPages, type ComparedPage } from './static-twin';

/** A script's address without the server's origin. */
const short = (url = '') => url.replace(/^https?:\/\/[^/]+/, '') || '(page)';

/** The main thread of each page of the site built in `dist`, as text. */
export async function mainThreadFigures(
  dist = join(process.cwd(), 'dist'),
  pages: ComparedPage[] = comparedPages(),
): Promise<string> {
  const server = await startPagesServer(dist, '/');
  const lines: string[] = [
    `Main thread, Lighthouse mobile with real throttling (CPU ${lighthouseDefaultSlowdown}× slower), one run per page:`,
  ];
  try {
    for (const page of pages) {
      const lhr = await runLighthouse(server.url + page.path, {
        throttlingMethod: 'devtools',
        categories: ['performance'],
      });
      const { fcpMs, tbtMs } = figuresOf(lhr);
      const { longTasks, breakdown, scripts } = mainThreadOf(lhr);
      const ms = (value = 0) => `${value.toFixed(0)} ms`;
      lines.push('', `${page.name}: FCP ${ms(fcpMs)}, TBT ${ms(tbtMs)}`);
      lines.push(
        longTasks.length
          ? `  long tasks: ${longTasks.map((task) => `${ms(task.duration)} at ${ms(task.startTime)} (${short(task.url)})`).join('; ')}`
          : '  long tasks: none',
      );
      lines.push(
        `  main thread: ${breakdown
          .map((item) => `${item.groupLabel} ${ms(item.duration)}`)
          .join(', ')}`,
      );
      for (const script of scripts)
        lines.push(
          `  ${short(script.url)}: ${ms(script.total)} in all, evaluation ${ms(script.scripting)}, compile ${ms(script.scriptParseCompile)}`,
        );
      console.log(`profiled ${page.name}`);
    }
  } finally {
    await server.close();
  }
  return lines.join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  mainThreadFigures().then(console.log, (error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
