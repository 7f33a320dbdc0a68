// @vitest-environment node
/**
 * The loader (./load.ts) on made-up content: each test writes the fixture
 * project to disk (scripts/lab/unit-tests/fixture-content.ts), edits a file as an owner
 * would in a text editor, and reads it back. Mistakes must come out in plain
 * words, with the file, line and column to look at. Here: the fixture as written,
 * slips of YAML, wrong fields and values, and a milestone's dates.
 */
import { afterAll, describe, expect, it } from 'vitest';
import {
  armFile,
  armFolder,
  clockFile,
  currentIndex,
  edit,
  firstStoryFile,
  fixtureCopies,
  homeFile,
  profileFile,
  profileInput,
  resumeFile,
  timelineFile,
  updatesFolder,
} from '../../scripts/lab/unit-tests/content-edits';
import { fixtureFiles, fixtureMilestoneInputs } from '../../scripts/lab/unit-tests/fixture-content';
import { loadContent } from './load';
import { profileLinks } from './profile-links';
import { contentFiles } from './content-files';

const lastIndex = fixtureMilestoneInputs.length - 1;
const mustBeHttps = 'must be a full https:// address, such as https://example.com/you';

const { fixtureCopy, afterEdit, removeCopies } = fixtureCopies();
afterAll(removeCopies);

describe('the fixture project', () => {
  it('loads without a problem, so that each mistake below is the only one', () => {
    const { content, problems } = loadContent(fixtureCopy());
    expect(problems).toEqual([]);
    expect(content?.profile.name).toBe(profileInput.name);
    expect(content?.trackedProjects.map((project) => project.slug)).toEqual([
      'gripper-arm',
      'tide-clock',
    ]);
  });

  it('is read from every content file, and each file of every tracked project', () => {
    expect(contentFiles(fixtureCopy())).toEqual([
      { path: profileFile, kind: 'profile' },
      { path: homeFile, kind: 'home' },
      { path: 'content/look.yml', kind: 'look' },
      { path: resumeFile, kind: 'resume' },
      { path: armFile, kind: 'project' },
      { path: timelineFile, kind: 'timeline' },
      ...Object.keys(fixtureFiles)
        .filter((file) => file.startsWith(`${armFolder}/story/`))
        .sort()
        .map((path) => ({ path, kind: 'story' })),
      { path: `${armFolder}/purchasing.md`, kind: 'purchasing' },
      ...Object.keys(fixtureFiles)
        .filter((file) => file.startsWith(`${updatesFolder}/`))
        .sort()
        .map((path) => ({ path, kind: 'update' })),
      { path: clockFile, kind: 'project' },
    ]);
  });
});

