import { describe, expect, it } from 'vitest';
import { useSite } from './support/site';

describe('with JavaScript disabled', () => {
  const site = useSite('/portfolio/');

  it('shows the whole Home page from the HTML alone', async () => {
    const { page } = await site.open({ javaScriptEnabled: false });
    await page.goto(site.url());
    for (const text of [
      'Jordan Avery',
      'Currently Developing',
      'Other Projects',
      'More Coming Soon',
      '© 2025',
    ]) {
      expect(await page.getByText(text, { exact: false }).first().isVisible(), text).toBe(true);
    }
    expect(await page.getByRole('link', { name: /view resume/i }).isVisible()).toBe(true);
  });

  it('shows the whole project page, timeline included, from the HTML alone', async () => {
    const { page } = await site.open({ javaScriptEnabled: false });
    await page.goto(site.url('pcbrule'));
    for (const text of [
      'In Development',
      'Development Timeline',
      'Manufacture and Selling',
      'Technical Specifications',
      '$24.50',
      'Prototype Demo',
      'About Purchasing & Development Support',
    ]) {
      expect(await page.getByText(text, { exact: false }).first().isVisible(), text).toBe(true);
    }
    expect(await page.locator('#timeline-section ol > li').count()).toBe(11);
  });

  it('keeps the navigation usable on a phone: the links show without the menu button', async () => {
    const { page } = await site.open({
      javaScriptEnabled: false,
      viewport: { width: 375, height: 740 },
    });
    await page.goto(site.url('pcbrule'));
    expect(await page.getByRole('button', { name: 'Open menu' }).isVisible()).toBe(false);
    expect(await page.locator('#mobile-menu').getByRole('link', { name: 'Home' }).isVisible()).toBe(
      true,
    );
  });

  it('shows Home for an unknown path', async () => {
    const { page } = await site.open({ javaScriptEnabled: false, allowErrors: /status of 404/ });
    const response = await page.goto(site.url('somewhere/else'));
    expect(response?.status()).toBe(404);
    expect(await page.getByRole('heading', { level: 1, name: 'Jordan Avery' }).isVisible()).toBe(
      true,
    );
  });
});
