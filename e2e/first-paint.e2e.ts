/**
 * First paint from the HTML alone (issue 21): each page carries the rules its
 * own elements use, and everything else it links (the whole stylesheet, the
 * app) is asked for only after it has painted. The whole stylesheet, when it
 * comes, must change nothing the visitor already sees: in light and dark, a
 * chosen theme or the system's, before and after the app marks the page.
 */
import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { firstFrameAttribute, firstFrameWaitsFor } from '../src/lib/first-frame';
import { storageKey } from '../src/lib/theme';
import { pages as allPages } from '../src/app/pages';
import { updatePath } from '../src/lib/paths';
import { fixtureContent } from '../src/test/fixtures';
import { featured, useSite } from './support/site';
import { drawWholePage } from '../scripts/shared/drawn-whole';

const newestUpdate = fixtureContent.updates[featured.slug]![0]!;
/** Home, each project page and log, and an update: every kind of page there is. */
const paths = [
  ...allPages.map((page) => page.path.slice(1)),
  updatePath(featured.slug, newestUpdate.slug).slice(1),
];

/** What a page records of its first frame, and the layout shifts after it (an init script). */
type FirstFrameRecord = typeof window & {
  heldAtFirstFrame?: boolean;
  footerAtFirstFrame?: boolean;
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

/**
 * Every drawn element's computed style (and its ::before and ::after), one
 * entry per element, in document order. Kept in the page, under `name`, for `styleChanges`.
 */
function recordStyles(page: Page, name: string) {
  return page.evaluate((name) => {
    // Every animation (the current milestone's pulse) held at its start, so only rules count.
    for (const animation of document.getAnimations()) {
      animation.pause();
      animation.currentTime = 0;
    }
    // What is drawn: the page and its body's elements (the head gains the app's script meanwhile).
    const drawn = [document.documentElement, document.body, ...document.body.querySelectorAll('*')];
    const lines = drawn.map((element) =>
      [null, '::before', '::after']
        .flatMap((pseudo) => {
          const style = getComputedStyle(element, pseudo);
          // A ::before or ::after with no content is not drawn: its content alone says so (a rule
          // that gives it content shows as a change), and the other three hundred properties of
          // the thousands that are never drawn would only triple the work.
          if (pseudo && style.content === 'none') return [`${pseudo}content: none`];
          return [...style].map(
            (property) => `${pseudo ?? ''}${property}: ${style.getPropertyValue(property)}`,
          );
        })
        .join('\n'),
    );
    (window as unknown as Record<string, string[]>)[name] = lines;
    return lines.length;
  }, name);
}

/** The first differences between two recorded sets of styles: the element and the properties. */
function styleChanges(page: Page, before: string, after: string) {
  return page.evaluate(
    ([before, after]) => {
      const recorded = window as unknown as Record<string, string[]>;
      const [was, now] = [recorded[before]!, recorded[after]!];
      const elements = [
        document.documentElement,
        document.body,
        ...document.body.querySelectorAll('*'),
      ];
      if (was.length !== now.length) return [`${was.length} elements, then ${now.length}`];
      return was
        .flatMap((line, index) => {
          if (line === now[index]) return [];
          const old = line.split('\n');
          const changed = now[index]!.split('\n')
            .map((value, at) => (value === old[at] ? null : `${old[at]} → ${value}`))
            .filter(Boolean);
          const element = elements[index]!;
          return [`<${element.localName} class="${element.className}">: ${changed.join('; ')}`];
        })
        .slice(0, 5);
    },
    [before, after],
  );
}

describe('first paint from the HTML alone', () => {
  const site = useSite('/portfolio/');

  it.each(paths)('/%s asks for no stylesheet or script before its first paint', async (path) => {
    const { page } = await site.open({ viewport: { width: 375, height: 740 } });
    await page.goto(site.url(path));
    const early = await requestedBeforeFirstPaint(page);
    expect(early.filter((url) => /\.(css|js)$/.test(url))).toEqual([]);
  });

  // On a phone, the first frame draws the page's first part alone, the rest in a task after it
  // (src/lib/first-frame.ts): held at that frame by the page's inline rules, held no longer after
  // it, and nothing on the screen moves when they are drawn. A tall window holds nothing (a short
  // first part would leave a held part on its screen). The resume is one part: nothing to hold.
  describe.each([
    [375, 740, true],
    [1280, 1400, false],
  ])('at %i × %i', (width, height, held) => {
    it.each(paths.filter((path) => path !== 'resume'))(
      `/%s ${held ? 'holds' : 'does not hold'} the parts after its first at its first frame; nothing moves`,
      async (path) => {
        const { page } = await site.open({ viewport: { width, height } });
        // At six times slower, as a loaded machine or a cheap phone runs it, Chromium drew frames
        // while the HTML was still being read, and what arrived after moved what was drawn; the
        // first frame waits for the footer now (firstFrameWaitsFor).
        const devtools = await page.context().newCDPSession(page);
        await devtools.send('Emulation.setCPUThrottlingRate', { rate: 6 });
        await page.addInitScript(
          ([mark, footer]) => {
            const seen = window as FirstFrameRecord;
            seen.shifts = 0;
            new PerformanceObserver((entries) => {
              for (const entry of entries.getEntries() as Array<
                PerformanceEntry & { value: number; hadRecentInput: boolean }
              >)
                if (!entry.hadRecentInput) seen.shifts! += entry.value;
            }).observe({ type: 'layout-shift', buffered: true });
            requestAnimationFrame(() => {
              seen.heldAtFirstFrame = document.documentElement.hasAttribute(mark!);
              seen.footerAtFirstFrame = document.querySelector(footer!) !== null;
            });
          },
          [firstFrameAttribute, firstFrameWaitsFor.href],
        );
        // The whole stylesheet is held back for good: what holds them must be inline.
        await page.route(/\.css$/, () => undefined);
        await page.goto(site.url(path));
        await page.evaluate(
          () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 500))),
        );
        const seen = await page.evaluate(() => {
          const { heldAtFirstFrame, footerAtFirstFrame, shifts } = window as FirstFrameRecord;
          return { held: heldAtFirstFrame, footer: footerAtFirstFrame, shifts };
        });
        expect(seen.held).toBe(held);
        expect(seen.footer).toBe(true);
        // Where parts are held, nothing moves as they are drawn. (On the tall window, which holds
        // nothing, the log moved 0.078 as it loaded before this hold existed too: left for a fix
        // of its own, docs/decisions.md.)
        if (held) expect(seen.shifts).toBe(0);
        // The parts drawn when near, found by their computed style (as drawEveryPart finds them),
        // so that their selector is written in index.css alone: none is still held.
        const drawn = await page.evaluate(() =>
          [...document.querySelectorAll('body *')]
            .map((element) => getComputedStyle(element).contentVisibility)
            .filter((visibility) => visibility !== 'visible'),
        );
        expect(drawn.length).toBeGreaterThan(0);
        expect(new Set(drawn)).toEqual(new Set(['auto']));
        // The rule that holds them is in the page's inline CSS.
        const marked = await page.evaluate((mark) => {
          const parts = [...document.querySelectorAll('body *')].filter(
            (element) => getComputedStyle(element).contentVisibility === 'auto',
          );
          document.documentElement.setAttribute(mark, '');
          return parts.map((part) => getComputedStyle(part).contentVisibility);
        }, firstFrameAttribute);
        expect(marked).toEqual(drawn.map(() => 'hidden'));
      },
    );
  });

  describe.each([
    ['a light system setting', 'light', null],
    ['a dark system setting', 'dark', null],
    ['dark chosen with the toggle on a light system', 'light', 'dark'],
    ['light chosen with the toggle on a dark system', 'dark', 'light'],
  ] as const)('with %s', (_name, colorScheme, chosen) => {
    it.each(paths)(
      '/%s looks the same before and after the whole stylesheet arrives',
      async (path) => {
        const { page } = await site.open({ colorScheme, viewport: { width: 375, height: 740 } });
        if (chosen)
          await page.addInitScript(
            ([key, theme]) => localStorage.setItem(key!, theme!),
            [storageKey, chosen],
          );
        // The app stays out (an empty module), so only the stylesheet changes the page;
        // the stylesheet waits until the page has been recorded with its inline rules alone.
        await page.route(/\.js$/, (route) =>
          route.fulfill({ contentType: 'text/javascript', body: '' }),
        );
        let release!: () => void;
        const held = new Promise<void>((resolve) => (release = resolve));
        const asked = new Promise<void>((resolve) =>
          page.route(/\.css$/, async (route: Route) => {
            resolve();
            await held;
            await route.continue();
          }),
        );
        await page.goto(site.url(path));
        await asked;
        // Every part drawn, so that none is read in one record drawn and in the other not.
        await drawWholePage(page);
        // On a phone and a laptop (the layouts differ), with JavaScript's mark and without it
        // (the head script's data-js, gone if the app fails): the rules of both must be inline.
        const cases = [375, 1280].flatMap((width) =>
          [false, true].map((marked) => ({ width, marked, name: `${width}-${marked}` })),
        );
        const record = async (stylesheet: 'inline' | 'whole') => {
          for (const { width, marked, name } of cases) {
            await page.setViewportSize({ width, height: 740 });
            // The resize reaches the page's layout a moment later (under load, after the
            // next record had begun: a centred box read at its 375 px margins, seen in CI).
            await page.waitForFunction((width) => window.innerWidth === width, width);
            await page.evaluate(() => new Promise(requestAnimationFrame));
            await page.evaluate((marked) => {
              if (marked) document.documentElement.dataset.js = '';
              else delete document.documentElement.dataset.js;
            }, marked);
            await recordStyles(page, `${stylesheet}-${name}`);
          }
        };
        await record('inline');
        release();
        await page.waitForFunction(() =>
          [...document.styleSheets].some((sheet) => sheet.href?.endsWith('.css')),
        );
        await record('whole');
        for (const { name } of cases)
          expect(await styleChanges(page, `inline-${name}`, `whole-${name}`), name).toEqual([]);
      },
    );
  });
});
