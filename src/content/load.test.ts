// @vitest-environment node
/**
 * The loader (./load.ts) on made-up content: each test writes the fixture
 * project to disk (src/test/fixture-content.ts), edits a file as an owner
 * would in a text editor, and reads it back. Mistakes must come out in plain
 * words, with the file, line and column to look at.
 */
import { cpSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import {
  fileText,
  fixtureFiles,
  fixtureMilestoneInputs,
  writeFixtureProject,
  type MarkdownFile,
} from '../test/fixture-content';
import { buildDay, copyrightYearsOf, loadContent, readContent } from './load';
import { contentFiles, trackedFolder } from './paths';
import { contentPictures } from './pictures';
import { fieldName } from './problems';
import { newTabNote, textOf } from './markdown';
import { reservedSlugs } from './schema';

const profileFile = 'content/profile.yml';
const homeFile = 'content/home.yml';
const resumeFile = 'content/resume.yml';
const armFolder = `${trackedFolder}/gripper-arm`;
const armFile = `${armFolder}/project.yml`;
const clockFile = `${trackedFolder}/tide-clock/project.yml`;
const timelineFile = `${armFolder}/timeline.yml`;
const firstStoryFile = `${armFolder}/story/1-why.md`;
const updatesFolder = `${armFolder}/updates`;

/** The fixture's profile.yml, as written. */
const profileInput = fixtureFiles[profileFile] as {
  name: string;
  jobTitle: string;
  email: string;
  professionalNetworkUrl: string;
  avatar: { file: string };
};
const currentIndex = fixtureMilestoneInputs.findIndex((m) => m.status === 'current');
const lastIndex = fixtureMilestoneInputs.length - 1;
const notInImages =
  "that file is not in public/images/ (found %s); put the picture there, or check the name's spelling and capitals";
const mustBeHttps = 'must be a full https:// address, such as https://example.com/you';

const roots: string[] = [];
afterAll(() => roots.forEach((root) => rmSync(root, { recursive: true, force: true })));

/**
 * A fresh copy of the fixture project on disk, to break. Without its updates
 * when `updates` is false: they name the timeline's milestones, so a test that
 * breaks timeline.yml leaves them out to keep its mistake the only one.
 */
function fixtureCopy({ updates = true } = {}): string {
  const root = writeFixtureProject();
  roots.push(root);
  if (!updates) rmSync(join(root, updatesFolder), { recursive: true });
  return root;
}

/** Replaces `from` (which must be in the file) in one file of the project, as an owner would. */
function edit(root: string, file: string, from: string | RegExp, to: string): void {
  const before = readFileSync(join(root, file), 'utf8');
  const after = before.replace(from, to);
  expect(after, `${file}: ${String(from)} is not in the file`).not.toBe(before);
  writeFileSync(join(root, file), after);
}

/**
 * "file:line:column" of `text` in the file, counting from 1 as editors do:
 * the one place it is, right after `after` (which finds it when it is in the file twice).
 */
function where(root: string, file: string, text: string, after = ''): string {
  const source = readFileSync(join(root, file), 'utf8');
  const needle = JSON.stringify(after + text);
  const at = source.indexOf(after + text);
  expect(at, `${file}: ${needle} is not in the file`).toBeGreaterThanOrEqual(0);
  expect(source.indexOf(after + text, at + 1), `${file}: ${needle} is there twice`).toBe(-1);
  const before = source.slice(0, at + after.length).split('\n');
  return `${file}:${before.length}:${before.at(-1)!.length + 1}`;
}

/** The fixture project with one file edited, and what the loader says of it. */
function afterEdit(file: string, from: string | RegExp, to: string, { updates = true } = {}) {
  const root = fixtureCopy({ updates });
  edit(root, file, from, to);
  return {
    root,
    ...loadContent(root),
    at: (text: string, after?: string) => where(root, file, text, after),
  };
}

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

describe("content/look.yml and a project's materials", () => {
  const lookFile = 'content/look.yml';
  /** The fixture project with a look.yml of `text`, and what the loader says of it. */
  function withLook(text: string) {
    const root = fixtureCopy();
    writeFileSync(join(root, lookFile), text);
    return { ...loadContent(root), at: (value: string) => where(root, lookFile, value) };
  }

  it("is optional, and every field of it too: the board's look fills what is left out", () => {
    const bare = fixtureCopy();
    rmSync(join(bare, lookFile));
    const without = loadContent(bare).content?.look;
    expect(without).toBeDefined();
    expect(withLook('corners: square\n').content?.look).toEqual({ ...without, corners: 'square' });
  });

  it('takes a colour as #rrggbb in any case, or a name, and the fonts by their names', () => {
    const { content, problems } = withLook(
      'accent: "#FFD400"\nneutral: Cool\nfonts:\n  headings: space grotesk\n',
    );
    expect(problems).toEqual([]);
    expect(content?.look).toMatchObject({
      accent: '#ffd400',
      neutral: 'cool',
      fonts: { headings: 'Space Grotesk', body: 'system', figures: 'system' },
    });
  });

  it.each([
    [
      'accent: sunshine',
      'sunshine',
      'accent',
      /^must be one of gold, .*, or a colour written "#rrggbb" in quotes, such as "#ffd400" \(found "sunshine"\)$/,
    ],
    ['accent: "#ffd40"', '"#ffd40"', 'accent', /^must be one of gold, .* \(found "#ffd40"\)$/],
    [
      'corners: bevel',
      'bevel',
      'corners',
      /^must be one of square, rounded, round \(found "bevel"\)$/,
    ],
    [
      'fonts:\n  body: Comic Sans',
      'Comic Sans',
      'fonts.body',
      /^must be one of system, Inter, .*IBM Plex Mono \(found "Comic Sans"\)$/,
    ],
  ])('names a bad value with its place and what is allowed: %s', (text, value, field, message) => {
    const { problems, at } = withLook(`${text}\n`);
    expect(problems).toHaveLength(1);
    const [place, rest] = [
      problems[0]!.slice(0, at(value).length),
      problems[0]!.slice(at(value).length),
    ];
    expect(place).toBe(at(value));
    expect(rest.startsWith(`: ${field}: `)).toBe(true);
    expect(rest.slice(`: ${field}: `.length)).toMatch(message);
  });

  it('an unquoted #rrggbb, which YAML reads as a comment: says to quote it', () => {
    const { problems } = withLook('accent: #ffd400\n');
    expect(problems).toEqual([
      'content/look.yml:1:9: the text after " #" is read as a comment and lost (#ffd400): put the whole value in double quotes, or write it on the lines below `>-`',
    ]);
  });

  it("a project's materials by name or #rrggbb; a bad one is named with its place", () => {
    const good = afterEdit(
      clockFile,
      /^look:\n( {2}.*\n)+/m,
      'look:\n  surface: anodised-orange\n  ink: "#111111"\n  highlight: aluminium\n',
    );
    expect(good.problems).toEqual([]);
    expect(good.content?.trackedProjects.find(({ slug }) => slug === 'tide-clock')?.look).toEqual({
      surface: 'anodised-orange',
      ink: '#111111',
      highlight: 'aluminium',
    });
    const bad = afterEdit(
      clockFile,
      /^look:\n( {2}.*\n)+/m,
      'look:\n  surface: unobtainium\n  ink: "#111111"\n  highlight: aluminium\n',
    );
    expect(bad.problems).toHaveLength(1);
    expect(bad.problems[0]).toMatch(
      new RegExp(
        `^${bad.at('unobtainium', 'surface: ')}: look.surface: must be one of soldermask-black, .* \\(found "unobtainium"\\)$`,
      ),
    );
  });
});

describe('files the content names', () => {
  it('a picture that is not in public/images/', () => {
    const { problems, at } = afterEdit(timelineFile, 'fixture-egg.svg', 'missing.svg');
    const index = fixtureMilestoneInputs.findIndex((m) => m.image?.file === 'fixture-egg.svg');
    expect(problems).toEqual([
      `${at('missing.svg', 'file: ')}: milestones[${index}].image.file: ${notInImages.replace('%s', '"missing.svg"')}`,
    ]);
  });

  it('a picture whose name differs from the file’s in letter case', () => {
    const file = profileInput.avatar.file;
    const otherCase = file.charAt(0).toUpperCase() + file.slice(1);
    const { problems, at } = afterEdit(profileFile, file, otherCase);
    expect(problems).toEqual([
      `${at(otherCase, 'file: ')}: avatar.file: public/images/ has ${JSON.stringify(file)}, whose capitals differ (found ${JSON.stringify(otherCase)}); write ${JSON.stringify(file)} here, capitals exactly, or rename the file`,
    ]);
  });

  it('a picture named with a folder in it, in one line', () => {
    const { heroImage } = fixtureFiles[armFile] as { heroImage: { file: string } };
    const { problems, at } = afterEdit(armFile, heroImage.file, '../secret.svg');
    expect(problems).toEqual([
      `${at('../secret.svg', 'file: ')}: heroImage.file: must be a plain file name, with no folder and no spaces (found "../secret.svg")`,
    ]);
  });

  it('takes a picture written as the form editor writes it, /images/<file>', () => {
    const { heroImage } = fixtureFiles[armFile] as { heroImage: { file: string } };
    const { problems, content } = afterEdit(armFile, heroImage.file, `/images/${heroImage.file}`);
    expect(problems).toEqual([]);
    expect(content!.trackedProjects[0]!.heroImage.file).toBe(heroImage.file);
  });

  it('an iPhone HEIC photo: how to make it one browsers show', () => {
    const root = fixtureCopy();
    writeFileSync(join(root, 'public/images/IMG_0042.HEIC'), 'not really a photo');
    edit(root, profileFile, profileInput.avatar.file, 'IMG_0042.HEIC');
    expect(loadContent(root).problems).toEqual([
      expect.stringMatching(
        new RegExp(
          `^${where(root, profileFile, 'IMG_0042', 'file: ')}: avatar\\.file: is an iPhone HEIC photo, .*convert it to JPEG.* \\(found "IMG_0042\\.HEIC"\\)$`,
        ),
      ),
    ]);
  });

  it('reads what a picture file holds, whatever its name says', () => {
    const root = fixtureCopy();
    const heic = Buffer.concat([
      Buffer.from([0, 0, 0, 24]),
      Buffer.from('ftypheic\0\0\0\0mif1heic', 'latin1'),
      Buffer.alloc(100),
    ]);
    const files: Record<string, Buffer | string> = {
      'from-the-phone.jpg': heic,
      'empty.jpg': '',
      'notes.png': 'these are my notes, not a picture',
      'photo-as-drawing.svg': readFileSync(join(root, 'public/images', profileInput.avatar.file)),
      'drawing-as-photo.jpg': '<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"/>',
      // A PNG under a JPEG's name is shown all the same: browsers and the build read the bytes.
      'png-as-jpeg.jpg': Buffer.from(
        'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
        'base64',
      ),
    };
    const found: Record<string, string[]> = {};
    for (const [file, bytes] of Object.entries(files)) {
      writeFileSync(join(root, 'public/images', file), bytes);
      edit(root, profileFile, /avatar:\n {2}file: \S+/, `avatar:\n  file: ${file}`);
      found[file] = loadContent(root).problems.map((problem) =>
        problem.replace(/^.*?avatar\.file: /, ''),
      );
    }
    expect(found).toEqual({
      'from-the-phone.jpg': [
        expect.stringMatching(
          /^that file is an iPhone HEIC photo, .*convert it to JPEG.* \(found "from-the-phone\.jpg"\)$/,
        ),
      ],
      'empty.jpg': [
        'that file is empty (found "empty.jpg"): copy the picture into public/images/ again',
      ],
      'notes.png': [
        'that file is not a JPEG, PNG, WebP, AVIF or SVG picture (found "notes.png"): export it again as JPEG (a photo) or PNG, and name that file here',
      ],
      'photo-as-drawing.svg': [
        'that file is named as a drawing (.svg) but holds a JPEG photo (found "photo-as-drawing.svg"): rename it to .jpg and name that here',
      ],
      'drawing-as-photo.jpg': [
        'that file holds an SVG drawing under a photo\'s name (found "drawing-as-photo.jpg"): rename it to .svg and name that here',
      ],
      'png-as-jpeg.jpg': [],
    });
  });

  it('a resume PDF of the owner’s own that is not in public/', () => {
    const { problems, at } = afterEdit(
      profileFile,
      /^email: /m,
      'resumeFile: cv-2099.pdf\nemail: ',
    );
    expect(problems).toEqual([
      `${at('cv-2099.pdf', 'resumeFile: ')}: resumeFile: that file is not in public/ (found "cv-2099.pdf"); put your PDF there, or check the name`,
    ]);
  });
});

describe('resume.yml', () => {
  const whenMessage = 'must be a year, a month or a day, written 2025, 2025-03 or 2025-03-14';
  const firstJob = (fixtureFiles[resumeFile] as { work: Array<{ startDate: string }> }).work[0]!;

  it('a date written in words names its line and field, and how to write it', () => {
    const { problems, at } = afterEdit(
      resumeFile,
      `startDate: ${firstJob.startDate}`,
      'startDate: June 2022',
    );
    expect(problems).toEqual([
      `${at('June 2022', 'startDate: ')}: work[0].startDate: ${whenMessage} (found "June 2022")`,
    ]);
  });

  it('a day the calendar does not have, and an end before its start', () => {
    const { problems, at } = afterEdit(
      resumeFile,
      `startDate: ${firstJob.startDate}`,
      'startDate: 2024-02-30',
    );
    expect(problems).toEqual([
      `${at('2024-02-30')}: work[0].startDate: is not a real day of the calendar: check the month and the day (found "2024-02-30")`,
    ]);
    const later = afterEdit(resumeFile, `startDate: ${firstJob.startDate}`, 'startDate: 2099-01');
    expect(later.problems).toHaveLength(1);
    expect(later.problems[0]).toMatch(
      /: work\[0\]\.endDate: is before its startDate \(2099-01\): check the two/,
    );
  });

  it('a resume.yml with every field left empty is read as one with none filled in', () => {
    const root = fixtureCopy();
    writeFileSync(join(root, resumeFile), 'summary: ""\nwork: []\nprojects: []\n');
    const { problems, content } = loadContent(root);
    expect(problems).toEqual([]);
    expect(content!.resume!.work).toEqual([]);
    expect(content!.resume!.projects.length).toBe(content!.trackedProjects.length);
  });

  /** The fixture's tracked projects' folders, in the order the loader reads them. */
  const folders = () =>
    loadContent(fixtureCopy())
      .content!.trackedProjects.map((p) => p.slug)
      .sort();

  it('a project line that names no tracked project’s folder', () => {
    const { problems, at } = afterEdit(
      resumeFile,
      /^skills:/m,
      'projects:\n  - project: no-such-project\nskills:',
    );
    expect(problems).toEqual([
      `${at('no-such-project')}: projects[0].project: no tracked project has that folder (found "no-such-project"); write one of ${folders().join(', ')}, or leave it out and write the project's name and description`,
    ]);
  });

  it('a project line with neither a folder nor a name and description', () => {
    const { problems, at } = afterEdit(
      resumeFile,
      /^skills:/m,
      'projects:\n  - name: Only a name\nskills:',
    );
    expect(problems).toEqual([
      `${at('name: Only a name')}: projects[0]: a project needs a name and a description, or project: with a tracked project's folder name (such as ${folders()[0]}) to take them from its files`,
    ]);
  });

  it('no resume.yml and no PDF of the owner’s own: Home’s View resume would have nothing to open', () => {
    const root = fixtureCopy();
    rmSync(join(root, resumeFile));
    const { problems } = loadContent(root);
    expect(problems).toEqual([
      `${profileFile}:1:1: resumeFile: Home's View resume needs a resume: write ${resumeFile} (the build makes the PDF from it; copy sample/${resumeFile} to start), or name your own PDF in public/ here, such as resumeFile: my-cv.pdf`,
    ]);
  });

  it('a PDF of the owner’s own, named in profile.yml, is what Home opens; the page stays', () => {
    const root = fixtureCopy();
    edit(root, profileFile, /^email: /m, 'resumeFile: my-cv.pdf\nemail: ');
    writeFileSync(join(root, 'public/my-cv.pdf'), '%PDF-1.4\n%%EOF\n');
    const { content, problems } = loadContent(root);
    expect(problems).toEqual([]);
    expect(content!.resumePdf).toBe('my-cv.pdf');
    expect(content!.hasResumePage).toBe(true);
    rmSync(join(root, resumeFile));
    const without = loadContent(root);
    expect(without.problems).toEqual([]);
    expect(without.content!.resumePdf).toBe('my-cv.pdf');
    expect(without.content!.hasResumePage).toBe(false);
    expect(without.content!.resume).toBeUndefined();
  });
});

describe('project folders', () => {
  it('at most one featured project', () => {
    const root = fixtureCopy();
    edit(root, clockFile, /^badge: /m, 'featured: true\nbadge: ');
    expect(loadContent(root).problems).toEqual(
      [armFile, clockFile].map(
        (file) =>
          `${where(root, file, 'true', 'featured: ')}: featured: more than one project says featured: true; keep it on one`,
      ),
    );
  });

  it('a folder name that is not an address', () => {
    const root = fixtureCopy();
    renameSync(join(root, trackedFolder, 'tide-clock'), join(root, trackedFolder, 'My Robot'));
    expect(loadContent(root).problems).toEqual([
      `${trackedFolder}/My Robot/: the folder's name is the page's address, and it must be lower-case letters, digits and dashes, like my-robot: rename the folder (found "My Robot")`,
    ]);
  });

  it('a folder name the site uses itself', () => {
    const root = fixtureCopy();
    renameSync(join(root, trackedFolder, 'tide-clock'), join(root, trackedFolder, 'admin'));
    expect(loadContent(root).problems).toEqual([
      `${trackedFolder}/admin/: the folder's name is the page's address, and it must not be one of ${reservedSlugs.join(', ')}: the site uses those names itself; rename the folder (found "admin")`,
    ]);
  });

  it('a story file with nothing below its front matter', () => {
    const root = fixtureCopy();
    edit(root, firstStoryFile, /\n---\n[^]*$/, '\n---\n\n');
    const lines = readFileSync(join(root, firstStoryFile), 'utf8').split('\n');
    // The line after the closing ---, where the text belongs.
    const below = lines.lastIndexOf('---') + 2;
    expect(loadContent(root).problems).toEqual([
      `${firstStoryFile}:${below}:1: the text below the front matter (after the second ---) is empty: write the section's text there`,
    ]);
  });

  it('a folder with only project.yml is a project with no story, timeline, purchasing or updates', () => {
    const root = fixtureCopy();
    for (const part of ['story', 'timeline.yml', 'purchasing.md', 'updates'])
      rmSync(join(root, armFolder, part), { recursive: true });
    const { content, problems } = loadContent(root);
    expect(problems).toEqual([]);
    const project = content!.trackedProjects.find((p) => p.slug === 'gripper-arm')!;
    expect(project.title).toBe((fixtureFiles[armFile] as { title: string }).title);
    expect(project).not.toHaveProperty('story');
    expect(project).not.toHaveProperty('timeline');
    expect(project).not.toHaveProperty('purchasing');
    expect(project.updateCount).toBe(0);
    expect(project).not.toHaveProperty('latestUpdate');
    expect(content!.updates['gripper-arm']).toEqual([]);
  });

  it('orders the projects featured first, then by `order`, then by folder name', () => {
    const root = fixtureCopy();
    cpSync(join(root, trackedFolder, 'tide-clock'), join(root, trackedFolder, 'a-kite'), {
      recursive: true,
    });
    // The featured project comes first, whatever its order.
    edit(root, armFile, /^badge: /m, 'order: 9\nbadge: ');
    const slugs = () => {
      const { content, problems } = loadContent(root);
      expect(problems).toEqual([]);
      return content!.trackedProjects.map((project) => project.slug);
    };
    expect(slugs()).toEqual(['gripper-arm', 'a-kite', 'tide-clock']);
    edit(root, clockFile, /^badge: /m, 'order: 1\nbadge: ');
    expect(slugs()).toEqual(['gripper-arm', 'tide-clock', 'a-kite']);
  });

  it('orders the story cards by their `order`, not their file names', () => {
    const root = fixtureCopy();
    // The first file's card is given the largest order: it moves to the end.
    edit(root, firstStoryFile, 'order: 1', 'order: 99');
    const { content } = loadContent(root);
    const titles = content!.trackedProjects[0]!.story!.map((card) => card.title);
    const first = (fixtureFiles[firstStoryFile] as MarkdownFile).front.title;
    expect(titles.at(-1)).toBe(first);
    expect(titles.indexOf(first as string)).toBe(titles.length - 1);
  });
});

describe('a section the form editor left empty', () => {
  it('counts as left out', () => {
    const { problems, content } = afterEdit(
      armFile,
      /^donation:\n( {2}.*\n)+/m,
      "donation: { label: '', url: '', note: '' }\n",
    );
    expect(problems).toEqual([]);
    expect(content!.trackedProjects[0]).not.toHaveProperty('donation');
  });

  it('counts as left out however deep its empty values are', () => {
    const { problems, content } = afterEdit(
      armFile,
      /^panel:\n( {2}.*\n)+/m,
      "panel:\n  image: { file: '', alt: '' }\n  caption: ''\n",
    );
    expect(problems).toEqual([]);
    expect(content!.trackedProjects[0]).not.toHaveProperty('panel');
  });
});

describe('text as the owner typed it', () => {
  it('keeps a figure typed into a text field as written (1.60, not 1.6), and a number a number', () => {
    const { content, problems } = afterEdit(armFile, 'value: 30 cm', 'value: 1.60');
    expect(problems).toEqual([]);
    const { specs } = content!.trackedProjects.find(({ slug }) => slug === 'gripper-arm')!;
    expect(specs!.items[0]!.value).toBe('1.60');
    expect(typeof specs!.costs!.lines[0]!.amount).toBe('number');
  });

  it('keeps apostrophes, quotes, colons, #, accents and emoji', () => {
    const bio = `I'm "Robin": I build #robots & café-style naïve ideas 🤖 — 6'2" and 0.25" too.`;
    const title = `Robin's arm: "v2" #1`;
    const root = fixtureCopy();
    edit(root, profileFile, /^bio: .*$/m, `bio: >-\n  ${bio}`);
    edit(root, armFile, /^title: .*$/m, `title: ${JSON.stringify(title)}`);
    const { content, problems } = loadContent(root);
    expect(problems).toEqual([]);
    expect(textOf(content!.profile.bio)).toBe(bio);
    expect(content!.trackedProjects[0]!.title).toBe(title);
  });

  it('renders Markdown: links, emphasis and lists; an outside link opens in a new tab', () => {
    const bio = [
      'See [my site](https://robin.example.org) and [the arm](/gripper-arm), *really*.',
      '',
      '- one',
      '- **two**',
    ];
    const { content, problems } = afterEdit(
      profileFile,
      /^bio: .*$/m,
      `bio: |-\n${bio.map((line) => (line ? `  ${line}` : '')).join('\n')}`,
    );
    expect(problems).toEqual([]);
    const html = content!.profile.bio;
    expect(html).toContain(
      `<a href="https://robin.example.org" target="_blank" rel="noopener noreferrer">my site<span class="sr-only">${newTabNote}</span></a>`,
    );
    expect(html).toContain('<a href="/gripper-arm">the arm</a>');
    expect(html).toContain('<em>really</em>');
    expect(html).toMatch(/<ul>\s*<li>one<\/li>\s*<li><strong>two<\/strong><\/li>\s*<\/ul>/);
    expect(textOf(html)).toBe('See my site and the arm, really. one two');
  });

  it('shows HTML typed into content as text, never as markup', () => {
    const typed = '<script>alert(1)</script> <img src=x onerror=alert(1)> [x](javascript:alert(1))';
    const root = fixtureCopy();
    edit(root, profileFile, /^bio: .*$/m, `bio: ${JSON.stringify(typed)}`);
    edit(root, firstStoryFile, /---\n\n/, `---\n\n${typed}\n\n`);
    const { content, problems } = loadContent(root);
    expect(problems).toEqual([]);
    for (const html of [content!.profile.bio, content!.trackedProjects[0]!.story![0]!.body]) {
      expect(html).not.toMatch(/<script/i);
      expect(html).not.toMatch(/<img/i);
      expect(html).not.toMatch(/<[^>]*\sonerror=/i);
      expect(html).not.toMatch(/href="javascript:/i);
      expect(textOf(html)).toContain(typed);
    }
  });

  it('takes a number where it asks for text', () => {
    const { content, problems } = afterEdit(armFile, /value: 30 cm/, 'value: 40');
    expect(problems).toEqual([]);
    expect(content!.trackedProjects[0]!.specs!.items[0]!.value).toBe('40');
  });
});

describe('readContent and contentPictures', () => {
  it('readContent throws, listing every mistake', () => {
    const root = fixtureCopy({ updates: false });
    edit(root, profileFile, profileInput.email, 'me@');
    edit(root, timelineFile, 'status: current', 'status: in progress');
    expect(() => readContent(root)).toThrow(
      /^The content has 2 mistake\(s\); fix them and build again:\n {2}- content\/profile\.yml:\d+:\d+: email: .*\n {2}- content\/tracked\/gripper-arm\/timeline\.yml:\d+:\d+: milestones\[\d\]\.status: /,
    );
  });

  it('lists every picture the content names, once, with its file and field', () => {
    const content = readContent(fixtureCopy());
    const found = contentPictures(content).map(({ where, picture }) => `${where}: ${picture.file}`);
    const withImage = fixtureMilestoneInputs.findIndex((m) => m.image);
    expect(found).toEqual(
      expect.arrayContaining([
        `${profileFile}: avatar: ${content.profile.avatar.file}`,
        `${homeFile}: otherProjects[0].image: ${content.home.otherProjects[0]!.image!.file}`,
        `${armFile}: heroImage: ${content.trackedProjects[0]!.heroImage.file}`,
        `${armFile}: card.image: ${content.trackedProjects[0]!.card.image.file}`,
        `${timelineFile}: milestones[${withImage}].image: ${fixtureMilestoneInputs[withImage]!.image!.file}`,
      ]),
    );
    expect(new Set(found).size).toBe(found.length);
  });

  // Each update's photos get their AVIF/WebP versions from this list (scripts/site/images/photos.ts).
  it('lists every update’s pictures too, with the update’s file', () => {
    const content = readContent(fixtureCopy());
    const found = contentPictures(content).map(({ where, picture }) => `${where}: ${picture.file}`);
    const withPicture = updateFiles.filter(({ front }) => Array.isArray(front.pictures));
    expect(withPicture.length).toBeGreaterThan(0);
    for (const { path, front } of withPicture)
      for (const [index, picture] of (front.pictures as Array<{ file: string }>).entries())
        expect(found).toContain(`${path}: pictures[${index}]: ${picture.file}`);
  });

  it('names a field by its path', () => {
    expect(fieldName(['card', 'highlights', 1])).toBe('card.highlights[1]');
    expect(fieldName([2, 'status'])).toBe('[2].status');
  });
});

/** The fixture's update files, by path, as the owner wrote them. */
const updateFiles = Object.entries(fixtureFiles)
  .filter(([path]) => path.startsWith(`${updatesFolder}/`))
  .map(([path, file]) => ({ path, ...(file as MarkdownFile) }));
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
    // The newest update, everything but its text and its models and boards (its page's alone).
    const newest = Object.fromEntries(
      Object.entries(updates[0]!).filter(([key]) => !['body', 'models', 'boards'].includes(key)),
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
