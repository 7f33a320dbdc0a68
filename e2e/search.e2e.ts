/**
 * Search (src/components/search/, scripts/site/files/search-index.ts) on the
 * made-up owner's site, built as a deploy builds it and served under a base
 * path: in Chromium, Firefox and WebKit, opened from the navigation by keyboard
 * at 375 px, a word read from one update's text finds that update first, and
 * nothing of search is fetched before; in Chromium, axe with it open, and the
 * page's strictest policy (a site with no model).
 */
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { updatePath } from '../src/lib/paths';
import { violationsInBothSchemes } from './support/axe';
import { until } from './support/behaviours/tab';
import { closeAndReadErrors, servedInEngine } from './support/served-in-engine';
import { engineNames, type Tab } from '../scripts/lab/browsers/engines';
import {
  appReady,
  featured,
  fixtureContent,
  gallery,
  pageIdle,
  scrollSettled,
  siteWords,
  useSite,
} from './support/site';
import { textOf } from '../scripts/lab/unit-tests/fixtures';
import { allWords } from '../src/content-model/all-words';
import { searchWords } from '../src/content-model/search-words';

const base = '/portfolio/';

/**
 * A word of the gallery update's text (not its latest: Home and the project page show
 * the latest's summary) that begins no other word anywhere else in the content or the
 * site's own words, so that only that update's page holds it, in any form Pagefind's
 * stemming would find.
 */
function wordOnlyIn({ slug, body }: typeof gallery.update): string {
  const elsewhere = JSON.stringify([
    { ...fixtureContent, updates: null, trackedProjects: null },
    fixtureContent.trackedProjects.map(({ latestUpdate: _, ...project }) => project),
    Object.values(fixtureContent.updates).map((updates) =>
      updates.filter((update) => update.slug !== slug),
    ),
    allWords,
  ]).toLowerCase();
  const word = textOf(body)
    .toLowerCase()
    .match(/[a-z]{6,}/g)
    ?.find((candidate) => !elsewhere.includes(candidate.slice(0, 5)));
  if (!word) throw new Error(`no word of ${slug} is its own: give the fixture's update one`);
  return word;
}

const word = wordOnlyIn(gallery.update);
const found = {
  title: gallery.update.title,
  path: updatePath(gallery.project.slug, gallery.update.slug),
};
/** Files of search: the dialog's chunk and anything of Pagefind's. */
const searchFile = /\/(pagefind\/|assets\/search-dialog)/;

/** The addresses of the page's own resources so far (not a worker's), as the page saw them. */
const resourcesOf = (tab: Tab) =>
  tab.evaluate(() => performance.getEntriesByType('resource').map(({ name }) => name));

/** The search dialog's state in the page: open, where the focus is, its status and results. Runs in the page. */
function searchState(label: string) {
  const dialog = document.querySelector<HTMLDialogElement>('dialog[open]');
  const focused = document.activeElement as HTMLElement | null;
  return {
    open: Boolean(dialog),
    focus: focused?.getAttribute('aria-label') ?? focused?.getAttribute('type') ?? focused?.tagName,
    focusOnButton: focused?.tagName === 'BUTTON' && focused.getAttribute('aria-label') === label,
    status: dialog?.querySelector('[role="status"]')?.textContent ?? null,
    results: Array.from(dialog?.querySelectorAll('li a') ?? []).map((link) => ({
      href: link.getAttribute('href'),
      title: link.querySelector('span')?.textContent,
      marked: Array.from(link.querySelectorAll('mark'), (mark) => mark.textContent),
    })),
    fitsWidth: !dialog || dialog.getBoundingClientRect().right <= innerWidth,
    scrollsSideways: document.documentElement.scrollWidth > innerWidth,
    pageScrolls: getComputedStyle(document.documentElement).overflowY !== 'hidden',
  };
}

describe.each(engineNames)('search, in %s', (engineName) => {
  const served = servedInEngine(engineName, base);
  const { chosen } = served;
  let opened: Tab | undefined;
  afterEach(async () => {
    const tab = opened;
    opened = undefined;
    if (!tab) return;
    expect(await closeAndReadErrors(tab), 'errors the pages recorded').toEqual([]);
  });

  it.runIf(chosen)(
    'finds a word of an update from the navigation, by keyboard, at 375 px, and lists that update first',
    async () => {
      const tab = (opened = await served.engine!.open({ width: 375, height: 800 }));
      const state = () => tab.evaluate(searchState, siteWords.search.open);
      await tab.goto(served.server!.url + featured.slug);
      await until(tab, 'the app to take over', () =>
        document.documentElement.hasAttribute('data-hydrated'),
      );
      expect((await resourcesOf(tab)).filter((url) => searchFile.test(url))).toEqual([]);

      // Tab from the top of the page to the navigation's search button, then Enter.
      for (let presses = 0; !(await state()).focusOnButton; presses += 1) {
        if (presses > 8)
          throw new Error(`Tab never reached the search button: ${(await state()).focus}`);
        await tab.press('Tab');
      }
      await tab.press('Enter');
      await until(
        tab,
        'the dialog, with the focus in its field',
        () =>
          document.querySelector('dialog[open] input[type="search"]') === document.activeElement,
      );
      await tab.type(word);
      await until(tab, `results for "${word}"`, () =>
        Boolean(document.querySelector('dialog[open] li a')),
      );
      const shown = await state();
      expect(shown.results[0]).toEqual({
        href: base + found.path.slice(1),
        title: found.title,
        marked: expect.arrayContaining([expect.stringMatching(new RegExp(`^${word}`, 'i'))]),
      });
      expect(shown.status).toBe(searchWords.found(shown.results.length));
      expect(shown.fitsWidth).toBe(true);
      expect(shown.scrollsSideways).toBe(false);
      // The page behind is held still while the dialog is open (src/styles/index.css).
      expect(shown.pageScrolls).toBe(false);
      // Pagefind compiled its WebAssembly in its worker, never in the page: the page's policy
      // need not allow it (docs/decisions.md, "Search").
      const resources = await resourcesOf(tab);
      expect(resources.filter((url) => searchFile.test(url)).length).toBeGreaterThan(0);
      expect(resources.filter((url) => /\/pagefind\/wasm\./.test(url))).toEqual([]);

      // Escape closes it, and the focus is back on the button.
      await tab.press('Escape');
      await until(tab, 'the dialog to close', () => !document.querySelector('dialog[open]'));
      expect((await state()).focusOnButton).toBe(true);
      expect((await state()).pageScrolls).toBe(true);

      // Opened again it keeps the words; Enter follows the first result, within the app.
      await tab.press('Enter');
      await until(tab, 'the dialog again', () =>
        Boolean(document.querySelector('dialog[open] li a')),
      );
      await tab.press('Enter');
      await until(
        tab,
        `the page titled "${found.title}"`,
        (title) =>
          document.querySelector('h1')?.textContent === title &&
          !document.querySelector('dialog[open]'),
        found.title,
      );
      expect(await tab.url()).toBe(served.server!.url + found.path.slice(1));
    },
  );
});

