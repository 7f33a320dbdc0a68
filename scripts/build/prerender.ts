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
import { escapeMarkup } from '../shared/escape-markup';
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

interface PageHead {
  title: string;
  description: string;
  /** Path under the base, e.g. "" or "pcbrule". */
  path: string;
}

/** Fills the client template: head tags for the page, the rendered app, and any extra head script. */
export function fillTemplate(
  template: string,
  {
    html,
    page,
    head,
    config,
    headScript,
  }: { html: string; page: string; head: PageHead; config: SiteConfig; headScript: string },
): string {
  const canonical = `${config.siteUrl}${config.basePath}${head.path}`;
  const tags = [
    `<title>${escapeMarkup(head.title)}</title>`,
    `<meta name="description" content="${escapeMarkup(head.description)}" />`,
    `<link rel="canonical" href="${escapeMarkup(canonical)}" />`,
    config.noindex ? '<meta name="robots" content="noindex, nofollow" />' : '',
    `<script>${headScript}</script>`,
  ].filter(Boolean);
  if (!template.includes('<!--head-->'))
    throw new Error('dist/index.html has no <!--head--> placeholder to fill');
  const withHead = template.replace('<!--head-->', tags.join('\n    '));
  if (!withHead.includes('<div id="root"></div>'))
    throw new Error('dist/index.html has no empty <div id="root"></div> to fill');
  return withHead.replace(
    '<div id="root"></div>',
    `<div id="root" data-page="${page}">${html}</div>`,
  );
}

async function writePage(file: string, content: string) {
  await mkdir(dirname(join(dist, file)), { recursive: true });
  await writeFile(join(dist, file), content);
}

async function main() {
  const config = readSiteConfig();
  await build({
    logLevel: 'warn',
    build: {
      ssr: 'src/entry-server.tsx',
      outDir: serverOut,
      emptyOutDir: true,
      copyPublicDir: false,
    },
  });
  const { render, site } = (await import(
    pathToFileURL(join(serverOut, 'entry-server.js')).href
  )) as Render;
  const template = await readFile(join(dist, 'index.html'), 'utf8');

  const pages = [
    { files: ['index.html'], path: '' },
    { files: ['pcbrule.html', 'pcbrule/index.html'], path: 'pcbrule' },
  ];
  for (const { files, path } of pages) {
    const url = config.basePath + path;
    const { html, page } = await render(url);
    const document = fillTemplate(template, {
      html,
      page,
      head: { ...site.meta[page], path },
      config,
      headScript: restoreScript(),
    });
    for (const file of files) await writePage(file, document);
    console.log(`prerendered ${url} → ${files.join(', ')}`);
  }

  // Unknown paths: the redirect sends scripted visitors to the app; without
  // JavaScript they still get the Home page (SPEC: any other path shows Home).
  const home = await render(config.basePath);
  await writePage(
    '404.html',
    fillTemplate(template, {
      html: home.html,
      page: home.page,
      head: { ...site.meta.home, path: '' },
      config,
      headScript: redirectScript(config),
    }),
  );
  await writePage('.nojekyll', '');
  await rm(serverOut, { recursive: true, force: true });
  console.log(
    `wrote 404.html (redirect keeps ${baseSegments(config.basePath)} base segment(s)) and .nojekyll`,
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
