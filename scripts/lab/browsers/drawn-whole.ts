import type { Page } from 'playwright-core';

/**
 * Draws every part of the page now, as if the visitor had been near each: the page draws the
 * parts below its first only when the visitor nears them (src/styles/index.css). For checks that
 * read every element's box or colours at once (axe's contrast, which finds a text's background
 * by what is drawn under it; computed margins) and for screenshots of the whole page (a part not
 * near the screen would show as its empty box): each is then read as a visitor who scrolled
 * there sees it. Found by their computed style, so no selector is written twice. Runs in the
 * page (self-contained, for any driver's evaluate); drawWholePage for a Playwright page.
 */
export function drawEveryPart(): void {
  for (const element of document.querySelectorAll<HTMLElement>('body *'))
    if (getComputedStyle(element).contentVisibility !== 'visible')
      element.style.contentVisibility = 'visible';
}

/** drawEveryPart in a Playwright page: the review's axe and screenshots, the browser tests. */
export function drawWholePage(page: Page): Promise<void> {
  return page.evaluate(drawEveryPart);
}
