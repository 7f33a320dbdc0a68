import { describe, expect, it } from 'vitest';
import { anchorTopPx } from '../src/styles/layout';
import { featured, profile, useSite } from './support/site';

/** The made-up featured project's address (every section is there). */
const slug = featured.slug;

const homeHeading = { name: profile.name, level: 1 } as const;
const projectHeading = { name: featured.title, level: 1 } as const;

describe.each(['/portfolio/', '/'])('routing with base %s', (base) => {
  const site = useSite(base);

  it('serves both routes as complete pages with HTTP 200', async () => {
    const { page } = await site.open();
    for (const [path, heading] of [
      ['', homeHeading],
      [`${slug}`, projectHeading],
      [`${slug}/`, projectHeading],
    ] as const) {
      const response = await page.goto(site.url(path));
      expect(response?.status(), path).toBe(200);
      expect(await response?.text()).toContain(`<h1 id="${path ? 'project-title' : 'hero-name'}"`);
      await expect.poll(() => page.getByRole('heading', heading).isVisible()).toBe(true);
    }
  });

  it('keeps the query on /pcbrule?ref=cv', async () => {
    const { page } = await site.open();
    await page.goto(site.url(`${slug}?ref=cv`));
    await expect.poll(() => page.getByRole('heading', projectHeading).isVisible()).toBe(true);
    expect(new URL(page.url()).search).toBe('?ref=cv');
  });

  it('shows Home for an unknown path, keeping the address, its query and its hash', async () => {
    const { page } = await site.open({ allowErrors: /status of 404/ });
    const response = await page.goto(site.url('no/such/page?x=1&y=a%26b#part'));
    expect(response?.status()).toBe(404);
    await page.waitForURL((url) => !url.search.startsWith('?/'));
    await expect.poll(() => page.getByRole('heading', homeHeading).isVisible()).toBe(true);
    const url = new URL(page.url());
    expect(url.pathname).toBe(`${base}no/such/page`);
    expect(url.search).toBe('?x=1&y=a%26b');
    expect(url.hash).toBe('#part');
  });

  it('opens the project page from the featured image', async () => {
    const { page } = await site.open();
    await page.goto(site.url());
    await page.locator(`main a[href$="/${slug}"] img`).first().click();
    await expect.poll(() => page.getByRole('heading', projectHeading).isVisible()).toBe(true);
  });
});

describe.each(['/portfolio/', '/'])('the #timeline link with base %s', (base) => {
  const site = useSite(base);

  /** Waits for the timeline scroll, then reports where the page ended up. */
  async function settledOnTimeline(page: import('playwright-core').Page) {
    await page.waitForFunction(
      () => window.location.hash === '' && document.activeElement?.id === 'timeline-heading',
    );
    // The section's scroll margin puts its top just under the sticky nav.
    await page.waitForFunction((anchorTop) => {
      const top = document.getElementById('timeline-section')!.getBoundingClientRect().top;
      return Math.abs(top - anchorTop) < 4;
    }, anchorTopPx);
    return page.evaluate(() => ({ href: window.location.href, scrollY: window.scrollY }));
  }

  it('scrolls to the timeline from the Home page button', async () => {
    const { page } = await site.open();
    await page.goto(site.url());
    await page.getByRole('link', { name: featured.card.timelineButtonLabel! }).click();
    const { href, scrollY } = await settledOnTimeline(page);
    expect(scrollY).toBeGreaterThan(1000);
    expect(href).toBe(site.url(`${slug}`));
  });
});
