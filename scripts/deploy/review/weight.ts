/**
 * What a first visit to a page downloads, computed from the build, so that the
 * same build always weighs the same (a Lighthouse run's weight is whatever lazy
 * pictures happened to load while it scrolled and waited):
 *
 * - the page's HTML, and every script and stylesheet under `assets/` it names
 *   (the app's entry among them, asked for once the page has painted) or
 *   fetches while its app starts (`hydration`: its route's own chunk, which
 *   the app imports before it hydrates the page; costs.ts records them in a
 *   browser), with the scripts those import (`import … from "./x.js"`),
 *   gzip-compressed as GitHub Pages sends them;
 * - the fonts it preloads (the look's families, within their budget:
 *   scripts/site/pages/look-fonts.ts), sent as they are (the faces for
 *   letters the systems' fonts lack are in the page itself, counted with its
 *   HTML: scripts/site/pages/web-fonts.ts);
 * - the pictures it loads at once (`<img>` without `loading="lazy"`), in the
 *   file a 375 px phone at twice its density picks: of its `<picture>`'s first
 *   source, or else its own `srcset`, the smallest at least 750 px wide (or the
 *   widest); else its `src`. Pictures are sent as they are.
 *
 * Code split off for later (a chunk imported on demand: another page's, the
 * photo viewer) and lazy pictures are not counted: they are not part of a
 * first visit's load.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { JSDOM, VirtualConsole } from 'jsdom';
import { fileUnderBase, pathOf } from './page-changes';

/** Bytes by kind, in kB (1000 bytes), as sent. */
export interface PageWeight {
  html: number;
  css: number;
  js: number;
  fonts: number;
  images: number;
  total: number;
}

/** The width a phone of 375 CSS pixels at twice their density fills with an eager picture. */
const phoneWidth = 750;

/** The file of a `srcset` a phone picks: the smallest candidate at least `phoneWidth` wide, or the widest. */
export function phoneCandidate(srcset: string): string | undefined {
  const candidates = srcset
    .split(',')
    .map((candidate) => candidate.trim().split(/\s+/))
    .filter(([url]) => url)
    .map(([url, descriptor]) => ({ url: url!, width: Number.parseInt(descriptor ?? '', 10) || 0 }))
    .sort((a, b) => a.width - b.width);
  return (candidates.find(({ width }) => width >= phoneWidth) ?? candidates.at(-1))?.url;
}

/** The address of a file a page writes, in any form, as a file of `dist` (or undefined, elsewhere). */
function fileOfPage(dist: string, base: string, htmlFile: string) {
  // Addresses as the page writes them, relative to it too (page-changes.ts reads pictures the same way).
  const path = pathOf(relative(dist, htmlFile));
  return (address: string) => {
    const file = fileUnderBase(address, base, path);
    return file === undefined ? undefined : join(dist, file);
  };
}

/**
 * The scripts and styles a first visit to the page in `htmlFile` downloads, as files of `dist`:
 * every assets/ file the page names or fetched while its app started (`hydration`, by address),
 * then what its scripts import, each once.
 */
export function pageAssets(
  dist: string,
  base: string,
  htmlFile: string,
  hydration: readonly string[] = [],
): string[] {
  const text = readFileSync(htmlFile, 'utf8');
  const fileUnder = fileOfPage(dist, base, htmlFile);
  const assets = new Set([
    ...[...text.matchAll(/assets\/[\w.-]+\.(?:js|css)/g)].map(([name]) => join(dist, name)),
    ...hydration.flatMap((address) => fileUnder(address) ?? []),
  ]);
  for (const asset of assets) {
    if (!asset.endsWith('.js') || !existsSync(asset)) continue;
    const code = readFileSync(asset, 'utf8');
    for (const [, name] of code.matchAll(/(?:\bfrom|\bimport)\s*["']\.\/([\w.-]+\.js)["']/g))
      assets.add(join(dist, 'assets', name!));
  }
  return [...assets].filter((asset) => existsSync(asset));
}

/**
 * The weight of the page in `htmlFile` of the site in `dist`, built for `base`; `hydration` lists
 * the addresses of the scripts and styles it fetched while its app started.
 */
export function pageWeight(
  dist: string,
  base: string,
  htmlFile: string,
  hydration: readonly string[] = [],
): PageWeight {
  const html = readFileSync(htmlFile);
  const text = html.toString();
  const gzipped = (bytes: Buffer) => gzipSync(bytes).length;
  const fileUnder = fileOfPage(dist, base, htmlFile);
  /** The bytes of the file the page names at `address`, as sent; 0 for one the site lacks. */
  const bytesAt = (address: string) => {
    const file = fileUnder(address);
    return file && existsSync(file) ? readFileSync(file).length : 0;
  };
  let css = 0;
  let js = 0;
  for (const asset of pageAssets(dist, base, htmlFile, hydration)) {
    const size = gzipped(readFileSync(asset));
    if (asset.endsWith('.css')) css += size;
    else js += size;
  }

  // Pictures loaded at once, in the file a phone picks.
  const { document } = new JSDOM(text, { virtualConsole: new VirtualConsole() }).window;
  let images = 0;
  for (const image of document.querySelectorAll('img:not([loading="lazy"])')) {
    const source =
      image.parentElement?.tagName === 'PICTURE'
        ? image.parentElement.querySelector('source[srcset]')?.getAttribute('srcset')
        : undefined;
    const srcset = source ?? image.getAttribute('srcset');
    const address = (srcset && phoneCandidate(srcset)) || image.getAttribute('src');
    if (address) images += bytesAt(address);
  }

  // Fonts it preloads, as they are (WOFF2 is compressed already).
  let fonts = 0;
  for (const link of document.querySelectorAll('link[rel="preload"][as="font"][href]'))
    fonts += bytesAt(link.getAttribute('href')!);

  const kB = (bytes: number) => bytes / 1000;
  const weight = {
    html: kB(gzipped(html)),
    css: kB(css),
    js: kB(js),
    fonts: kB(fonts),
    images: kB(images),
  };
  return {
    ...weight,
    total: weight.html + weight.css + weight.js + weight.fonts + weight.images,
  };
}
