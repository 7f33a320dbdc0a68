import AxeBuilder from '@axe-core/playwright';
import { describe, expect, it } from 'vitest';
import { appReady, useSite } from './support/site';

const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

describe('accessibility (axe, WCAG 2.2 AA)', () => {
  const site = useSite('/portfolio/');

  describe.each(['light', 'dark'] as const)('%s scheme', (colorScheme) => {
    it.each([
      ['', 375],
      ['', 1280],
      ['pcbrule', 375],
      ['pcbrule', 1280],
    ])('/%s at %i px has no violations', async (path, width) => {
      const { page } = await site.open({ colorScheme, viewport: { width, height: 900 } });
      await page.goto(site.url(path));
      await page.waitForLoadState('networkidle');
      const { violations } = await new AxeBuilder({ page }).withTags(tags).analyze();
      expect(
        violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
      ).toEqual([]);
    });
  });

  // A theme chosen with the toggle, against the system setting, passes too.
  it.each([
    ['dark', 'light', ''],
    ['dark', 'light', 'pcbrule'],
    ['light', 'dark', ''],
    ['light', 'dark', 'pcbrule'],
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

  it('has no violations with the phone menu open', async () => {
    const { page } = await site.open({ viewport: { width: 375, height: 800 } });
    await page.goto(site.url('pcbrule'));
    await appReady(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const { violations } = await new AxeBuilder({ page }).withTags(tags).analyze();
    expect(violations.map((v) => v.id)).toEqual([]);
  });
});
