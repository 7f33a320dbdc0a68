/**
 * Which pages a pull request changed, as a visitor reads them: two built sites
 * (the base's dist/ and the head's) are read page by page, each page as its
 * title, its blocks of text and its pictures (each by its file's bytes, its
 * alt text and its size). A page whose reading differs is changed; one only in
 * the head is added, only in the base removed. Everything else in the HTML
 * (asset hashes, hydration data, the Content-Security-Policy's hashes, build
 * ids) is not read, so a page that differs only there is unchanged.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { JSDOM, VirtualConsole } from 'jsdom';

/** A page as a visitor reads it. */
export interface PageReading {
  /** Its address under the site's base, with a leading slash: "/", "/pcbrule/updates". */
  path: string;
  title: string;
  /** Its blocks of text (headings, paragraphs, list items, captions…), in order, whitespace folded. */
  blocks: string[];
  /** Its pictures, in order: "file (alt) width×height #bytes". */
  pictures: string[];
}

/** Elements that run inside a line of text: their words belong to the block around them. */
const inline = new Set([
  'A',
  'ABBR',
  'B',
  'BR',
  'CITE',
  'CODE',
  'DATA',
  'DFN',
  'EM',
  'I',
  'KBD',
  'MARK',
  'Q',
  'S',
  'SAMP',
  'SMALL',
  'SPAN',
  'STRONG',
  'SUB',
  'SUP',
  'TIME',
  'U',
  'VAR',
  'WBR',
]);

/** Elements a visitor never reads. */
const unread = 'script, style, noscript, template, head';

/** A page's address from its file under dist/: index.html is "/", a/b/index.html is "/a/b". */
function pathOf(file: string): string {
  const path = file
    .split(sep)
    .join('/')
    .replace(/(^|\/)index\.html$/, '');
  return `/${path}`.replace(/\/$/, '') || '/';
}

/**
 * Folders of a published site that hold no pages of its own: the form editor, the scripts and
 * styles, and, on the gh-pages branch, the previews of pull requests (pr-preview/, beside the
 * live site) and a preview's own review (_review/).
 */
const notPages = new Set(['admin', 'assets', 'pr-preview', '_review']);

/**
 * The pages of a built site: every index.html but the form editor's. The `x.html` twins
 * of `x/index.html` (GitHub Pages' fast path) and 404.html (a copy of Home) are not pages
 * of their own. A missing folder is a site with no pages (a first deploy's base).
 */
export function pageFiles(dist: string): Map<string, string> {
  const pages = new Map<string, string>();
  if (!existsSync(dist)) return pages;
  const visit = (folder: string) => {
    for (const name of readdirSync(folder).sort()) {
      const path = join(folder, name);
      if (statSync(path).isDirectory()) {
        if (!notPages.has(relative(dist, path).split(sep).join('/'))) visit(path);
      } else if (name === 'index.html') pages.set(pathOf(relative(dist, path)), path);
    }
  };
  visit(dist);
  return pages;
}

/**
 * A page's reading from its HTML. `pictureBytes` gives a picture's file by its
 * `src` (or undefined), so that a photo replaced under the same name counts.
 */
export function readPage(
  path: string,
  html: string,
  pictureBytes: (src: string) => Buffer | undefined = () => undefined,
): PageReading {
  // Quiet: jsdom's CSS parser does not know every rule of ours, and styles are not read here.
  const { document } = new JSDOM(html, { virtualConsole: new VirtualConsole() }).window;
  const fold = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();
  const title = fold(document.title);
  document.querySelectorAll(unread).forEach((element) => element.remove());
  // Each text's block is its nearest ancestor that is not inline: a paragraph with a link in it
  // is one block, a link alone in the navigation another.
  const texts = new Map<Element, string>();
  const walker = document.createTreeWalker(document.body, 4 /* NodeFilter.SHOW_TEXT */);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    let block = node.parentElement!;
    while (inline.has(block.tagName) && block.parentElement) block = block.parentElement;
    // A space between texts: two links side by side in a bar read as two words, not one.
    texts.set(block, `${texts.get(block) ?? ''} ${node.textContent}`);
  }
  // …and none before a stop that followed an inline element: "tools.", not "tools .".
  const blocks = [...texts.values()]
    .map((text) => fold(text).replace(/ ([.,;:!?)])/g, '$1'))
    .filter(Boolean);
  const pictures = [...document.body.querySelectorAll('img')].map((image) => {
    const src = image.getAttribute('src') ?? '';
    const bytes = pictureBytes(src);
    const digest = bytes ? createHash('sha256').update(bytes).digest('hex').slice(0, 12) : 'none';
    const size = `${image.getAttribute('width') ?? '?'}×${image.getAttribute('height') ?? '?'}`;
    return `${src.split('/').pop()} (${fold(image.getAttribute('alt'))}) ${size} #${digest}`;
  });
  return { path, title, blocks, pictures };
}

