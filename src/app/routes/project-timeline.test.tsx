// The project page's timeline and development log, and the dated updates between them (the
// rest of the page: project.test.tsx).
import { rmSync } from 'node:fs';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { Timeline } from '../../components/sections/timeline';
import { readContent, summaryOf } from '../../content-model/load';
import { site } from '../../content-model/site-words';
import { formatDate } from '../../lib/format';
import { feedPath, projectPath, projectUpdatesPath, sectionIds, updatePath } from '../../lib/paths';
import {
  fixtureFiles,
  fixtureMilestoneInputs,
  writeFixtureProject,
} from '../../../scripts/lab/unit-tests/fixture-content';
import {
  fixtureContent,
  fixtureMilestones,
  fixtureProject,
  minimalProject,
  textOf,
} from '../../../scripts/lab/unit-tests/fixtures';
import { currentLocation, renderApp, settle } from '../../../scripts/lab/unit-tests/render';

// The app with two made-up tracked projects: one with every section, one with none.
vi.mock('../../content-model', async (importOriginal) => {
  const fixtures = await import('../../../scripts/lab/unit-tests/fixtures');
  return {
    ...(await importOriginal<typeof import('../../content-model')>()),
    trackedProjects: [fixtures.fixtureProject, fixtures.minimalProject],
  };
});
// Their dated updates as the content plugin's modules would serve them: the list
// without the text, and one update with it.
vi.mock(
  '../../content-model/updates',
  () => import('../../../scripts/lab/unit-tests/fixture-updates'),
);

const project = fixtureProject;
const timeline = project.timeline!;
const { statusLabels, progress, log, milestoneDates } = site.projectPage;
const renderProject = () => renderApp(projectPath(project.slug));
/** The fixture project's updates, newest first, as lists show them. */
const updates = fixtureContent.updates[project.slug]!.map(summaryOf);

/** The milestones' own list items (not the tag lists inside them). */
function milestoneItems() {
  const section = screen.getByRole('region', { name: timeline.heading });
  const list = section.querySelector('ol')!;
  return within(list)
    .getAllByRole('listitem')
    .filter((item) => item.parentElement === list);
}
describe('Development Timeline (SPEC §4)', () => {
  it('is a labelled section with the anchor id and an ordered list of the milestones', async () => {
    await renderProject();
    const section = screen.getByRole('region', { name: timeline.heading });
    expect(section).toHaveAttribute('id', sectionIds.timeline);
    expect(within(section).getByText(textOf(timeline.intro))).toBeInTheDocument();
    expect(
      milestoneItems().map((item) => within(item).getByRole('heading', { level: 3 }).textContent),
    ).toEqual(fixtureMilestones.map((m) => m.title));
    for (const [index, item] of milestoneItems().entries()) {
      const milestone = fixtureMilestones[index]!;
      expect(item).toHaveTextContent(`0${milestone.id}`);
      expect(within(item).getByText(textOf(milestone.description))).toBeInTheDocument();
      // Its tag list (the last one: its updates' list comes before) is named by the
      // heading above it, not again by a label of its own.
      const tags = within(item).getAllByRole('list').at(-1)!;
      expect(within(tags).queryAllByRole('link')).toEqual([]);
      expect(tags).not.toHaveAccessibleName();
      expect(
        within(tags)
          .queryAllByRole('listitem')
          .map((tag) => tag.textContent),
      ).toEqual(milestone.tags);
    }
  });

  it('gives each status its badge, dot and title style', async () => {
    await renderProject();
    const items = milestoneItems();
    expect(items).toHaveLength(fixtureMilestones.length);
    items.forEach((item, index) => {
      const { status } = fixtureMilestones[index]!;
      expect(item).toHaveTextContent(statusLabels[status]);
      for (const other of Object.values(statusLabels))
        if (other !== statusLabels[status]) expect(item).not.toHaveTextContent(other);
      const dot = item.querySelector(`[data-status-dot="${status}"]`);
      expect(dot, `dot of milestone ${index + 1}`).not.toBeNull();
      expect(dot!.querySelector('.animate-pulse-ring') !== null).toBe(status === 'current');
      const title = within(item).getByRole('heading', { level: 3 });
      expect(title.classList.contains('text-muted')).toBe(status === 'future');
    });
    const current = fixtureMilestones.findIndex((m) => m.status === 'current');
    expect(items[current]).toHaveAttribute('aria-current', 'step');
    expect(items.filter((item) => item.hasAttribute('aria-current'))).toHaveLength(1);
  });

  it('shows a milestone’s image when it has one, and none otherwise', async () => {
    await renderProject();
    milestoneItems().forEach((item, index) => {
      const { image } = fixtureMilestones[index]!;
      const images = within(item).queryAllByRole('img');
      expect(images.map((img) => img.getAttribute('alt'))).toEqual(image ? [image.alt] : []);
    });
  });

  it('names no milestone under way when none is current', () => {
    const done = fixtureMilestones.map((m) => ({ ...m, status: 'completed' as const }));
    render(
      <Timeline project={project.slug} timeline={{ ...timeline, milestones: done }} updates={[]} />,
    );
    const bar = screen.getByRole('progressbar', { name: progress.summary(5, 5) });
    expect(bar).toHaveAttribute('aria-valuetext', '5 of 5');
    expect(bar.parentElement).not.toHaveTextContent(`${progress.current}:`);
    expect(document.querySelector('[aria-current]')).toBeNull();
  });
});

