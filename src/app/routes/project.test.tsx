import { rmSync } from 'node:fs';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { Timeline } from '../../components/sections/timeline';
import { profile } from '../../content-model';
import { readContent, summaryOf } from '../../content-model/load';
import { site } from '../../content-model/site-words';
import { newTabNote } from '../../content-model/markdown';
import { slideRule } from '../../content-model/slide-rule';
import { formatDate, formatYears } from '../../lib/format';
import { feedPath, projectPath, projectUpdatesPath, sectionIds, updatePath } from '../../lib/paths';
import {
  fixtureFiles,
  fixtureMilestoneInputs,
  writeFixtureProject,
  type MarkdownFile,
} from '../../test/fixture-content';
import {
  fixtureContent,
  fixtureMilestones,
  fixtureProject,
  minimalProject,
  textOf,
} from '../../test/fixtures';
import { currentLocation, renderApp, settle } from '../../test/render';

// The app with two made-up tracked projects: one with every section, one with none.
vi.mock('../../content-model', async (importOriginal) => {
  const fixtures = await import('../../test/fixtures');
  return {
    ...(await importOriginal<typeof import('../../content-model')>()),
    trackedProjects: [fixtures.fixtureProject, fixtures.minimalProject],
  };
});
// Their dated updates as the content plugin's modules would serve them: the list
// without the text, and one update with it.
vi.mock('../../content-model/updates', () => import('../../test/fixture-updates'));

const project = fixtureProject;
const { story, panel, timeline, specs, video, nextSteps, purchasing, donation } = {
  ...project,
  story: project.story!,
  panel: project.panel!,
  timeline: project.timeline!,
  specs: project.specs!,
  video: project.video!,
  nextSteps: project.nextSteps!,
  purchasing: project.purchasing!,
  donation: project.donation!,
};
const { statusLabels, progress, costsColumns, totalNote, log, milestoneDates } = site.projectPage;
const renderProject = () => renderApp(projectPath(project.slug));
/** The fixture project's updates, newest first, as lists show them. */
const updates = fixtureContent.updates[project.slug]!.map(summaryOf);

