import { afterEach, describe, expect, it, vi } from 'vitest';
import { firstFrameAttribute, firstFrameScript } from './first-frame';

const root = document.documentElement;
/** Runs the inline <head> script the way the browser does: as plain source text. */
const runHeadScript = () => new Function(firstFrameScript())();

afterEach(() => {
  vi.useRealTimers();
  root.removeAttribute(firstFrameAttribute);
  history.replaceState(null, '', location.pathname);
});

describe('the first frame', () => {
  it('holds the later parts while the first frame is drawn, and lets them go in a task after it', () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'setTimeout'] });
    runHeadScript();
    expect(root.hasAttribute(firstFrameAttribute)).toBe(true);
    // The frame's callbacks run before it paints: the mark stays through that frame.
    vi.advanceTimersToNextFrame();
    expect(root.hasAttribute(firstFrameAttribute)).toBe(true);
    vi.runOnlyPendingTimers();
    expect(root.hasAttribute(firstFrameAttribute)).toBe(false);
  });

  it('holds nothing when the address names an anchor, which the browser scrolls to as the page loads', () => {
    history.replaceState(null, '', '#timeline');
    runHeadScript();
    expect(root.hasAttribute(firstFrameAttribute)).toBe(false);
  });
});