describe('Development log on the project page', () => {
  it('shows the newest updates, newest first, each dated, linked and summed up', async () => {
    // More updates than the page shows, so leaving the older ones out is checked too.
    expect(updates.length).toBeGreaterThan(log.latestCount);
    await renderProject();
    const section = screen.getByRole('region', { name: log.heading });
    const items = within(section).getAllByRole('article');
    const shown = updates.slice(0, log.latestCount);
    expect(items).toHaveLength(shown.length);
    shown.forEach((update, index) => {
      const item = within(items[index]!);
      const link = item.getByRole('link', { name: update.title });
      expect(link).toHaveAttribute('href', updatePath(project.slug, update.slug));
      const time = items[index]!.querySelector('time')!;
      expect(time).toHaveAttribute('dateTime', update.date);
      expect(time).toHaveTextContent(formatDate(update.date));
      // What is on screen, without what only a screen reader hears (a link's "opens in a new tab").
      const seen = items[index]!.cloneNode(true) as HTMLElement;
      seen.querySelectorAll('.sr-only').forEach((note) => note.remove());
      expect(seen).toHaveTextContent(textOf(update.summary));
    });
    for (const older of updates.slice(log.latestCount))
      expect(within(section).queryByRole('link', { name: older.title })).toBeNull();
  });

  it('links all the updates, on the log’s page, and the feed', async () => {
    const { user } = await renderProject();
    const section = screen.getByRole('region', { name: log.heading });
    const feed = within(section).getByRole('link', { name: log.follow });
    expect(feed).toHaveAttribute('href', feedPath(project.slug));
    expect(feed).toHaveAttribute('type', 'application/atom+xml');
    const all = within(section).getByRole('link', { name: log.allUpdates(updates.length) });
    expect(all).toHaveAttribute('href', projectUpdatesPath(project.slug));
    await user.click(all);
    await settle();
    expect(currentLocation()).toBe(projectUpdatesPath(project.slug));
    expect(
      screen.getByRole('heading', { level: 1, name: log.pageTitle(project.title) }),
    ).toBeInTheDocument();
  });

  it('opens an update from the log on the project page', async () => {
    const { user } = await renderProject();
    const section = screen.getByRole('region', { name: log.heading });
    const [newest] = updates;
    await user.click(within(section).getByRole('link', { name: newest!.title }));
    await settle();
    expect(currentLocation()).toBe(updatePath(project.slug, newest!.slug));
    expect(screen.getByRole('heading', { level: 1, name: newest!.title })).toBeInTheDocument();
  });

  it('is left out for a project with no updates', async () => {
    await renderApp(projectPath(minimalProject.slug));
    expect(screen.queryByRole('region', { name: log.heading })).toBeNull();
    expect(screen.queryByRole('link', { name: log.follow })).toBeNull();
  });
});

