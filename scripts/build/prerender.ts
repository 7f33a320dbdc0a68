/**
 * Prerenders every page after `vite build`, as Vite's SSR guide does
 * (https://vite.dev/guide/ssr#pre-rendering-ssg): build src/entry-server.tsx
 * for Node, render each page of the route table, and write it into the client
 * build's index.html. Visitors and link-preview scrapers get the whole page
 * before any script runs, and GitHub Pages answers every real address with 200:
 *
 *   dist/index.html                     /
 *   dist/<slug>.html, <slug>/index.html  /<slug> and /<slug>/ (Pages serves /x from x.html)
 *   dist/404.html                       any other path: Home, plus the SPA redirect
 *
 * Then the small steps around the pages: each page's head, critical CSS and CSP
 * (metadata.ts, critical-css.ts, content-security-policy.ts), the photos (images.ts), the
 * link-preview images, icons, manifest, sitemap (site-assets.ts), the
 * development logs' feeds (feeds.ts) and .nojekyll.
 */
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import { contentPictures, contentRoot, readContent } from '../../src/content/load';
import { writeAdmin } from './admin';
import { withSecurityPolicy } from './content-security-policy';
import { criticalCss } from './critical-css';
import { writeFeeds } from './feeds';
import { processImages } from './images';
import { minifyInlineScripts } from './inline-scripts';
import { headTags, pageFiles, pageUrl } from './metadata';
import { writeSiteAssets } from './site-assets';
import { baseSegments, readSiteConfig, type SiteConfig } from './site-config';
import { spaRedirectTarget, spaRestoredPath } from './spa-redirect';

type ServerEntry = typeof import('../../src/entry-server');

/** The inline script of the root page: undo the 404 redirect before the app starts. */
export function restoreScript(): string {
  return `(function(){var p=(${spaRestoredPath.toString()})(window.location);if(p!==null&&new URL(p,location.href).origin===location.origin)history.replaceState(null,'',p)})()`;
}

/** The inline script of 404.html: send an unknown path to the root page, keeping query and hash. */
export function redirectScript(config: SiteConfig): string {
  return `window.location.replace((${spaRedirectTarget.toString()})(window.location,${baseSegments(config.basePath)}))`;
}

/** Fills the client's index.html: the page's head tags, and the rendered app marked with its route. */
export function fillTemplate(
  template: string,
  { html, routeId, head }: { html: string; routeId: string; head: string[] },
): string {
  const placeholder = /<!--head\b[\s\S]*?-->/;
  if (!placeholder.test(template))
    throw new Error('dist/index.html has no <!--head--> placeholder to fill');
  if (!template.includes('<div id="root"></div>'))
    throw new Error('dist/index.html has no empty <div id="root"></div> to fill');
  return template
    .replace(placeholder, () => head.join('\n    '))
    .replace('<div id="root"></div>', () => `<div id="root" data-route="${routeId}">${html}</div>`);
}

/** What a page loads once it has painted: the whole stylesheet, the app's chunks and the app. */
export interface AfterFirstPaint {
  stylesheets: string[];
  modules: string[];
  script: string;
}

/**
 * Runs in the page, from the end of <body>: once the page has loaded, its
 * pictures are decoded and it has painted its first content, and one more
 * frame has passed (the one that shows those pictures), adds the whole
 * stylesheet and preloads the app's modules, then adds the app's script once
 * that stylesheet has arrived (or failed, or 3 s have passed). The load event alone is not
 * enough: a page without pictures loads before the browser paints it, and a
 * picture is drawn only after it is decoded. Where the browser reports no
 * paint timing, or reports none within 3 s, the load event and the pictures
 * alone start it; a tab opened in the background starts once it is shown.
 * Inlined with Function.toString, so it names no function of its own.
 */
