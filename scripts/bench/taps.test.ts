// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { answeredAt } from './taps';

/** A click's Event Timing entry: touched at 100, handled from 300 to 310, next paint at 400. */
const click = {
  name: 'click',
  startTime: 100,
  processingStart: 300,
  processingEnd: 310,
  duration: 300,
};

describe('when a tap was answered', () => {
  it('is the next paint of the event its state changed in', () => {
    expect(answeredAt({ entries: [click], touched: 100, changed: 305, shown: 480 })).toBe(400);
  });

  it('is the first frame after, when the state changed after every event of the tap', () => {
    expect(answeredAt({ entries: [click], touched: 100, changed: 600, shown: 650 })).toBe(650);
  });

  it('is unknown when the state never changed', () => {
    expect(answeredAt({ entries: [click], touched: 100 })).toBeUndefined();
  });
});
