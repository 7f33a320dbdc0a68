/**
 * Renders every page, as Vite's SSR guide does
 * (https://vite.dev/guide/ssr#pre-rendering-ssg): builds src/entry-server.tsx
 * for Node (with the content the build has read, through the content plugin),
 * renders each page of the page list, and writes it into the client build's
 * index.html. Visitors and link-preview scrapers get the whole page before any
 * script runs, and GitHub Pages answers every real address with 200:
 *
 *   dist/index.html                     /
 *   dist/<slug>.html, <slug>/index.html  /<slug> and /<slug>/ (Pages serves /x from x.html)
 *   dist/404.html                       any other path: Home, plus the SPA redirect
 *
 * Each page gets its head (./metadata.ts), its whole stylesheet inline
 * (./whole-stylesheet.ts), the fonts for letters the systems' fonts lack (./web-fonts.ts),
 * the families the owner picked for its look (./look-fonts.ts),
 * the rest after its first paint (./after-first-paint.ts),
 * its inline scripts joined and minified (./inline-scripts.ts) and its CSP, last
 * (./content-security-policy.ts).
 */
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build, type InlineConfig } from 'vite';
import type { HydrationState } from 'react-router-dom';
import type { Page } from '../../../src/app/pages';
import { routerDataBlock } from '../../../src/app/router-data';
import { allWords } from '../../../src/content-model/all-words';
import type { LoadedSiteContent } from '../../../src/content-model/schema';
import type { SiteConfig } from '../settings';
import { appStartChunks, loadAfterFirstPaint } from './after-first-paint';
import { toolbarOf, type DrawnLook } from '../look';
import { withSecurityPolicy } from './content-security-policy';
import { wholeStylesheet } from './whole-stylesheet';
import { joinHeadScripts, minifyInlineScripts } from './inline-scripts';
import { makeLookFonts, withLookFonts, writeLookFonts } from './look-fonts';
import { headTags, pageFiles } from './metadata';
import { redirectScript, restoreScript } from './spa-redirect';
import { makeWebFonts, pageText, stringsIn, withWebFonts } from './web-fonts';
import { timelineArrivalScript, timelinePlaces } from '../../../src/lib/timeline-scroll';

type ServerEntry = typeof import('../../../src/entry-server');

/**
 * The page with the head script that scrolls a cold `#timeline` address (src/lib/timeline-scroll.ts)
 * only if its HTML holds the timeline: every other page would compile and run it, for nothing, in
 * the task that parses it (the longest of a page without pictures). The template puts it in every
 * page, so `npm run dev` has it too.
 */
export function withTimelineScriptWhereTimeline(html: string): string {
  const tag = `<script>${timelineArrivalScript()}</script>`;
  if (!html.includes(tag))
    throw new Error(
      "the page has no timeline head script (scripts/site/vite-settings.ts, 'head-scripts'): a #timeline address would wait for the app",
    );
  return html.includes(`id="${timelinePlaces.section}"`) ? html : html.replace(tag, '');
}

/**
 * The page with the picture preloads React writes (an `<img fetchPriority="high">`: the page's
 * lead picture) moved from the start of its body to the top of its head, right after the charset
 * (the CSP goes between them: ./content-security-policy.ts). In the body they come after the head's
 * scripts and the inline stylesheet; there Chromium fetched a lead SVG later than on the same HTML
 * without script, and laid the SVG out (40 to 48 ms at a low-tier phone's speed, on the sample's
 * project page) in the task of the page's first frame, the page's longest, where the static twin
 * lays it out in a task of its own (docs/decisions.md, "The app starts when it stands in nobody's
 * way"). React's hydration passes over a preload wherever it is.
 */
export function withImagePreloadsFirst(html: string): string {
  const root = html.indexOf('<div id="root"');
  if (root < 0) return html;
  const preloads = [...html.slice(root).matchAll(/<link rel="preload" as="image"[^>]*>/g)].map(
    ([tag]) => tag,
  );
  if (preloads.length === 0) return html;
  const charset = /<meta charset="UTF-8"\s*\/?>/.exec(html);
  if (!charset)
    throw new Error('the page has no <meta charset="UTF-8" /> to put its preloads after');
  let body = html.slice(root);
  for (const tag of preloads) body = body.replace(tag, '');
  const head = html.slice(0, root);
  const at = charset.index + charset[0].length;
  return head.slice(0, at) + preloads.join('') + head.slice(at) + body;
}

/**
 * Fills the client's index.html: the page's head tags, the rendered app marked with its route,
 * and after it the router's data as a data block (src/app/router-data.ts).
 */
export function fillTemplate(
  template: string,
  {
    html,
    routeId,
    head,
    data,
  }: { html: string; routeId: string; head: string[]; data: HydrationState },
): string {
  const placeholder = /<!--head\b[\s\S]*?-->/;
  if (!placeholder.test(template))
    throw new Error('dist/index.html has no <!--head--> placeholder to fill');
  if (!template.includes('<div id="root"></div>'))
    throw new Error('dist/index.html has no empty <div id="root"></div> to fill');
  return template
    .replace(placeholder, () => head.join('\n    '))
    .replace(
      '<div id="root"></div>',
      () => `<div id="root" data-route="${routeId}">${html}</div>${routerDataBlock(data)}`,
    );
}

