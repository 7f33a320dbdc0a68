import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { media } from '../../test/setup';
import { currentLocation, renderApp, settle } from '../../test/render';

describe('scroll on navigation (SPEC §2)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  // fireEvent rather than user-event: its clicks wait on timers, which are fake here.
  it('scrolls to the top on every path change', async () => {
    await renderApp('/');
    expect(window.scrollTo).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('link', { name: 'PCBrule' }));
    await settle();
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0, left: 0, behavior: 'instant' });
    vi.mocked(window.scrollTo).mockClear();
    fireEvent.click(screen.getAllByRole('link', { name: 'Home' })[0]!);
    expect(currentLocation()).toBe('/');
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0, left: 0, behavior: 'instant' });
  });

  it('scrolls smoothly to the timeline 200 ms after /pcbrule#timeline, focuses its heading and drops the hash', async () => {
    window.history.replaceState({ key: 'k' }, '', '/pcbrule?ref=cv#timeline');
    const replaceState = vi.spyOn(window.history, 'replaceState');
    await renderApp('/pcbrule?ref=cv#timeline');
    const section = document.getElementById('timeline-section')!;
    const scrollIntoView = vi.mocked(Element.prototype.scrollIntoView);

    act(() => vi.advanceTimersByTime(199));
    expect(scrollIntoView).not.toHaveBeenCalled();
    expect(window.location.hash).toBe('#timeline');

    act(() => vi.advanceTimersByTime(1));
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollIntoView.mock.contexts[0]).toBe(section);
    expect(scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' });
    expect(screen.getByRole('heading', { name: 'Development Timeline' })).toHaveFocus();
    expect(replaceState).toHaveBeenCalledWith({ key: 'k' }, '', '/pcbrule?ref=cv');
    expect(window.location.hash).toBe('');
    expect(window.location.search).toBe('?ref=cv');
  });

  it('scrolls to the timeline when the Home button is used', async () => {
    await renderApp('/');
    fireEvent.click(screen.getByRole('link', { name: /view development timeline/i }));
    await settle();
    act(() => vi.advanceTimersByTime(200));
    expect(vi.mocked(Element.prototype.scrollIntoView).mock.contexts[0]).toBe(
      document.getElementById('timeline-section'),
    );
  });

  it('jumps without animation when the visitor prefers reduced motion', async () => {
    media.reducedMotion = true;
    await renderApp('/pcbrule#timeline');
    act(() => vi.advanceTimersByTime(200));
    expect(Element.prototype.scrollIntoView).toHaveBeenCalledWith({
      behavior: 'instant',
      block: 'start',
    });
  });

  it('leaves other hashes alone', async () => {
    await renderApp('/pcbrule#story');
    act(() => vi.advanceTimersByTime(1000));
    expect(Element.prototype.scrollIntoView).not.toHaveBeenCalled();
  });
});

describe('the #timeline scroll on /pcbrule/', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('happens with a trailing slash too', async () => {
    await renderApp('/pcbrule/#timeline');
    act(() => vi.advanceTimersByTime(200));
    expect(vi.mocked(Element.prototype.scrollIntoView).mock.contexts[0]).toBe(
      document.getElementById('timeline-section'),
    );
  });
});
