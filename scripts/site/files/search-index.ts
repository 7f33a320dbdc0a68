/**
 * The site's search index, made by Pagefind (pagefind.app, CloudCannon's
 * static search: Rust, run here through its npm package's Node API) from the
 * finished pages, after the prerender:
 *
 *   dist/pagefind/pagefind.js, pagefind-worker.js   the search code a visitor fetches on opening search
 *   dist/pagefind/wasm.*.pagefind                   its WebAssembly
 *   dist/pagefind/pagefind-entry.json, *.pf_meta,   the index, split so that a search fetches only the
 *     index/*.pf_index, fragment/*.pf_fragment      parts for its words and the pages it shows
 *
 * What is indexed: each page's `<main data-pagefind-body>` (src/lib/search-marks.ts), so
 * the navigation and footer are not; the title and an update's date come from its
 * `data-pagefind-meta`. Home, each project, each dated update and the resume are; a
 * development log is not (its cards are its updates' own words, each found on its own
 * page). Each page is added once, by its route path ("/pcbrule/updates/first-boards"),
 * not its files (x.html and x/index.html are the same page): the browser's router puts
 * the base path in front, so one index serves any BASE_PATH. Pagefind's own search UIs
 * (pagefind-ui.js and kin) are not written: the site has its own dialog
 * (src/components/search/).
 */
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import * as pagefind from 'pagefind';
import type { Page } from '../../../src/app/pages';
import { searchFolder } from '../../../src/lib/paths';
import { pageFiles } from '../pages/metadata';

/** A page to index: its route path and its finished HTML. */
export interface SearchedPage {
  path: string;
  html: string;
}

/** A file of the index, by its path inside dist/pagefind/. */
export interface SearchIndexFile {
  path: string;
  content: Uint8Array;
}

/** The pages search finds: every page but a development log. */
export const searchedPage = (page: Page): boolean => page.kind !== 'log';

/** Pagefind's prebuilt search interfaces, which the site does not use (it has its own). */
const unusedFile = /^pagefind-(component-ui|modular-ui|ui|highlight)\.(js|css)$/;

/** Pagefind's answer, or an error naming what it was doing and what it said. */
function checked<T extends { errors: string[] }>(doing: string, response: T): T {
  if (response.errors.length)
    throw new Error(`The search index (Pagefind) failed ${doing}: ${response.errors.join('; ')}`);
  return response;
}

/**
 * The index of `pages`, as files for dist/pagefind/. A page whose HTML has no
 * `data-pagefind-body` stops the build: Pagefind would index its whole
 * document, navigation and footer too, and a route that forgot its mark
 * should be found in the build, not in the results.
 */
export async function searchIndex(pages: readonly SearchedPage[]): Promise<SearchIndexFile[]> {
  const unmarked = pages.filter(({ html }) => !html.includes('data-pagefind-body'));
  if (unmarked.length)
    throw new Error(
      `The search index: ${unmarked.map(({ path }) => path).join(', ')} has no <main data-pagefind-body> (src/lib/search-marks.ts)`,
    );
  try {
    const { index } = checked('to start', await pagefind.createIndex({}));
    if (!index) throw new Error('The search index (Pagefind) failed to start');
    for (const { path, html } of pages)
      checked(`on ${path}`, await index.addHTMLFile({ url: path, content: html }));
    const { files } = checked('writing the index', await index.getFiles());
    return files.filter(({ path }) => !unusedFile.test(path));
  } finally {
    // Pagefind runs as a child process: stopped, it no longer holds the build open.
    await pagefind.close();
  }
}

/**
 * Indexes the built pages of `dist` that search finds (their first file each) into
 * dist/pagefind/; returns how many pages, files and bytes.
 */
export async function writeSearchIndex(
  dist: string,
  pages: readonly Page[],
): Promise<{ pages: number; files: number; bytes: number; ms: number }> {
  const start = performance.now();
  const searched = await Promise.all(
    pages.filter(searchedPage).map(async (page) => ({
      path: page.path,
      html: await readFile(join(dist, pageFiles(page)[0]!), 'utf8'),
    })),
  );
  const files = await searchIndex(searched);
  const folder = join(dist, searchFolder);
  await rm(folder, { recursive: true, force: true });
  for (const file of files) {
    await mkdir(dirname(join(folder, file.path)), { recursive: true });
    await writeFile(join(folder, file.path), file.content);
  }
  return {
    pages: searched.length,
    files: files.length,
    bytes: files.reduce((sum, { content }) => sum + content.byteLength, 0),
    ms: performance.now() - start,
  };
}
