/**
 * Prerenders every route after `vite build`, following Vite's SSR guide
 * (https://vite.dev/guide/ssr): build src/entry-server.tsx for Node, render each
 * page to HTML and write it into the client build's index.html. GitHub Pages
 * then answers /pcbrule and /pcbrule/ with a complete page (HTTP 200), so
 * visitors and link-preview scrapers see real content before any script runs.
 *
 *   dist/index.html           /
 *   dist/pcbrule.html         /pcbrule   (Pages serves /x from x.html)
 *   dist/pcbrule/index.html   /pcbrule/
 *   dist/404.html             any other path: Home, plus the SPA redirect
 *   dist/.nojekyll            Vite chunk names may start with "_"
 */
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';
import { profile } from '../../src/content/profile';
import { site } from '../../src/content/site';
import { assertContentIsValid } from './content-check';
import { withSecurityPolicy } from './content-security-policy';
import { contentPictures, processImages } from './images';
import { minifyInlineScripts } from './inline-scripts';
import { headTags, pagePath, pageUrl } from './metadata';
import { writeSiteAssets } from './site-assets';
import { baseSegments, readSiteConfig, type SiteConfig } from './site-config';
import { spaRedirectTarget, spaRestoredPath } from './spa-redirect';

const root = process.cwd();
/** The client build to complete: `dist`, or the folder given as the first argument. */
const dist = resolve(root, process.argv[2] ?? 'dist');
const serverOut = join(root, 'node_modules', '.prerender');

type Render = typeof import('../../src/entry-server');

/** The inline script of the root page: undo the 404 redirect before the app starts. */
export function restoreScript(): string {
  return `(function(){var p=(${spaRestoredPath.toString()})(window.location);if(p!==null&&new URL(p,location.href).origin===location.origin)history.replaceState(null,'',p)})()`;
}

/** The inline script of 404.html: send an unknown path to the root page, keeping query and hash. */
export function redirectScript(config: SiteConfig): string {
  return `window.location.replace((${spaRedirectTarget.toString()})(window.location,${baseSegments(config.basePath)}))`;
}

/** Fills the client template: the page's head tags (ending with its inline script) and the rendered app. */
export function fillTemplate(
  template: string,
  { html, page, head }: { html: string; page: string; head: string[] },
): string {
  if (!template.includes('<!--head-->'))
    throw new Error('dist/index.html has no <!--head--> placeholder to fill');
  const withHead = template.replace('<!--head-->', () => head.join('\n    '));
  if (!withHead.includes('<div id="root"></div>'))
    throw new Error('dist/index.html has no empty <div id="root"></div> to fill');
  return withHead.replace(
    '<div id="root"></div>',
    () => `<div id="root" data-page="${page}">${html}</div>`,
  );
}

/**
 * Puts the stylesheet into the page itself: it is small (about 6 kB gzip), and
 * a stylesheet link would hold the first paint back by a whole round trip.
 */
export async function inlineStylesheet(
  template: string,
  readAsset: (href: string) => Promise<string>,
): Promise<string> {
  const link = /<link rel="stylesheet"[^>]*href="([^"]+)"[^>]*>/.exec(template);
  if (!link) return template;
  const css = (await readAsset(link[1]!)).replace(/<\/style/gi, '<\\/style');
  // The disabled link is never fetched, but tells Vite's chunk loader that the
  // stylesheet is already here: otherwise loading a lazy chunk (the slide rule)
  // would fetch the same 6 kB again as a <link> and restyle the page.
  const marker = link[0].replace(/\s*\/?>$/, ' disabled />');
  return template.replace(link[0], () => `<style>${css}</style>\n    ${marker}`);
}

/**
 * Starts the app's script once the page has loaded and painted. The page is
 * complete and usable as HTML (links are real links), so on a slow phone
 * connection the 90 kB of JavaScript should not compete with the HTML and the
 * pictures for the first paint; it hydrates the page a moment later.
 */
export function deferAppScript(template: string): string {
  const tag = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/.exec(template);
  if (!tag)
    throw new Error('dist/index.html has no <script type="module" crossorigin src="…"> to defer');
  const loader =
    `(function(){function go(){requestAnimationFrame(function(){setTimeout(function(){` +
    `var s=document.createElement('script');s.type='module';s.crossOrigin='';s.src=${JSON.stringify(tag[1])};document.head.appendChild(s)})})}` +
    `if(document.readyState==='complete')go();else addEventListener('load',go,{once:true})})()`;
  return template
    .replace(tag[0], '')
    .replace('</body>', () => `<script>${loader}</script>\n  </body>`);
}

async function writePage(file: string, content: string) {
  await mkdir(dirname(join(dist, file)), { recursive: true });
  await writeFile(
    join(dist, file),
    file.endsWith('.html') ? withSecurityPolicy(minifyInlineScripts(content)) : content,
  );
}

async function main() {
  // The content check runs first in `npm run build` too; here it guards direct runs.
  await assertContentIsValid(root);
  const config = readSiteConfig();
  // Check every picture the content names (and size the photos) before anything else.
  const photos = await processImages(
    contentPictures(),
    join(root, 'public', 'images'),
    join(dist, 'images'),
  );
  await build({
    logLevel: 'warn',
    build: {
      ssr: 'src/entry-server.tsx',
      outDir: serverOut,
      emptyOutDir: true,
      copyPublicDir: false,
    },
  });
  const { render } = (await import(
    pathToFileURL(join(serverOut, 'entry-server.js')).href
  )) as Render;
  const built = await readFile(join(dist, 'index.html'), 'utf8');
  const template = deferAppScript(
    await inlineStylesheet(built, (href) =>
      readFile(join(dist, href.slice(config.basePath.length)), 'utf8'),
    ),
  );

  const pages = [
    { page: 'home', files: ['index.html'] },
    { page: 'pcbrule', files: ['pcbrule.html', 'pcbrule/index.html'] },
  ] as const;
  for (const { page, files } of pages) {
    const url = config.basePath + pagePath(page);
    const rendered = await render(url);
    if (rendered.page !== page)
      throw new Error(`${url} rendered the ${rendered.page} page, not ${page}`);
    const head = [...headTags(config, page), `<script>${restoreScript()}</script>`];
    const document = fillTemplate(template, { html: rendered.html, page, head });
    for (const file of files) await writePage(file, document);
    console.log(`prerendered ${url} → ${files.join(', ')}`);
  }

  // Unknown paths: the redirect sends scripted visitors to the app; without
  // JavaScript they still get the Home page (SPEC: any other path shows Home).
  const home = await render(config.basePath);
  const notFoundHead = [...headTags(config, 'home'), `<script>${redirectScript(config)}</script>`];
  await writePage(
    '404.html',
    fillTemplate(template, { html: home.html, page: home.page, head: notFoundHead }),
  );

  await writeSiteAssets(dist, config, {
    name: profile.name,
    description: site.meta.home.description,
    pageUrls: pages.map(({ page }) => pageUrl(config, page)),
  });
  await writePage('.nojekyll', '');
  await rm(serverOut, { recursive: true, force: true });
  console.log(
    `made ${photos.length} responsive photo file(s); wrote 404.html (redirect keeps ${baseSegments(config.basePath)} base segment(s)), .nojekyll, link-preview images, icons, manifest, sitemap.xml and robots.txt`,
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