/**
 * Writes every page into `dist`, over the client build (its index.html is the
 * template), and returns the pages written: the page list's, then every dated
 * update's. `serverBuild` is the Vite configuration of the Node build of
 * src/entry-server.tsx, which it writes into `serverOut` and removes again.
 */
export async function prerenderPages({
  dist,
  config,
  content,
  serverBuild,
  serverOut,
  models,
  look,
}: {
  /**
   * The site shows a CAD model a visitor can turn: then every page allows what the 3D viewer
   * needs. The policy is a <meta> of the page a visit starts on, and it holds for the whole
   * visit, across the app's own moves to other pages (from Home to a project, say).
   */
  models: boolean;
  dist: string;
  config: SiteConfig;
  content: LoadedSiteContent;
  /** The owner's look as drawn: the toolbar's colours. */
  look: DrawnLook;
  serverBuild: InlineConfig;
  serverOut: string;
}): Promise<Page[]> {
  await build(serverBuild);
  const server = pathToFileURL(join(serverOut, 'entry-server.js')).href;
  const { render, pages: listed, updatePages } = (await import(server)) as ServerEntry;
  const pages = [...listed, ...(await updatePages())];
  const template = await readFile(join(dist, 'index.html'), 'utf8');

  // Every page rendered before any is written: the fonts for letters the systems' fonts lack
  // are cut to what the whole site's text holds (the pages', and the words the app draws
  // itself), and every page declares them (./web-fonts.ts).
  const rendered: Array<{ files: string[]; html: string }> = [];
  for (const page of pages) {
    const { html, routeId, data } = await render(config.basePath + page.path.slice(1));
    const head = headTags(config, page, { ...content, toolbar: toolbarOf(look) });
    // Only the root page receives 404.html's redirect, so only it carries the script that undoes it.
    const restore = page.kind === 'home' ? [`<script>${restoreScript()}</script>`] : [];
    const filled = fillTemplate(template, { html, routeId, data, head: [...head, ...restore] });
    rendered.push({ files: pageFiles(page), html: filled });
    if (page.kind === 'home') {
      // Unknown paths: scripted visitors are sent on to the app; without JavaScript they see Home (§2).
      const redirect = `<script>${redirectScript(config)}</script>`;
      const notFound = fillTemplate(template, { html, routeId, data, head: [...head, redirect] });
      rendered.push({ files: ['404.html'], html: notFound });
    }
  }
  const appText = stringsIn([content, allWords]);
  const fonts = await makeWebFonts([...rendered.map(({ html }) => pageText(html)), appText]);
  for (const { name, bytes } of fonts.faces)
    console.log(`fonts: ${name}, in every page: ${(bytes / 1000).toFixed(1)} kB`);
  for (const note of fonts.notes) console.log(`fonts: ${note}`);
  // The families of the owner's look, cut to the same text; each page preloads what it draws.
  const lookFonts = await makeLookFonts(
    content.look.fonts,
    rendered.map(({ files, html }) => ({ name: files[0]!, html })),
    appText,
    config.basePath,
  );
  await writeLookFonts(dist, lookFonts);
  for (const line of lookFonts.lines) console.log(`fonts: ${line}`);
  const withStylesheet = wholeStylesheet(dist, config.basePath);
  const startChunks = appStartChunks(dist, config.basePath);
  /**
   * Writes a page, once made (its stylesheet inline, its fonts, the rest after its first paint,
   * its inline scripts joined and minified, and its CSP), to each of its files; logs its size.
   */
  const writePage = async (files: string[], html: string, index: number) => {
    let written: string;
    try {
      const withFonts = withLookFonts(
        withWebFonts(
          withStylesheet(withTimelineScriptWhereTimeline(withImagePreloadsFirst(html))),
          fonts,
        ),
        lookFonts,
        index,
      );
      written = withSecurityPolicy(
        minifyInlineScripts(joinHeadScripts(loadAfterFirstPaint(withFonts, startChunks))),
        {
          // A site with no model keeps the policy as strict as it was.
          models,
          // Another host only where the owner turned it on, and only on the pages that use it:
          // giscus's frame where the page holds the comments' section (comments.tsx marks it),
          // the counter's picture on every page, but never in a pull request's preview.
          comments: html.includes('data-comments=""'),
          pageViews: config.noindex ? undefined : content.profile.pageViews?.goatcounter,
        },
      );
    } catch (error) {
      throw new Error(`writing ${files.join(', ')}: ${(error as Error).message}`, { cause: error });
    }
    for (const file of files) {
      await mkdir(dirname(join(dist, file)), { recursive: true });
      await writeFile(join(dist, file), written);
    }
    console.log(
      `wrote ${files.join(', ')}: ${(gzipSync(written).length / 1000).toFixed(1)} kB gzip`,
    );
  };

  for (const [index, { files, html }] of rendered.entries()) await writePage(files, html, index);
  await rm(serverOut, { recursive: true, force: true });
  return pages;
}
