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

/**
 * axe's violations in the light system scheme, then in the dark one, on one load of the page:
 * the system's scheme reaches the page through the stylesheet's media queries alone, so the
 * browser's setting is switched in place, once the colours' transitions have run.
 */
async function violationsInBothSchemes(page: Page): Promise<string[]> {
  const found: string[] = [];
  const backgrounds = new Set<string>();
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    // The colours' transitions (the current milestone's pulse runs for ever: not waited for).
    await page.evaluate(() =>
      Promise.all(
        document
          .getAnimations()
          .filter((animation) => animation instanceof CSSTransition)
          .map((animation) => animation.finished),
      ),
    );
    found.push(...(await violationsAsSeen(page)).map((line) => `${colorScheme}: ${line}`));
    backgrounds.add(await page.evaluate(() => getComputedStyle(document.body).backgroundColor));
  }
  expect(backgrounds.size, 'the page took the dark scheme').toBe(2);
  return found;
}

describe('accessibility (axe, WCAG 2.2 AA)', () => {
  const site = useSite('/portfolio/');

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
  ])('/%s at %i px has no violations, light or dark', async (path, width) => {
    const { page } = await site.open({ viewport: { width, height: 900 } });
    await page.goto(site.url(path));
    expect(await violationsInBothSchemes(page)).toEqual([]);
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

// The real owner's pages, whatever they hold: Home and every kind of page of the featured project,
// in both schemes. As many pages however many projects and updates the owner has: the kinds of
// page, and the projects with fewer sections, are the made-up owner's above.
describe("accessibility of the owner's own content (axe, WCAG 2.2 AA)", () => {
  const site = useSite('/portfolio/', 'owner');
  const { slug, latestUpdate } =
    ownerProjects.find((project) => project.featured) ?? ownerProjects[0]!;
  const paths = [
    '',
    slug,
    ...(latestUpdate ? [`${slug}/updates`, `${slug}/updates/${latestUpdate.slug}`] : []),
  ];

  it.each(paths)('/%s has no violations, light or dark', async (path) => {
    const { page } = await site.open({ viewport: { width: 375, height: 900 } });
    await page.goto(site.url(path));
    expect(await violationsInBothSchemes(page)).toEqual([]);
  });
});
