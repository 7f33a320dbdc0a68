import { describe, expect, it } from 'vitest';
import { axeViolations, axeViolationsAsDrawn, violationsInBothSchemes } from './support/axe';
import { appReady, featured, galleryPath as gallery, useSite } from './support/site';

/** The made-up featured project's address (every section is there). */
const slug = featured.slug;

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
    // The resume's page.
    ['resume', 375],
    ['resume', 1280],
    // The update with the most pictures: its lead picture and gallery.
    [gallery, 375],
    [gallery, 1280],
  ])('/%s at %i px has no violations, light or dark', async (path, width) => {
    const { page } = await site.open({ viewport: { width, height: 900 } });
    await page.goto(site.url(path));
    expect(await violationsInBothSchemes(page)).toEqual([]);
  });

  // Lighthouse runs axe on the page as it loads, parts below the first screen not yet drawn
  // (content-visibility): what overflows a part's estimate must not be read over the next part
  // or the footer (dequelabs/axe-core#2768; src/styles/index.css). 412 × 823 is its phone.
  it.each(['', `${slug}`, `${slug}/updates`])(
    '/%s as loaded, its parts below the first screen undrawn, has no violations',
    async (path) => {
      const { page } = await site.open({ viewport: { width: 412, height: 823 } });
      await page.goto(site.url(path));
      await appReady(page);
      expect(await axeViolationsAsDrawn(page)).toEqual([]);
    },
  );

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
      expect(await axeViolations(page)).toEqual([]);
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
    expect(await axeViolations(page)).toEqual([]);
  });

  it('has no violations with the phone menu open', async () => {
    const { page } = await site.open({ viewport: { width: 375, height: 800 } });
    await page.goto(site.url(`${slug}`));
    await appReady(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    expect(await axeViolations(page)).toEqual([]);
  });
});
