/**
 * The inline rules are the whole stylesheet's (issue 21): each page is drawn from
 * the rules in its HTML until the whole stylesheet arrives, which must then change
 * nothing the visitor already sees: in light and dark, a chosen theme or the
 * system's, on a phone and a laptop, before and after the app marks the page.
 * Apart from first-paint.e2e.ts, whose tests are of another kind: this file reads
 * every computed property of every element, and two files share the two workers better.
 */
import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { storageKey } from '../src/lib/theme';
import { drawWholePage } from '../scripts/shared/drawn-whole';
import { everyKindOfPage as paths, useSite } from './support/site';

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

describe('the inline rules, then the whole stylesheet', () => {
  const site = useSite('/portfolio/');

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
