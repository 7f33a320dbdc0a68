/** On a phone: the folded menu, and taps made before the app runs. */
import { expect, it } from 'vitest';
import { sectionIds } from '../../../src/lib/paths';
import { siteDir } from '../build-site';
import { recordedErrorsKey, startPagesServer } from '../../../scripts/lab/pages-server';
import { featured, galleryPath, profile, siteWords } from '../site';
import { until, appReady, showing, isShown, base, slug, type BehaviourContext } from './tab';
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

  it('answers a tap on the menu button and one on the theme toggle made before the app runs at once, on a phone, and the app takes the open menu as it is', async () => {
    // A server of its own: a new address, so no engine has the app's script from before.
    const slow = await startPagesServer(siteDir(base), base, { recordErrors: true });
    const tab = await context.engine.open({ width: 375, height: 740 });
    const button = `button[aria-controls="${sectionIds.mobileMenu}"]`;
    const toggle = `button[aria-label="${siteWords.nav.darkTheme}"]`;
    const menu = `#${sectionIds.mobileMenu}`;
    const marked = (name: string) =>
      tab.evaluate((n) => document.documentElement.hasAttribute(n), name);
    try {
      // The app's code is held back, as on a slow phone's connection.
      slow.held.push(/^assets\/.+\.js$/);
      // Left to load on its own: a navigation the driver waits for would wait for the app.
      await tab.goto(`${slow.url}robots.txt`);
      await tab.evaluate((address) => void (location.href = address), slow.url + slug);
      await until(
        tab,
        'the project page’s HTML',
        (address) =>
          location.href === address &&
          document.readyState !== 'loading' &&
          document.querySelector('footer') !== null,
        slow.url + slug,
      );
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

      slow.release();
      await appReady(tab);
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
      expect(
        await tab.evaluate(
          (key) => JSON.parse(sessionStorage.getItem(key) ?? '[]') as string[],
          recordedErrorsKey,
        ),
      ).toEqual([]);
    } finally {
      await tab.close();
      await slow.close();
    }
  });

  it('before the app runs, leaves nothing that looks live and would lose a tap: its own buttons wait disabled, every other control is a link that works', async () => {
    const search = `button[aria-label="${siteWords.search.open}"]`;
    /**
     * Opens `path` cold in a tab of its own, with the app's code held back, and runs `check` on
     * it; then lets the app's code come, and waits for the app. A server each: the held requests
     * of one page would take the browser's six connections to a host, and the next page's HTML
     * would wait behind them.
     */
    const openCold = async (path: string, check: (tab: Tab) => Promise<void>) => {
      const slow = await startPagesServer(siteDir(base), base, { recordErrors: true });
      const tab = await context.engine.open({ width: 375, height: 740 });
      try {
        slow.held.push(/^assets\/.+\.js$/);
        await tab.goto(`${slow.url}robots.txt`);
        await tab.evaluate((address) => void (location.href = address), slow.url + path);
        await until(
          tab,
          `/${path}'s HTML`,
          (address) =>
            location.href === address &&
            document.readyState !== 'loading' &&
            document.querySelector('footer') !== null,
          slow.url + path,
        );
        await check(tab);
        // Once the app runs, its buttons answer.
        slow.release();
        await appReady(tab);
        expect(
          await tab.evaluate((s) => document.querySelector<HTMLButtonElement>(s)!.disabled, search),
        ).toBe(false);
        expect(
          await tab.evaluate(
            (key) => JSON.parse(sessionStorage.getItem(key) ?? '[]') as string[],
            recordedErrorsKey,
          ),
        ).toEqual([]);
      } finally {
        await tab.close();
        await slow.close();
      }
    };

    await openCold('', async (tab) => {
      // The search button shows (JavaScript runs) but waits, dimmed and disabled, for the app.
      expect(await isShown(tab, search)).toBe(true);
      expect(
        await tab.evaluate((s) => document.querySelector<HTMLButtonElement>(s)!.disabled, search),
      ).toBe(true);
      // The featured card's timeline button is a link to the timeline.
      if (featured.timeline)
        expect(await isShown(tab, `main a[href="${base}${slug}#timeline"]`)).toBe(true);
    });

    await openCold(slug, async (tab) => {
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
    await openCold(galleryPath, async (tab) => {
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
