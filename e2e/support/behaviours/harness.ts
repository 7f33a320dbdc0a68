/** The harness's own check: that a page's errors are heard. */
import { expect, it } from 'vitest';
import { recordedErrorsKey } from '../../../scripts/lab/pages-server';
import { until, type BehaviourContext } from './tab';

/** That a page's console errors, failed loads and uncaught errors are recorded. */
export function harnessBehaviours(context: BehaviourContext): void {
  const { open, url } = context;
  it('hears what goes wrong in a page (a check of the test harness itself)', async () => {
    const tab = await open();
    await tab.goto(url());
    await tab.evaluate(() => {
      console.error('probe: console.error');
      const picture = new Image();
      picture.src = 'images/probe-no-such-picture.png';
      document.body.append(picture);
      setTimeout(() => {
        throw new Error('probe: uncaught');
      }, 0);
    });
    const recorded = () =>
      tab.evaluate(
        (key) => JSON.parse(sessionStorage.getItem(key) ?? '[]') as string[],
        recordedErrorsKey,
      );
    await until(
      tab,
      'three errors',
      (key) => (JSON.parse(sessionStorage.getItem(key) ?? '[]') as string[]).length >= 3,
      recordedErrorsKey,
    );
    expect((await recorded()).sort()).toEqual([
      expect.stringContaining('failed to load http://127.0.0.1'),
      expect.stringContaining('probe: console.error'),
      // Chromium hides the message of an error thrown by code the driver sent.
      expect.stringMatching(/uncaught .*(probe: uncaught|Script error\.)/),
    ]);
    await tab.evaluate((key) => sessionStorage.removeItem(key), recordedErrorsKey);
  });
}
