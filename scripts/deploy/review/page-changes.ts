/**
 * Which pages a pull request changed, as a visitor reads them: two built sites
 * (the base's dist/ and the head's) are read page by page, each page as its
 * title, its blocks of text and its pictures. A picture is every file it can
 * show (its `src`, each size in its `srcset` and its `<picture>`'s sources, the
 * full size its gallery link opens), read by their bytes whatever their names,
 * with its alt text and size; the page's link-preview card is one more. A page
 * whose reading differs is changed; one only in the head is added, only in the
 * base removed. Everything else in the HTML
 * (asset hashes, hydration data, the Content-Security-Policy's hashes, build
 * ids) is not read, so a page that differs only there is unchanged.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { JSDOM, VirtualConsole } from 'jsdom';
import { addressServedBy } from '../../shared/served-files';

/** A page as a visitor reads it. */
export interface PageReading {
  /** Its address under the site's base, with a leading slash: "/", "/pcbrule/updates". */
  path: string;
  title: string;
  /** Its blocks of text (headings, paragraphs, list items, captions…), in order, whitespace folded. */
  blocks: string[];
  /** Its pictures, in order. */
  pictures: Picture[];
  /**
   * Its look: the custom properties its inlined stylesheet sets (the colour roles, corners and
   * fonts the owner's content/look.yml gives), so a change of look alone changes every page.
   */
  look: string;
}