/** The paragraphs of one of the fixture project's Markdown files, as its owner wrote them. */
function paragraphsOf(file: MarkdownFile): string[] {
  return blocksOf(file).filter((block) => !/^- |[[*_`]/.test(block));
}
/** The blocks of a Markdown file's text, between blank lines. */
function blocksOf(file: MarkdownFile): string[] {
  return file.body.trim().split(/\n\s*\n/);
}
/** The items of the Markdown lists in a file ("- item" lines). */
function listItemsOf(file: MarkdownFile): string[] {
  return blocksOf(file)
    .filter((block) => block.startsWith('- '))
    .flatMap((block) => block.split('\n').map((line) => line.replace(/^- /, '')));
}
/** The fixture project's Markdown files in a folder of its own (story/, purchasing.md). */
function markdownFiles(under: string): MarkdownFile[] {
  const files = Object.entries(fixtureFiles)
    .filter(([path]) => path.startsWith(`content/tracked/${project.slug}/${under}`))
    .map(([, file]) => file as MarkdownFile);
  expect(files.length, under).toBeGreaterThan(0);
  return files;
}

/** The milestones' own list items (not the tag lists inside them). */
function milestoneItems() {
  const section = screen.getByRole('region', { name: timeline.heading });
  const list = section.querySelector('ol')!;
  return within(list)
    .getAllByRole('listitem')
    .filter((item) => item.parentElement === list);
}

describe('Project page (SPEC §2)', () => {
  it('presents its content in the spec’s order', async () => {
    await renderProject();
    const main = screen.getByRole('main');
    const landmarks = [
      screen.getByText(project.badge),
      screen.getByRole('heading', { level: 1, name: project.title }),
      screen.getByText(project.tagline),
      within(main).getAllByRole('link', { name: new RegExp(`^${donation.label}`) })[0]!,
      screen.getByRole('img', { name: project.heroImage.alt }),
      ...story.map((card) => screen.getByRole('heading', { name: card.title })),
      screen.getByRole('img', { name: panel.image.alt }),
      screen.getByRole('heading', { name: timeline.heading }),
      screen.getByRole('heading', { name: log.heading }),
      screen.getByRole('heading', { name: specs.heading }),
      screen.getByRole('heading', { name: video.heading }),
      screen.getByRole('heading', { name: nextSteps.heading }),
      screen.getByRole('heading', { name: purchasing.heading }),
    ];
    for (let i = 1; i < landmarks.length; i += 1) {
      const order = landmarks[i - 1]!.compareDocumentPosition(landmarks[i]!);
      expect(
        order & Node.DOCUMENT_POSITION_FOLLOWING,
        `item ${i} follows item ${i - 1}`,
      ).toBeTruthy();
    }
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByText(textOf(panel.caption))).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toHaveTextContent(
      `© ${formatYears(fixtureContent.copyrightYears)} ${profile.name}`,
    );
  });

  it('tells each story card’s paragraphs, and puts the working slide rule in the card that asks for it', async () => {
    await renderProject();
    const files = markdownFiles('story/');
    // The made-up story has a list and a link, so the checks below check something.
    expect(files.flatMap(listItemsOf).length).toBeGreaterThan(0);
    expect(files.some((file) => /\]\(https:/.test(file.body))).toBe(true);
    expect(story.map((card) => card.title)).toEqual(files.map((file) => file.front.title));
    for (const [index, card] of story.entries()) {
      const section = screen.getByRole('region', { name: card.title });
      // What is on screen, without what only a screen reader hears (a link's "opens in a new tab").
      const seen = section.cloneNode(true) as HTMLElement;
      seen.querySelectorAll('.sr-only').forEach((note) => note.remove());
      expect(seen).toHaveTextContent(textOf(card.body));
      // Each paragraph of the Markdown file is a paragraph of the card.
      for (const paragraph of paragraphsOf(files[index]!))
        expect(within(section).getByText(paragraph).tagName).toBe('P');
      // A Markdown list is a list.
      for (const item of listItemsOf(files[index]!))
        expect(within(section).getByText(item).tagName).toBe('LI');
      // A Markdown link to another site opens in a new tab, as every external link does.
      for (const [, text, href] of files[index]!.body.matchAll(/\[([^\]]+)\]\((https:[^)]+)\)/g)) {
        const link = within(section).getByRole('link', { name: new RegExp(`^${text}`) });
        expect(link).toHaveAttribute('href', href);
        expect(link).toHaveAttribute('target', '_blank');
        expect(link).toHaveAttribute('rel', 'noopener noreferrer');
        expect(link).toHaveAccessibleName(
          new RegExp(`^${text}.*${newTabNote.trim().replace(/[()]/g, '\\$&')}$`),
        );
      }
      const rule = within(section).queryByRole('img', { name: slideRule.stillLabel });
      expect(rule !== null, card.title).toBe(card.interactive === 'slide-rule');
    }
  });

  it('opens the donation page in a new tab, from the header and from the purchasing section', async () => {
    await renderProject();
    const links = screen.getAllByRole('link', { name: new RegExp(`^${donation.label}`) });
    expect(links).toHaveLength(2);
    for (const link of links) {
      expect(link).toHaveAttribute('href', donation.url);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      expect(link).toHaveAccessibleName(/opens in a new tab/);
    }
    expect(screen.getByText(donation.note)).toBeInTheDocument();
    const section = screen.getByRole('region', { name: purchasing.heading });
    expect(within(section).getByRole('link', { name: new RegExp(`^${donation.label}`) })).toBe(
      links[1],
    );
  });

  it('shows the specifications, costs with the stated total, and the shim', async () => {
    await renderProject();
    const section = screen.getByRole('region', { name: specs.heading });
    for (const item of [...specs.items, ...specs.shim!.items]) {
      expect(within(section).getByText(item.label)).toBeInTheDocument();
      expect(within(section).getByText(item.value)).toBeInTheDocument();
    }
    expect(within(section).getByRole('heading', { name: specs.shim!.heading })).toBeInTheDocument();
    // The costs are a table for screen readers: a row per line, then the stated total.
    const costs = within(section).getByRole('table', { name: specs.costs!.heading });
    const rows = within(costs)
      .getAllByRole('row')
      .map((row) => row.textContent);
    // The fixture's lines: 12.40 + 3.35 + 4.10 = 19.85, and a stated total of 20.
    expect(rows).toEqual([
      `${costsColumns.item}${costsColumns.amount}`,
      // A space between the line and its detail, so reader modes and text browsers keep them apart.
      'Servos four of them, bought in a pack$12.40',
      'Filament about 120 g of PETG$3.35',
      'Board a small microcontroller board$4.10',
      'Rounded total$20.00',
    ]);
    // The stated total stays as given; the note says what the lines themselves add up to.
    expect(within(section).getByText(totalNote('$19.85'))).toBeInTheDocument();
  });

  it('draws the unit cost as a stacked bar in proportion, hidden from screen readers', async () => {
    await renderProject();
    const table = screen.getByRole('table', { name: specs.costs!.heading });
    const bar = table.previousElementSibling!;
    expect(bar).toHaveAttribute('aria-hidden', 'true');
    const segments = [...bar.querySelectorAll('svg > g > rect')].map((rect) =>
      parseFloat(rect.getAttribute('width')!),
    );
    const amounts = [12.4, 3.35, 4.1];
    const sum = 12.4 + 3.35 + 4.1;
    expect(segments.map((width) => Math.round(width * 10) / 10)).toEqual(
      amounts.map((amount) => Math.round((amount / sum) * 1000) / 10),
    );
    // Each figure a word of its own, for text browsers and reader modes.
    expect(bar.textContent).toBe(`$12.40 $3.35 $4.10 $20.00 ${site.projectPage.totalShort}`);
  });

  it('sums up progress above the timeline from the milestones themselves', async () => {
    await renderProject();
    // The fixture: two completed, the third current, two future.
    const current = fixtureMilestones[2]!;
    expect(current.status).toBe('current');
    const bar = screen.getByRole('progressbar', { name: progress.summary(2, 5) });
    expect(bar).toHaveAttribute('aria-valuenow', '2');
    expect(bar).toHaveAttribute('aria-valuemin', '0');
    expect(bar).toHaveAttribute('aria-valuemax', '5');
    expect(bar).toHaveAttribute('aria-valuetext', `${progress.current}: ${current.title}`);
    // Said once, by the bar: the visible lines above it are hidden from screen readers.
    expect(
      screen.queryByText(progress.summary(2, 5))?.closest('[aria-hidden="true"]'),
    ).not.toBeNull();
    expect(
      [...bar.querySelectorAll('[data-segment]')].map((s) => s.getAttribute('data-segment')),
    ).toEqual(['completed', 'completed', 'current', 'future', 'future']);
    expect(bar.parentElement).toHaveTextContent(`${progress.current}: 03 ${current.title}`);
  });

  it('lists the current challenges and the upcoming iterations', async () => {
    await renderProject();
    const challenges = screen.getByRole('heading', {
      name: nextSteps.challengesHeading,
    }).parentElement!;
    expect(
      within(challenges)
        .getAllByRole('heading', { level: 4 })
        .map((heading) => heading.textContent),
    ).toEqual(nextSteps.challenges.map((challenge) => challenge.title));
    for (const challenge of nextSteps.challenges)
      expect(within(challenges).getByText(textOf(challenge.description))).toBeInTheDocument();
    const iterations = screen.getByRole('heading', {
      name: nextSteps.iterationsHeading,
    }).parentElement!;
    expect(
      within(iterations)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(nextSteps.iterations.map((iteration, index) => `0${index + 1}${textOf(iteration)}`));
  });

  it('states what visitors may and may not buy', async () => {
    await renderProject();
    const section = screen.getByRole('region', { name: purchasing.heading });
    expect(section).toHaveTextContent(textOf(purchasing.body));
    const [file] = markdownFiles('purchasing.md');
    for (const paragraph of paragraphsOf(file!))
      expect(within(section).getByText(paragraph).tagName).toBe('P');
  });

  it('shows the video behind its play button', async () => {
    await renderProject();
    const section = screen.getByRole('region', { name: video.heading });
    expect(
      within(section).getByRole('button', { name: site.projectPage.video.play(video.title) }),
    ).toBeInTheDocument();
    expect(section.querySelector('iframe')).toBeNull();
  });

  it('leaves out every section the project’s content leaves out', async () => {
    await renderApp(projectPath(minimalProject.slug));
    const main = screen.getByRole('main');
    expect(screen.getByRole('heading', { level: 1, name: minimalProject.title })).toBeVisible();
    expect(screen.getByText(minimalProject.tagline)).toBeInTheDocument();
    expect(screen.getByRole('img', { name: minimalProject.heroImage.alt })).toBeInTheDocument();
    // Nothing after the opening: no other heading, link, region, list or table.
    expect(
      within(main)
        .getAllByRole('heading')
        .map((heading) => heading.textContent),
    ).toEqual([minimalProject.title]);
    expect(within(main).queryAllByRole('link')).toEqual([]);
    expect(within(main).queryAllByRole('region')).toHaveLength(1);
    expect(within(main).queryByRole('table')).toBeNull();
    expect(within(main).queryByRole('progressbar')).toBeNull();
    expect(document.getElementById(sectionIds.timeline)).toBeNull();
    // The frame stays: the navigation bar and the footer.
    expect(screen.getByRole('navigation', { name: site.nav.label })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });
});

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
