import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { timelineScrollDelayMs, timelineScrollMs } from './paths';
import { media } from '../../scripts/lab/unit-tests/setup';
import {
  arrivalTakenByHead,
  scrollToTimeline,
  timelineArrivalScript,
  timelinePlaces,
} from './timeline-scroll';

const { section, heading, main, taken } = timelinePlaces;

/** A page whose third part is the timeline, with parts before and after it. */
function drawPage() {
  document.body.innerHTML = `
    <header id="bar"></header>
    <main id="${main}">
      <section id="hero"></section>
      <div id="cards"></div>
      <section id="${section}"><h2 id="${heading}" tabindex="-1">Timeline</h2><ol id="list"></ol></section>
      <section id="after"></section>
    </main>
    <footer id="foot"></footer>`;
}

const scrollIntoView = () => vi.mocked(Element.prototype.scrollIntoView);

beforeEach(() => window.history.replaceState({ key: 'k' }, '', '/project?ref=cv#timeline'));
afterEach(() => {
  // A scroll still running stops, its listeners taken away (this file shares its window).
  window.dispatchEvent(new Event('wheel'));
  document.body.replaceChildren();
  delete (window as unknown as Record<string, unknown>)[taken];
  vi.useRealTimers();
});

describe('the scroll to the timeline', () => {
  beforeEach(() => vi.useFakeTimers());

  /** The page, with the timeline's top `top` px below the window's, wherever the page is scrolled. */
  function drawPageWithTimelineAt(top: number) {
    drawPage();
    document.getElementById(section)!.getBoundingClientRect = () => ({ top }) as DOMRect;
  }
  const scrolledTo = () =>
    vi.mocked(window.scrollTo).mock.calls.map(([options]) => (options as ScrollToOptions).top!);

  it('draws what lies before it, focuses its heading and drops the hash at once', () => {
    drawPageWithTimelineAt(1000);
    expect(scrollToTimeline(timelinePlaces)).toBe(true);
    const drawn = (id: string) => document.getElementById(id)!.style.contentVisibility;
    for (const id of ['hero', 'cards']) expect(drawn(id), id).toBe('visible');
    // What comes after stays drawn when near; nothing outside the main content is touched.
    for (const id of [section, 'after', 'bar', 'foot']) expect(drawn(id), id).toBe('');
    expect(document.activeElement?.id).toBe(heading);
    expect(window.location.pathname + window.location.search + window.location.hash).toBe(
      '/project?ref=cv',
    );
    // The router's history state is kept.
    expect(window.history.state).toEqual({ key: 'k' });
  });

  it(`scrolls there in ${timelineScrollMs} ms, eased, a frame at a time, and no further`, () => {
    drawPageWithTimelineAt(1000);
    scrollToTimeline(timelinePlaces);
    vi.advanceTimersByTime(timelineScrollMs / 2);
    const halfway = scrolledTo();
    expect(halfway.length).toBeGreaterThan(3);
    // Each frame further on, slow at first: eased in.
    for (let frame = 1; frame < halfway.length; frame += 1)
      expect(halfway[frame]).toBeGreaterThan(halfway[frame - 1]!);
    expect(halfway[1]! - halfway[0]!).toBeLessThan(halfway.at(-1)! - halfway.at(-2)!);
    expect(halfway.at(-1)).toBeLessThan(1000);
    vi.advanceTimersByTime(timelineScrollMs);
    expect(scrolledTo().at(-1)).toBe(1000);
    const frames = scrolledTo().length;
    vi.advanceTimersByTime(1000);
    expect(scrolledTo()).toHaveLength(frames);
    expect(scrollIntoView()).not.toHaveBeenCalled();
  });

  it('stops where it is when the visitor scrolls, touches or presses a key', () => {
    for (const type of ['wheel', 'touchstart', 'keydown']) {
      vi.mocked(window.scrollTo).mockClear();
      drawPageWithTimelineAt(1000);
      scrollToTimeline(timelinePlaces);
      vi.advanceTimersByTime(timelineScrollMs / 4);
      const before = scrolledTo().length;
      window.dispatchEvent(new Event(type));
      vi.advanceTimersByTime(timelineScrollMs);
      expect(scrolledTo(), type).toHaveLength(before);
      expect(scrolledTo().at(-1), type).toBeLessThan(1000);
    }
  });

  it('jumps there for a visitor who asked for less motion', () => {
    media.reducedMotion = true;
    drawPageWithTimelineAt(1000);
    scrollToTimeline(timelinePlaces);
    vi.advanceTimersByTime(timelineScrollMs);
    expect(scrollIntoView().mock.contexts[0]).toBe(document.getElementById(section));
    expect(scrollIntoView()).toHaveBeenCalledWith({ behavior: 'instant', block: 'start' });
    expect(window.scrollTo).not.toHaveBeenCalled();
  });

  it('does nothing on a page without a timeline', () => {
    document.body.innerHTML = `<main id="${main}"><section id="hero"></section></main>`;
    expect(scrollToTimeline(timelinePlaces)).toBe(false);
    vi.advanceTimersByTime(timelineScrollMs);
    expect(window.scrollTo).not.toHaveBeenCalled();
    expect(window.location.hash).toBe('#timeline');
  });
});

describe('the head script on a cold #timeline address', () => {
  beforeEach(() => vi.useFakeTimers());

  /** Runs the inline script as the page would, then the page's end of parsing. */
  function arrive() {
    new Function(timelineArrivalScript())();
    drawPage();
    document.dispatchEvent(new Event('DOMContentLoaded'));
  }

  it('scrolls 200 ms after the page is parsed, app or no app, and tells the app it did', () => {
    arrive();
    expect(arrivalTakenByHead()).toBe(true);
    vi.advanceTimersByTime(timelineScrollDelayMs - 1);
    expect(document.activeElement?.id).not.toBe(heading);
    expect(window.location.hash).toBe('#timeline');
    vi.advanceTimersByTime(1);
    expect(document.activeElement?.id).toBe(heading);
    expect(window.location.hash).toBe('');
    vi.advanceTimersByTime(timelineScrollMs);
    expect(window.scrollTo).toHaveBeenCalled();
  });

  it('leaves a page whose HTML holds no timeline to the app', () => {
    new Function(timelineArrivalScript())();
    document.body.innerHTML = `<div id="root"></div>`;
    document.dispatchEvent(new Event('DOMContentLoaded'));
    expect(arrivalTakenByHead()).toBe(false);
    vi.advanceTimersByTime(1000);
    expect(window.scrollTo).not.toHaveBeenCalled();
    expect(window.location.hash).toBe('#timeline');
  });

  it('does nothing for another hash, or once the visitor has moved the address on', () => {
    window.history.replaceState(null, '', '/project#story');
    arrive();
    expect(arrivalTakenByHead()).toBe(false);
    window.history.replaceState(null, '', '/project#timeline');
    arrive();
    window.history.replaceState(null, '', '/project#story');
    vi.advanceTimersByTime(1000);
    expect(window.scrollTo).not.toHaveBeenCalled();
    expect(document.activeElement?.id).not.toBe(heading);
  });
});
