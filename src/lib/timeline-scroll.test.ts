import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { firstFrameAttribute, timelineScrollDelayMs } from './paths';
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
  document.body.replaceChildren();
  document.documentElement.removeAttribute(firstFrameAttribute);
  delete (window as unknown as Record<string, unknown>)[taken];
  vi.useRealTimers();
});

describe('the scroll to the timeline', () => {
  it('draws what lies before it, scrolls to it, focuses its heading and drops the hash', () => {
    drawPage();
    document.documentElement.setAttribute(firstFrameAttribute, 'm2 m3 f');
    expect(scrollToTimeline(timelinePlaces)).toBe(true);
    // Parts still held from the first frame, the timeline's own among them, are let go.
    expect(document.documentElement.hasAttribute(firstFrameAttribute)).toBe(false);
    const drawn = (id: string) => document.getElementById(id)!.style.contentVisibility;
    for (const id of ['hero', 'cards']) expect(drawn(id), id).toBe('visible');
    // What comes after stays drawn when near; nothing outside the main content is touched.
    for (const id of [section, 'after', 'bar', 'foot']) expect(drawn(id), id).toBe('');
    expect(scrollIntoView().mock.contexts[0]).toBe(document.getElementById(section));
    expect(scrollIntoView()).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' });
    expect(document.activeElement?.id).toBe(heading);
    expect(window.location.pathname + window.location.search + window.location.hash).toBe(
      '/project?ref=cv',
    );
    // The router's history state is kept.
    expect(window.history.state).toEqual({ key: 'k' });
  });

  it('does nothing on a page without a timeline', () => {
    document.body.innerHTML = `<main id="${main}"><section id="hero"></section></main>`;
    expect(scrollToTimeline(timelinePlaces)).toBe(false);
    expect(scrollIntoView()).not.toHaveBeenCalled();
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
    expect(scrollIntoView()).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(scrollIntoView().mock.contexts[0]).toBe(document.getElementById(section));
    expect(document.activeElement?.id).toBe(heading);
    expect(window.location.hash).toBe('');
  });

  it('leaves a page whose HTML holds no timeline to the app', () => {
    new Function(timelineArrivalScript())();
    document.body.innerHTML = `<div id="root"></div>`;
    document.dispatchEvent(new Event('DOMContentLoaded'));
    expect(arrivalTakenByHead()).toBe(false);
    vi.advanceTimersByTime(1000);
    expect(scrollIntoView()).not.toHaveBeenCalled();
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
    expect(scrollIntoView()).not.toHaveBeenCalled();
  });
});
