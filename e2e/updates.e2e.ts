/**
 * The development log: the project page's newest updates, each update's own
 * page (by address, by click, without JavaScript), the log's page, Home's
 * latest-update line, and the Atom feeds as a feed reader reads them. All on
 * the made-up owner's site; every expectation is read from its content.
 */
import { parseFeed } from '@rowanmanning/feed-parser';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { formatDate } from '../src/lib/format';
import { feedPath, homePath, projectPath, projectUpdatesPath, updatePath } from '../src/lib/paths';
import { fixtureContent } from '../scripts/lab/unit-tests/fixtures';
import { e2eSiteUrl } from './support/build-site';
import { appReady, featured, profile, siteWords, useSite } from './support/site';

const slug = featured.slug;
/** The featured project's updates, newest first, as the loader reads them. */
const log = fixtureContent.updates[slug]!;
const words = siteWords.projectPage.log;
/** The newest updates the project page shows. */
const latest = log.slice(0, words.latestCount);
/** An update with a picture and a milestone: the page with the most on it. */
const fullest = log.find((update) => update.pictures.length > 0 && update.milestone)!;

/** A path of the site without its leading slash, as `site.url` takes it. */
const under = (path: string) => path.slice(1);

/** The paragraphs of an update's text, as a person reads them. */
async function paragraphsOf(page: Page, html: string): Promise<string[]> {
  return page.evaluate((source) => {
    const doc = new DOMParser().parseFromString(source, 'text/html');
    return [...doc.querySelectorAll('p, li')].map((p) => p.textContent!.replace(/\s+/g, ' '));
  }, html);
}

describe('the development log on the site', () => {
  const site = useSite('/portfolio/');
  const { base } = site;

  it('shows the newest updates on the project page, newest first, with the way to all of them', async () => {
    expect(log.length).toBeGreaterThan(latest.length); // the fixture has more than the page shows
    const { page } = await site.open();
    await page.goto(site.url(slug));
    const section = page.getByRole('region', { name: words.heading });
    await expect.poll(() => section.isVisible()).toBe(true);
    const items = section.locator('ol > li');
    expect(await items.count()).toBe(latest.length);
    for (const [index, update] of latest.entries()) {
      const item = items.nth(index);
      const link = item.getByRole('link', { name: update.title, exact: true });
      expect(await link.getAttribute('href')).toBe(
        `${base}${under(updatePath(slug, update.slug))}`,
      );
      const date = item.locator('time');
      expect(await date.getAttribute('datetime')).toBe(update.date);
      expect(await date.textContent()).toBe(formatDate(update.date));
    }
    const all = section.getByRole('link', { name: words.allUpdates(log.length) });
    expect(await all.getAttribute('href')).toBe(`${base}${under(projectUpdatesPath(slug))}`);
    const feed = section.getByRole('link', { name: words.follow });
    expect(await feed.getAttribute('href')).toBe(`${base}${under(feedPath(slug))}`);
  });

  it('serves an update at its own address: its title, date, text, picture and the way back', async () => {
    const { page } = await site.open();
    const response = await page.goto(site.url(under(updatePath(slug, fullest.slug))));
    expect(response?.status()).toBe(200);
    await appReady(page);
    expect(
      await page.getByRole('heading', { level: 1, name: fullest.title, exact: true }).isVisible(),
    ).toBe(true);
    const date = page.locator('main article time').first();
    expect(await date.getAttribute('datetime')).toBe(fullest.date);
    expect(await date.textContent()).toBe(formatDate(fullest.date));
    for (const text of await paragraphsOf(page, fullest.body))
      expect(await page.getByText(text, { exact: false }).first().isVisible(), text).toBe(true);
    for (const { alt } of fullest.pictures)
      expect(await page.getByRole('img', { name: alt }).isVisible(), alt).toBe(true);
    expect(await page.title()).toContain(fullest.title);

    const back = page.getByRole('link', { name: words.backToLog(featured.title) });
    expect(await back.getAttribute('href')).toBe(`${base}${under(projectUpdatesPath(slug))}`);
    await back.click();
    await expect
      .poll(() =>
        page.getByRole('heading', { level: 1, name: words.pageTitle(featured.title) }).isVisible(),
      )
      .toBe(true);
  });

  it('opens an update from the project page’s log by click, in the same document', async () => {
    const { page } = await site.open();
    await page.goto(site.url(slug));
    await appReady(page);
    // A click is the router's work: the document stays the same one.
    await page.evaluate(
      () => ((window as unknown as { sameDocument: boolean }).sameDocument = true),
    );
    const newest = log[0]!;
    await page
      .getByRole('region', { name: words.heading })
      .getByRole('link', { name: newest.title, exact: true })
      .click();
    await expect
      .poll(() =>
        page.getByRole('heading', { level: 1, name: newest.title, exact: true }).isVisible(),
      )
      .toBe(true);
    expect(new URL(page.url()).pathname).toBe(`${base}${under(updatePath(slug, newest.slug))}`);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    expect(
      await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument),
    ).toBe(true);
  });

  it('lists every update on the log’s page, newest first, with the way back to the project', async () => {
    const { page } = await site.open();
    const response = await page.goto(site.url(under(projectUpdatesPath(slug))));
    expect(response?.status()).toBe(200);
    await appReady(page);
    expect(
      await page
        .getByRole('heading', { level: 1, name: words.pageTitle(featured.title) })
        .isVisible(),
    ).toBe(true);
    const titles = page.locator('main ol > li').getByRole('heading');
    expect(await titles.allTextContents()).toEqual(log.map(({ title }) => title));
    expect(
      await page
        .locator('main ol > li time')
        .evaluateAll((times) => times.map((time) => time.getAttribute('datetime'))),
    ).toEqual(log.map(({ date }) => date));
    const back = page.getByRole('link', { name: words.backToProject(featured.title) });
    expect(await back.getAttribute('href')).toBe(`${base}${slug}`);
  });

  it('names the latest update on Home, with its date and a link to it', async () => {
    const { page } = await site.open();
    await page.goto(site.url());
    const newest = featured.latestUpdate!;
    expect(newest.slug).toBe(log[0]!.slug);
    const link = page.getByRole('main').getByRole('link', { name: newest.title, exact: true });
    expect(await link.count()).toBe(1);
    expect(await link.getAttribute('href')).toBe(`${base}${under(updatePath(slug, newest.slug))}`);
    const line = link.locator('xpath=..');
    expect(await line.textContent()).toContain(words.latest);
    expect(await line.locator('time').getAttribute('datetime')).toBe(newest.date);
    expect(await line.locator('time').textContent()).toBe(formatDate(newest.date));
    await appReady(page);
    await link.click();
    await expect
      .poll(() =>
        page.getByRole('heading', { level: 1, name: newest.title, exact: true }).isVisible(),
      )
      .toBe(true);
  });
});

