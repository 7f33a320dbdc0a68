import { useEffect, useState, type RefObject } from 'react';
import type { RuleSetting } from '../../lib/slide-rule';
import { describeReading } from './slide-rule-frame';

/** What a screen reader hears once the rule has settled: words, not symbols. */
const spokenReading = (setting: RuleSetting) =>
  describeReading(setting, (a, b, product) => `${a} times ${b} is ${product}`);

/**
 * The words a live region announces: the rule's reading, after a pause, not
 * at every graduation passed, and nothing while a part is dragged or before
 * the visitor has moved anything (the rule loads before it is in view).
 */
export function useSettledReading(
  setting: RuleSetting,
  dragging: boolean,
  touched: RefObject<boolean>,
): string {
  const [announcement, setAnnouncement] = useState('');
  // The live region repeats a reading only when its text changes, so a reading
  // equal to the last one alternates a trailing no-break space to be heard again.
  useEffect(() => {
    if (dragging || !touched.current) return;
    const timer = window.setTimeout(
      () =>
        setAnnouncement((last) => {
          const reading = spokenReading(setting);
          return last === reading ? `${reading}\u00a0` : reading;
        }),
      600,
    );
    return () => window.clearTimeout(timer);
  }, [setting, dragging, touched]);
  return announcement;
}