describe('YAML slips, in plain words with their place', () => {
  it('a tab in the indentation', () => {
    const { problems, at } = afterEdit(profileFile, 'avatar:\n  file:', 'avatar:\n\tfile:');
    expect(problems).toEqual([
      `${at('\tfile')}: a tab in the indentation: YAML indents with spaces only, so replace the tab with spaces. The line reads: file: ${profileInput.avatar.file}`,
    ]);
  });

  it('a colon and a space inside an unquoted value', () => {
    const line = `jobTitle: Builder: ${profileInput.jobTitle}`;
    const { problems, at } = afterEdit(profileFile, /^jobTitle: .*$/m, line);
    expect(problems).toEqual([
      `${at('Builder: ')}: a colon followed by a space inside a value starts a new field in YAML: put the whole value in double quotes ("like: this"), or write it on the lines below \`>-\`. The line reads: ${line}`,
    ]);
  });

  it('an apostrophe inside single quotes', () => {
    const { problems, at } = afterEdit(profileFile, /^bio: .*$/m, "bio: 'I'm here'");
    expect(problems).toEqual([
      `${at("m here'")}: a quote inside a quoted value ends it early: write the value without quotes, or in double quotes if it holds an apostrophe ("I'm here"), or double the apostrophe inside single quotes ('I''m here'). The line reads: bio: 'I'm here'`,
    ]);
  });

  it('a quoted word after a colon in an unquoted value is still the colon slip', () => {
    const line = 'jobTitle: Builder: "Robots" and more';
    const { problems } = afterEdit(profileFile, /^jobTitle: .*$/m, line);
    expect(problems.length).toBeGreaterThan(0);
    for (const problem of problems)
      expect(problem).toContain('a colon followed by a space inside a value starts a new field');
  });

  it('a double quote inside a double-quoted value, with a colon after it', () => {
    const line = 'bio: "It\'s "measure twice": see the shop"';
    const { problems } = afterEdit(profileFile, /^bio: .*$/m, line);
    expect(problems.length).toBeGreaterThan(0);
    for (const problem of problems) {
      expect(problem).toContain('a double quote inside a double-quoted value ends it early');
      expect(problem).toContain(`The line reads: ${line}`);
    }
  });

  it('a " #" that would make the rest of a value a comment, and lose it', () => {
    const { problems, at } = afterEdit(profileFile, /^bio: .*$/m, 'bio: I like C and #hardware');
    expect(problems).toEqual([
      `${at('I like C')}: the text after " #" is read as a comment and lost (#hardware): put the whole value in double quotes, or write it on the lines below \`>-\``,
    ]);
  });

  it('reads YAML 1.2: `no` stays a word, and a date-like title stays text', () => {
    const root = fixtureCopy();
    const [first] = fixtureMilestoneInputs;
    edit(root, timelineFile, `title: ${first!.title}`, 'title: 2024-05-01');
    edit(root, timelineFile, `- ${first!.tags[0]}`, '- no');
    const { content, problems } = loadContent(root);
    expect(problems).toEqual([]);
    const milestone = content!.trackedProjects[0]!.timeline!.milestones[0]!;
    expect(milestone.title).toBe('2024-05-01');
    expect(milestone.tags).toEqual(['no']);
  });

  it('takes `yes` as a word, not as true', () => {
    const { problems, at } = afterEdit(armFile, 'featured: true', 'featured: yes');
    expect(problems).toEqual([
      `${at('yes', 'featured: ')}: featured: must be true or false (found "yes")`,
    ]);
  });
});

