/**
 * Part of `npm run bench`: how long the first things people do take to show,
 * on the same low-tier phone as the twin comparison (the CPU slowed to the
 * phone's speed, scripts/lab/phone.ts): Interaction to Next Paint
 * (INP) of opening the phone menu, switching the theme, dragging the slide
 * rule's slide and opening a photo of an update's gallery. Each run is a fresh
 * browser; the page is loaded, the app has started and the browser is idle,
 * then one interaction; INP is the longest interaction's duration as the
 * browser's Event Timing reports it (what web-vitals reads), the median of the
 * runs. A benchmark: it prints figures and passes no judgement.
 *
 *   tsx scripts/bench/interactions.ts        (after `npm run build`)
 */
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Page } from 'playwright-core';
import { startPagesServer } from '../lab/pages-server';
import { site } from '../../src/content-model/site-words';
import { slideRule } from '../../src/content-model/slide-rule';
import { median } from '../lab/statistics';
import { formatTable } from '../lab/table';
import { phoneCpuSlowdown, withPhonePage } from '../lab/phone';
import type { ComparedProject } from './static-twin';

/** One interaction: where, at which width, and what the visitor does once the page is ready. */
interface Interaction {
  name: string;
  path: string;
  width: number;
  act: (page: Page) => Promise<void>;
}

/** The interactions measured on a site whose featured project is `project`; none it cannot have. */
export function firstInteractions(
  project: ComparedProject & { galleryUpdate?: string },
): Interaction[] {
  const interactions: Interaction[] = [
    {
      name: 'open the phone menu',
      path: project.slug,
      width: 375,
      act: (page) => page.getByRole('button', { name: site.nav.openMenu }).tap(),
    },
    {
      name: 'switch the theme',
      path: '',
      width: 375,
      act: (page) => page.getByRole('button', { name: site.nav.darkTheme }).tap(),
    },
    {
      name: 'drag the slide rule',
      path: project.slug,
      width: 1280,
      act: async (page) => {
        const slide = page.getByRole('slider', { name: slideRule.slideLabel });
        await slide.scrollIntoViewIfNeeded();
        const box = (await slide.boundingBox())!;
        await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
        await page.mouse.down();
        await page.mouse.move(box.x + box.width / 2 + 60, box.y + box.height / 2, { steps: 4 });
        await page.mouse.up();
      },
    },
  ];
  if (project.galleryUpdate)
    interactions.push({
      name: 'open a photo of the gallery',
      path: `${project.slug}/updates/${project.galleryUpdate}`,
      width: 375,
      act: (page) => page.locator('a[data-photo-index="1"]').tap(),
    });
  return interactions;
}

/** Records every interaction's Event Timing entries from the start, as web-vitals does. */
const recordInteractions = `(() => {
  window.__interactions = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (entry.interactionId) window.__interactions.push(entry.duration);
  }).observe({ type: 'event', buffered: true, durationThreshold: 16 });
})()`;

/** One run of one interaction in a fresh browser: its INP in ms (0 when under 16 ms). */
function runOnce(url: string, interaction: Interaction, cpuSlowdown: number) {
  return withPhonePage(
    async (page) => {
      await page.addInitScript(recordInteractions);
      await page.goto(url, { waitUntil: 'load' });
      await page.waitForSelector('html[data-hydrated]', { state: 'attached', timeout: 60_000 });
      // Whatever the page had queued has run (effects, observers, idle work).
      await page.evaluate(
        () => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 10_000 })),
      );
      // The working rule comes when its card nears the screen (its still picture until then):
      // brought there, and measured once it has come and the browser is idle again.
      if (interaction.name === 'drag the slide rule') {
        await page.getByRole('img', { name: slideRule.stillLabel }).scrollIntoViewIfNeeded();
        await page.getByRole('slider', { name: slideRule.slideLabel }).waitFor();
        await page.evaluate(
          () => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 10_000 })),
        );
      }
      await interaction.act(page);
      // Event Timing reports an interaction after the frame that shows its result.
      await page.evaluate(
        () =>
          new Promise((resolve) =>
            requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 200))),
          ),
      );
      const durations = await page.evaluate(
        () => (window as unknown as { __interactions: number[] }).__interactions,
      );
      return Math.max(0, ...durations);
    },
    { width: interaction.width, cpuSlowdown },
  );
}

/** INP of each first interaction on the site built in `dist`, as text. */
export async function interactionFigures(
  project: ComparedProject & { galleryUpdate?: string },
  dist = join(process.cwd(), 'dist'),
  { runs = 3, cpuSlowdown }: { runs?: number; cpuSlowdown?: number } = {},
): Promise<string> {
  const server = await startPagesServer(dist, '/');
  try {
    const slowdown = cpuSlowdown ?? (await phoneCpuSlowdown()).cpuSlowdown;
    const rows: string[][] = [];
    for (const interaction of firstInteractions(project)) {
      const values: number[] = [];
      for (let run = 0; run < runs; run += 1)
        values.push(await runOnce(server.url + interaction.path, interaction, slowdown));
      rows.push([
        interaction.name,
        `/${interaction.path}`,
        `${interaction.width}`,
        median(values).toFixed(0),
        values.map((value) => value.toFixed(0)).join(', '),
      ]);
      console.log(`measured INP: ${interaction.name}`);
    }
    return [
      `Interaction to Next Paint of the first things people do, CPU slowed ${slowdown.toFixed(2)}× (a low-tier phone), a fresh browser per run, median of ${runs}:`,
      '',
      formatTable(['interaction', 'page', 'width', 'INP ms', 'runs'], rows),
    ].join('\n');
  } finally {
    await server.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { trackedProjects } = await import('../lab/owner-content');
  const featured = trackedProjects.find((project) => project.featured) ?? trackedProjects[0]!;
  console.log(await interactionFigures(featured));
}
