import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { trackedProjects as ownerProjects } from '../scripts/shared/content';
import { appReady, featured, galleryPath as gallery, shownInFull, useSite } from './support/site';

/** The made-up featured project's address (every section is there). */
const slug = featured.slug;

const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/**
 * Once the app runs, the project page's slide-rule card turns into the working
 * rule if it is within 400 px of the screen (useNearViewport in
 * slide-rule-playground.tsx). When it is that near, waits for the working rule,
 * so that axe sees the page as it stays, not halfway through the swap.
 */
async function slideRuleSettled(page: Page) {
  const near = await page.evaluate(
    () =>
      new Promise<boolean>((resolve) => {
        const card = document.querySelector('figure.board')?.parentElement;
        if (!card) return resolve(false);
        const observer = new IntersectionObserver(
          (entries) => {
            observer.disconnect();
            resolve(entries.some((entry) => entry.isIntersecting));
          },
          { rootMargin: '400px 0px' },
        );
        observer.observe(card);
      }),
  );
  if (near) await page.getByRole('slider', { name: 'Cursor' }).waitFor();
}

/**
 * axe's violations on the page as a person sees it: the app running, fonts and
 * pictures on the screen in, and the slide rule as it will stay. One line per
 * rule, naming the elements.
 */
async function violationsAsSeen(page: Page): Promise<string[]> {
  await appReady(page);
  await shownInFull(page);
  await slideRuleSettled(page);
  const { violations } = await new AxeBuilder({ page }).withTags(tags).analyze();
  return violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

describe('accessibility (axe, WCAG 2.2 AA)', () => {
  const site = useSite('/portfolio/');

  describe.each(['light', 'dark'] as const)('%s scheme', (colorScheme) => {
    it.each([
      ['', 375],
      ['', 1280],
      [`${slug}`, 375],
      [`${slug}`, 1280],
      // The development log and an update's own page.
      [`${slug}/updates`, 375],
      [`${slug}/updates/${featured.latestUpdate!.slug}`, 375],
      [`${slug}/updates/${featured.latestUpdate!.slug}`, 1280],
      // The update with the most pictures: its lead picture and gallery.
      [gallery, 375],
      [gallery, 1280],
    ])('/%s at %i px has no violations', async (path, width) => {
      const { page } = await site.open({ colorScheme, viewport: { width, height: 900 } });
      await page.goto(site.url(path));
      expect(await violationsAsSeen(page)).toEqual([]);
    });
  });

  // A theme chosen with the toggle, against the system setting, passes too.
  it.each([
    ['dark', 'light', ''],
    ['dark', 'light', `${slug}`],
    ['light', 'dark', ''],
    ['light', 'dark', `${slug}`],
  ] as const)(
    'a chosen %s theme on a %s system: /%s has no violations',
    async (theme, colorScheme, path) => {
      const { page } = await site.open({ colorScheme, viewport: { width: 375, height: 900 } });
      await page.addInitScript((value) => localStorage.setItem('pcbrule-theme', value), theme);
      await page.goto(site.url(path));
      await appReady(page);
      expect(await page.getAttribute('html', 'data-theme')).toBe(theme);
      const { violations } = await new AxeBuilder({ page }).withTags(tags).analyze();
      expect(violations.map((v) => v.id)).toEqual([]);
    },
  );

  it.each([375, 1280])('has no violations with the photo viewer open, at %i px', async (width) => {
    const { page } = await site.open({ viewport: { width, height: 800 } });
    await page.goto(site.url(gallery));
    await appReady(page);
    await page.locator('a[data-photo-index="1"]').click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    await expect
      .poll(() =>
        dialog
          .locator('img')
          .first()
          .evaluate((image: HTMLImageElement) => image.complete),
      )
      .toBe(true);
    const { violations } = await new AxeBuilder({ page }).withTags(tags).analyze();
    expect(
      violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    ).toEqual([]);
  });

  it('has no violations with the phone menu open', async () => {
    const { page } = await site.open({ viewport: { width: 375, height: 800 } });
    await page.goto(site.url(`${slug}`));
    await appReady(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const { violations } = await new AxeBuilder({ page }).withTags(tags).analyze();
    expect(violations.map((v) => v.id)).toEqual([]);
  });
});

// The real owner's pages, whatever they hold: every page, both schemes.
describe("accessibility of the owner's own content (axe, WCAG 2.2 AA)", () => {
  const site = useSite('/portfolio/', 'owner');
  const paths = [
    '',
    ...ownerProjects.flatMap(({ slug, latestUpdate }) => [
      slug,
      ...(latestUpdate ? [`${slug}/updates`, `${slug}/updates/${latestUpdate.slug}`] : []),
    ]),
  ];

  it.each(
    paths.flatMap((path) => (['light', 'dark'] as const).map((scheme) => [path, scheme] as const)),
  )('/%s in the %s scheme has no violations', async (path, colorScheme) => {
    const { page } = await site.open({ colorScheme, viewport: { width: 375, height: 900 } });
    await page.goto(site.url(path));
    expect(await violationsAsSeen(page)).toEqual([]);
  });
});
