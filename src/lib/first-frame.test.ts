import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { firstFrameAttribute, firstFrameScript, heldParts, phoneScreen } from './first-frame';

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
  it('holds the later parts while the first frame is drawn, and lets them go one a frame after it, in page order', () => {
    // A page of three parts and a footer: words of the mark that hold nothing here are skipped.
    document.body.innerHTML =
      '<main id="main-content"><h1>first</h1><p>second</p><p>third</p></main><footer>foot</footer>';
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'setTimeout'] });
    runHeadScript();
    const firstHeld = () => root.getAttribute(firstFrameAttribute)?.split(' ')[0] ?? null;
    expect(root.getAttribute(firstFrameAttribute)).toBe(heldParts.map(([word]) => word).join(' '));
    // The frame's callbacks run before it paints: the mark stays through that frame.
    vi.advanceTimersToNextFrame();
    expect(firstHeld()).toBe(heldParts[0]![0]);
    const seen: Array<string | null> = [];
    for (
      let frame = 0;
      frame < heldParts.length && root.hasAttribute(firstFrameAttribute);
      frame++
    ) {
      vi.runOnlyPendingTimers();
      seen.push(firstHeld());
      vi.advanceTimersToNextFrame();
    }
    const parts = [...document.querySelectorAll('#main-content > *, footer')].slice(1);
    const wordOf = (part: Element) => heldParts.find(([, selector]) => part.matches(selector))![0];
    // After each frame one part is let go: the next held is the one after it, the mark gone after the last.
    expect(seen).toEqual([...parts.slice(1).map(wordOf), null]);
    document.body.innerHTML = '';
  });

  it('stops when the app takes the mark away to draw every part at once', () => {
    document.body.innerHTML =
      '<main id="main-content"><h1>first</h1><p>second</p><p>third</p></main><footer>foot</footer>';
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'setTimeout'] });
    runHeadScript();
    vi.advanceTimersToNextFrame();
    root.removeAttribute(firstFrameAttribute);
    // The next step finds the mark gone and puts nothing back.
    vi.runOnlyPendingTimers();
    expect(root.hasAttribute(firstFrameAttribute)).toBe(false);
    vi.advanceTimersToNextFrame();
    vi.runOnlyPendingTimers();
    expect(root.hasAttribute(firstFrameAttribute)).toBe(false);
    document.body.innerHTML = '';
  });

  it('lets no part go while a finger is down: on when every finger has lifted, or a second after its press', () => {
    document.body.innerHTML = `<main id="main-content"><h1>first</h1>${'<p>later</p>'.repeat(5)}</main>`;
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'setTimeout'] });
    const removed = vi.spyOn(window, 'removeEventListener');
    runHeadScript();
    const mark = () => root.getAttribute(firstFrameAttribute);
    const pointer = (type: string, pointerId: number) =>
      dispatchEvent(Object.assign(new Event(type), { pointerId }));
    /** A frame, and the task after it, where a part is let go. */
    const step = () => {
      vi.advanceTimersToNextFrame();
      vi.advanceTimersByTime(1);
    };
    step();
    const two = mark();
    // Two fingers down: one lifting is not enough; the other taken for a scroll is.
    pointer('pointerdown', 1);
    pointer('pointerdown', 2);
    step();
    step();
    expect(mark()).toBe(two);
    pointer('pointerup', 1);
    step();
    expect(mark()).toBe(two);
    pointer('pointercancel', 2);
    step();
    const three = mark();
    expect(three).not.toBe(two);
    // A press whose lift never comes holds them a second, not less.
    pointer('pointerdown', 1);
    vi.advanceTimersByTime(990);
    expect(mark()).toBe(three);
    vi.advanceTimersByTime(10);
    step();
    const four = mark();
    expect(four).not.toBe(three);
    // A second press, 500 ms after a first that lifted: the first's second runs out, not the second's.
    pointer('pointerdown', 1);
    vi.advanceTimersByTime(500);
    pointer('pointerup', 1);
    step();
    const five = mark();
    expect(five).not.toBe(four);
    pointer('pointerdown', 1);
    vi.advanceTimersByTime(600);
    expect(mark()).toBe(five);
    vi.advanceTimersByTime(500);
    step();
    expect(mark()).not.toBe(five);
    // Every part let go: the script stops listening.
    for (let frame = 0; frame < 5 && root.hasAttribute(firstFrameAttribute); frame++) step();
    expect(root.hasAttribute(firstFrameAttribute)).toBe(false);
    expect(removed.mock.calls.map(([type]) => type)).toEqual(
      expect.arrayContaining(['pointerdown', 'pointerup', 'pointercancel']),
    );
    document.body.innerHTML = '';
  });

  it('has one word for every part src/styles/index.css draws when near, and for no other element', () => {
    document.body.innerHTML = `<main id="main-content"><h1>a</h1>${'<p>b</p>'.repeat(11)}<ol>${'<li>c</li>'.repeat(9)}</ol><p>d</p></main><footer>e</footer>`;
    const parts = document.querySelectorAll(
      '#main-content > * + :not(ol), #main-content > ol > li, #main-content ~ footer',
    );
    const held = heldParts.flatMap(([, selector]) => [...document.querySelectorAll(selector)]);
    expect(new Set(held)).toEqual(new Set(parts));
    expect(held).toHaveLength(parts.length);
    document.body.innerHTML = '';
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
