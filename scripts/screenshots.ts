/**
 * Full-page screenshots of every page at phone and desktop widths, light and
 * dark, in Chromium, Firefox and WebKit, from the built site served like GitHub
 * Pages. Run `npm run build` first; the PNGs land in `screenshots/` (ignored by
 * git), named page-width-scheme-engine.png. Look at them before calling a page done.
 *
 *   npm run screenshots                      # every engine
 *   npm run screenshots -- --engine webkit   # one engine (chromium, firefox, webkit)
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { chosenEngines, engineNames, launch, type EngineName } from './lab/browsers/engines';
import { startPagesServer } from './lab/pages-server';
import { storageKey } from '../src/lib/theme';
import { trackedProjects } from './lab/owner-content';
import { drawEveryPart } from './lab/browsers/drawn-whole';
import { resumePath } from '../src/lib/paths';

/**
 * Home, each tracked project's page and, for a project with dated updates, its
 * log and its newest update, and the resume: by the name the screenshots take and their path.
 */
const pages = [
  { id: 'home', path: '/' },
  ...trackedProjects.flatMap(({ slug, latestUpdate }) => [
    { id: slug, path: `/${slug}` },
    ...(latestUpdate
      ? [
          { id: `${slug}-updates`, path: `/${slug}/updates` },
          { id: `${slug}-update`, path: `/${slug}/updates/${latestUpdate.slug}` },
        ]
      : []),
  ]),
  { id: 'resume', path: resumePath },
];

const { values } = parseArgs({ options: { engine: { type: 'string' } } });
const engines = values.engine ? [values.engine as EngineName] : chosenEngines();
for (const name of engines)
  if (!engineNames.includes(name)) throw new Error(`--engine: one of ${engineNames.join(', ')}`);

const widths = [375, 1280];
const schemes = ['light', 'dark'] as const;
const outDir = join(process.cwd(), 'screenshots');
mkdirSync(outDir, { recursive: true });

const server = await startPagesServer(join(process.cwd(), 'dist'));
try {
  for (const name of engines) {
    const engine = await launch(name);
    try {
      for (const width of widths) {
        // One tab at a time: WebKitWebDriver drives a single one.
        const tab = await engine.open({ width, height: 800 });
        for (const scheme of schemes) {
          for (const page of pages) {
            await tab.goto(server.url + page.path.slice(1));
            // The visitor's own choice, as the theme toggle stores it.
            await tab.evaluate(
              (key, value) => localStorage.setItem(key, value),
              storageKey,
              scheme,
            );
            await tab.reload();
            // Lazy pictures load only when near: scroll through once, then wait
            // for every picture and the fonts, and go back to the top.
            await tab.evaluate(async () => {
              for (let y = 0; y < document.body.scrollHeight; y += 600) {
                window.scrollTo(0, y);
                await new Promise((resolve) => requestAnimationFrame(resolve));
              }
              await Promise.all(
                Array.from(document.images).map((image) =>
                  image.complete
                    ? null
                    : new Promise((resolve) => {
                        image.addEventListener('load', resolve, { once: true });
                        image.addEventListener('error', resolve, { once: true });
                      }),
                ),
              );
              await document.fonts.ready;
              window.scrollTo(0, 0);
              await new Promise((resolve) => requestAnimationFrame(resolve));
            });
            // The whole page, not only what is near the screen (drawn-whole.ts).
            await tab.evaluate(drawEveryPart);
            const file = join(outDir, `${page.id}-${width}-${scheme}-${name}.png`);
            await tab.screenshot(file, { fullPage: true });
            console.log(file);
          }
        }
        await tab.close();
      }
    } finally {
      await engine.close();
    }
  }
} finally {
  await server.close();
}
