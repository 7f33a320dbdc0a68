/**
 * axe-core (WCAG 2.2 AA and best practice) on pages as a person sees them, for
 * the accessibility checks of the made-up owner's pages (accessibility.e2e.ts)
 * and of the real owner's (owner-site.e2e.ts).
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { appReady, shownInFull } from './site';
import { drawWholePage } from '../../scripts/lab/browsers/drawn-whole';

/** The rules axe checks: WCAG 2.0–2.2 A and AA, and its best practices. */
export const axeTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/**
 * Once the app runs, the project page's slide-rule card turns into the working
 * rule if it is within 400 px of the screen (useNearViewport in
 * slide-rule-playground.tsx). When it is that near, waits for the working rule,
 * so that axe sees the page as it stays, not halfway through the swap.
 */
async function slideRuleSettled(page: Page) {
  const near = await page.evaluate(
    () =>
      new Promise<boolean>((resolve) => {
        const card = document.querySelector('figure.board')?.parentElement;
        if (!card) return resolve(false);
        const observer = new IntersectionObserver(
          (entries) => {
            observer.disconnect();
            resolve(entries.some((entry) => entry.isIntersecting));
          },
          { rootMargin: '400px 0px' },
        );
        observer.observe(card);
      }),
  );
  if (near) await page.getByRole('slider', { name: 'Cursor' }).waitFor();
}

/**
 * axe's violations on the page as a person sees it: the app running, every part drawn as
 * once scrolled to, fonts and pictures on the screen in, and the slide rule as it will stay. One line per
 * rule, naming the elements.
 */
async function violationsAsSeen(page: Page): Promise<string[]> {
  await appReady(page);
  await shownInFull(page);
  await slideRuleSettled(page);
  return axeViolations(page);
}

/**
 * axe's violations on the page as it is now, every part of it drawn (as a visitor who scrolls
 * sees it): one line per rule, naming the elements.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  await drawWholePage(page);
  return axeViolationsAsDrawn(page);
}

/**
 * axe's violations on the page as the browser has drawn it so far, parts below the first screen
 * perhaps not yet (as Lighthouse runs axe): one line per rule, naming the elements.
 */
export async function axeViolationsAsDrawn(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).withTags(axeTags).analyze();
  return violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/**
 * axe's violations in the light system scheme, then in the dark one, on one load of the page:
 * the system's scheme reaches the page through the stylesheet's media queries alone, so the
 * browser's setting is switched in place, once the colours' transitions have run.
 */
export async function violationsInBothSchemes(page: Page): Promise<string[]> {
  const found: string[] = [];
  const backgrounds = new Set<string>();
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    // The colours' transitions (the current milestone's pulse runs for ever: not waited for).
    await page.evaluate(() =>
      Promise.all(
        document
          .getAnimations()
          .filter((animation) => animation instanceof CSSTransition)
          .map((animation) => animation.finished),
      ),
    );
    found.push(...(await violationsAsSeen(page)).map((line) => `${colorScheme}: ${line}`));
    backgrounds.add(await page.evaluate(() => getComputedStyle(document.body).backgroundColor));
  }
  expect(backgrounds.size, 'the page took the dark scheme').toBe(2);
  return found;
}