function startAfterFirstPaint({ stylesheets, modules, script }: AfterFirstPaint) {
  const loaded = new Promise((resolve) => addEventListener('load', resolve, { once: true })).then(
    () =>
      // At most 3 s: a decode that never settles must not keep the app away.
      Promise.race([
        Promise.all(
          [...document.images]
            .filter((image) => image.complete)
            .map((image) => image.decode().catch(() => null)),
        ),
        new Promise((resolve) => setTimeout(resolve, 3000)),
      ]),
  );
  const painted = new Promise((resolve) => {
    setTimeout(resolve, 3000);
    // Written without ?. so that a browser too old for it still gets the stylesheet and the app.
    const observer = self.PerformanceObserver;
    if (
      !observer ||
      !observer.supportedEntryTypes ||
      observer.supportedEntryTypes.indexOf('paint') < 0
    )
      return resolve(null);
    new PerformanceObserver((entries, observer) => {
      if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      resolve(null);
    }).observe({ type: 'paint', buffered: true });
  });
  // Whatever fails while waiting (an API a browser lacks), the stylesheet and the app still come.
  void Promise.all([loaded, painted])
    .catch(() => null)
    .then(() =>
      requestAnimationFrame(() =>
        setTimeout(() => {
          // Each element is written out, not made by a helper: Function.toString keeps no helper's name.
          const sheets = stylesheets.map(
            (href) =>
              new Promise((resolve) => {
                const link = Object.assign(document.createElement('link'), {
                  rel: 'stylesheet',
                  crossOrigin: '',
                  href,
                });
                link.addEventListener('load', resolve);
                link.addEventListener('error', resolve);
                document.head.append(link);
              }),
          );
          // The app's own module is fetched now too, beside its chunks, so waiting for the
          // stylesheet delays only when it runs.
          for (const href of modules.concat(script))
            document.head.append(
              Object.assign(document.createElement('link'), {
                rel: 'modulepreload',
                crossOrigin: '',
                href,
              }),
            );
          // The app runs once the whole stylesheet is in (its chunks download meanwhile): what it
          // draws that the page's own HTML did not have, an open menu, say, has its rules only there.
          void Promise.race([
            Promise.all(sheets),
            new Promise((resolve) => setTimeout(resolve, 3000)),
          ]).then(() =>
            document.head.append(
              Object.assign(document.createElement('script'), {
                type: 'module',
                crossOrigin: '',
                src: script,
              }),
            ),
          );
        }),
      ),
    );
}

/**
 * Moves everything a finished page links besides its own HTML after its first
 * paint: Vite's module script and its modulepreloads, and the stylesheet,
 * whose rules for the page's own elements are already inline (critical-css.ts).
 * The page is complete as HTML, so nothing else should share a phone's
 * connection with it and its pictures before it shows (docs/decisions.md,
 * "Each page paints from its HTML alone"). Without JavaScript, a
 * <noscript> link loads the stylesheet the ordinary way.
 */
export function loadAfterFirstPaint(page: string): string {
  const script = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/.exec(page);
  if (!script) throw new Error('the page has no <script type="module" crossorigin src="…">');
  if (!/<style>[^<]+<\/style>/.test(page))
    throw new Error(
      'the page has no inline critical CSS: its stylesheet would arrive only after it paints',
    );
  const modules = [...page.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g)];
  const stylesheets = [...page.matchAll(/<link rel="stylesheet" crossorigin href="([^"]+)">/g)];
  if (stylesheets.length === 0)
    throw new Error('the page has no <link rel="stylesheet" crossorigin href="…"> to defer');
  const assets: AfterFirstPaint = {
    stylesheets: stylesheets.map(([, href]) => href!),
    modules: modules.map(([, href]) => href!),
    script: script[1]!,
  };
  const loader = `(${startAfterFirstPaint.toString()})(${JSON.stringify(assets)})`;
  let html = page.replace(script[0], '');
  for (const [tag] of modules) html = html.replace(tag, '');
  for (const [tag, href] of stylesheets)
    html = html.replace(tag, () => `<noscript><link rel="stylesheet" href="${href}"></noscript>`);
  return html.replace('</body>', () => `<script>${loader}</script>\n  </body>`);
}

