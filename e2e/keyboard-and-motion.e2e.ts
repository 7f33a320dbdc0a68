import { describe, expect, it } from 'vitest';
import { anchorTopPx } from '../src/styles/layout';
import { appReady, featured, pageIdle, useSite } from './support/site';

/** The made-up featured project's address (every section is there). */
const slug = featured.slug;

describe('keyboard', () => {
  const site = useSite('/portfolio/');

  it.each(['', `${slug}`])(
    '/%s: the skip link is the first stop and jumps to the content',
    async (path) => {
      const { page } = await site.open();
      await page.goto(site.url(path));
      await page.keyboard.press('Tab');
      const first = await page.evaluate(() => ({
        text: document.activeElement?.textContent,
        href: document.activeElement?.getAttribute('href'),
      }));
      expect(first).toEqual({ text: 'Skip to content', href: '#main-content' });
      await page.keyboard.press('Enter');
      await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('main-content');
    },
  );

  it('/pcbrule: the skip link still lands on the content while the app takes over the page', async () => {
    const { page } = await site.open();
    // A slow phone's CPU widens the moment between the page's code arriving and
    // the app having taken over, and the jump is made inside that moment.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 10 });
    const pageChunk = page.waitForResponse((response) =>
      /\/assets\/project-[\w-]+\.js$/.test(response.url()),
    );
    await page.goto(site.url(`${slug}`), { waitUntil: 'commit' });
    await pageChunk;
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await appReady(page);
    // Had the jump come while the page was still only partly taken over, React
    // would now be drawing it afresh: wait until it has no work left.
    await pageIdle(page);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main-content');
  });

  it('shows a visible focus ring on every control reached with Tab', async () => {
    const { page } = await site.open();
    await page.goto(site.url(`${slug}`));
    // The focus ring is checked on the page as the app leaves it.
    await appReady(page);
    const seen = new Set<string>();
    for (let stop = 0; stop < 12; stop += 1) {
      await page.keyboard.press('Tab');
      const focus = await page.evaluate(() => {
        const element = document.activeElement as HTMLElement;
        const style = getComputedStyle(element);
        return {
          label: `${element.tagName} ${element.textContent?.trim().slice(0, 30)}`,
          outline: style.outlineStyle,
          width: parseFloat(style.outlineWidth),
        };
      });
      if (focus.label.startsWith('BODY')) break;
      seen.add(focus.label);
      expect(focus.outline, focus.label).not.toBe('none');
      expect(focus.width, focus.label).toBeGreaterThanOrEqual(2);
    }
    expect(seen.size).toBeGreaterThan(5);
  });
});

describe('reduced motion', () => {
  const site = useSite('/portfolio/');

  it('stops the pulsing dot and jumps to the timeline without animating', async () => {
    const { page } = await site.open({ reducedMotion: 'reduce' });
    await page.goto(site.url(`${slug}#timeline`));
    await page.waitForFunction(() => window.location.hash === '');
    // With smooth scrolling the page would still be on its way; reduced, it is already there.
    const top = await page.evaluate(
      () => document.getElementById('timeline-section')!.getBoundingClientRect().top,
    );
    expect(Math.abs(top - anchorTopPx)).toBeLessThan(4);
    const pulse = await page.evaluate(() => {
      const ring = document.querySelector('[data-status-dot="current"] .animate-pulse-ring')!;
      const style = getComputedStyle(ring);
      return {
        count: style.animationIterationCount,
        duration: parseFloat(style.animationDuration),
      };
    });
    expect(pulse.count).toBe('1');
    expect(pulse.duration).toBeLessThan(0.001);
  });

  it('animates the dot and scrolls smoothly otherwise', async () => {
    const { page } = await site.open({ reducedMotion: 'no-preference' });
    // Every place the page is scrolled to on its way, recorded by the page itself: a smooth
    // scroll passes through several, a jump through one (however late the test looks).
    await page.addInitScript(() => {
      const seen = window as unknown as { scrolledTo: number[] };
      seen.scrolledTo = [];
      addEventListener('scroll', () => seen.scrolledTo.push(window.scrollY));
    });
    await page.goto(site.url(`${slug}#timeline`));
    await page.waitForFunction(() => window.location.hash === '');
    await page.waitForFunction(
      (top) =>
        Math.abs(document.getElementById('timeline-section')!.getBoundingClientRect().top - top) <
        4,
      anchorTopPx,
    );
    const scrolledTo = await page.evaluate(
      () => (window as unknown as { scrolledTo: number[] }).scrolledTo,
    );
    expect(new Set(scrolledTo).size).toBeGreaterThan(2);
    expect(
      await page.evaluate(
        () =>
          getComputedStyle(
            document.querySelector('[data-status-dot="current"] .animate-pulse-ring')!,
          ).animationIterationCount,
      ),
    ).toBe('infinite');
  });
});