/** A picture a page shows: every file it can show, read by their bytes. */
export interface Picture {
  /** Its address under the site's base, as the page names it ("images/bench.jpg"). */
  file: string;
  /** What a reviewer reads: "bench.jpg (The bench) 800×600", or "the link-preview card". */
  label: string;
  /** A digest of the bytes of every file it can show ("none" for one that is not there). */
  digest: string;
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

/**
 * A page's address from its file under dist/: index.html is "/", a/b/index.html is "/a/b"
 * (as GitHub Pages serves it: scripts/shared/served-files.ts).
 */
export function pathOf(file: string): string {
  return `/${addressServedBy(file.split(sep).join('/'))}`;
}

/**
 * Folders of a published site that hold no pages of its own: the form editor, the scripts and
 * styles, and, on the gh-pages branch, the previews of pull requests (pr-preview/, beside the
 * live site) and a preview's own review (_review/).
 */
const notPages = new Set(['admin', 'assets', 'pr-preview', '_review']);

/**
 * The pages of a built site: every index.html but the form editor's. The `x.html` twin of
 * each `x/index.html` (both serve `/x`: scripts/shared/served-files.ts) and 404.html (a copy
 * of Home) are not pages of their own. A missing folder is a site with no pages (a first deploy's base).
 */
export function builtPages(dist: string): Map<string, string> {
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

/** Image files a gallery's link can open. */
const imageFile = /\.(avif|webp|jpe?g|png|gif|svg)$/i;

/**
 * A page's reading from its HTML. `fileOf` gives a picture's file under the
 * site's base for an address the page names, and `bytesOf` its bytes (or
 * undefined), so that a picture replaced under the same name counts.
 */
export function readPage(
  path: string,
  html: string,
  { fileOf = () => undefined, bytesOf = () => undefined }: PictureFiles = {},
): PageReading {
  // Quiet: jsdom's CSS parser does not know every rule of ours, and styles are not read here.
  const { document } = new JSDOM(html, { virtualConsole: new VirtualConsole() }).window;
  const fold = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();
  const title = fold(document.title);
  const card = document.querySelector('meta[property="og:image"]')?.getAttribute('content');
  const look = lookOf([...document.querySelectorAll('style')].map((style) => style.textContent));
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

  const picture = (addresses: string[], label: (file: string) => string): Picture | undefined => {
    const files = [...new Set(addresses.map((address) => fileOf(address.trim())))].filter(
      (file): file is string => !!file,
    );
    if (!files.length) return undefined;
    const hash = createHash('sha256');
    for (const file of files) {
      const bytes = bytesOf(file);
      hash.update(`${file}:${bytes ? createHash('sha256').update(bytes).digest('hex') : 'none'}\n`);
    }
    return { file: files[0]!, label: label(files[0]!), digest: hash.digest('hex').slice(0, 12) };
  };
  const candidates = (srcset: string | null) =>
    (srcset ?? '')
      .split(',')
      .map((candidate) => candidate.trim().split(/\s+/)[0] ?? '')
      .filter(Boolean);
  const pictures = [...document.body.querySelectorAll('img')].flatMap((image) => {
    const sources =
      image.parentElement?.tagName === 'PICTURE'
        ? [...image.parentElement.querySelectorAll('source')].flatMap((source) =>
            candidates(source.getAttribute('srcset')),
          )
        : [];
    const opens = image.closest('a')?.getAttribute('href') ?? '';
    const size = `${image.getAttribute('width') ?? '?'}×${image.getAttribute('height') ?? '?'}`;
    const shown = picture(
      [
        image.getAttribute('src') ?? '',
        ...candidates(image.getAttribute('srcset')),
        ...sources,
        ...(imageFile.test(opens.split(/[?#]/)[0]!) ? [opens] : []),
      ].filter(Boolean),
      (file) => `${file.split('/').pop()} (${fold(image.getAttribute('alt'))}) ${size}`,
    );
    return shown ? [shown] : [];
  });
  const preview = card ? picture([card], () => 'the link-preview card') : undefined;
  return { path, title, blocks, pictures: preview ? [...pictures, preview] : pictures, look };
}

/** The look's custom properties in a page's stylesheets, each once, in order (Tailwind's own left out). */
function lookOf(styles: readonly string[]): string {
  const declarations = styles.flatMap((css) => css.match(/--(?!tw-)[\w-]+:[^;}]*/g) ?? []);
  return [...new Set(declarations.map((declaration) => declaration.trim()))].sort().join(';');
}

/** How a page's picture addresses lead to files and bytes (readSite makes them for a built site). */
export interface PictureFiles {
  /** The file under the site's base for an address, or undefined for one elsewhere. */
  fileOf?: (address: string) => string | undefined;
  bytesOf?: (file: string) => Buffer | undefined;
}

/**
 * The file under a site's base that an address written on the page at `path` names, in any form
 * (relative to the page, from the root, or whole), or undefined for one outside the site.
 */
export function fileUnderBase(address: string, base: string, path: string): string | undefined {
  const { pathname } = new URL(address, `https://site${base}${path.slice(1)}/`);
  return pathname.startsWith(base) ? decodeURIComponent(pathname.slice(base.length)) : undefined;
}

/** Every page of a built site, read; `base` is the base path it was built for ("/" or "/repo/"). */
export function readSite(dist: string, base = '/'): Map<string, PageReading> {
  const cache = new Map<string, Buffer | undefined>();
  const bytesOf = (file: string) => {
    if (!cache.has(file)) {
      const full = join(dist, file);
      cache.set(file, existsSync(full) && statSync(full).isFile() ? readFileSync(full) : undefined);
    }
    return cache.get(file);
  };
  return new Map(
    [...builtPages(dist)].map(([path, file]) => {
      // Any form the page writes an address in: relative, from the root, or whole (a card's).
      const fileOf = (address: string) => fileUnderBase(address, base, path);
      return [path, readPage(path, readFileSync(file, 'utf8'), { fileOf, bytesOf })];
    }),
  );
}

/** How one page changed: the blocks of text gone and new, and the pictures that differ. */
export interface PageChange {
  path: string;
  title: string;
  kind: 'changed' | 'added' | 'removed';
  removedText: string[];
  addedText: string[];
  /** The pictures new, gone or with other bytes (for an added or removed page: all of them). */
  picturesChanged: Picture[];
  /** Its colours, corners or type changed (content/look.yml, a project's materials). */
  lookChanged?: boolean;
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
        picturesChanged: after.pictures,
      });
      continue;
    }
    const titleChanged = before.title !== after.title;
    const removedText = missingFrom(before.blocks, after.blocks);
    const addedText = missingFrom(after.blocks, before.blocks);
    const key = ({ file, label, digest }: Picture) => `${file} ${label} ${digest}`;
    const was = new Set(before.pictures.map(key));
    const is = new Set(after.pictures.map(key));
    // New or redrawn pictures as the head shows them, then those the head no longer shows.
    const picturesChanged = [
      ...after.pictures.filter((one) => !was.has(key(one))),
      ...before.pictures.filter(
        (one) => !is.has(key(one)) && !after.pictures.some(({ file }) => file === one.file),
      ),
    ];
    // The same blocks in another order is a change too: the reader meets them differently.
    const reordered = before.blocks.join('\n') !== after.blocks.join('\n');
    const lookChanged = before.look !== after.look;
    if (titleChanged || reordered || picturesChanged.length || lookChanged)
      changed.push({
        path,
        title: after.title,
        kind: 'changed',
        removedText: titleChanged ? [before.title, ...removedText] : removedText,
        addedText: titleChanged ? [after.title, ...addedText] : addedText,
        picturesChanged,
        ...(lookChanged ? { lookChanged } : {}),
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
        picturesChanged: before.pictures,
      });
  return {
    pages: [...changed.sort(byPath), ...added.sort(byPath), ...removed.sort(byPath)],
    unchanged: unchanged.sort(),
  };
}
