import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { channels } from '../src/styles/palette';
import { computedColour, fixtureLook } from './support/colours';
import { appReady, featured, useSite } from './support/site';

/** The made-up featured project's address (every section is there). */
const slug = featured.slug;

/** The page surface colour (the body's background), as the browser computes it. */
const surface = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.body).backgroundColor);
const lightSurface = computedColour(fixtureLook.schemes.light.surface);
const darkSurface = computedColour(fixtureLook.schemes.dark.surface);

const toggle = (page: Page) => page.getByRole('button', { name: 'Dark theme' });

/**
 * Records, on the first animation frame (before the browser paints anything),
 * which theme the root has and which surface colour it would paint.
 */
const recordFirstFrame = (page: Page) =>
  page.addInitScript(() => {
    requestAnimationFrame(() => {
      const root = document.documentElement;
      (window as unknown as { firstFrame: object }).firstFrame = {
        theme: root.dataset.theme ?? null,
        surface: getComputedStyle(root).getPropertyValue('--surface').trim(),
      };
    });
  });
const firstFrame = async (page: Page) =>
  (
    await page.waitForFunction(() => (window as unknown as { firstFrame?: object }).firstFrame)
  ).jsonValue();

describe('colour scheme and theme toggle', () => {
  const site = useSite('/portfolio/');

  it.each([
    ['light', lightSurface, 'false'],
    ['dark', darkSurface, 'true'],
  ] as const)('follows a %s system setting', async (colorScheme, colour, pressed) => {
    const { page } = await site.open({ colorScheme });
    await page.goto(site.url());
    await appReady(page);
    expect(await surface(page)).toBe(colour);
    expect(await toggle(page).getAttribute('aria-pressed')).toBe(pressed);
  });

  it('switches, remembers the choice across reloads and pages, and never flashes the other scheme', async () => {
    const { page } = await site.open({ colorScheme: 'light' });
    await recordFirstFrame(page);
    await page.goto(site.url());
    await appReady(page);
    await toggle(page).click();
    expect(await toggle(page).getAttribute('aria-pressed')).toBe('true');
    expect(await surface(page)).toBe(darkSurface);
    // The browser toolbar follows the choice, not the system.
    expect(
      await page.$$eval('meta[name="theme-color"]', (metas) =>
        metas.map((m) => `${m.getAttribute('data-scheme')}:${m.getAttribute('media')}`),
      ),
    ).toEqual(['light:not all', 'dark:all']);

    for (const path of ['', `${slug}`]) {
      await page.goto(site.url(path));
      // Dark from the very first frame, long before the app's script arrives.
      expect(await firstFrame(page)).toEqual({
        theme: 'dark',
        surface: channels(fixtureLook.schemes.dark.surface),
      });
      await appReady(page);
      expect(await toggle(page).first().getAttribute('aria-pressed')).toBe('true');
    }

    // And back: light stays chosen even though it is also the system's.
    await toggle(page).first().click();
    await page.reload();
    expect(await firstFrame(page)).toEqual({
      theme: 'light',
      surface: channels(fixtureLook.schemes.light.surface),
    });
  });

  it('switches in one frame: no control fades into the new theme, and each fades on hover again after', async () => {
    const { page } = await site.open({ colorScheme: 'light' });
    await page.goto(site.url());
    await appReady(page);
    // Every transition that starts from here on, by the property it fades.
    await page.evaluate(() => {
      const started: string[] = [];
      (window as unknown as { started: string[] }).started = started;
      document.addEventListener('transitionrun', (event) => started.push(event.propertyName));
    });
    // From the keyboard: a pointer over the toggle would fade its hover colours, rightly.
    await toggle(page).focus();
    await page.keyboard.press('Enter');
    expect(await surface(page)).toBe(darkSurface);
    // Two frames on: the switch's frame drawn, and the rule taken away in the next.
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    expect(await page.getAttribute('html', 'data-theme-switch')).toBeNull();
    expect(await page.evaluate(() => (window as unknown as { started: string[] }).started)).toEqual(
      [],
    );
    // The controls' own fading is back.
    expect(
      await page
        .locator('.transition-colors')
        .first()
        .evaluate((element) => getComputedStyle(element).transitionProperty),
    ).toContain('color');
  });

  it('keeps a light choice on a dark system, without the app script', async () => {
    // The blocked script files show up as failed loads.
    const { page } = await site.open({ colorScheme: 'dark', allowErrors: /ERR_FAILED/ });
    await page.goto(site.url(`${slug}`));
    await appReady(page);
    await toggle(page).click();
    expect(await surface(page)).toBe(lightSurface);

    // The head script alone applies it: block every script file and reload.
    await page.route('**/*.js', (route) => route.abort());
    await page.reload();
    expect(await page.getAttribute('html', 'data-theme')).toBe('light');
    expect(await surface(page)).toBe(lightSurface);
  });

  it('is operable from the keyboard', async () => {
    const { page } = await site.open({ colorScheme: 'light' });
    await page.goto(site.url());
    await appReady(page);
    await toggle(page).focus();
    await page.keyboard.press('Enter');
    expect(await toggle(page).getAttribute('aria-pressed')).toBe('true');
    await page.keyboard.press('Space');
    expect(await toggle(page).getAttribute('aria-pressed')).toBe('false');
  });
});
