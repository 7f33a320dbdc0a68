import { describe, expect, it } from 'vitest';
import { fixtureContent } from '../scripts/lab/unit-tests/fixtures';
import { site as siteWords } from '../src/content-model/site-words';
import { formatUsd, formatYears } from '../src/lib/format';
import { computedColour, fixtureLook } from './support/colours';
import { featured, pages, profile, useSite } from './support/site';

/** The made-up featured project's address (every section is there). */
const slug = featured.slug;

describe('with JavaScript disabled', () => {
  const site = useSite('/portfolio/');

  it('shows the whole Home page from the HTML alone', async () => {
    const { page } = await site.open({ javaScriptEnabled: false });
    await page.goto(site.url());
    for (const text of [
      profile.name,
      featured.card.badge,
      fixtureContent.home.otherProjectsHeading,
      ...(fixtureContent.home.comingSoon ? [fixtureContent.home.comingSoon.heading] : []),
      `© ${formatYears(fixtureContent.copyrightYears)}`,
    ]) {
      expect(await page.getByText(text, { exact: false }).first().isVisible(), text).toBe(true);
    }
    expect(await page.getByRole('link', { name: /view resume/i }).isVisible()).toBe(true);
  });

  it('shows the whole project page, timeline included, from the HTML alone', async () => {
    const { page } = await site.open({ javaScriptEnabled: false });
    await page.goto(site.url(`${slug}`));
    const { timeline, specs, video, purchasing } = featured;
    for (const text of [
      featured.badge,
      timeline!.heading,
      timeline!.milestones.at(-1)!.title,
      specs!.heading,
      formatUsd(specs!.costs!.total),
      video!.heading,
      purchasing!.heading,
    ]) {
      expect(await page.getByText(text, { exact: false }).first().isVisible(), text).toBe(true);
    }
    expect(await page.locator('#timeline-section ol > li').count()).toBe(
      timeline!.milestones.length,
    );
  });

  it('shows a board’s top, and its bottom after the flip, from the HTML and CSS alone', async () => {
    const board = featured.designFiles!.boards[0]!;
    const words = siteWords.projectPage.board;
    const { page } = await site.open({ javaScriptEnabled: false });
    await page.goto(site.url(`${slug}`));
    const face = (side: 'top' | 'bottom') =>
      page.getByRole('img', { name: words.faceAlt(board.alt, words[side]), exact: true });
    await face('top').scrollIntoViewIfNeeded();
    expect(await face('top').isVisible()).toBe(true);
    expect(await face('bottom').isVisible()).toBe(false);
    // The picture the build rendered from the fab files, not its placeholder.
    await expect
      .poll(() => face('top').evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBeGreaterThan(0);
    await page.getByText(words.bottom, { exact: true }).click();
    expect(await face('bottom').isVisible()).toBe(true);
    expect(await face('top').isVisible()).toBe(false);
    await expect
      .poll(() => face('bottom').evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBeGreaterThan(0);
  });

  it('lands on the timeline for /pcbrule#timeline', async () => {
    const { page } = await site.open({ javaScriptEnabled: false });
    await page.goto(site.url(`${slug}#timeline`));
    const top = await page.evaluate(
      () => document.getElementById('timeline-section')!.getBoundingClientRect().top,
    );
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    expect(Math.abs(top)).toBeLessThan(120);
  });

  it('keeps the navigation usable on a phone: the links sit in the bar, no menu button', async () => {
    const { page } = await site.open({
      javaScriptEnabled: false,
      viewport: { width: 375, height: 740 },
    });
    await page.goto(site.url(`${slug}`));
    const nav = page.getByRole('navigation', { name: 'Main' });
    expect(await page.getByRole('button', { name: 'Open menu' }).isVisible()).toBe(false);
    expect(await nav.getByRole('link', { name: 'Home' }).first().isVisible()).toBe(true);
    expect(await nav.getByRole('link', { name: featured.title }).first().isVisible()).toBe(true);
  });

  it('follows the system colour scheme, and hides the theme toggle that would not work', async () => {
    const { page } = await site.open({ javaScriptEnabled: false, colorScheme: 'dark' });
    for (const path of ['', `${slug}`]) {
      await page.goto(site.url(path));
      expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(
        computedColour(fixtureLook.schemes.dark.surface),
      );
      expect(await page.getByRole('button', { name: 'Dark theme' }).isVisible()).toBe(false);
    }
  });

  it('shows Home for an unknown path', async () => {
    const { page } = await site.open({ javaScriptEnabled: false, allowErrors: /status of 404/ });
    const response = await page.goto(site.url('somewhere/else'));
    expect(response?.status()).toBe(404);
    expect(await page.getByRole('heading', { level: 1, name: profile.name }).isVisible()).toBe(
      true,
    );
  });
});

describe('metadata in the HTML, as a link-preview scraper sees it', () => {
  const site = useSite('/portfolio/');
  const published = 'https://owner.github.io/portfolio/';

  it.each([
    ['', pages[0]!.title, 'ProfilePage'],
    [`${slug}`, pages[1]!.title, 'CreativeWork'],
  ])(
    '/%s has its own title, description, canonical URL, card, icons and JSON-LD',
    async (path, title, type) => {
      const { page } = await site.open({ javaScriptEnabled: false });
      await page.goto(site.url(path));
      const head = await page.evaluate(() => {
        const meta = (selector: string) =>
          document.querySelector(selector)?.getAttribute('content') ?? null;
        return {
          lang: document.documentElement.lang,
          title: document.title,
          description: meta('meta[name="description"]'),
          canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href'),
          ogTitle: meta('meta[property="og:title"]'),
          ogImage: meta('meta[property="og:image"]'),
          ogUrl: meta('meta[property="og:url"]'),
          twitterCard: meta('meta[name="twitter:card"]'),
          themeColours: document.querySelectorAll('meta[name="theme-color"]').length,
          manifest: document.querySelector('link[rel="manifest"]')?.getAttribute('href'),
          touchIcon: document.querySelector('link[rel="apple-touch-icon"]')?.getAttribute('href'),
          favicon: document.querySelector('link[rel="icon"]')?.getAttribute('href'),
          jsonLd: document.querySelector('script[type="application/ld+json"]')?.textContent ?? '{}',
          stylesheetLinks: document.querySelectorAll('link[rel="stylesheet"]').length,
          printRules: [...document.querySelectorAll('style')].some((style) =>
            /@media print/.test(style.textContent ?? ''),
          ),
        };
      });
      expect(head.lang).toBe('en');
      expect(head.title).toBe(title);
      expect(head.description!.length).toBeGreaterThan(50);
      expect(head.canonical).toBe(published + path);
      expect(head.ogUrl).toBe(published + path);
      expect(head.ogTitle).toBe(title);
      expect(head.twitterCard).toBe('summary_large_image');
      expect(head.themeColours).toBe(2);
      // Every rule is in the page itself, screen and print alike: no stylesheet to fetch.
      expect(head.stylesheetLinks).toBe(0);
      expect(head.printRules).toBe(true);
      expect((JSON.parse(head.jsonLd) as { '@type': string })['@type']).toBe(type);

      // Every file the head points at is there (the card image is addressed at the published origin).
      const local = (href: string) =>
        new URL(href.replace(published, '/portfolio/'), site.url()).href;
      for (const [href, type] of [
        [head.ogImage!, 'image/png'],
        [head.manifest!, 'application/manifest+json'],
        [head.touchIcon!, 'image/png'],
        [head.favicon!, 'image/svg+xml'],
      ] as const) {
        const response = await page.request.get(local(href));
        expect(response.status(), href).toBe(200);
        expect(response.headers()['content-type'], href).toBe(type);
      }
    },
  );

  it('publishes sitemap.xml and robots.txt listing both pages', async () => {
    const { page } = await site.open();
    const sitemap = await (await page.request.get(site.url('sitemap.xml'))).text();
    expect(sitemap).toContain(`<loc>${published}</loc>`);
    expect(sitemap).toContain(`<loc>${published}${slug}</loc>`);
    expect(await (await page.request.get(site.url('robots.txt'))).text()).toContain(
      `Sitemap: ${published}sitemap.xml`,
    );
  });
});
