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
 *   dist/assets/print-*.css   the print rules, linked media="print" from every page
 *   dist/.nojekyll            Vite chunk names may start with "_"
 */
import { createHash } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import autoprefixer from 'autoprefixer';
import postcss from 'postcss';
import tailwindcss from 'tailwindcss';
import { build } from 'vite';
import tailwindConfig from '../../tailwind.config';
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

/**
 * What a new connection delivers in its first round trip: TCP's first window of
 * ten 1460-byte segments, less about 0.6 kB of response headers. A page over it
 * waits one more round trip (about 150 ms on a phone) for its first paint.
 */
const firstRoundTrip = 14_000;

/** The inline script of the root page: undo the 404 redirect before the app starts. */
export function restoreScript(): string {
  return `(function(){var p=(${spaRestoredPath.toString()})(window.location);if(p!==null&&new URL(p,location.href).origin===location.origin)history.replaceState(null,'',p)})()`;
}

/** The inline script of 404.html: send an unknown path to the root page, keeping query and hash. */
export function redirectScript(config: SiteConfig): string {
  return `window.location.replace((${spaRedirectTarget.toString()})(window.location,${baseSegments(config.basePath)}))`;
}

/** Fills the client template: the page's head tags (and inline script, if any) and the rendered app. */
export function fillTemplate(
  template: string,
  { html, page, head }: { html: string; page: string; head: string[] },
): string {
  const placeholder = /<!--head\b[\s\S]*?-->/;
  if (!placeholder.test(template))
    throw new Error('dist/index.html has no <!--head--> placeholder to fill');
  const withHead = template.replace(placeholder, () => head.join('\n    '));
  if (!withHead.includes('<div id="root"></div>'))
    throw new Error('dist/index.html has no empty <div id="root"></div> to fill');
  return withHead.replace(
    '<div id="root"></div>',
    () => `<div id="root" data-page="${page}">${html}</div>`,
  );
}

/**
 * Takes the print rules (top-level `@media print` blocks) out of a stylesheet.
 * Tailwind's print: variants and our own print block come after every screen
 * rule (src/styles/index.css places `@tailwind variants` before our rules, and
 * print is the last variant), so serving them as a later stylesheet keeps the
 * cascade as it was.
 */
export function splitPrintRules(css: string): { screen: string; print: string } {
  const sheet = postcss.parse(css);
  const print: string[] = [];
  sheet.each((node) => {
    if (node.type === 'atrule' && node.name === 'media' && node.params.trim() === 'print') {
      print.push(node.nodes?.map(String).join('') ?? '');
      node.remove();
    }
  });
  return { screen: sheet.toString(), print: print.join('') };
}

/** The class names in server-rendered HTML, one attribute per line, with React's entities decoded. */
export function classNamesIn(html: string): string {
  const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#x27': "'" };
  return [...html.matchAll(/\sclass="([^"]*)"/g)]
    .map(([, names]) =>
      names!.replace(/&(amp|lt|gt|quot|#x27);/g, (_, name: string) => entities[name]!),
    )
    .join('\n');
}

/**
 * One page's own stylesheet: Tailwind over the classes that page's HTML uses,
 * through Vite's CSS pipeline (PostCSS, then Lightning CSS with the build's
 * browser targets), exactly as the site's whole stylesheet is made. Base
 * styles, colour schemes and our own rules are all there; only utilities the
 * page does not use are left out, about a kilobyte (gzip) on each page.
 */
export async function pageStylesheet(html: string, base = '/'): Promise<string> {
  const output = await build({
    configFile: false,
    base,
    logLevel: 'silent',
    css: {
      postcss: {
        plugins: [
          tailwindcss({
            ...tailwindConfig,
            content: [{ raw: classNamesIn(html), extension: 'html' }],
          }),
          autoprefixer(),
        ],
      },
    },
    build: { write: false, rollupOptions: { input: join(root, 'src', 'styles', 'index.css') } },
  });
  const files = (Array.isArray(output) ? output : [output]).flatMap((result) =>
    'output' in result ? result.output : [],
  );
  const css = files.find((file) => file.type === 'asset' && file.fileName.endsWith('.css'));
  if (!css || css.type !== 'asset') throw new Error('the page stylesheet build produced no CSS');
  return String(css.source);
}

/** The stylesheet link Vite put in the built index.html, if any. */
export function stylesheetLink(template: string): { tag: string; href: string } | null {
  const link = /<link rel="stylesheet"[^>]*href="([^"]+)"[^>]*>/.exec(template);
  return link ? { tag: link[0], href: link[1]! } : null;
}

/**
 * Puts the page's own stylesheet into the page itself: a stylesheet link would
 * hold the first paint back by a whole round trip, and a page much over 14 kB
 * (gzip) misses the first round trip of a new connection. The print rules are
 * linked as a `media="print"` file, which browsers fetch without holding the
 * page back. The site's whole stylesheet stays linked, disabled: the app's
 * loader switches it on (see deferAppScript), so that whatever the app draws
 * later (the other page, the working slide rule, an opened menu) is styled;
 * and it tells Vite's chunk loader that the stylesheet is on the page already.
 */
