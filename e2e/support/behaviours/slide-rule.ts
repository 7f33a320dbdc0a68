/** The working slide rule: by keyboard and by pointer drag. */
import { describe, expect, it } from 'vitest';
import { slideRule } from '../../../src/content-model/slide-rule';
import { board } from '../../../src/lib/slide-rule';
import { type Tab } from '../../../scripts/lab/browsers/engines';
import { featured } from '../site';
import { until, appReady, slug, type BehaviourContext } from './tab';

const ruleCard = featured.story?.find((card) => card.interactive === 'slide-rule');

/** The featured project's working slide rule, when its story has one. */
export function slideRuleBehaviours(context: BehaviourContext): void {
  const { open, url } = context;
  describe.runIf(ruleCard)('the working slide rule', () => {
    const slide = `[role="slider"][aria-label="${slideRule.slideLabel}"]`;
    const cursor = `[role="slider"][aria-label="${slideRule.cursorLabel}"]`;
    const stage = `[role="group"][aria-label="${slideRule.label}"]`;
    const valueOf = (tab: Tab, selector: string) =>
      tab.evaluate(
        (s) => Number(document.querySelector(s)!.getAttribute('aria-valuenow')),
        selector,
      );

    /** Brings the rule's card to the screen and waits for the working rule, standing still. */
    async function openRule(tab: Tab) {
      await tab.goto(url(slug));
      await appReady(tab);
      await tab.evaluate((title) => {
        const headings = Array.from(document.querySelectorAll('h2, h3'));
        headings.find((h) => h.textContent === title)!.scrollIntoView({ block: 'start' });
      }, ruleCard!.title);
      await until(tab, 'the working rule', (s) => document.querySelector(s) !== null, cursor);
      await tab.evaluate(
        (s) =>
          new Promise<void>((resolve) => {
            let last = '';
            const check = () => {
              const { x, y, width, height } = document.querySelector(s)!.getBoundingClientRect();
              const box = [x, y, width, height].join();
              if (box === last) return resolve();
              last = box;
              requestAnimationFrame(check);
            };
            requestAnimationFrame(check);
          }),
        stage,
      );
    }

    it('moves by keyboard', async () => {
      const tab = await open(1280, 900);
      await openRule(tab);
      const start = { slide: await valueOf(tab, slide), cursor: await valueOf(tab, cursor) };
      await tab.evaluate((s) => (document.querySelector(s) as HTMLElement).focus(), slide);
      await tab.press('ArrowRight');
      expect(await valueOf(tab, slide)).toBeGreaterThan(start.slide);
      await tab.press('Tab');
      expect(await tab.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(
        slideRule.cursorLabel,
      );
      await tab.press('PageUp');
      expect(await valueOf(tab, cursor)).toBeGreaterThan(start.cursor);
    });

    it('moves the slide and the cursor by pointer drag', async () => {
      const tab = await open(1280, 900);
      await openRule(tab);
      const box = await tab.evaluate(
        (s) =>
          JSON.parse(JSON.stringify(document.querySelector(s)!.getBoundingClientRect())) as DOMRect,
        stage,
      );
      const perUnit = box.width / board.length;
      const xOf = (value: number) =>
        box.x + (board.scaleStart + Math.log10(value) * board.scaleLength) * perUnit;
      const slideY = box.y + (board.slide.y + board.slide.height / 2) * perUnit;

      // Pull the slide from C's 1 over 2 on D to over 3, holding it at 3 on D, away from the cursor.
      const fromSlide = await valueOf(tab, slide);
      await tab.drag(xOf(3), slideY, (Math.log10(3) - Math.log10(2)) * board.scaleLength * perUnit);
      await until(
        tab,
        'the slide to stand over 3 on D',
        (s, want) =>
          Math.abs(Number(document.querySelector(s)!.getAttribute('aria-valuenow')) - want) < 1,
        slide,
        fromSlide + 100 * (Math.log10(3) - Math.log10(2)),
      );

      // Move the cursor from 6 to 9 on D, holding it by its top.
      await tab.drag(xOf(6), box.y + board.topStator.height * 0.3 * perUnit, xOf(9) - xOf(6));
      await until(
        tab,
        'the cursor to stand over 9 on D',
        (s) =>
          Math.abs(Number(document.querySelector(s)!.getAttribute('aria-valuenow')) - 9) < 0.15,
        cursor,
      );
    });
  });
}