describe('wrong fields, named with their place and what to write', () => {
  it('a misspelt field: did you mean…', () => {
    const { problems, at } = afterEdit(profileFile, 'jobTitle:', 'jobTitel:');
    // Said once, at the misspelt key: the field it stands for is not also reported missing.
    expect(problems).toEqual([
      `${at('jobTitel: ')}: jobTitel: is not a field here (did you mean jobTitle?); check its spelling, or delete it`,
    ]);
  });

  it('a misspelt optional field, in one line', () => {
    const { problems, at } = afterEdit(firstStoryFile, 'order:', 'ordr:');
    expect(problems).toEqual([
      `${at('ordr: ')}: ordr: is not a field here (did you mean order?); check its spelling, or delete it`,
    ]);
  });

  describe('what the owner turns on for visitors (comments, the page-view counter)', () => {
    const comments = [
      'comments:',
      '  repo: ada/portfolio',
      '  repoId: R_kgDOtest01',
      '  category: Comments',
      '  categoryId: DIC_kwDOtest01',
      'pageViews:',
      '  goatcounter: Ada-Builds',
    ].join('\n');

    it('reads giscus.app’s values and the counter’s code; `on: false` is the same as leaving them out', () => {
      const on = afterEdit(profileFile, /^email: /m, `${comments}\nemail: `);
      expect(on.problems).toEqual([]);
      expect(on.content!.profile.comments).toMatchObject({ on: true, repo: 'ada/portfolio' });
      expect(on.content!.profile.pageViews).toEqual({ on: true, goatcounter: 'ada-builds' });
      const off = afterEdit(
        profileFile,
        /^email: /m,
        `${comments.replace('comments:', 'comments:\n  on: false').replace('pageViews:', 'pageViews:\n  on: false')}\nemail: `,
      );
      expect(off.problems).toEqual([]);
      expect(off.content!.profile).toEqual(loadContent(fixtureCopy()).content!.profile);
    });

    it('names the file, line and field of a wrong or missing setting, and what giscus.app gives', () => {
      const wrong = afterEdit(
        profileFile,
        /^email: /m,
        `${comments.replace('R_kgDOtest01', 'kgDOtest01')}\nemail: `,
      );
      expect(wrong.problems).toEqual([
        expect.stringMatching(
          new RegExp(`^${profileFile}:\\d+:\\d+: comments\\.repoId: .*data-repo-id, such as R_`),
        ),
      ]);
      const missing = afterEdit(
        profileFile,
        /^email: /m,
        `${comments.replace(/\n {2}categoryId: .*/, '')}\nemail: `,
      );
      expect(missing.problems).toEqual([
        expect.stringMatching(
          new RegExp(`^${profileFile}:\\d+:\\d+: comments\\.categoryId: is missing`),
        ),
      ]);
    });
  });

  it('a missing required field, at the top or inside a section', () => {
    const top = afterEdit(profileFile, /^school: .*\n/m, '');
    expect(top.problems).toEqual([
      `${profileFile}:1:1: school: is missing: add it (it must be a text)`,
    ]);
    const inner = afterEdit(armFile, /^ {2}summary: .*\n/m, '');
    expect(inner.problems).toEqual([
      `${inner.at('badge', `card:\n  `)}: card.summary: is missing: add it (it must be a text)`,
    ]);
  });

  it("a link's address without its name, or its name without its address, named at the one written", () => {
    const { artPortfolioUrl: url, professionalNetworkName: name } = fixtureFiles[profileFile] as {
      artPortfolioUrl: string;
      professionalNetworkName: string;
    };
    const noName = afterEdit(profileFile, /^artPortfolioName: .*\n/m, '');
    expect(noName.problems).toEqual([
      `${noName.at(url, 'artPortfolioUrl: ')}: artPortfolioUrl: needs artPortfolioName beside it: write it, or delete artPortfolioUrl too for no such link (found ${JSON.stringify(url)})`,
    ]);
    const noUrl = afterEdit(profileFile, /^professionalNetworkUrl: .*\n/m, '');
    expect(noUrl.problems).toEqual([
      `${noUrl.at(name, 'professionalNetworkName: ')}: professionalNetworkName: needs professionalNetworkUrl beside it: write it, or delete professionalNetworkName too for no such link (found ${JSON.stringify(name)})`,
    ]);
  });

  it('a link left out whole, and no More Coming Soon list: no problem, and neither is listed', () => {
    const root = fixtureCopy();
    edit(root, profileFile, /^artPortfolio(Url|Name): .*\n/gm, '');
    edit(root, homeFile, /^comingSoon:\n(?: {2}.*\n)*/m, '');
    const { content, problems } = loadContent(root);
    expect(problems).toEqual([]);
    expect(content?.profile.artPortfolioUrl).toBeUndefined();
    expect(content?.home.comingSoon).toBeUndefined();
    expect(profileLinks(content!.profile).map(({ url }) => url)).toEqual([
      profileInput.professionalNetworkUrl,
    ]);
  });

  it('a milestone status that is not one of the three', () => {
    const { problems, at } = afterEdit(timelineFile, 'status: current', 'status: in progress', {
      updates: false,
    });
    expect(problems).toEqual([
      `${at('in progress', 'status: ')}: milestones[${currentIndex}].status: must be one of completed, current, future (found "in progress")`,
    ]);
  });

  it('a malformed e-mail', () => {
    const { problems, at } = afterEdit(profileFile, profileInput.email, 'me@');
    expect(problems).toEqual([
      `${at('me@', 'email: ')}: email: must be an e-mail address, such as you@example.com (found "me@")`,
    ]);
  });

  it.each([
    ['http://network.example.org/in/someone', 'an http: link'],
    ['network.example.org/in/someone', 'no scheme'],
    ['javascript:alert(1)', 'a script'],
    ['https://', 'no host'],
  ])('a malformed link: %s (%s)', (url) => {
    const { problems, at } = afterEdit(profileFile, profileInput.professionalNetworkUrl, url);
    expect(problems).toEqual([
      `${at(url, 'professionalNetworkUrl: ')}: professionalNetworkUrl: ${mustBeHttps} (found ${JSON.stringify(url)})`,
    ]);
  });

  it('a donation link that is not https', () => {
    const { donation } = fixtureFiles[armFile] as { donation: { url: string } };
    const url = 'http://donate.example.org/x';
    const { problems, at } = afterEdit(armFile, donation.url, url);
    expect(problems).toEqual([
      `${at(url, 'url: ')}: donation.url: ${mustBeHttps} (found "${url}")`,
    ]);
  });

  it('milestones out of order: ids, stages, and two current ones', () => {
    const ids = afterEdit(timelineFile, 'id: 2', 'id: 1', { updates: false });
    expect(ids.problems).toEqual([
      `${ids.at(`1\n    title: ${fixtureMilestoneInputs[1]!.title}`, '- id: ')}: milestones[1].id: must be 2: ids count 1, 2, 3… in the order listed, each once (found 1)`,
    ]);
    const last = fixtureMilestoneInputs[lastIndex]!;
    const stages = afterEdit(
      timelineFile,
      `title: ${last.title}\n    status: future`,
      `title: ${last.title}\n    status: completed`,
      { updates: false },
    );
    expect(stages.problems).toEqual([
      `${stages.at('completed', `${last.title}\n    status: `)}: milestones[${lastIndex}].status: cannot follow a future milestone: completed ones come first, then the current one, then future ones (found "completed")`,
    ]);
    const next = fixtureMilestoneInputs[currentIndex + 1]!;
    const twice = afterEdit(
      timelineFile,
      `title: ${next.title}\n    status: future`,
      `title: ${next.title}\n    status: current`,
      { updates: false },
    );
    expect(twice.problems).toEqual([
      `${twice.at('current', `${next.title}\n    status: `)}: milestones[${currentIndex + 1}].status: only one milestone can be current (found "current")`,
    ]);
  });

  it('costs in whole cents only, floating-point error and all', () => {
    for (const amount of ['19.99', '1.1', '0.29', '4.35', '2.3'])
      expect(afterEdit(armFile, 'amount: 3.35', `amount: ${amount}`).problems, amount).toEqual([]);
    const { problems, at } = afterEdit(armFile, 'amount: 3.35', 'amount: 2.255');
    expect(problems).toEqual([
      `${at('2.255', 'amount: ')}: specs.costs.lines[1].amount: must be in whole cents (found 2.255)`,
    ]);
  });
});

