import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { firstFrameAttribute, firstFrameScript, phoneScreen } from './first-frame';

const root = document.documentElement;
/** Runs the inline <head> script the way the browser does: as plain source text. */
const runHeadScript = () => new Function(firstFrameScript())();

/** The screen the page is on: a phone's, or a larger one. */
const onScreen = (phone: boolean) =>
  vi
    .spyOn(window, 'matchMedia')
    .mockImplementation((query) => ({ matches: phone && query === phoneScreen }) as MediaQueryList);

beforeEach(() => onScreen(true));

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
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

  it.each(['reload', 'back_forward'])(
    'holds nothing after a %s, where the browser scrolls back to where the reader was',
    (type) => {
      vi.spyOn(performance, 'getEntriesByType').mockReturnValue([
        { type } as PerformanceNavigationTiming,
      ]);
      runHeadScript();
      expect(root.hasAttribute(firstFrameAttribute)).toBe(false);
    },
  );

  it('holds nothing on a larger screen, where a short first part would leave a held part on it', () => {
    onScreen(false);
    runHeadScript();
    expect(root.hasAttribute(firstFrameAttribute)).toBe(false);
  });
});
