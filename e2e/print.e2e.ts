import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { printPaper } from '../src/styles/palette';
import { computedColour, fixtureLook } from './support/colours';
import { appReady, featured, useSite } from './support/site';

/** The made-up featured project's address (every section is there). */
const slug = featured.slug;

/** A4 at 96 dpi, less the print stylesheet's margins (14 mm each side, 14 + 16 mm top and bottom). */
const printable = {
  width: Math.round(((210 - 28) / 25.4) * 96),
  height: Math.round(((297 - 30) / 25.4) * 96),
};

/**
 * Opens a page laid out as it prints: A4 width, print media, a dark screen
 * scheme to prove paper stays light, with and without JavaScript.
 */
async function openForPrint(
  site: ReturnType<typeof useSite>,
  path: string,
  javaScriptEnabled: boolean,
): Promise<Page> {
  const { page } = await site.open({
    viewport: { width: printable.width, height: printable.height },
    colorScheme: 'dark',
    javaScriptEnabled,
  });
  await page.goto(site.url(path));
  if (javaScriptEnabled) await appReady(page);
  await page.emulateMedia({ media: 'print' });
  // Wait for the colour transitions from the screen styles to finish. On their
  // own promises: without JavaScript the page runs no animation-frame callbacks
  // to poll on.
  await page.evaluate(async () => {
    const transitions = () =>
      document.getAnimations().filter((animation) => animation instanceof CSSTransition);
    for (let running = transitions(); running.length > 0; running = transitions())
      await Promise.allSettled(running.map((transition) => transition.finished));
  });
  return page;
}

/** How many elements matching `selector` would show. */
const visible = (page: Page, selector: string) =>
  page.$$eval(
    selector,
    (elements) => elements.filter((element) => element.checkVisibility()).length,
  );

describe.each([
  ['with JavaScript', true],
  ['without JavaScript', false],
])('printing %s', (_, javaScript) => {
  const site = useSite('/portfolio/');

  it('prints the project page without navigation, video or buttons, in ink on paper', async () => {
    const page = await openForPrint(site, `${slug}`, javaScript);
    expect(await visible(page, 'header nav')).toBe(0);
    expect(await visible(page, 'button')).toBe(0);
    expect(await page.getByRole('heading', { name: featured.video!.heading }).isVisible()).toBe(
      false,
    );
    expect(
      await page
        .getByRole('link', { name: /support development/i })
        .first()
        .isVisible(),
    ).toBe(false);
    // The board-coloured title prints dark on white, whatever the screen scheme.
    const title = await page
      .getByRole('heading', { level: 1 })
      .evaluate((h) => getComputedStyle(h).color);
    expect(title).toBe(computedColour(fixtureLook.schemes.light.ink));
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(
      computedColour(printPaper),
    );
  });

  it('prints links that leave the site with their address', async () => {
    const page = await openForPrint(site, '', javaScript);
    const after = await page.$$eval('a[href^="https:"], a[href^="mailto:"]', (links) =>
      links.map((link) => ({
        href: link.getAttribute('href'),
        after: getComputedStyle(link, '::after').content,
      })),
    );
    expect(after.length).toBeGreaterThan(3);
    for (const { href, after: content } of after) expect(content).toBe(`" (${href})"`);
  });

  it('keeps the timeline to two pages at most, starting on a fresh page', async () => {
    const page = await openForPrint(site, `${slug}`, javaScript);
    const timeline = page.locator('#timeline-section');
    expect(await timeline.evaluate((section) => getComputedStyle(section).breakBefore)).toBe(
      'page',
    );
    const height = await timeline.evaluate((section) => section.getBoundingClientRect().height);
    expect(height).toBeLessThanOrEqual(2 * printable.height);
    // The pictures and topic tags stay on screen.
    expect(await visible(page, '#timeline-section img')).toBe(0);
  });
});
