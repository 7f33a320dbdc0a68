/** The theme toggle and the choice kept across a reload and pages. */
import { expect, it } from 'vitest';
import { siteWords } from '../site';
import { appReady, slug, type BehaviourContext } from './tab';

/** Switching the theme, and keeping the choice. */
export function themeBehaviours(context: BehaviourContext): void {
  const { open, url } = context;
  it('switches the theme with its toggle, and keeps the choice across a reload and pages', async () => {
    const tab = await open();
    await tab.goto(url());
    await appReady(tab);
    const toggle = `button[aria-label="${siteWords.nav.darkTheme}"]`;
    const pressed = () =>
      tab.evaluate((s) => document.querySelector(s)!.getAttribute('aria-pressed'), toggle);
    const surface = () => tab.evaluate(() => getComputedStyle(document.body).backgroundColor);
    const before = { pressed: await pressed(), surface: await surface() };

    await tab.click(toggle);
    const chosen = before.pressed === 'true' ? 'light' : 'dark';
    expect(await pressed()).toBe(before.pressed === 'true' ? 'false' : 'true');
    expect(await tab.evaluate(() => document.documentElement.dataset.theme)).toBe(chosen);
    const after = await surface();
    expect(after).not.toBe(before.surface);

    for (const path of [slug, '']) {
      await tab.goto(url(path));
      // At the load event, before the app's script has run, the head script has put the choice on.
      expect(await tab.evaluate(() => document.documentElement.dataset.theme)).toBe(chosen);
      expect(await surface()).toBe(after);
      await appReady(tab);
      expect(await pressed()).toBe(before.pressed === 'true' ? 'false' : 'true');
    }
    await tab.reload();
    expect(await tab.evaluate(() => document.documentElement.dataset.theme)).toBe(chosen);
  });
}