export function inlineStylesheet(
  document: string,
  css: { page: string; printHref: string | null },
): string {
  const link = stylesheetLink(document);
  if (!link) return document;
  const style = `<style>${css.page.replace(/<\/style/gi, '<\\/style')}</style>`;
  const print = css.printHref
    ? `\n    <link rel="stylesheet" href="${css.printHref}" media="print" />`
    : '';
  const whole = link.tag.replace(/\s*\/?>$/, ' disabled data-whole-stylesheet />');
  return document.replace(link.tag, () => `${style}${print}\n    ${whole}`);
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
  // With the app's script, the loader switches the site's whole stylesheet on
  // (inlineStylesheet) and records whether it loaded or failed; the app starts
  // only once it has loaded (src/lib/whole-stylesheet.ts).
  const loader =
    `(function(){function go(){requestAnimationFrame(function(){setTimeout(function(){` +
    `var c=document.querySelector('link[data-whole-stylesheet]');if(c){c.onload=function(){c.dataset.stylesheet='loaded'};c.onerror=function(){c.dataset.stylesheet='failed'};c.disabled=false}` +
    `var s=document.createElement('script');s.type='module';s.crossOrigin='';s.src=${JSON.stringify(tag[1])};document.head.appendChild(s)})})}` +
    `if(document.readyState==='complete')go();else addEventListener('load',go,{once:true})})()`;
  return template
    .replace(tag[0], '')
    .replace('</body>', () => `<script>${loader}</script>\n  </body>`);
}

/** Writes a file into the build (a page with its scripts minified and its CSP added); returns what was written. */
async function writePage(file: string, content: string): Promise<string> {
  const written = file.endsWith('.html')
    ? withSecurityPolicy(minifyInlineScripts(content))
    : content;
  await mkdir(dirname(join(dist, file)), { recursive: true });
  await writeFile(join(dist, file), written);
  return written;
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
  const template = deferAppScript(built);
  // The whole stylesheet's print rules, as their own file for every page.
  const link = stylesheetLink(built);
  const { print } = link
    ? splitPrintRules(await readFile(join(dist, link.href.slice(config.basePath.length)), 'utf8'))
    : { print: '' };
  let printHref: string | null = null;
  if (print) {
    const file = `assets/print-${createHash('sha256').update(print).digest('hex').slice(0, 10)}.css`;
    await writePage(file, print);
    printHref = config.basePath + file;
  }
  // Each page's own screen rules (its print rules are the shared file's);
  // 404.html shows Home, so one stylesheet build serves both.
  const screenRules = new Map<string, Promise<string>>();
  /** A filled page with its own stylesheet inlined. */
  const styled = async (document: string, html: string) => {
    if (!screenRules.has(html))
      screenRules.set(
        html,
        pageStylesheet(html, config.basePath).then((css) => splitPrintRules(css).screen),
      );
    return inlineStylesheet(document, { page: await screenRules.get(html)!, printHref });
  };

  const pages = [
    { page: 'home', files: ['index.html'] },
    { page: 'pcbrule', files: ['pcbrule.html', 'pcbrule/index.html'] },
  ] as const;
  for (const { page, files } of pages) {
    const url = config.basePath + pagePath(page);
    const rendered = await render(url);
    if (rendered.page !== page)
      throw new Error(`${url} rendered the ${rendered.page} page, not ${page}`);
    // Only the root page receives 404.html's redirect (spa-redirect.ts), so only it
    // carries the script that undoes it.
    const head = [
      ...headTags(config, page),
      ...(page === 'home' ? [`<script>${restoreScript()}</script>`] : []),
    ];
    const document = await styled(
      fillTemplate(template, { html: rendered.html, page, head }),
      rendered.html,
    );
    let written = '';
    for (const file of files) written = await writePage(file, document);
    const size = gzipSync(written).length;
    console.log(
      `prerendered ${url} → ${files.join(', ')}: ${(size / 1000).toFixed(1)} kB gzip` +
        (size > firstRoundTrip
          ? `, over the ${firstRoundTrip / 1000} kB a new connection delivers in its first round trip: the first paint waits one more`
          : ''),
    );
  }

  // Unknown paths: the redirect sends scripted visitors to the app; without
  // JavaScript they still get the Home page (SPEC: any other path shows Home).
  const home = await render(config.basePath);
  const notFoundHead = [...headTags(config, 'home'), `<script>${redirectScript(config)}</script>`];
  await writePage(
    '404.html',
    await styled(
      fillTemplate(template, { html: home.html, page: home.page, head: notFoundHead }),
      home.html,
    ),
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
