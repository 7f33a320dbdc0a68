/** On a phone: the folded menu, and taps made before the app runs. */
import { expect, it } from 'vitest';
import { sectionIds } from '../../../src/lib/paths';
import { featured, galleryPath, profile, siteWords } from '../site';
import {
  until,
  appReady,
  showing,
  isShown,
  base,
  slug,
  withAppHeldBack,
  type BehaviourContext,
} from './tab';
import type { Tab } from '../../../scripts/lab/browsers/engines';

/** The menu at 375 px, and the menu and theme toggle answering before the app runs. */
export function phoneBehaviours(context: BehaviourContext): void {
  const { open, url } = context;
  it('folds the navigation into a menu at 375 px, and fits the screen without sideways scrolling', async () => {
    const tab = await open(375, 740);
    expect(await tab.evaluate(() => window.innerWidth)).toBe(375);
    for (const path of ['', slug]) {
      await tab.goto(url(path));
      await appReady(tab);
      expect(
        await tab.evaluate(
          () => document.documentElement.scrollWidth <= document.documentElement.clientWidth,
        ),
        `/${path} is no wider than the screen`,
      ).toBe(true);
    }

    const button = `button[aria-controls="${sectionIds.mobileMenu}"]`;
    const menu = `#${sectionIds.mobileMenu}`;
    expect(await isShown(tab, button)).toBe(true);
    expect(await isShown(tab, menu)).toBe(false);
    await tab.click(button);
    await until(
      tab,
      'the menu to open',
      (s) => !document.querySelector<HTMLElement>(s)!.hidden,
      menu,
    );
    expect(await isShown(tab, menu)).toBe(true);
    expect(
      await tab.evaluate((s) => document.querySelector(s)!.getAttribute('aria-expanded'), button),
    ).toBe('true');

    await tab.press('Escape');
    expect(await isShown(tab, menu)).toBe(false);
    // Focus goes back to the button that opened it.
    expect(await tab.evaluate(() => document.activeElement?.getAttribute('aria-controls'))).toBe(
      sectionIds.mobileMenu,
    );

    await tab.click(button);
    await tab.click(`${menu} a[href="${base}"]`);
    await showing(tab, profile.name);
    expect(await isShown(tab, menu)).toBe(false);
  });

  it('answers a tap on the menu button and one on the theme toggle made before the app runs at once, on a phone, and the app takes the open menu as it is', () =>
    withAppHeldBack(context, { width: 375, height: 740 }, slug, async (tab, release) => {
      const button = `button[aria-controls="${sectionIds.mobileMenu}"]`;
      const toggle = `button[aria-label="${siteWords.nav.darkTheme}"]`;
      const menu = `#${sectionIds.mobileMenu}`;
      const marked = (name: string) =>
        tab.evaluate((n) => document.documentElement.hasAttribute(n), name);
      const systemDark = await tab.evaluate(
        () => matchMedia('(prefers-color-scheme: dark)').matches,
      );
      // Both buttons are there from the first paint, before the app.
      expect(await isShown(tab, button)).toBe(true);
      expect(await isShown(tab, toggle)).toBe(true);
      await tab.click(button);
      await tab.click(toggle);
      expect(await marked('data-hydrated')).toBe(false);
      // Both answered at once, by the head script alone: the menu open, its links there.
      expect(await isShown(tab, menu)).toBe(true);
      expect(
        await tab.evaluate((s) => document.querySelector(s)!.getAttribute('aria-expanded'), button),
      ).toBe('true');
      expect(await isShown(tab, `${menu} a[href="${base}"]`)).toBe(true);
      const chosen = systemDark ? 'light' : 'dark';
      expect(await tab.evaluate(() => document.documentElement.dataset.theme ?? null)).toBe(chosen);
      expect(
        await tab.evaluate((s) => document.querySelector(s)!.getAttribute('aria-pressed'), toggle),
      ).toBe(String(chosen === 'dark'));

      await release();
      // The app took the open menu as it was: still open, once.
      expect(await isShown(tab, menu)).toBe(true);
      expect(
        await tab.evaluate((s) => document.querySelector(s)!.getAttribute('aria-expanded'), button),
      ).toBe('true');
      // Once the app runs, the theme is still the one chosen: the tap was answered once, not replayed.
      expect(await tab.evaluate(() => document.documentElement.dataset.theme)).toBe(chosen);
      expect(
        await tab.evaluate((s) => document.querySelector(s)!.getAttribute('aria-pressed'), toggle),
      ).toBe(String(chosen === 'dark'));
      // The app's own ways to close it work on that menu: Escape, focus back on its button.
      await tab.click(button);
      await tab.click(button);
      expect(await isShown(tab, menu)).toBe(true);
      await tab.press('Escape');
      await until(
        tab,
        'the menu to close',
        (s) => document.querySelector<HTMLElement>(s)!.hidden,
        menu,
      );
      expect(await tab.evaluate(() => document.activeElement?.getAttribute('aria-controls'))).toBe(
        sectionIds.mobileMenu,
      );
    }));

  it('before the app runs, leaves nothing that looks live and would lose a tap: its own buttons wait disabled, every other control is a link that works', async () => {
    const search = `button[aria-label="${siteWords.search.open}"]`;
    const searchDisabled = (tab: Tab) =>
      tab.evaluate((s) => document.querySelector<HTMLButtonElement>(s)!.disabled, search);
    const phone = { width: 375, height: 740 };
    /** Checks `path` before the app, then that the search button answers once it runs. */
    const beforeAndAfter = (path: string, before: (tab: Tab) => Promise<void>) =>
      withAppHeldBack(context, phone, path, async (tab, release) => {
        await before(tab);
        await release();
        expect(await searchDisabled(tab)).toBe(false);
      });

    await beforeAndAfter('', async (tab) => {
      // The search button shows (JavaScript runs) but waits, dimmed and disabled, for the app.
      expect(await isShown(tab, search)).toBe(true);
      expect(await searchDisabled(tab)).toBe(true);
      // The featured card's timeline button is a link to the timeline.
      if (featured.timeline)
        expect(await isShown(tab, `main a[href="${base}${slug}#timeline"]`)).toBe(true);
    });

    await beforeAndAfter(slug, async (tab) => {
      // The video's play is a link to the video on YouTube, in a new tab.
      if (featured.video)
        expect(
          await tab.evaluate(() =>
            [...document.querySelectorAll<HTMLAnchorElement>('main a[target="_blank"]')]
              .filter((link) => /youtube/.test(link.hostname))
              .map((link) => link.rel),
          ),
        ).toContain('noopener noreferrer');
      // View in 3D waits, dimmed and disabled, for the app (its answer is a chunk fetched on the tap).
      if (featured.designFiles?.models.length)
        expect(
          await tab.evaluate(
            (label) =>
              [...document.querySelectorAll('button')]
                .filter((button) => button.textContent?.trim() === label)
                .map((button) => button.disabled),
            siteWords.model.view3d,
          ),
        ).toEqual(featured.designFiles.models.map(() => true));
    });

    // A gallery's photo is a link to its largest version.
    await beforeAndAfter(galleryPath, async (tab) => {
      const photoLinks = await tab.evaluate(() =>
        [...document.querySelectorAll<HTMLAnchorElement>('main a')]
          .filter((link) => link.querySelector('img'))
          .map((link) => new URL(link.href).pathname),
      );
      expect(photoLinks.length).toBeGreaterThan(0);
      for (const path of photoLinks)
        expect(path).toMatch(/\/images\/.+\.(jpe?g|png|webp|avif|svg)$/);
    });
  });
}
