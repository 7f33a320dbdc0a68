/**
 * The inline rules are the whole stylesheet's (issue 21): each page is drawn from
 * the rules in its HTML until the whole stylesheet arrives, which must then change
 * nothing the visitor already sees: in light and dark, a chosen theme or the
 * system's, on a phone and a laptop, before and after the app marks the page.
 * Apart from first-paint.e2e.ts, whose tests are of another kind: this file reads
 * the computed style of every element, 8 times a page, and two files share the two workers better.
 */
import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { storageKey } from '../src/lib/theme';
import { drawWholePage } from '../scripts/lab/browsers/drawn-whole';
import { everyKindOfPage as paths, useSite } from './support/site';

/**
 * The properties a rule can change: every longhand and custom property that a rule of the whole
 * stylesheet (`wholeCss`, parsed here but never applied) or of the inline rules names, in media
 * queries, supports and keyframes too; and the used width and height, which show what no
 * property names (a font face one of them lacks). A computed value differs between the two
 * stylesheets only where the cascade does, so only where one of these differs, on that element
 * or, inherited, on its children. Reading these alone (less than half of the ~490 properties
 * Chromium lists for an element, so a record takes 0.4 of the time) finds every change the whole
 * list would, and more: a custom property is read on every element, not only where it is set.
 * Kept in the page, under `name`.
 */
function recordNamedProperties(page: Page, wholeCss: string, name: string) {
  return page.evaluate(
    ([wholeCss, name]) => {
      const names = new Set(['width', 'height']);
      const whole = new CSSStyleSheet();
      whole.replaceSync(wholeCss);
      // A loop, not a function calling itself: a named function in a page's script breaks under
      // tsx, which wraps it in a helper the page does not have.
      const rules: CSSRule[] = [whole, ...document.styleSheets].flatMap((sheet) => [
        ...sheet.cssRules,
      ]);
      for (let rule = rules.pop(); rule; rule = rules.pop()) {
        const { style, cssRules } = rule as CSSRule & {
          style?: CSSStyleDeclaration;
          cssRules?: CSSRuleList;
        };
        if (style) for (const property of style) names.add(property);
        if (cssRules) rules.push(...cssRules);
      }
      // `all` sets every property: then every property is read.
      const read = names.has('all') ? [...getComputedStyle(document.body)] : [...names].sort();
      (window as unknown as Record<string, string[]>)[name] = read;
      return read.length;
    },
    [wholeCss, name] as const,
  );
}

/**
 * Every drawn element's computed style (and its ::before and ::after), the properties recorded
 * under `properties`, one entry per element, in document order. Kept in the page, under `name`,
 * for `styleChanges`.
 */
function recordStyles(page: Page, properties: string, name: string) {
  return page.evaluate(
    ([properties, name]) => {
      const recorded = window as unknown as Record<string, string[]>;
      // Every animation (the current milestone's pulse) held at its start, so only rules count.
      for (const animation of document.getAnimations()) {
        animation.pause();
        animation.currentTime = 0;
      }
      // What is drawn: the page and its body's elements (the head gains the app's script meanwhile).
      const drawn = [
        document.documentElement,
        document.body,
        ...document.body.querySelectorAll('*'),
      ];
      const lines = drawn.map((element) =>
        [null, '::before', '::after']
          .flatMap((pseudo) => {
            const style = getComputedStyle(element, pseudo);
            // A ::before or ::after with no content is not drawn: its content alone says so (a
            // rule that gives it content shows as a change), and its other properties, of the
            // thousands that are never drawn, would only triple the work.
            if (pseudo && style.content === 'none') return [`${pseudo}content: none`];
            return recorded[properties]!.map(
              (property) => `${pseudo ?? ''}${property}: ${style.getPropertyValue(property)}`,
            );
          })
          .join('\n'),
      );
      recorded[name] = lines;
      return lines.length;
    },
    [properties, name] as const,
  );
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
        const asked = new Promise<string>((resolve) =>
          page.route(/\.css$/, async (route: Route) => {
            const response = await route.fetch();
            resolve(await response.text());
            await held;
            await route.fulfill({ response });
          }),
        );
        await page.goto(site.url(path));
        const wholeCss = await asked;
        // Every part drawn, so that none is read in one record drawn and in the other not.
        await drawWholePage(page);
        await recordNamedProperties(page, wholeCss, 'properties');
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
            await recordStyles(page, 'properties', `${stylesheet}-${name}`);
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
