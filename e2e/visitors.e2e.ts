/**
 * What an owner turns on for visitors (profile.yml `comments` and
 * `pageViews`), built as a deploy builds it and opened in Chromium: which
 * hosts a visitor's browser contacts, and when; what each page's policy
 * names; and that both turned off leave every file as it is without them.
 * No request leaves the machine: every other host is answered here.
 */
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureFiles, writeFixtureProject } from '../scripts/lab/unit-tests/fixture-content';
import { buildContentFolder, e2eBuildRoot, siteDir } from './support/build-site';
import { appReady, featured, galleryPath, pageIdle, useSite } from './support/site';
import { commentWords } from '../src/content-model/comment-words';

const base = '/portfolio/';
const code = 'fixture-owner';
const counter = `https://${code}.goatcounter.com/count`;
const giscus = 'https://giscus.app';
const settings = {
  comments: {
    repo: 'fixture-owner/portfolio',
    repoId: 'R_kgDOfixture',
    category: 'Announcements',
    categoryId: 'DIC_kwDOfixture',
  },
  pageViews: { goatcounter: code },
};
const folder = (name: string) => join(e2eBuildRoot, `visitors-${name}`);

/** The made-up owner's site with `profile` added to profile.yml, built into its own folder. */
function buildWith(name: string, profile: Record<string, unknown>): string {
  const project = folder(`${name}-project`);
  const dist = folder(name);
  rmSync(project, { recursive: true, force: true });
  const file = 'content/profile.yml';
  writeFixtureProject(
    { ...fixtureFiles, [file]: { ...(fixtureFiles[file] as object), ...profile } },
    project,
  );
  buildContentFolder(project, dist, base);
  return dist;
}

let offDist = '';
beforeAll(() => {
  buildWith('on', settings);
  offDist = buildWith('off', {
    comments: { on: false, ...settings.comments },
    pageViews: { on: false, ...settings.pageViews },
  });
}, 240_000);
afterAll(() => {
  for (const name of ['on', 'on-project', 'off', 'off-project'])
    rmSync(folder(name), { recursive: true, force: true });
});

/** Every request `page` makes to another host, answered here: the counter's picture, a stand-in frame. */
async function otherHosts(page: Page): Promise<string[]> {
  const asked: string[] = [];
  await page.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route: Route) => {
    const url = route.request().url();
    asked.push(url);
    if (url.startsWith(giscus))
      return route.fulfill({
        status: 200,
        contentType: 'text/html',
        body: '<!doctype html><title>giscus</title><p>A discussion</p>',
      });
    return route.fulfill({ status: 204, body: '' });
  });
  return asked;
}

/** A page's Content-Security-Policy, as built. */
const policyOf = (dist: string, file: string) =>
  /http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(
    readFileSync(join(dist, file), 'utf8'),
  )![1]!;

describe('comments and page views, turned on', () => {
  const site = useSite(base, { folder: folder('on') });

  it('ask nothing of another host before a tap but the counter’s one picture, with the path and no more', async () => {
    const { page } = await site.open();
    const asked = await otherHosts(page);
    await page.goto(site.url(galleryPath));
    await appReady(page);
    await page.getByRole('region', { name: commentWords.heading }).scrollIntoViewIfNeeded();
    await pageIdle(page);
    expect(asked).toHaveLength(1);
    const url = new URL(asked[0]!);
    expect(`${url.origin}${url.pathname}`).toBe(counter);
    expect(url.searchParams.get('p')).toBe(`/${galleryPath}`);
    expect([...url.searchParams.keys()].filter((key) => key !== 'rnd')).toEqual(['p']);
  });

  it('count nothing for a browser that asks not to be tracked (Global Privacy Control)', async () => {
    const { page } = await site.open();
    await page.addInitScript(() =>
      Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true }),
    );
    const asked = await otherHosts(page);
    await page.goto(site.url(galleryPath));
    await appReady(page);
    await pageIdle(page);
    expect(asked).toEqual([]);
  });

  it('load the discussion’s frame from giscus.app alone after Show comments', async () => {
    const { page } = await site.open();
    const asked = await otherHosts(page);
    await page.goto(site.url(galleryPath));
    await appReady(page);
    // The frame's own request, not only its element: the request comes a moment after it
    // (once in eleven runs, after the check).
    const frameRequest = page.waitForRequest((request) => request.url().startsWith(`${giscus}/`));
    await page.getByRole('button', { name: commentWords.show }).click();
    await frameRequest;
    expect(
      asked.filter((url) => !url.startsWith(counter) && !url.startsWith(`${giscus}/`)),
    ).toEqual([]);
  });

  it('open after a visit that began on Home, whose policy names no comments, by loading the page anew', async () => {
    const { page } = await site.open();
    await otherHosts(page);
    await page.goto(site.url());
    await appReady(page);
    await page.getByRole('link', { name: featured.title, exact: true }).first().click();
    await page.waitForURL(site.url(featured.slug));
    await page.getByRole('button', { name: commentWords.show }).click();
    // The page's own errors (a refused frame among them) fail the test (useSite).
    await page.locator(`iframe[src^="${giscus}/"]`).waitFor({ state: 'attached' });
    expect(
      await page.evaluate(() =>
        document
          .querySelector('meta[http-equiv="Content-Security-Policy"]')!
          .getAttribute('content'),
      ),
    ).toContain(giscus);
  });

  it('are named in a page’s policy only where used: giscus on the pages with comments, the counter on every page', () => {
    const dist = folder('on');
    const pages = readdirSync(dist, { recursive: true, encoding: 'utf8' }).filter(
      (file) => file.endsWith('.html') && !file.startsWith('admin'),
    );
    const withComments = pages.filter((file) =>
      readFileSync(join(dist, file), 'utf8').includes(commentWords.show),
    );
    expect(withComments.length).toBeGreaterThan(0);
    for (const file of pages) {
      const policy = policyOf(dist, file);
      expect(policy, file).toContain(counter);
      expect(policy.includes(giscus), file).toBe(withComments.includes(file));
      expect(policy, file).not.toContain('github.com');
    }
  });
});

describe('comments and page views, written but turned off', () => {
  it('leave every file as it is without them', () => {
    const made = siteDir(base);
    const files = (dist: string) =>
      readdirSync(dist, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => relative(dist, join(entry.parentPath, entry.name)))
        .sort();
    expect(files(offDist)).toEqual(files(made));
    const differ = files(made).filter(
      (file) => !readFileSync(join(offDist, file)).equals(readFileSync(join(made, file))),
    );
    expect(differ).toEqual([]);
  });
});
