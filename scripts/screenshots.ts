/**
 * Full-page screenshots of both routes at phone and desktop widths, light and
 * dark, from the built site served like GitHub Pages. Run `npm run build` first;
 * the PNGs land in `screenshots/` (ignored by git). Look at them before claiming a page is done.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { launchChromium } from '../e2e/support/browser';
import { startPagesServer } from '../e2e/support/pages-server';

const routes = [
  { name: 'home', path: '' },
  { name: 'pcbrule', path: 'pcbrule' },
];
const widths = [375, 1280];
const schemes = ['light', 'dark'] as const;
const outDir = join(process.cwd(), 'screenshots');

mkdirSync(outDir, { recursive: true });
const server = await startPagesServer(join(process.cwd(), 'dist'));
const browser = await launchChromium();
try {
  for (const scheme of schemes) {
    for (const width of widths) {
      const context = await browser.newContext({
        viewport: { width, height: 800 },
        colorScheme: scheme,
        deviceScaleFactor: 1,
      });
      const page = await context.newPage();
      for (const route of routes) {
        await page.goto(server.url + route.path, { waitUntil: 'networkidle' });
        // Lazy images below the fold load only when near: scroll through once.
        await page.evaluate(async () => {
          for (let y = 0; y < document.body.scrollHeight; y += 600) {
            window.scrollTo(0, y);
            await new Promise((resolve) => setTimeout(resolve, 50));
          }
          window.scrollTo(0, 0);
        });
        await page.waitForLoadState('networkidle');
        const file = join(outDir, `${route.name}-${width}-${scheme}.png`);
        await page.screenshot({ path: file, fullPage: true });
        console.log(file);
      }
      await context.close();
    }
  }
} finally {
  await browser.close();
  await server.close();
}
