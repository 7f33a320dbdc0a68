// @vitest-environment node
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { createElement as h } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Page } from '../../../src/app/pages';
import { DateText } from '../../../src/components/ui/date-text';
import { homePath, projectPath, projectUpdatesPath, updatePath } from '../../../src/lib/paths';
import { notSearched, searchBody } from '../../../src/lib/search-marks';
import type { Pagefind } from '../../../src/components/search/pagefind';
import { searchIndex, writeSearchIndex } from './search-index';

/** A built page as the prerender writes it: a navigation bar, the marked <main>, a footer. */
function builtPage(title: string, main: Array<ReturnType<typeof h>>): string {
  const body = renderToStaticMarkup(
    h(
      'div',
      { id: 'root' },
      h('nav', null, 'Home Projects navwordonly'),
      h('main', { ...searchBody(title) }, h('h1', null, title), ...main),
      h('footer', null, 'footerwordonly'),
    ),
  );
  return `<!doctype html><html lang="en"><head><title>${title} · Someone</title></head><body>${body}</body></html>`;
}

const project = 'gripper-arm';
const pages = {
  home: builtPage('Sam Rivera', [h('p', { key: 1 }, 'A robotic gripper arm, and a tide clock.')]),
  project: builtPage('Gripper Arm', [
    h('p', { key: 1 }, 'A desk-sized arm with four servos.'),
    // The project page's newest updates: their words are found on their own pages.
    h('section', { key: 2, ...notSearched }, 'Wiring: a 0.1 mm shim in the wrist'),
  ]),
  update: builtPage('Wiring the servos, at last', [
    h('p', { key: 1, ...notSearched }, h(DateText, { iso: '2031-04-21', searched: true })),
    h('p', { key: 2 }, 'The wrist needed a 0.1 mm shim between the servo horn and the link.'),
  ]),
};

/** A folder for Pagefind's files under a base path, as a project site's dist/<base>/pagefind/. */
let scratch: string;
let bundle: string;
let pagefind: Pagefind;
const fetched: string[] = [];

beforeAll(async () => {
  scratch = await mkdtemp(join(tmpdir(), 'search-index-'));
  bundle = join(scratch, 'portfolio', 'pagefind');
  const files = await searchIndex([
    { path: homePath, html: pages.home },
    { path: projectPath(project), html: pages.project },
    { path: updatePath(project, 'servo-wiring'), html: pages.update },
  ]);
  for (const file of files) {
    await mkdir(join(bundle, file.path, '..'), { recursive: true });
    await writeFile(join(bundle, file.path), file.content);
  }
  // Node's fetch reads no file: URLs; pagefind.js fetches its index beside itself, so from disk here.
  vi.stubGlobal('fetch', async (url: string | URL) => {
    fetched.push(String(url));
    return new Response(await readFile(fileURLToPath(String(url).replace(/\?.*$/, ''))));
  });
  pagefind = (await import(pathToFileURL(join(bundle, 'pagefind.js')).href)) as Pagefind;
  await pagefind.options({ baseUrl: '/' });
});

afterAll(async () => {
  vi.unstubAllGlobals();
  await rm(scratch, { recursive: true, force: true });
});

/** The results of `term`, with their data, best first. */
async function search(term: string) {
  const found = await pagefind.debouncedSearch(term, {}, 0);
  return Promise.all(found!.results.map((result) => result.data()));
}

describe('the search index', () => {
  it('finds a word of an update on its page first, with its title, date and the word marked', async () => {
    const [first, ...rest] = await search('shim');
    expect(first).toMatchObject({
      url: updatePath(project, 'servo-wiring'),
      meta: { title: 'Wiring the servos, at last', date: '2031-04-21' },
    });
    expect(first!.excerpt).toContain('<mark>shim</mark>');
    // The date is the result's, not words of its text ("Apr 21, 2031. Wiring…" in every excerpt).
    expect(first!.excerpt).not.toContain('Apr 21');
    // The project page's copy of it is left out (data-pagefind-ignore).
    expect(rest).toEqual([]);
  });

  it('indexes each page’s <main> alone: not the navigation or the footer', async () => {
    expect(await search('navwordonly')).toEqual([]);
    expect(await search('footerwordonly')).toEqual([]);
    expect((await search('gripper')).map(({ url }) => url).sort()).toEqual(
      [homePath, projectPath(project)].sort(),
    );
  });

  it('gives route paths, for the router to put the base path in front, and is read from beside pagefind.js', async () => {
    // Every page's address is the route's ("/", "/gripper-arm/updates/…"), whatever BASE_PATH is.
    expect((await search('servos')).map(({ url }) => url).sort()).toEqual(
      [projectPath(project), updatePath(project, 'servo-wiring')].sort(),
    );
    // pagefind.js found its index where it was itself, under the base: nothing at the site's top.
    expect(fetched.length).toBeGreaterThan(0);
    for (const url of fetched) expect(url).toMatch(`${pathToFileURL(bundle).href}/`);
  });

  it('stops on a page without a marked <main>', async () => {
    await expect(
      searchIndex([{ path: '/x', html: '<html lang="en"><body><main>words</main></body></html>' }]),
    ).rejects.toThrow(/\/x has no <main data-pagefind-body>/);
  });
});

describe('writeSearchIndex', () => {
  it('writes the index of every page but a log into dist/pagefind/, without Pagefind’s own UIs', async () => {
    const dist = await mkdtemp(join(tmpdir(), 'search-dist-'));
    try {
      // Made-up pages: the step reads only their kind and path, and their first file.
      const page = (kind: Page['kind'], path: string) => ({ kind, path }) as Page;
      const written: Array<[Page, string, string]> = [
        [page('home', homePath), 'index.html', pages.home],
        [page('project', projectPath(project)), `${project}.html`, pages.project],
        // A log has no marked <main>: indexed, it would stop the build.
        [page('log', projectUpdatesPath(project)), `${project}/updates.html`, '<main>log</main>'],
      ];
      for (const [, file, html] of written) {
        await mkdir(join(dist, file, '..'), { recursive: true });
        await writeFile(join(dist, file), html);
      }
      const result = await writeSearchIndex(
        dist,
        written.map(([page]) => page),
      );
      expect(result.pages).toBe(2);
      const files = await readdir(join(dist, 'pagefind'));
      expect(files).toEqual(expect.arrayContaining(['pagefind.js', 'pagefind-worker.js']));
      expect(files.filter((file) => /ui|highlight/.test(file))).toEqual([]);
      expect(result.bytes).toBeGreaterThan(0);
    } finally {
      await rm(dist, { recursive: true, force: true });
    }
  });
});
