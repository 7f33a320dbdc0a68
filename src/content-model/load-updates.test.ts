// @vitest-environment node
/**
 * The loader (./load.ts) on a project's dated updates (updates/*.md): their order,
 * addresses, dates, text and summaries, and their mistakes in plain words with the
 * file, line and column; and the footer's copyright years, from the updates' and
 * milestones' dates. Each test edits a copy of the fixture project
 * (scripts/lab/unit-tests/fixture-content.ts) and reads it back.
 */
import { readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import {
  currentIndex,
  edit,
  fixtureCopies,
  notInImages,
  timelineFile,
  updateFiles,
  updatesFolder,
  where,
} from '../../scripts/lab/unit-tests/content-edits';
import {
  fileText,
  fixtureMilestoneInputs,
  type MarkdownFile,
} from '../../scripts/lab/unit-tests/fixture-content';
import { buildDay, copyrightYearsOf, loadContent } from './load';
import { newTabNote, textOf } from './markdown';

const { fixtureCopy, afterEdit, removeCopies } = fixtureCopies();
afterAll(removeCopies);

/** One of the fixture's update files by its address: the file's name without its date. */
function updateFile(slug: string) {
  const file = updateFiles.find(
    ({ path }) => path.replace(/^.*\/(\d{4}-\d{2}-\d{2}-)?/, '') === `${slug}.md`,
  );
  expect(file, slug).toBeDefined();
  return file!;
}
/** The fixture's updates as their files say: address, date (from the name or the front matter), title and milestone. */
const writtenUpdates = updateFiles.map(({ path, front }) => {
  const [, named, slug] = /\/(?:(\d{4}-\d{2}-\d{2})-)?([^/]+)\.md$/.exec(path)!;
  return {
    slug: slug!,
    date: (front.date as string | undefined) ?? named!,
    title: front.title as string,
    milestone: front.milestone as number,
  };
});
const milestoneIds = fixtureMilestoneInputs.map((milestone) => milestone.id).join(', ');
/** "file:line:1" of the line after a Markdown file's closing ---, where its text starts. */
function bodyStart(root: string, file: string): string {
  const lines = readFileSync(join(root, file), 'utf8').split('\n');
  return `${file}:${lines.lastIndexOf('---') + 2}:1`;
}
/** Writes one more update file into the fixture project at `root`. */
function addUpdate(root: string, name: string, file: MarkdownFile): string {
  const path = `${updatesFolder}/${name}`;
  writeFileSync(join(root, path), fileText(file));
  return path;
}

describe('dated updates (updates/*.md)', () => {
  it('reads every update of a project, newest first', () => {
    // The fixture's files are not in date order by name: one has its date in its front matter only.
    expect(updateFiles.length).toBeGreaterThanOrEqual(4);
    const { content, problems } = loadContent(fixtureCopy());
    expect(problems).toEqual([]);
    const read = content!.updates['gripper-arm']!;
    const newestFirst = [...writtenUpdates].sort((a, b) => b.date.localeCompare(a.date));
    expect(
      read.map(({ slug, date, title, milestone }) => ({ slug, date, title, milestone })),
    ).toEqual(newestFirst);
    expect(content!.updates['tide-clock']).toEqual([]);
  });

  it('puts the later file name first when two updates share a day', () => {
    const root = fixtureCopy();
    const newest = [...writtenUpdates].sort((a, b) => b.date.localeCompare(a.date))[0]!;
    addUpdate(root, `${newest.date}-a-spare-board.md`, {
      front: { title: 'A spare board' },
      body: 'Ordered one more board, in case.\n',
    });
    const { content, problems } = loadContent(root);
    expect(problems).toEqual([]);
    expect(content!.updates['gripper-arm']!.slice(0, 2).map((update) => update.slug)).toEqual([
      newest.slug,
      'a-spare-board',
    ]);
  });

  it('takes the address from the file’s name, with or without the date at its start', () => {
    const { content } = loadContent(fixtureCopy());
    const read = content!.updates['gripper-arm']!;
    const dated = updateFiles.find(({ path }) => /\/\d{4}-\d{2}-\d{2}-[^/]+$/.test(path))!;
    const undated = updateFiles.find(({ path }) => !/\/\d{4}-\d{2}-\d{2}-[^/]+$/.test(path))!;
    // 2031-02-03-first-sketches.md is /…/updates/first-sketches, dated by its name.
    const [, day, slug] = /\/(\d{4}-\d{2}-\d{2})-([^/]+)\.md$/.exec(dated.path)!;
    expect(read.find((update) => update.slug === slug)).toMatchObject({
      date: day,
      title: dated.front.title,
    });
    // servo-wiring.md is /…/updates/servo-wiring, dated by its front matter.
    const name = /\/([^/]+)\.md$/.exec(undated.path)![1]!;
    expect(undated.front.date).toBeDefined();
    expect(read.find((update) => update.slug === name)).toMatchObject({
      date: undated.front.date,
      title: undated.front.title,
    });
  });

  it('gives each update its text as HTML, and its pictures as listed', () => {
    const { content } = loadContent(fixtureCopy());
    for (const update of content!.updates['gripper-arm']!) {
      const file = updateFile(update.slug);
      expect(textOf(update.body)).toBe(file.body.replace(/^- /gm, '').replace(/\s+/g, ' ').trim());
      // An empty caption (the form editor writes `caption: ''`) is no caption.
      const listed = (file.front.pictures ?? []) as Array<{ caption?: string }>;
      expect(update.pictures).toEqual(
        listed.map(({ caption, ...picture }) => (caption ? { ...picture, caption } : picture)),
      );
    }
    expect(
      updateFiles.some(({ front }) =>
        (front.pictures as Array<{ caption?: string }> | undefined)?.some(
          ({ caption }) => caption === '',
        ),
      ),
    ).toBe(true);
    // The fixture has an update with a picture and a text of two paragraphs, so the checks above check something.
    expect(updateFiles.some(({ front }) => Array.isArray(front.pictures))).toBe(true);
    expect(content!.updates['gripper-arm']!.some((update) => /<\/p>\s*<p>/.test(update.body))).toBe(
      true,
    );
  });

  it('sums an update up with its text’s first paragraph, or with the summary it gives', () => {
    const { content } = loadContent(fixtureCopy());
    for (const update of content!.updates['gripper-arm']!) {
      const { front, body } = updateFile(update.slug);
      const expected = front.summary
        ? // Given: used as written, its Markdown made HTML (a link opens in a new tab).
          (front.summary as string).replace(/\[([^\]]+)\]\([^)]+\)/g, '$1')
        : body.trim().split(/\n\s*\n/)[0]!;
      expect(textOf(update.summary), update.slug).toBe(expected);
      expect(update.description, update.slug).toBe(expected);
    }
    const given = content!.updates['gripper-arm']!.find(
      (update) => updateFile(update.slug).front.summary,
    );
    expect(given?.summary).toContain(
      `<a href="https://servos.example.org/pins" target="_blank" rel="noopener noreferrer">pin map<span class="sr-only">${newTabNote}</span></a>`,
    );
  });

  it('skips headings, lists and quotes for the summary, and joins a paragraph’s lines', () => {
    const root = fixtureCopy();
    addUpdate(root, '2031-06-01-notes.md', {
      front: { title: 'Notes' },
      body: '## What changed\n\n- a list\n- of parts\n\n> a quote\n\nThe *first*\nparagraph.\n\nThe second.\n',
    });
    const { content, problems } = loadContent(root);
    expect(problems).toEqual([]);
    const notes = content!.updates['gripper-arm']!.find((update) => update.slug === 'notes')!;
    expect(notes.summary).toBe('The <em>first</em> paragraph.');
    expect(notes.description).toBe('The first paragraph.');
  });

  it('counts a project’s updates and carries its newest, without its text, on the project', () => {
    const { content } = loadContent(fixtureCopy());
    const [arm, clock] = content!.trackedProjects;
    const updates = content!.updates['gripper-arm']!;
    expect(arm!.updateCount).toBe(updateFiles.length);
    // The newest update, everything but its text and its models, boards and drawings (its page's alone).
    const newest = Object.fromEntries(
      Object.entries(updates[0]!).filter(
        ([key]) => !['body', 'models', 'boards', 'drawings'].includes(key),
      ),
    );
    expect(arm!.latestUpdate).toEqual(newest);
    expect(arm!.latestUpdate).not.toHaveProperty('body');
    expect(clock!.updateCount).toBe(0);
    expect(clock).not.toHaveProperty('latestUpdate');
  });

  it('allows a date in the future', () => {
    const file = updateFile('servo-wiring');
    const { content, problems } = afterEdit(
      file.path,
      `date: ${file.front.date as string}`,
      'date: 2999-12-31',
    );
    expect(problems).toEqual([]);
    expect(content!.updates['gripper-arm']![0]).toMatchObject({
      slug: 'servo-wiring',
      date: '2999-12-31',
    });
    expect(content!.trackedProjects[0]!.latestUpdate?.slug).toBe('servo-wiring');
  });

  it('takes the date in both the name and the front matter when they agree', () => {
    const { path, front } = updateFile('first-sketches');
    const day = /\/(\d{4}-\d{2}-\d{2})-/.exec(path)![1]!;
    const { problems } = afterEdit(
      path,
      `title: ${front.title as string}`,
      `title: ${front.title as string}\ndate: ${day}`,
    );
    expect(problems).toEqual([]);
  });

  // The form editor changes the date field, never the file's name: the field wins, the address stays.
  it('a date written twice, differently: the front matter’s is shown, at the same address', () => {
    const { path, front } = updateFile('first-sketches');
    const { problems, content } = afterEdit(
      path,
      `title: ${front.title as string}`,
      `title: ${front.title as string}\ndate: 2031-02-04`,
    );
    expect(problems).toEqual([]);
    const update = content!.updates['gripper-arm']!.find((entry) => entry.title === front.title);
    expect(update).toMatchObject({ slug: 'first-sketches', date: '2031-02-04' });
  });

  it('no date in the name or the front matter: the file’s name to give it, with today’s date', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2031-06-01T12:00:00Z'));
    try {
      const { path, front } = updateFile('servo-wiring');
      const { problems } = afterEdit(path, `date: ${front.date as string}\n`, '');
      expect(problems).toEqual([
        `${path}: has no date: start the file's name with it (2031-06-01-servo-wiring.md) or write date: YYYY-MM-DD in its front matter`,
      ]);
    } finally {
      vi.useRealTimers();
    }
  });

  it.each([
    ['2031-02-30', 'is not a real day of the calendar: check the month and the day'],
    ['2031-13-01', 'is not a real day of the calendar: check the month and the day'],
    ['21/04/2031', 'must be a date written YYYY-MM-DD, such as 2025-03-14'],
    ['2031-04', 'must be a date written YYYY-MM-DD, such as 2025-03-14'],
  ])('a date in the front matter that is not a day: %s', (date, message) => {
    const { path, front } = updateFile('servo-wiring');
    const { problems, at } = afterEdit(path, `date: ${front.date as string}`, `date: ${date}`);
    expect(problems).toEqual([`${at(date, 'date: ')}: date: ${message} (found "${date}")`]);
  });

  it('a file name starting with a day that is not one', () => {
    const root = fixtureCopy();
    const { path } = updateFile('first-sketches');
    const renamed = path.replace(/\d{4}-\d{2}-\d{2}/, '2031-02-30');
    renameSync(join(root, path), join(root, renamed));
    expect(loadContent(root).problems).toEqual([
      `${renamed}: the file's name starts with 2031-02-30, which is not a real day: rename the file, with its date as YYYY-MM-DD`,
    ]);
  });

  it('a file name that is not an address', () => {
    const root = fixtureCopy();
    const { path } = updateFile('first-sketches');
    const spaced = path.replace('first-sketches', 'First Sketches');
    renameSync(join(root, path), join(root, spaced));
    expect(loadContent(root).problems).toEqual([
      `${spaced}: the file's name (after its date) is the update's address, and it must be lower-case letters, digits and dashes, like first-boards: rename the file (found "First Sketches")`,
    ]);
    // "index" is the log's own page (/<project>/updates/index.html); the other names the site
    // keeps for its projects' folders are free for an update, which lives under /<project>/updates/.
    const named = path.replace('first-sketches', 'index');
    renameSync(join(root, spaced), join(root, named));
    expect(loadContent(root).problems).toEqual([
      `${named}: the file's name (after its date) is the update's address, and "index" is the log's own: rename the file`,
    ]);
    const free = path.replace('first-sketches', 'assets');
    renameSync(join(root, named), join(root, free));
    expect(loadContent(root).problems).toEqual([]);
  });

  it('two files with the same address', () => {
    const root = fixtureCopy();
    const { path, front } = updateFile('first-sketches');
    const twin = addUpdate(root, 'first-sketches.md', {
      front: { title: front.title, date: '2031-02-04' },
      body: 'The same address, another day.\n',
    });
    // Read in file-name order: the dated name comes first, so the other is the one named.
    expect(loadContent(root).problems).toEqual([
      `${twin}: has the same address as ${path} (/gripper-arm/updates/first-sketches): rename one of the files`,
    ]);
  });

  it('a milestone that is not in the project’s timeline', () => {
    const { path, front } = updateFile('first-sketches');
    const { problems, at } = afterEdit(
      path,
      `milestone: ${front.milestone as number}`,
      'milestone: 9',
    );
    expect(problems).toEqual([
      `${at('9', 'milestone: ')}: milestone: there is no milestone 9 in this project's timeline.yml (its ids are ${milestoneIds})`,
    ]);
  });

  it('a milestone in a project with no timeline', () => {
    const root = fixtureCopy();
    rmSync(join(root, timelineFile));
    const named = updateFiles.filter(({ front }) => front.milestone !== undefined);
    expect(named.length).toBeGreaterThan(0);
    expect(loadContent(root).problems).toEqual(
      named
        .sort((a, b) => (a.path < b.path ? -1 : 1))
        .map(
          ({ path, front }) =>
            `${where(root, path, String(front.milestone), 'milestone: ')}: milestone: there is no milestone ${front.milestone as number} in this project's timeline.yml (its ids are none)`,
        ),
    );
  });

  it('a broken timeline.yml is said once, not again by each update naming a milestone', () => {
    const { problems, at } = afterEdit(timelineFile, 'status: current', 'status: in progress');
    expect(problems).toEqual([
      `${at('in progress', 'status: ')}: milestones[${currentIndex}].status: must be one of completed, current, future (found "in progress")`,
    ]);
  });

  it('a picture that is not in public/images/', () => {
    const { path, front } = updateFile('printed-fingers');
    const index = (front.pictures as Array<{ file: string }>).findIndex(
      ({ file }) => file === 'fixture-fingers.svg',
    );
    const { problems, at } = afterEdit(path, 'file: fixture-fingers.svg', 'file: missing.svg');
    expect(problems).toEqual([
      `${at('missing.svg', 'file: ')}: pictures[${index}].file: ${notInImages.replace('%s', '"missing.svg"')}`,
    ]);
  });

  it('a picture written in the text, not under pictures:', () => {
    const root = fixtureCopy();
    const { path } = updateFile('power-budget');
    edit(root, path, /\n$/, '\n\n![The board](fixture-fingers.svg)\n');
    expect(loadContent(root).problems).toEqual([
      `${bodyStart(root, path)}: a picture in the text (![…](…)) is not shown: list it under pictures: in an update's front matter, with its file and alt`,
    ]);
  });

  it('an update with no title, or with nothing below its front matter', () => {
    const root = fixtureCopy();
    const { path, front } = updateFile('power-budget');
    edit(root, path, `title: ${front.title as string}\n`, '');
    expect(loadContent(root).problems).toEqual([
      `${path}:2:1: title: is missing: add it (it must be a text)`,
    ]);
    const other = updateFile('first-sketches').path;
    const empty = fixtureCopy();
    edit(empty, other, /\n---\n[^]*$/, '\n---\n\n');
    expect(loadContent(empty).problems).toEqual([
      `${bodyStart(empty, other)}: the text below the front matter (after the second ---) is empty: write the section's text there`,
    ]);
  });
});

