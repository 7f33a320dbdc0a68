import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { siteDir } from './support/build-site';
import {
  appReady,
  featured,
  fixtureContent,
  pageIdle,
  scrollSettled,
  shownInFull,
  siteWords,
  useSite,
} from './support/site';

/** The made-up featured project's address (every section is there). */
const slug = featured.slug;

// The phone menu, the page width at 375 px and the placeholders of pictures
// that fail run in every engine: e2e/support/behaviours/.

describe('links and the video', () => {
  const site = useSite('/portfolio/');

  it('opens every external link in a new tab with rel="noopener noreferrer"', async () => {
    const { page } = await site.open();
    for (const path of ['', `${slug}`]) {
      await page.goto(site.url(path));
      const links = await page
        .locator('a[target="_blank"]')
        .evaluateAll((anchors: HTMLAnchorElement[]) =>
          anchors.map((a) => ({ href: a.href, rel: a.rel })),
        );
      expect(links.length, path).toBeGreaterThan(0);
      for (const link of links) expect(link.rel, link.href).toBe('noopener noreferrer');
    }
    await page.goto(site.url());
    expect(await page.getByRole('link', { name: /view resume/i }).getAttribute('href')).toBe(
      `/portfolio/${fixtureContent.resumePdf}`,
    );
    expect(await page.getByRole('link', { name: /email me/i }).getAttribute('href')).toMatch(
      /^mailto:/,
    );
  });

  it('contacts nobody but our own origin until the video is played', async () => {
    const { page } = await site.open();
    const foreign: string[] = [];
    await page.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => {
      foreign.push(route.request().url());
      return route.fulfill({ status: 204, body: '' });
    });
    await page.goto(site.url(`${slug}`));
    await page.mouse.wheel(0, 20000);
    // The app has taken over, the page is down at the end and at rest with every
    // picture on the screen loaded, and the browser has gone idle: the page has
    // asked for all that starting up and the way down made it ask for.
    await appReady(page);
    await page.waitForFunction(() => window.scrollY > 0);
    await scrollSettled(page);
    await shownInFull(page);
    await pageIdle(page);
    expect(foreign).toEqual([]);

    await page
      .getByRole('button', { name: siteWords.projectPage.video.play(featured.video!.title) })
      .click();
    const frame = page.locator(`iframe[title="${featured.video!.title}"]`);
    await expect.poll(() => frame.count()).toBe(1);
    expect(await frame.getAttribute('src')).toMatch(
      /^https:\/\/www\.youtube-nocookie\.com\/embed\//,
    );
    await expect
      .poll(() => foreign.some((url) => url.startsWith('https://www.youtube-nocookie.com/')))
      .toBe(true);
  });
});

/** Taps the page's first View in 3D and waits until its model has loaded. */
async function openModelViewer(page: Page) {
  const figure = page.locator('[data-model-viewer]').first();
  await figure.scrollIntoViewIfNeeded();
  await figure.getByRole('button', { name: siteWords.model.view3d }).click();
  await expect
    .poll(() =>
      page.evaluate(() =>
        Boolean((document.querySelector('model-viewer') as { loaded?: boolean } | null)?.loaded),
      ),
    )
    .toBe(true);
}

describe('a CAD model', () => {
  const site = useSite('/portfolio/');

  it('fetches no viewer code and no model before View in 3D, and only our own files after it', async () => {
    const { page } = await site.open();
    const asked: string[] = [];
    page.on('request', (request) => asked.push(request.url()));
    await page.goto(site.url(`${slug}`));
    await page.mouse.wheel(0, 20000);
    await appReady(page);
    await scrollSettled(page);
    await shownInFull(page);
    await pageIdle(page);
    const viewerFiles = (urls: string[]) =>
      urls.filter((url) => /model-viewer|\.glb$/.test(new URL(url).pathname));
    expect(viewerFiles(asked)).toEqual([]);

    await openModelViewer(page);
    expect(viewerFiles(asked).some((url) => url.endsWith('.glb'))).toBe(true);
    expect(asked.filter((url) => !url.startsWith(site.url('')))).toEqual([]);
  });

  it('turns a model reached by the app’s own move from another page, under the policy the visit began with', async () => {
    // The page's own errors, a refused script or style among them, fail the test (useSite).
    const { page } = await site.open();
    await page.goto(site.url());
    await appReady(page);
    await page.getByRole('link', { name: featured.title, exact: true }).first().click();
    await page.waitForURL(site.url(`${slug}`));
    await openModelViewer(page);
  });

  it('lets the 3D viewer run on every page of a site with a model, where a visit may start, and names no other host for it', () => {
    const site = siteDir('/portfolio/');
    const policy = (file: string) =>
      /http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(
        readFileSync(join(site, file), 'utf8'),
      )![1]!;
    // The policy of the page a visit starts on holds for the whole visit: Home, then the project.
    const pages = readdirSync(site).filter((file) => file.endsWith('.html'));
    expect(pages.length).toBeGreaterThan(1);
    for (const file of pages) {
      expect(policy(file), file).toContain("'wasm-unsafe-eval'");
      // No other host for it: every source of the policy is ours, but the video's player.
      expect(policy(file).match(/https?:\/\/[^\s;]+/g) ?? [], file).toEqual([
        'https://www.youtube-nocookie.com',
      ]);
    }
  });
});

