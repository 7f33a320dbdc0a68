import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { appReady, featured, pageIdle, useSite } from './support/site';

/** The made-up featured project's address (every section is there). */
const slug = featured.slug;

/** The story card that holds the working rule, as the content names it. */
const ruleCard = featured.story!.find((card) => card.interactive === 'slide-rule')!;

const slideRuleChunk = /\/assets\/interactive-slide-rule-[\w-]+\.js$/;

/** The working rule's parts, once its chunk has loaded. */
const parts = (page: Page) => ({
  stage: page.getByRole('group', { name: 'A working PCBrule' }),
  slide: page.getByRole('slider', { name: 'Slide (C scale)' }),
  cursor: page.getByRole('slider', { name: 'Cursor' }),
  readout: page.locator('figure figcaption p').first(),
});

/** Brings the card to the screen and waits for the working rule. */
async function openRule(page: Page) {
  await page.getByRole('heading', { name: ruleCard.title }).scrollIntoViewIfNeeded();
  await parts(page).slide.waitFor();
  // The working rule has taken the still drawing's place: wait until it stands
  // still on the screen (the same box on two animation frames in a row).
  await parts(page).stage.evaluate(
    (stage) =>
      new Promise<void>((resolve) => {
        let last = '';
        const check = () => {
          const { x, y, width, height } = stage.getBoundingClientRect();
          const box = [x, y, width, height].join();
          if (box === last) return resolve();
          last = box;
          requestAnimationFrame(check);
        };
        requestAnimationFrame(check);
      }),
  );
}

/**
 * Does `action`, which ends a press on the rule, and waits until the rule has
 * let go of the pointer it captured on the press (lostpointercapture): the
 * drag is over and the rule has come to rest.
 */
async function untilReleased(page: Page, action: () => Promise<void>) {
  const released = await page.evaluateHandle(() => ({
    done: new Promise<void>((resolve) =>
      document.addEventListener('lostpointercapture', () => resolve(), {
        once: true,
        capture: true,
      }),
    ),
  }));
  await action();
  await released.evaluate(({ done }) => done);
}

/** Drags horizontally from (x, y) by dx CSS pixels, in small steps like a hand. */
async function drag(page: Page, x: number, y: number, dx: number) {
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + dx, y, { steps: 12 });
  await untilReleased(page, () => page.mouse.up());
}

describe('the working slide rule', () => {
  const site = useSite('/portfolio/');

  it('shows a still drawing set to 2 × 3 without JavaScript', async () => {
    const { page } = await site.open({ javaScriptEnabled: false });
    await page.goto(site.url(`${slug}`));
    const still = page.getByRole('img', { name: /^The PCBrule set to 2 × 3/ });
    expect(await still.isVisible()).toBe(true);
    expect(await page.getByText('2 × 3 = 6.00').isVisible()).toBe(true);
    expect(await page.getByRole('slider').count()).toBe(0);
    // No "drag" instructions for a picture that cannot move: it says what it shows.
    expect(await page.getByText(/^Try it: drag/).isVisible()).toBe(false);
    expect(await page.getByText(/^Set to 2 × 3: C’s 1 over 2 on D/).isVisible()).toBe(true);
  });

  it('loads its code only when the card nears the screen, without moving anything', async () => {
    const { page } = await site.open({ viewport: { width: 375, height: 740 } });
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    await page.goto(site.url(`${slug}`));
    await appReady(page);
    // The app watches the card from when it takes over; once the browser has
    // drawn a frame or two and gone idle, it has decided the card is still far.
    await pageIdle(page);
    expect(requested.filter((url) => slideRuleChunk.test(url))).toEqual([]);
    const stylesheets = requested.filter((url) => url.endsWith('.css'));
    // With JavaScript the card invites a try, and keeps the no-JavaScript words out of sight.
    expect(await page.getByText(/^Try it: drag/).isVisible()).toBe(true);
    expect(await page.getByText(/^Set to 2 × 3: C’s 1 over 2 on D/).count()).toBe(0);

    const still = await page.getByRole('img', { name: /^The PCBrule set to 2 × 3/ }).boundingBox();
    await openRule(page);
    expect(requested.filter((url) => slideRuleChunk.test(url))).toHaveLength(1);
    // The whole stylesheet is in the page: the chunk must fetch none.
    expect(requested.filter((url) => url.endsWith('.css'))).toEqual(stylesheets);
    // The working rule takes the still drawing's place and size exactly.
    const scrolled = await page.evaluate(() => window.scrollY);
    const working = await parts(page).stage.boundingBox();
    expect(working).toEqual({ ...still!, y: still!.y - scrolled });
    expect(await parts(page).readout.textContent()).toBe('2 × 3 = 6.00');
  });

  it('multiplies by dragging the slide and the cursor with the mouse', async () => {
    const { page } = await site.open({ viewport: { width: 1280, height: 900 } });
    await page.goto(site.url(`${slug}`));
    await openRule(page);
    const { stage, slide, cursor, readout } = parts(page);
    const box = (await stage.boundingBox())!;
    const scalePx = (box.width * 888) / 1080;
    const xOf = (value: number) => box.x + (box.width * (96 + Math.log10(value) * 888)) / 1080;
    const slideBox = (await slide.boundingBox())!;
    const slideY = slideBox.y + slideBox.height / 2;

    // Slide C's 1 from 2 to 3 on D: the cursor, still over 6 on D, now stands over 2 on C.
    await drag(page, box.x + box.width * 0.45, slideY, (Math.log10(3) - Math.log10(2)) * scalePx);
    expect(await slide.getAttribute('aria-valuetext')).toBe('1 of C over 3 on D');
    expect(await readout.textContent()).toBe('3 × 2 = 6.00');

    // Move the cursor from 6 to 9 on D: 3 × 3.
    await drag(page, xOf(6), box.y + box.height * 0.1, xOf(9) - xOf(6));
    expect(await cursor.getAttribute('aria-valuetext')).toBe('9 on D, 3 on C');
    expect(await readout.textContent()).toBe('3 × 3 = 9.00');

    // A press elsewhere on the rule brings the cursor there.
    await untilReleased(page, () => page.mouse.click(xOf(4.5), box.y + box.height * 0.9));
    expect(await readout.textContent()).toBe('3 × 1.5 = 4.50');
  });

  it('works from the keyboard, and announces the settled product', async () => {
    const { page } = await site.open({ viewport: { width: 1280, height: 900 } });
    await page.goto(site.url(`${slug}`));
    await openRule(page);
    const { slide, cursor, readout } = parts(page);
    // Reached with the keyboard, each part shows its own focus ring (drawn in the SVG).
    const ringOpacity = (part: typeof slide) =>
      part.evaluate((g) => getComputedStyle(g.querySelector('rect.stroke-rule-silk')!).opacity);
    await cursor.focus();
    await page.keyboard.press('Shift+Tab');
    expect(await slide.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await ringOpacity(slide)).toBe('1');
    expect(await ringOpacity(cursor)).toBe('0');
    await page.keyboard.press('ArrowRight');
    expect(await slide.getAttribute('aria-valuetext')).toBe('1 of C over 2.02 on D');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('Tab');
    expect(await cursor.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.keyboard.press('PageUp');
    await page.keyboard.press('PageUp');
    expect(await readout.textContent()).toBe('2 × 3.5 = 7.00');
    await page.getByText('2 times 3.5 is 7.00').waitFor({ state: 'attached', timeout: 2000 });
    expect(
      await page.getByText('2 times 3.5 is 7.00').evaluate((e) => e.getAttribute('aria-live')),
    ).toBe('polite');
  });
});
