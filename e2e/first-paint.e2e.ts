/**
 * First paint from the HTML alone (issue 21): each page carries the whole stylesheet inline
 * (applied once: no stylesheet arrives later to restyle it, issue 67), and the app is asked for
 * only after it has painted; the first frame waits for the whole HTML, and nothing moves as the
 * parts are drawn, on a phone or a tall window (issue 48).
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { firstFrameWaitsFor } from '../src/lib/first-frame';
import { everyKindOfPage as paths, useSite } from './support/site';

/** What a page records of its first frame, and the layout shifts after it (an init script). */
type FirstFrameRecord = typeof window & {
  parsedAtFirstFrame?: boolean;
  shifts?: number;
};

/** What was asked for, by kind, before the page's first contentful paint. */
function requestedBeforeFirstPaint(page: Page) {
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve) => {
        new PerformanceObserver((entries, observer) => {
          const paint = entries.getEntriesByName('first-contentful-paint')[0];
          if (!paint) return;
          observer.disconnect();
          const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
          resolve(
            resources
              .filter((resource) => resource.startTime < paint.startTime)
              .map((resource) => new URL(resource.name).pathname),
          );
        }).observe({ type: 'paint', buffered: true });
      }),
  );
}

describe('first paint from the HTML alone', () => {
  const site = useSite('/portfolio/');

  it.each(paths)(
    '/%s asks for no script before its first paint, and no stylesheet once the app runs',
    async (path) => {
      const { page } = await site.open({ viewport: { width: 375, height: 740 } });
      await page.goto(site.url(path));
      const early = await requestedBeforeFirstPaint(page);
      expect(early.filter((url) => /\.(css|js)$/.test(url))).toEqual([]);
      await page.waitForSelector('html[data-hydrated]');
      const all = await page.evaluate(() =>
        performance.getEntriesByType('resource').map((resource) => new URL(resource.name).pathname),
      );
      expect(all.some((url) => url.endsWith('.js'))).toBe(true);
      expect(all.filter((url) => url.endsWith('.css'))).toEqual([]);
    },
  );

  // The first frame is drawn from the whole HTML (src/lib/first-frame.ts), and nothing on the
  // screen moves as the parts below the first are drawn when near (src/styles/index.css). The
  // resume is one part.
  describe.each([
    [375, 740],
    [1280, 1400],
  ])('at %i × %i', (width, height) => {
    it.each(paths.filter((path) => path !== 'resume'))(
      '/%s draws its first frame from the whole HTML; nothing moves as its parts are drawn',
      async (path) => {
        const { page } = await site.open({ viewport: { width, height } });
        // At six times slower, as a loaded machine or a cheap phone runs it, Chromium drew frames
        // while the HTML was still being read, and what arrived after moved what was drawn; the
        // first frame waits until the app's HTML is parsed now (firstFrameWaitsFor).
        const devtools = await page.context().newCDPSession(page);
        await devtools.send('Emulation.setCPUThrottlingRate', { rate: 6 });
        await page.addInitScript((end) => {
          const seen = window as FirstFrameRecord;
          seen.shifts = 0;
          new PerformanceObserver((entries) => {
            for (const entry of entries.getEntries() as Array<
              PerformanceEntry & { value: number; hadRecentInput: boolean }
            >)
              if (!entry.hadRecentInput) seen.shifts! += entry.value;
          }).observe({ type: 'layout-shift', buffered: true });
          requestAnimationFrame(() => {
            seen.parsedAtFirstFrame = document.querySelector(end) !== null;
          });
        }, firstFrameWaitsFor.href);
        await page.goto(site.url(path));
        // Until the app has taken the page: nothing moves when it does either.
        await page.waitForSelector('html[data-hydrated]');
        await page.evaluate(
          () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 100))),
        );
        const seen = await page.evaluate(() => {
          const { parsedAtFirstFrame, shifts } = window as FirstFrameRecord;
          return { parsed: parsedAtFirstFrame, shifts };
        });
        expect(seen.parsed).toBe(true);
        // Nothing moves as the parts are drawn (on the tall window the log moved 0.078 while its
        // list was a part holding parts: src/styles/index.css).
        expect(seen.shifts).toBe(0);
        // The parts drawn when near, found by their computed style (as drawEveryPart finds them),
        // so that their selector is written in index.css alone.
        const drawn = await page.evaluate(() =>
          [...document.querySelectorAll('body *')]
            .map((element) => getComputedStyle(element).contentVisibility)
            .filter((visibility) => visibility !== 'visible'),
        );
        expect(drawn.length).toBeGreaterThan(0);
        expect(new Set(drawn)).toEqual(new Set(['auto']));
      },
    );
  });
});