/** Every page of a built site, read; `base` is the base path it was built for ("/" or "/repo/"). */
export function readSite(dist: string, base = '/'): Map<string, PageReading> {
  const pictureBytes = (src: string) => {
    if (!src.startsWith(base)) return undefined;
    const file = join(dist, decodeURIComponent(src.slice(base.length)));
    return existsSync(file) ? readFileSync(file) : undefined;
  };
  return new Map(
    [...pageFiles(dist)].map(([path, file]) => [
      path,
      readPage(path, readFileSync(file, 'utf8'), pictureBytes),
    ]),
  );
}

/** How one page changed: the blocks of text gone and new, and whether its pictures differ. */
export interface PageChange {
  path: string;
  title: string;
  kind: 'changed' | 'added' | 'removed';
  removedText: string[];
  addedText: string[];
  picturesChanged: boolean;
}

export interface SiteChanges {
  /** Changed, then added, then removed; each by address. */
  pages: PageChange[];
  unchanged: string[];
}

/** The blocks of `from` not in `to`, each as often as it is missing (a repeated block counts twice). */
function missingFrom(from: string[], to: string[]): string[] {
  const left = new Map<string, number>();
  for (const block of to) left.set(block, (left.get(block) ?? 0) + 1);
  return from.filter((block) => {
    const count = left.get(block) ?? 0;
    if (count > 0) left.set(block, count - 1);
    return count === 0;
  });
}

/** The pages whose reading differs between two sites, and those that do not. */
export function siteChanges(
  base: Map<string, PageReading>,
  head: Map<string, PageReading>,
): SiteChanges {
  const byPath = (a: PageChange, b: PageChange) => (a.path < b.path ? -1 : 1);
  const changed: PageChange[] = [];
  const added: PageChange[] = [];
  const removed: PageChange[] = [];
  const unchanged: string[] = [];
  for (const [path, after] of head) {
    const before = base.get(path);
    if (!before) {
      added.push({
        path,
        title: after.title,
        kind: 'added',
        removedText: [],
        addedText: after.blocks,
        picturesChanged: after.pictures.length > 0,
      });
      continue;
    }
    const titleChanged = before.title !== after.title;
    const removedText = missingFrom(before.blocks, after.blocks);
    const addedText = missingFrom(after.blocks, before.blocks);
    const picturesChanged = before.pictures.join('\n') !== after.pictures.join('\n');
    // The same blocks in another order is a change too: the reader meets them differently.
    const reordered = before.blocks.join('\n') !== after.blocks.join('\n');
    if (titleChanged || reordered || picturesChanged)
      changed.push({
        path,
        title: after.title,
        kind: 'changed',
        removedText: titleChanged ? [before.title, ...removedText] : removedText,
        addedText: titleChanged ? [after.title, ...addedText] : addedText,
        picturesChanged,
      });
    else unchanged.push(path);
  }
  for (const [path, before] of base)
    if (!head.has(path))
      removed.push({
        path,
        title: before.title,
        kind: 'removed',
        removedText: before.blocks,
        addedText: [],
        picturesChanged: before.pictures.length > 0,
      });
  return {
    pages: [...changed.sort(byPath), ...added.sort(byPath), ...removed.sort(byPath)],
    unchanged: unchanged.sort(),
  };
}
