import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { profile } from '../../content-model';
import { site } from '../../content-model/site-words';
import { newTabNote } from '../../content-model/markdown';
import { slideRule } from '../../content-model/slide-rule';
import { formatYears } from '../../lib/format';
import { projectPath, sectionIds } from '../../lib/paths';
import { fixtureFiles, type MarkdownFile } from '../../../scripts/lab/unit-tests/fixture-content';
import {
  fixtureContent,
  fixtureMilestones,
  fixtureProject,
  minimalProject,
  textOf,
} from '../../../scripts/lab/unit-tests/fixtures';
import { renderApp } from '../../../scripts/lab/unit-tests/render';

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
const { progress, costsColumns, totalNote, log } = site.projectPage;
const renderProject = () => renderApp(projectPath(project.slug));

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