describe('when a milestone started and was completed', () => {
  const [first] = fixtureMilestoneInputs;
  const current = fixtureMilestoneInputs[currentIndex]!;
  /** The timeline with lines added under a milestone's status. */
  const dated = (milestone: { title: string; status: string }, lines: string) =>
    afterEdit(
      timelineFile,
      `title: ${milestone.title}\n    status: ${milestone.status}`,
      `title: ${milestone.title}\n    status: ${milestone.status}\n${lines}`,
      { updates: false },
    );

  it('takes a month or a day, kept as written', () => {
    const { content, problems } = afterEdit(
      timelineFile,
      `title: ${first!.title}\n    status: completed`,
      `title: ${first!.title}\n    status: completed\n    started: 2031-01\n    completed: 2031-02-14`,
    );
    expect(problems).toEqual([]);
    expect(content!.trackedProjects[0]!.timeline!.milestones[0]).toMatchObject({
      started: '2031-01',
      completed: '2031-02-14',
    });
    const under = dated(current, '    started: 2031-04');
    expect(under.problems).toEqual([]);
    expect(under.content!.trackedProjects[0]!.timeline!.milestones[currentIndex]!.started).toBe(
      '2031-04',
    );
  });

  it.each([
    ['2025-13', 'is not a real month or day of the calendar'],
    ['2025-00', 'is not a real month or day of the calendar'],
    ['2025-02-30', 'is not a real month or day of the calendar'],
    ['March 2025', 'must be a month or a date written YYYY-MM or YYYY-MM-DD, such as 2025-03'],
  ])('a month that is not one: %s', (month, message) => {
    const { problems, at } = dated(first!, `    started: ${month}`);
    expect(problems).toEqual([
      `${at(month, 'started: ')}: milestones[0].started: ${message} (found "${month}")`,
    ]);
  });

  it('a completed date on a milestone that is not completed', () => {
    const { problems, at } = dated(current, '    started: 2031-04\n    completed: 2031-05');
    expect(problems).toEqual([
      `${at('2031-05', 'completed: ')}: milestones[${currentIndex}].completed: is set on a current milestone: delete it, or set status: completed (found "2031-05")`,
    ]);
  });

  it('completed before it started', () => {
    const { problems, at } = dated(first!, '    started: 2031-03\n    completed: 2031-02-14');
    expect(problems).toEqual([
      `${at('2031-02-14', 'completed: ')}: milestones[0].completed: is before it started (2031-03) (found "2031-02-14")`,
    ]);
  });
});