describe('the footer’s copyright years', () => {
  const updatesOn = (...dates: string[]) => ({ a: dates.map((date) => ({ date })) });
  const milestones = (...dates: Array<[string?, string?]>) =>
    [
      { timeline: { milestones: dates.map(([started, completed]) => ({ started, completed })) } },
    ] as unknown as Parameters<typeof copyrightYearsOf>[1];

  it('run from the earliest dated update or milestone to the year of the build', () => {
    expect(copyrightYearsOf({}, [], updatesOn('2024-05-01', '2023-11-30'), 2026)).toEqual({
      first: 2023,
      last: 2026,
    });
    expect(
      copyrightYearsOf({}, milestones(['2021-09'], [undefined, '2022-01-15']), {}, 2026),
    ).toEqual({ first: 2021, last: 2026 });
  });

  it('start at profile.yml’s copyrightYear when it is earlier, and at the build’s year with no dates', () => {
    expect(copyrightYearsOf({ copyrightYear: 2019 }, [], updatesOn('2024-01-01'), 2026).first).toBe(
      2019,
    );
    expect(copyrightYearsOf({ copyrightYear: 2025 }, [], updatesOn('2024-01-01'), 2026).first).toBe(
      2024,
    );
    expect(copyrightYearsOf({}, [], {}, 2026)).toEqual({ first: 2026, last: 2026 });
  });

  it('never start after the build’s year (a year typed ahead, a milestone planned ahead)', () => {
    expect(copyrightYearsOf({ copyrightYear: 2031 }, milestones(['2030-01']), {}, 2026)).toEqual({
      first: 2026,
      last: 2026,
    });
  });

  it('take the build’s day from SOURCE_DATE_EPOCH where it is set, else today', () => {
    expect(buildDay({ SOURCE_DATE_EPOCH: String(Date.UTC(2029, 11, 31, 23) / 1000) })).toBe(
      '2029-12-31',
    );
    expect(buildDay({})).toBe(new Date().toISOString().slice(0, 10));
    expect(buildDay({ SOURCE_DATE_EPOCH: 'soon' })).toBe(new Date().toISOString().slice(0, 10));
  });

  it('are what the loaded content carries: its profile’s year, or its earliest date, to the build’s', () => {
    const { content } = loadContent(fixtureCopy());
    const { profile, trackedProjects, updates, copyrightYears } = content!;
    expect(copyrightYears).toEqual(copyrightYearsOf(profile, trackedProjects, updates));
    expect(copyrightYears.last).toBe(Number(buildDay().slice(0, 4)));
  });
});
