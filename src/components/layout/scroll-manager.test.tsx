import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { site } from '../../content-model/site-words';
import { homePath, projectPath, sectionIds, timelineScrollDelayMs } from '../../lib/paths';
import { fixtureProject, minimalProject } from '../../../scripts/lab/unit-tests/fixtures';
import { media } from '../../../scripts/lab/unit-tests/setup';
import { currentLocation, renderApp, settle } from '../../../scripts/lab/unit-tests/render';
import { timelinePlaces } from '../../lib/timeline-scroll';

// The app with two made-up tracked projects: one with a timeline, one without.
vi.mock('../../content-model', async (importOriginal) => {
  const fixtures = await import('../../../scripts/lab/unit-tests/fixtures');
  const { projectSummaryOf } = await import('../../content-model/load');
  return {
    ...(await importOriginal<typeof import('../../content-model')>()),
    trackedProjects: [fixtures.fixtureProject, fixtures.minimalProject].map(projectSummaryOf),
  };
});

const project = projectPath(fixtureProject.slug);
const timelineHeading = fixtureProject.timeline!.heading;
// The scroll itself (drawn before, eased, reduced motion) is src/lib/timeline-scroll.test.ts's; here,
// when it happens, seen by what it does at once: the timeline's heading takes the focus.
const scrolled = () => document.activeElement?.id === sectionIds.timelineHeading;

describe('scroll on navigation (SPEC §2)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  // fireEvent rather than user-event: its clicks wait on timers, which are fake here.
  it('scrolls to the top on every path change', async () => {
    await renderApp(homePath);
    expect(window.scrollTo).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('link', { name: fixtureProject.title }));
    await settle();
    expect(currentLocation()).toBe(project);
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0, left: 0, behavior: 'instant' });
    vi.mocked(window.scrollTo).mockClear();
    fireEvent.click(screen.getAllByRole('link', { name: site.nav.home })[0]!);
    await settle();
    expect(currentLocation()).toBe(homePath);
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0, left: 0, behavior: 'instant' });
  });

  it('scrolls smoothly to the timeline 200 ms after /<project>#timeline, focuses its heading and drops the hash', async () => {
    window.history.replaceState({ key: 'k' }, '', `${project}?ref=cv#timeline`);
    const replaceState = vi.spyOn(window.history, 'replaceState');
    await renderApp(`${project}?ref=cv#timeline`);
    const section = document.getElementById(sectionIds.timeline)!;
    expect(section).not.toBeNull();

    // The spec's delay is 200 ms: nothing at 199, the scroll at 200.
    act(() => vi.advanceTimersByTime(199));
    expect(scrolled()).toBe(false);
    expect(window.location.hash).toBe('#timeline');

    act(() => vi.advanceTimersByTime(1));
    expect(scrolled()).toBe(true);
    // What lies before it is drawn first, so the scroll ends at it (src/lib/timeline-scroll.ts).
    let before = section.previousElementSibling;
    expect(before).not.toBeNull();
    for (; before; before = before.previousElementSibling)
      expect((before as HTMLElement).style.contentVisibility).toBe('visible');
    expect(screen.getByRole('heading', { name: timelineHeading })).toHaveFocus();
    expect(replaceState).toHaveBeenCalledWith({ key: 'k' }, '', `${project}?ref=cv`);
    expect(window.location.hash).toBe('');
    expect(window.location.search).toBe('?ref=cv');
  });

  it('leaves a cold arrival on #timeline to the head script that took it', async () => {
    (window as unknown as Record<string, unknown>)[timelinePlaces.taken] = true;
    try {
      await renderApp(`${project}#timeline`);
      act(() => vi.advanceTimersByTime(1000));
      expect(scrolled()).toBe(false);
    } finally {
      delete (window as unknown as Record<string, unknown>)[timelinePlaces.taken];
    }
  });

  it('scrolls to the timeline when the Home button is used', async () => {
    await renderApp(homePath);
    fireEvent.click(screen.getByRole('link', { name: fixtureProject.card.timelineButtonLabel! }));
    await settle();
    expect(currentLocation()).toBe(`${project}#timeline`);
    act(() => vi.advanceTimersByTime(timelineScrollDelayMs));
    expect(scrolled()).toBe(true);
  });

  it('jumps without animation when the visitor prefers reduced motion', async () => {
    media.reducedMotion = true;
    await renderApp(`${project}#timeline`);
    act(() => vi.advanceTimersByTime(timelineScrollDelayMs));
    expect(Element.prototype.scrollIntoView).toHaveBeenCalledWith({
      behavior: 'instant',
      block: 'start',
    });
  });

  it('leaves other hashes alone', async () => {
    await renderApp(`${project}#story`);
    act(() => vi.advanceTimersByTime(1000));
    expect(scrolled()).toBe(false);
  });

  it('does nothing for #timeline on a page without a timeline', async () => {
    window.history.replaceState(null, '', `${projectPath(minimalProject.slug)}#timeline`);
    await renderApp(`${projectPath(minimalProject.slug)}#timeline`);
    expect(screen.getByRole('heading', { level: 1, name: minimalProject.title })).toBeVisible();
    act(() => vi.advanceTimersByTime(1000));
    expect(scrolled()).toBe(false);
    expect(window.location.hash).toBe('#timeline');
  });
});

describe('the #timeline scroll on /<project>/', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('happens with a trailing slash too', async () => {
    await renderApp(`${project}/#timeline`);
    act(() => vi.advanceTimersByTime(timelineScrollDelayMs));
    expect(scrolled()).toBe(true);
  });
});