describe('the timeline and the dated updates', () => {
  it('links each milestone’s updates under it, newest first, with their dates', async () => {
    await renderProject();
    // The fixture's updates belong to more than one milestone, one of them to two updates.
    const byMilestone = fixtureMilestones.map((milestone) =>
      updates.filter((update) => update.milestone === milestone.id),
    );
    expect(byMilestone.filter((list) => list.length > 0).length).toBeGreaterThan(1);
    expect(byMilestone.some((list) => list.length > 1)).toBe(true);
    milestoneItems().forEach((item, index) => {
      const links = within(item).queryAllByRole('link');
      const own = byMilestone[index]!;
      expect(
        links.map((link) => [link.textContent, link.getAttribute('href')]),
        fixtureMilestones[index]!.title,
      ).toEqual(own.map((update) => [update.title, updatePath(project.slug, update.slug)]));
      for (const update of own)
        expect(
          within(item).getByRole('link', { name: update.title }).parentElement,
        ).toHaveTextContent(formatDate(update.date));
      if (own.length) expect(item).toHaveTextContent(site.projectPage.milestoneUpdates);
      else expect(item).not.toHaveTextContent(site.projectPage.milestoneUpdates);
    });
  });

  it('says when the project was last updated: the newest update’s date', async () => {
    await renderProject();
    const bar = screen.getByRole('progressbar');
    const line = within(bar.parentElement!).getByText(progress.lastUpdated, { exact: false });
    expect(line).toHaveTextContent(`${progress.lastUpdated} ${formatDate(updates[0]!.date)}`);
    expect(line.querySelector('time')).toHaveAttribute('dateTime', updates[0]!.date);
    // Not hidden from screen readers: the bar does not say it.
    expect(line.closest('[aria-hidden="true"]')).toBeNull();
  });

  it('says nothing of a last update when there is none', () => {
    render(<Timeline project={project.slug} timeline={timeline} updates={[]} />);
    expect(screen.queryByText(progress.lastUpdated, { exact: false })).toBeNull();
  });

  it('shows when a milestone was completed, or started, beside its badge', () => {
    // The fixture timeline with dates written in: a month, a day, and a start only.
    const current = fixtureMilestoneInputs.findIndex((m) => m.status === 'current');
    const dates: Record<number, { started?: string; completed?: string }> = {
      0: { completed: '2031-02' },
      1: { started: '2031-02', completed: '2031-03-10' },
      [current]: { started: '2031-04' },
    };
    const file = `content/tracked/${project.slug}/timeline.yml`;
    const root = writeFixtureProject({
      ...fixtureFiles,
      [file]: {
        ...fixtureFiles[file],
        milestones: fixtureMilestoneInputs.map((m, index) => ({ ...m, ...dates[index] })),
      },
    });
    const dated = readContent(root).trackedProjects[0]!.timeline!;
    rmSync(root, { recursive: true, force: true });
    render(
      <MemoryRouter>
        <Timeline project={project.slug} timeline={dated} updates={updates} />
      </MemoryRouter>,
    );
    const expected = [
      `${milestoneDates.completed} Feb 2031`,
      `${milestoneDates.completed} Mar 10, 2031`,
      `${milestoneDates.started} Apr 2031`,
    ];
    milestoneItems().forEach((item, index) => {
      // The row above the milestone's title: its number, its badge and its date.
      const row = within(item).getByRole('heading', { level: 3 }).previousElementSibling!;
      expect(row).toHaveTextContent(statusLabels[dated.milestones[index]!.status]);
      const shown = expected[index];
      const time = row.querySelector('time');
      if (shown) {
        // Beside the badge, in the same row, and marked up as a date.
        expect(row.textContent).toContain(shown);
        expect(time).toHaveAttribute('dateTime', dates[index]!.completed ?? dates[index]!.started);
      } else {
        expect(time).toBeNull();
        expect(row).not.toHaveTextContent(milestoneDates.started);
      }
    });
  });
});
