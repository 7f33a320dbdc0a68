/**
 * What Vite needs to make the site: the base path, the plugins that serve the
 * owner's content and each picture's size to the app, the form editor under
 * `npm run dev`, and the scripts in every page's head (the remembered theme and the early taps,
 * the timeline's arrival).
 */
import react from '@vitejs/plugin-react';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Alias, ConfigEnv, UserConfig } from 'vite';
import { contentRoot } from '../../src/content-model/content-files.ts';
import type { LoadedSiteContent } from '../../src/content-model/schema/index.ts';
import { parseBasePath } from '../../src/lib/paths.ts';
import { headScript } from '../../src/lib/early-tap-script.ts';
import { firstFrameWaitsFor, pageEnd } from '../../src/lib/first-frame.ts';
import { timelineArrivalScript } from '../../src/lib/timeline-scroll.ts';
import { adminPlugin } from './admin/index.ts';
import { startChunks } from './start-chunks.ts';
import type { DrawnLook } from './look/index.ts';
import { contentPlugin } from './content-check/plugin.ts';
import type { DesignStep } from './design/design-step.ts';
import { designFilesPlugin } from './design/plugin.ts';
import { drawnFilesPlugin } from './files/drawn-files.ts';
import { resumeDevPlugin } from './files/resume.ts';
import { imageSizesPlugin } from './images/sizes-plugin.ts';

// React Router 7's package exports point every build at its development files,
// whose warnings (and a "Hey developer" error screen) then ship to visitors:
// remix-run/react-router#14102, open. Its production files sit beside them,
// identical but for those warnings; builds use them while they are there.
const reactRouterProduction = (file: string) =>
  fileURLToPath(
    new URL(`../../node_modules/react-router/dist/production/${file}`, import.meta.url),
  );
const productionAliases: Alias[] = [
  { find: /^react-router$/, replacement: reactRouterProduction('index.mjs') },
  // RouterProvider comes from here; without it the bundle would hold both builds.
  { find: /^react-router\/dom$/, replacement: reactRouterProduction('dom-export.mjs') },
].filter(({ replacement }) => existsSync(replacement));

/**
 * The site's Vite settings, for `npm run dev`, the tests (vite.config.ts) and
 * both builds of `npm run build` (./build.ts). `content` is the owner's content
 * as the build has already read and checked it, so that the content plugin
 * serves it without reading content/ again; `npm run dev` and the tests give
 * none, and the plugin reads content/ itself (and again on each edit).
 * `root`: the folder whose content/ and public/ the site is made of: this
 * repository's (or CONTENT_ROOT's), or the unit tests' made-up owner's.
 */
export function siteViteConfig(
  { command, isSsrBuild }: ConfigEnv,
  content?: LoadedSiteContent,
  root = contentRoot(),
  design?: DesignStep,
  look?: DrawnLook,
): UserConfig {
  return {
    publicDir: join(root, 'public'),
    // BASE_PATH feeds Vite's base, and through import.meta.env.BASE_URL the router and asset URLs.
    base: parseBasePath(process.env.BASE_PATH),
    // Browser builds only: the prerender's server build leaves react-router-dom to
    // Node, and an aliased copy beside it would be a second router with its own contexts.
    resolve: { alias: command === 'build' && !isSsrBuild ? productionAliases : [] },
    // Browsers preload modules themselves (Safari since 17; an older one only loses
    // the head start, never the page); the polyfill would be dead weight on every first load.
    // BENCH_READABLE=true: code that keeps its names, for the bench's trace (scripts/bench/trace.ts).
    build: {
      modulePreload: { polyfill: false },
      // Which chunks the app's start imports, for every page to preload them together
      // (scripts/site/pages/after-first-paint.ts reads it, then removes it: it is never published).
      manifest: !isSsrBuild,
      // The 3D viewer's chunk (model-viewer and three.js: about 1 MB, 290 kB gzip) is fetched
      // only when a visitor taps View in 3D; Vite's 500 kB warning would name it on every build.
      chunkSizeWarningLimit: 1200,
      // Rolldown's note on slow plugins comes when the machine is busy (its threshold is 3 s of
      // build), never from a change of the owner's: noise in a deploy's log that reads as trouble
      // (rolldown.rs/reference/InputOptions.checks, bundlerTimings).
      rolldownOptions: {
        checks: { bundlerTimings: false },
        // The app's start in three chunks, evaluated one a task (./start-chunks.ts).
        ...(isSsrBuild ? {} : { output: { codeSplitting: { groups: startChunks() } } }),
      },
      ...(process.env.BENCH_READABLE === 'true' ? { minify: false } : {}),
    },
    // A pull-request preview publishes no feed (scripts/site/files/feeds.ts), so its pages offer none.
    define: {
      'import.meta.env.PUBLISHES_FEEDS': JSON.stringify(process.env.SITE_NOINDEX !== 'true'),
      // Nor does it count page views: a reviewer's visits are not the site's.
      'import.meta.env.PREVIEW': JSON.stringify(process.env.SITE_NOINDEX === 'true'),
    },
    plugins: [
      react(),
      // The owner's content, checked and with its Markdown made HTML: the only copy the browser gets.
      contentPlugin(root, content, look),
      // Each picture's size, read from its file: the owner never types one.
      imageSizesPlugin(join(root, 'public', 'images'), () => design?.sizes ?? {}),
      // What the build made of the owner's CAD models and boards: their stills and web files.
      designFilesPlugin(() => design),
      // The template's own drawn files (the slide rule's layers), never a file in public/.
      drawnFilesPlugin(),
      // resume.pdf and resume.json under `npm run dev`, made from content/ as the build makes them.
      resumeDevPlugin(root),
      // The form editor at /admin/ under `npm run dev` too, for "Work with Local Repository".
      adminPlugin(root),
      {
        // Small scripts in <head>, run before the first paint, in development and in every built
        // page (the CSP hashes them at build time): the remembered theme goes on <html> and the
        // taps made before the app runs are answered (src/lib/early-tap-script.ts), one script
        // for both, as each script costs its own compile in the task that parses the page; and a
        // cold #timeline address scrolls to the timeline, app or no app
        // (src/lib/timeline-scroll.ts; the build keeps it only in a page that holds the timeline).
        name: 'head-scripts',
        transformIndexHtml: () => [
          { tag: 'script', children: headScript(), injectTo: 'head' },
          { tag: 'script', children: timelineArrivalScript(), injectTo: 'head' },
          // The first frame waits until the app's HTML is parsed: down to an empty element after
          // its root (src/lib/first-frame.ts).
          { tag: 'link', attrs: { ...firstFrameWaitsFor }, injectTo: 'head' },
          { tag: 'span', attrs: { id: pageEnd, hidden: true }, injectTo: 'body' },
        ],
      },
    ],
  };
}