describe('a tab left open across a redeploy', () => {
  const site = useSite('/portfolio/');

  it('loads the page afresh when a chunk it asks for is gone, and never loops', async () => {
    const { page } = await site.open({
      allowErrors: /Failed to load resource|dynamically imported module|Failed to fetch/,
    });
    await page.goto(site.url());
    await page.waitForFunction(() => document.querySelector('script[type="module"]') !== null);
    // A tab left open: the app has taken over the page.
    await appReady(page);
    // The old build's project-page chunk no longer exists on the server.
    await page.route('**/assets/project-*.js', (route) =>
      route.fulfill({ status: 404, body: 'gone' }),
    );
    // Each document notes each chunk it could not load, once the app has handled it.
    await page.addInitScript(() => {
      const failures: boolean[] = [];
      (window as unknown as { chunkFailures: boolean[] }).chunkFailures = failures;
      window.addEventListener('vite:preloadError', (event) =>
        // After every listener, the app's among them, has run.
        queueMicrotask(() => failures.push(event.defaultPrevented)),
      );
    });
    let documents = 0;
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) documents += 1;
    });
    await page.getByRole('link', { name: featured.title, exact: true }).click();
    // The whole-page load brings the prerendered project page, which works without the chunk.
    await expect
      .poll(() => page.getByRole('heading', { level: 1, name: featured.title }).isVisible(), {
        timeout: 10_000,
      })
      .toBe(true);
    // The new page fails to get the chunk as well while it starts: with no
    // navigation under way it stays as prerendered, so no further document can come.
    await page.waitForFunction(
      () => ((window as unknown as { chunkFailures?: boolean[] }).chunkFailures?.length ?? 0) > 0,
      undefined,
      { timeout: 10_000 },
    );
    expect(documents).toBeGreaterThanOrEqual(1);
    expect(documents).toBeLessThanOrEqual(2);
    // The new document is the project page's own HTML, at its own address.
    expect(new URL(page.url()).pathname).toBe(`/portfolio/${slug}`);
    // And it is as it is without JavaScript: no button that only the app could answer.
    await expect
      .poll(() => page.evaluate(() => document.documentElement.hasAttribute('data-js')))
      .toBe(false);
  });

  it('shows the links, not a dead menu button, on a phone when the app’s own script is gone', async () => {
    const { page } = await site.open({
      viewport: { width: 375, height: 740 },
      allowErrors: /Failed to load resource|status of 404/,
    });
    await page.route('**/assets/index-*.js', (route) =>
      route.fulfill({ status: 404, body: 'gone' }),
    );
    await page.goto(site.url(slug));
    const nav = page.getByRole('navigation', { name: siteWords.nav.label });
    // The head script marked the page for JavaScript; the failed script takes the mark away.
    await expect
      .poll(() => page.evaluate(() => document.documentElement.hasAttribute('data-js')), {
        timeout: 15_000,
      })
      .toBe(false);
    expect(await nav.getByRole('button', { name: siteWords.nav.openMenu }).isVisible()).toBe(false);
    expect(await nav.getByRole('link', { name: featured.title }).first().isVisible()).toBe(true);
    expect(await page.evaluate(() => document.documentElement.hasAttribute('data-hydrated'))).toBe(
      false,
    );
  });
});

describe('Content-Security-Policy', () => {
  const site = useSite('/portfolio/');

  it.each(['', `${slug}`, `${slug}/updates`, `${slug}/updates/${featured.latestUpdate!.slug}`])(
    '/%s runs its own scripts and refuses an injected one',
    async (path) => {
      const { page } = await site.open({ allowErrors: /Content Security Policy/ });
      await page.addInitScript(() => {
        const seen: string[] = [];
        (window as unknown as { cspViolations: string[] }).cspViolations = seen;
        document.addEventListener('securitypolicyviolation', (event) =>
          seen.push(`${event.violatedDirective} ${event.blockedURI}`),
        );
      });
      await page.goto(site.url(path));
      // The page's own inline loader ran, fetched the app, and the app hydrated.
      await appReady(page);
      // Everything on the screen is in, and the violation events the browser
      // queues for anything it refused have been delivered.
      await shownInFull(page);
      await pageIdle(page);
      expect(
        await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations),
      ).toEqual([]);

      const ran = await page.evaluate(() => {
        const script = document.createElement('script');
        script.textContent = 'window.injected = true';
        document.body.append(script);
        return (window as unknown as { injected?: boolean }).injected === true;
      });
      expect(ran).toBe(false);
      await expect
        .poll(() =>
          page.evaluate(
            () => (window as unknown as { cspViolations: string[] }).cspViolations.length,
          ),
        )
        .toBe(1);
    },
  );
});

describe('the project page chunk', () => {
  const site = useSite('/portfolio/');

  it('is not loaded by Home, and is fetched when the pointer heads for a link to the project', async () => {
    const { page } = await site.open();
    const chunks: string[] = [];
    page.on('request', (request) => {
      if (/\/assets\/project-[^/]+\.js$/.test(request.url())) chunks.push(request.url());
    });
    await page.goto(site.url());
    await appReady(page);
    // The app has run its effects and the browser has gone idle: nothing more comes by itself.
    await pageIdle(page);
    expect(chunks).toEqual([]);
    await page.getByRole('link', { name: /view resume/i }).hover();
    // The app's pointer handler has had the hover and the browser is idle again.
    await pageIdle(page);
    expect(chunks).toEqual([]);
    await page.getByRole('link', { name: featured.title, exact: true }).hover();
    await expect.poll(() => chunks.length).toBe(1);
  });
});

describe('the shipped JavaScript', () => {
  it("carries React Router's production build, without its developer warnings", () => {
    const assets = join(siteDir('/portfolio/'), 'assets');
    const code = readdirSync(assets)
      .filter((file) => file.endsWith('.js'))
      .map((file) => readFileSync(join(assets, file), 'utf8'))
      .join('\n');
    // The router is there (its history code) ...
    expect(code).toContain('useNavigate() may be used only in the context of a <Router>');
    // ... but not the development build's warnings and its "Hey developer" error screen.
    expect(code).not.toContain('Matched leaf route at location');
    expect(code).not.toContain('Hey developer');
  });
});
