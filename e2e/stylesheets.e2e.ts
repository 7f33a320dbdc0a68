/**
 * Each prerendered page inlines only the styles its own HTML uses; the site's
 * whole stylesheet follows with the app (scripts/build/prerender.ts). These
 * tests prove the page stylesheet is complete for its page: switching the whole
 * one on changes nothing on screen, in either scheme, on a phone or a laptop.
 */
import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { appReady, useSite } from './support/site';

const wholeStylesheet = /\/assets\/index-[\w-]+\.css$/;
const appScript = /\/assets\/index-[\w-]+\.js$/;
const projectChunk = /\/assets\/pcbrule-[\w-]+\.js$/;

/**
 * Proves the app's script has run on Home without waiting on a clock: its
 * first lines fetch the project page's chunk when the pointer heads for a link
 * to it. The pointer goes on and off the link until that fetch is seen, since
 * the script may not have run yet the first time.
 */
async function appScriptHasRun(page: Page) {
  let fetched = false;
  const request = page.waitForRequest(projectChunk).then(() => (fetched = true));
  const link = page.getByRole('main').getByRole('link', { name: 'PCBrule', exact: true });
  while (!fetched) {
    await link.hover();
    await page.mouse.move(0, 0);
    await Promise.race([request, page.waitForTimeout(100)]);
  }
}
const hydrated = (page: Page) =>
  page.evaluate(() => document.documentElement.hasAttribute('data-hydrated'));

/** Where every element of the page is and how it looks, as far as styles decide. */
const layoutOf = (page: Page) =>
  page.evaluate(async () => {
    // With reduced motion the pulse runs once, for 0.01 ms: let it end, or its
    // opacity depends on the moment of measuring.
    await Promise.all(document.getAnimations().map((animation) => animation.finished));
    const elements = [
      document.documentElement,
      document.body,
      ...document.body.querySelectorAll('*'),
    ];
    return elements.map((element) => {
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      const pseudo = (['::before', '::after'] as const).map((which) => {
        const generated = getComputedStyle(element, which);
        return `${which}=${generated.content}/${generated.display}/${generated.color}`;
      });
      return [
        element.tagName,
        ...[box.x, box.y, box.width, box.height].map((n) => Math.round(n * 10) / 10),
        ...(
          [
            'display',
            'visibility',
            'color',
            'backgroundColor',
            'borderColor',
            'fontSize',
            'fontWeight',
            'opacity',
            'fill',
            'boxShadow',
          ] as const
        ).map((property) => style[property]),
        ...pseudo,
      ].join(' ');
    });
  });

describe('the page stylesheet and the whole stylesheet', () => {
  const site = useSite('/portfolio/');

  for (const { path, width, colorScheme } of [
    { path: '', width: 375, colorScheme: 'dark' },
    { path: '', width: 1280, colorScheme: 'light' },
    { path: 'pcbrule', width: 375, colorScheme: 'light' },
    { path: 'pcbrule', width: 1280, colorScheme: 'dark' },
  ] as const) {
    it(`look the same on /${path} at ${width} px, ${colorScheme}`, async () => {
      const { page } = await site.open({
        viewport: { width, height: 800 },
        colorScheme,
        reducedMotion: 'reduce',
      });
      // Hold the whole stylesheet back until the page has been measured without
      // it, and keep the app from starting, so only the stylesheet changes.
      let held: Route | undefined;
      const arrived = new Promise<void>((resolve) =>
        page.route(wholeStylesheet, (route) => {
          held = route;
          resolve();
        }),
      );
      await page.route(appScript, () => undefined);
      await page.goto(site.url(path));
      await arrived;
      const before = await layoutOf(page);

      await held!.continue();
      await page.waitForSelector('link[data-whole-stylesheet][data-stylesheet="loaded"]', {
        state: 'attached',
      });
      expect(
        await page.evaluate(
          () =>
            (document.querySelector('link[data-whole-stylesheet]') as HTMLLinkElement).sheet
              ?.cssRules.length,
        ),
      ).toBeGreaterThan(100);
      expect(await layoutOf(page)).toEqual(before);
    });
  }

  it('is what the app draws with: the other page, reached by a link, is fully styled', async () => {
    const { page } = await site.open({ viewport: { width: 1280, height: 800 } });
    await page.goto(site.url());
    await appReady(page);
    // Home's own stylesheet has no `.pl-12`, the timeline's indent; the project page uses it.
    expect(
      await page.evaluate(() =>
        [...document.querySelectorAll('style')].some((style) =>
          style.textContent!.includes('.pl-12{'),
        ),
      ),
    ).toBe(false);
    // Home's project card links to the project page by its name.
    await page.getByRole('main').getByRole('link', { name: 'PCBrule', exact: true }).click();
    const milestone = page.locator('#timeline-section ol > li').first();
    await milestone.waitFor();
    expect(await milestone.evaluate((element) => getComputedStyle(element).paddingLeft)).toBe(
      '48px',
    );
  });

  it('starts the app only once the whole stylesheet is in', async () => {
    const { page } = await site.open({ viewport: { width: 1280, height: 800 } });
    let release = () => {};
    await page.route(wholeStylesheet, (route) => {
      release = () => void route.continue();
    });
    await page.goto(site.url());
    await appScriptHasRun(page);
    expect(await hydrated(page)).toBe(false);
    release();
    await appReady(page);
  });

  it('leaves the page as it is without JavaScript when the whole stylesheet fails', async () => {
    const { page } = await site.open({
      viewport: { width: 1280, height: 800 },
      allowErrors: /Failed to load resource/,
    });
    await page.route(wholeStylesheet, (route) => route.abort());
    await page.goto(site.url());
    await appScriptHasRun(page);
    await page.waitForSelector('link[data-stylesheet="failed"]', { state: 'attached' });
    expect(await hydrated(page)).toBe(false);
    // Its links load whole pages, each with its own styles.
    await page.getByRole('main').getByRole('link', { name: 'PCBrule', exact: true }).click();
    await page.waitForURL(/\/pcbrule$/);
    const milestone = page.locator('#timeline-section ol > li').first();
    expect(await milestone.evaluate((element) => getComputedStyle(element).paddingLeft)).toBe(
      '48px',
    );
  });
});