async function main() {
  const root = process.cwd();
  const dist = resolve(root, process.argv[2] ?? 'dist');
  const serverOut = join(root, 'node_modules', '.prerender');
  const config = readSiteConfig();
  // The content check runs first in `npm run build` too; here it guards direct runs.
  const content = readContent(contentRoot());
  const photoStart = performance.now();
  // STAND_IN_PHOTOS=true: tiny pictures in place of the photos' versions, for builds that test
  // pages, not photos (the browser tests of the owner's own site); never for a deploy.
  const photos = await processImages(
    contentPictures(content),
    join(contentRoot(), 'public', 'images'),
    join(dist, 'images'),
    {
      standIns: process.env.STAND_IN_PHOTOS === 'true',
      // Where processed photos are kept between builds (default node_modules/.cache/images).
      ...(process.env.IMAGE_CACHE_DIR ? { cacheDir: process.env.IMAGE_CACHE_DIR } : {}),
    },
  );
  const photoSeconds = ((performance.now() - photoStart) / 1000).toFixed(1);

  await build({
    logLevel: 'warn',
    build: { ssr: 'src/entry-server.tsx', outDir: serverOut, copyPublicDir: false },
  });
  const server = pathToFileURL(join(serverOut, 'entry-server.js')).href;
  const { render, pages: listed, updatePages } = (await import(server)) as ServerEntry;
  const pages = [...listed, ...(await updatePages())];
  const template = await readFile(join(dist, 'index.html'), 'utf8');

  const withCriticalCss = criticalCss(dist, config.basePath);
  /**
   * Writes a page, once made (its critical CSS inline, the rest after its first
   * paint, its inline scripts minified and its CSP), to each of its files; logs its size.
   */
  const writePage = async (files: string[], html: string) => {
    let page: string;
    try {
      page = withSecurityPolicy(
        minifyInlineScripts(loadAfterFirstPaint(await withCriticalCss(html))),
      );
    } catch (error) {
      throw new Error(`writing ${files.join(', ')}: ${(error as Error).message}`, { cause: error });
    }
    for (const file of files) {
      await mkdir(dirname(join(dist, file)), { recursive: true });
      await writeFile(join(dist, file), page);
    }
    console.log(`wrote ${files.join(', ')}: ${(gzipSync(page).length / 1000).toFixed(1)} kB gzip`);
  };

  for (const page of pages) {
    const { html, routeId } = await render(config.basePath + page.path.slice(1));
    // Only the root page receives 404.html's redirect, so only it carries the script that undoes it.
    const restore = page.kind === 'home' ? [`<script>${restoreScript()}</script>`] : [];
    const head = [...headTags(config, page), ...restore];
    await writePage(pageFiles(page), fillTemplate(template, { html, routeId, head }));
    if (page.kind === 'home') {
      // Unknown paths: scripted visitors are sent on to the app; without JavaScript they see Home (§2).
      const redirect = `<script>${redirectScript(config)}</script>`;
      await writePage(
        ['404.html'],
        fillTemplate(template, { html, routeId, head: [...headTags(config, page), redirect] }),
      );
    }
  }

  await writeSiteAssets(dist, config, pages);
  // The development logs' Atom feeds (none in a pull-request preview).
  await writeFeeds(dist, config, content);
  await writeAdmin(dist, config, { root: contentRoot() });
  // Vite's chunk names may start with "_", which Jekyll would hide.
  await writeFile(join(dist, '.nojekyll'), '');
  await rm(serverOut, { recursive: true, force: true });
  console.log(
    `wrote ${photos.length} photo file(s) in ${photoSeconds} s (unchanged photos come from node_modules/.cache/images)`,
  );
  // Canonical links and the sitemap name this address; the workflows set it from the repository or CNAME.
  console.log(
    `canonical links and the sitemap use ${pageUrl(config, pages[0]!)}` +
      (process.env.SITE_URL ? '' : ' (SITE_URL is not set: set it to the published origin)'),
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