describe('an update without JavaScript', () => {
  const site = useSite('/portfolio/');

  it('is whole from the HTML alone: title, date, milestone, text, pictures, the way back and on', async () => {
    const { page } = await site.open({ javaScriptEnabled: false });
    const response = await page.goto(site.url(under(updatePath(slug, fullest.slug))));
    expect(response?.status()).toBe(200);
    expect(
      await page.getByRole('heading', { level: 1, name: fullest.title, exact: true }).isVisible(),
    ).toBe(true);
    expect(
      await page.getByText(formatDate(fullest.date), { exact: true }).first().isVisible(),
    ).toBe(true);
    const milestone = featured.timeline!.milestones.find(({ id }) => id === fullest.milestone)!;
    expect(await page.getByRole('link', { name: milestone.title }).isVisible()).toBe(true);
    for (const text of await paragraphsOf(page, fullest.body))
      expect(await page.getByText(text, { exact: false }).first().isVisible(), text).toBe(true);
    for (const { alt } of fullest.pictures)
      expect(await page.getByRole('img', { name: alt }).isVisible(), alt).toBe(true);
    expect(
      await page.getByRole('link', { name: words.backToLog(featured.title) }).isVisible(),
    ).toBe(true);
    // Its neighbours in the log are plain links too.
    const index = log.indexOf(fullest);
    // (Below the first screen, drawn once the reader is near them: src/styles/index.css.)
    for (const neighbour of [log[index - 1], log[index + 1]].filter(Boolean)) {
      const link = page.getByRole('link', { name: neighbour!.title }).first();
      await link.scrollIntoViewIfNeeded();
      expect(await link.isVisible(), neighbour!.title).toBe(true);
    }
  });
});

/** Every project's updates, newest first, as the site's feed lists them. */
const everyUpdate = fixtureContent.trackedProjects
  .flatMap((project) =>
    (fixtureContent.updates[project.slug] ?? []).map((update) => ({ project, update })),
  )
  .sort((a, b) => (a.update.date < b.update.date ? 1 : a.update.date > b.update.date ? -1 : 0));