/** Opens search from the page's button and waits for the results of `words`. */
async function searchFor(page: Page, words: string) {
  await page.getByRole('button', { name: siteWords.search.open }).click();
  const dialog = page.getByRole('dialog', { name: searchWords.label });
  await dialog.getByRole('searchbox', { name: searchWords.label }).fill(words);
  await dialog.getByRole('link').first().waitFor();
  return dialog;
}

describe('search, in Chromium', () => {
  const site = useSite(base);

  it('fetches no file of search on load, scrolling or idling, and only our own after a tap', async () => {
    const { page } = await site.open({ viewport: { width: 375, height: 800 } });
    const asked: string[] = [];
    page.on('request', (request) => asked.push(request.url()));
    await page.goto(site.url());
    await appReady(page);
    await page.mouse.wheel(0, 4000);
    await pageIdle(page);
    expect(asked.filter((url) => searchFile.test(url))).toEqual([]);

    await searchFor(page, word);
    expect(asked.filter((url) => searchFile.test(url)).length).toBeGreaterThan(0);
    expect(asked.filter((url) => !url.startsWith(site.url()))).toEqual([]);
  });

  it('holds the page still behind it: a wheel over the backdrop scrolls nothing', async () => {
    const { page } = await site.open({ viewport: { width: 1280, height: 800 } });
    await page.goto(site.url(featured.slug));
    await appReady(page);
    await page.mouse.wheel(0, 600);
    // A hang guard, not a speed limit: the first scroll, then its end (it may glide).
    await expect.poll(() => page.evaluate(() => scrollY), { timeout: 10_000 }).toBeGreaterThan(0);
    await scrollSettled(page);
    const before = await page.evaluate(() => scrollY);
    await searchFor(page, word);
    // Beside the panel, over the backdrop: as a visitor's wheel or finger would. Read back once
    // the page has had the wheel and any scroll it made has ended: without the hold it scrolls.
    await page.evaluate(() => {
      (window as unknown as { wheeled: Promise<unknown> }).wheeled = new Promise((resolve) =>
        addEventListener('wheel', resolve, { once: true, capture: true, passive: true }),
      );
    });
    await page.mouse.move(40, 700);
    await page.mouse.wheel(0, 800);
    await page.evaluate(() =>
      (window as unknown as { wheeled: Promise<unknown> }).wheeled.then(() => true),
    );
    await pageIdle(page);
    await scrollSettled(page);
    // (Whether the page keeps its width is not asked here: this Chromium hides its scroll bars,
    // and a hidden bar's place is kept all the same, where a visitor's screen has a bar or none.)
    expect(await page.evaluate(() => scrollY)).toBe(before);
  });

  it.each([
    ['', 375],
    [featured.slug, 1280],
  ])(
    '/%s at %i px, with search open and its results, has no axe violations, light or dark',
    async (path, width) => {
      const { page } = await site.open({ viewport: { width, height: 800 } });
      await page.goto(site.url(path));
      await appReady(page);
      await searchFor(page, word);
      expect(await violationsInBothSchemes(page)).toEqual([]);
    },
  );

  it('works under the policy of a site with no 3D model (no WebAssembly in the page)', async () => {
    // The made-up site shows a model, so its pages allow 'wasm-unsafe-eval'; a site without
    // one does not. The same page with the keyword taken out: any refusal is a page error.
    const { page } = await site.open();
    await page.route(site.url(featured.slug), async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace(/ 'wasm-unsafe-eval'/g, '');
      expect(html).not.toContain('wasm-unsafe-eval');
      await route.fulfill({ response, body: html });
    });
    const warnings: string[] = [];
    page.on('console', (message) => message.type() === 'warning' && warnings.push(message.text()));
    await page.goto(site.url(featured.slug));
    await appReady(page);
    const dialog = await searchFor(page, word);
    await expect
      .poll(() => dialog.getByRole('link').first().getAttribute('href'))
      .toBe(base + found.path.slice(1));
    expect(warnings.filter((text) => /pagefind/i.test(text))).toEqual([]);
  });
});

describe('search at the site’s top (BASE_PATH /)', () => {
  const site = useSite('/');

  it('links its results from /', async () => {
    const { page } = await site.open();
    await page.goto(site.url());
    await appReady(page);
    const dialog = await searchFor(page, word);
    expect(await dialog.getByRole('link').first().getAttribute('href')).toBe(found.path);
  });
});