describe.each(['/portfolio/', '/'])('the feeds with base %s', (base) => {
  const site = useSite(base);
  const published = `${e2eSiteUrl}${base}`;

  /** A published address, asked of the test server (the same path on its origin). */
  const local = (href: string) => {
    expect(href.startsWith(published), href).toBe(true);
    const url = new URL(href);
    return new URL(url.pathname + url.search, site.origin).href;
  };

  /** A feed of the site by its path, from the test server. */
  const feedAt = (path: string) => site.url(under(path));

  /** Fetches a feed from the served site and reads it as a reader would; the XML checked by the browser's own parser. */
  async function fetchFeed(page: Page, url: string) {
    const response = await page.request.get(url);
    expect(response.status(), url).toBe(200);
    expect(response.headers()['content-type']).toMatch(/xml/);
    const xml = await response.text();
    const parsed = await page.evaluate((source) => {
      const doc = new DOMParser().parseFromString(source, 'application/xml');
      const contentLinks = [...doc.getElementsByTagName('content')].map((content) => {
        const html = new DOMParser().parseFromString(content.textContent ?? '', 'text/html');
        return {
          images: [...html.querySelectorAll('img')].map((img) => img.getAttribute('src')!),
          links: [...html.querySelectorAll('a')].map((a) => a.getAttribute('href')!),
        };
      });
      return {
        error: doc.querySelector('parsererror')?.textContent ?? null,
        root: doc.documentElement.namespaceURI,
        contentLinks,
      };
    }, xml);
    expect(parsed.error, `${url} is well-formed XML`).toBeNull();
    expect(parsed.root).toBe('http://www.w3.org/2005/Atom');
    return { feed: parseFeed(xml), contentLinks: parsed.contentLinks };
  }

  /** Asks the test server for every address the feed names: all must answer 200. */
  async function expectAllFound(
    page: Page,
    { feed, contentLinks }: Awaited<ReturnType<typeof fetchFeed>>,
  ) {
    const images = contentLinks.flatMap(({ images }) => images);
    const ownLinks = contentLinks
      .flatMap(({ links }) => links)
      .filter((href) => href.startsWith(e2eSiteUrl));
    const addresses = [
      feed.self!,
      feed.url!,
      feed.image!.url,
      ...feed.items.map((item) => item.url!),
      ...images,
      ...ownLinks,
    ];
    for (const href of new Set(addresses))
      expect((await page.request.get(local(href))).status(), href).toBe(200);
    return images;
  }

  it('publishes the featured project’s feed: every update newest first, with stable ids, dates and author', async () => {
    const { page } = await site.open();
    const read = await fetchFeed(page, feedAt(feedPath(slug)));
    const { feed } = read;
    expect(feed.meta.type).toBe('atom');
    expect(feed.title).toBe(featured.title);
    expect(feed.self).toBe(`${published}${under(feedPath(slug))}`);
    expect(feed.url).toBe(`${published}${under(projectUpdatesPath(slug))}`);
    expect(feed.updated?.toISOString().slice(0, 10)).toBe(log[0]!.date);
    expect(feed.authors.map(({ name, url }) => ({ name, url }))).toEqual([
      { name: profile.name, url: published },
    ]);
    expect(feed.items.map((item) => item.title)).toEqual(log.map(({ title }) => title));
    expect(feed.items.map((item) => item.url)).toEqual(
      log.map((update) => `${published}${under(updatePath(slug, update.slug))}`),
    );
    expect(feed.items.map((item) => item.updated?.toISOString().slice(0, 10))).toEqual(
      log.map(({ date }) => date),
    );
    for (const item of feed.items) expect(item.id).toMatch(/^urn:uuid:[0-9a-f-]{36}$/);
    expect(new Set(feed.items.map((item) => item.id)).size).toBe(log.length);
    const images = await expectAllFound(page, read);
    expect(images).toEqual(
      log.flatMap(({ pictures }) => pictures.map(({ file }) => `${published}images/${file}`)),
    );
    expect(images.length).toBeGreaterThan(0);
  });

  it('publishes the whole site’s feed: every project’s updates, newest first, titles led by the project', async () => {
    const { page } = await site.open();
    const read = await fetchFeed(page, feedAt(feedPath()));
    const { feed } = read;
    expect(feed.title).toBe(profile.name);
    expect(feed.self).toBe(`${published}${under(feedPath())}`);
    expect(feed.url).toBe(published);
    expect(feed.updated?.toISOString().slice(0, 10)).toBe(everyUpdate[0]!.update.date);
    expect(feed.authors.map(({ name }) => name)).toEqual([profile.name]);
    expect(feed.items.map((item) => item.title)).toEqual(
      everyUpdate.map(({ project, update }) => `${project.title} · ${update.title}`),
    );
    for (const item of feed.items) expect(item.id).toMatch(/^urn:uuid:/);
    // The same entry keeps its id in the project's feed and the site's.
    const projectFeed = (await fetchFeed(page, feedAt(feedPath(slug)))).feed;
    for (const item of projectFeed.items)
      expect(feed.items.find((other) => other.url === item.url)?.id).toBe(item.id);
    await expectAllFound(page, read);
  });

  it('lets readers find the feeds from the pages’ heads: the site’s everywhere, the project’s on its pages', async () => {
    const { page } = await site.open({ javaScriptEnabled: false });
    for (const [path, expected] of [
      [homePath, [feedPath()]],
      [projectPath(slug), [feedPath(), feedPath(slug)]],
      [projectUpdatesPath(slug), [feedPath(), feedPath(slug)]],
      [updatePath(slug, fullest.slug), [feedPath(), feedPath(slug)]],
    ] as const) {
      await page.goto(site.url(under(path)));
      const links = await page.evaluate(() =>
        [
          ...document.querySelectorAll('head link[rel="alternate"][type="application/atom+xml"]'),
        ].map((link) => ({ href: link.getAttribute('href')!, title: link.getAttribute('title') })),
      );
      expect(
        links.map(({ href }) => href),
        path,
      ).toEqual(expected.map((feed) => `${published}${under(feed)}`));
      for (const { href, title } of links) {
        const { feed } = await fetchFeed(page, local(href));
        expect(feed.self).toBe(href);
        expect(title).toBe(feed.title);
      }
    }
  });
});
