// @vitest-environment node
/**
 * The loader (./load.ts) on made-up content: each test writes the fixture
 * project to disk (src/test/fixture-content.ts), edits a file as an owner
 * would in a text editor, and reads it back. Mistakes must come out in plain
 * words, with the file, line and column to look at.
 */
import { cpSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  fixtureFiles,
  fixtureMilestoneInputs,
  writeFixtureProject,
  type MarkdownFile,
} from '../test/fixture-content';
import {
  contentFiles,
  contentPictures,
  fieldName,
  loadContent,
  readContent,
  trackedFolder,
} from './load';
import { newTabNote, textOf } from './markdown';
import { reservedSlugs } from './schema';

const profileFile = 'content/profile.yml';
const homeFile = 'content/home.yml';
const armFolder = `${trackedFolder}/gripper-arm`;
const armFile = `${armFolder}/project.yml`;
const clockFile = `${trackedFolder}/tide-clock/project.yml`;
const timelineFile = `${armFolder}/timeline.yml`;
const firstStoryFile = `${armFolder}/story/1-why.md`;

/** The fixture's profile.yml, as written. */
const profileInput = fixtureFiles[profileFile] as {
  name: string;
  jobTitle: string;
  email: string;
  resumeFile: string;
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

/** A fresh copy of the fixture project on disk, to break. */
function fixtureCopy(): string {
  const root = writeFixtureProject();
  roots.push(root);
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
function afterEdit(file: string, from: string | RegExp, to: string) {
  const root = fixtureCopy();
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
      { path: armFile, kind: 'project' },
      { path: timelineFile, kind: 'timeline' },
      ...Object.keys(fixtureFiles)
        .filter((file) => file.startsWith(`${armFolder}/story/`))
        .sort()
        .map((path) => ({ path, kind: 'story' })),
      { path: `${armFolder}/purchasing.md`, kind: 'purchasing' },
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
    const { problems, at } = afterEdit(timelineFile, 'status: current', 'status: in progress');
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
    const ids = afterEdit(timelineFile, 'id: 2', 'id: 1');
    expect(ids.problems).toEqual([
      `${ids.at(`1\n    title: ${fixtureMilestoneInputs[1]!.title}`, '- id: ')}: milestones[1].id: must be 2: ids count 1, 2, 3… in the order listed, each once (found 1)`,
    ]);
    const last = fixtureMilestoneInputs[lastIndex]!;
    const stages = afterEdit(
      timelineFile,
      `title: ${last.title}\n    status: future`,
      `title: ${last.title}\n    status: completed`,
    );
    expect(stages.problems).toEqual([
      `${stages.at('completed', `${last.title}\n    status: `)}: milestones[${lastIndex}].status: cannot follow a future milestone: completed ones come first, then the current one, then future ones (found "completed")`,
    ]);
    const next = fixtureMilestoneInputs[currentIndex + 1]!;
    const twice = afterEdit(
      timelineFile,
      `title: ${next.title}\n    status: future`,
      `title: ${next.title}\n    status: current`,
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
      `${at(otherCase, 'file: ')}: avatar.file: ${notInImages.replace('%s', JSON.stringify(otherCase))}`,
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
          `^${where(root, profileFile, 'IMG_0042', 'file: ')}: avatar\\.file: is an iPhone HEIC photo, .*export it as JPEG.* \\(found "IMG_0042\\.HEIC"\\)$`,
        ),
      ),
    ]);
  });

  it('a resume that is not in public/', () => {
    const { problems, at } = afterEdit(profileFile, profileInput.resumeFile, 'cv-2099.pdf');
    expect(problems).toEqual([
      `${at('cv-2099.pdf', 'resumeFile: ')}: resumeFile: that file is not in public/ (found "cv-2099.pdf"); put your PDF there, or check the name`,
    ]);
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

  it('a folder with only project.yml is a project with no story, timeline or purchasing', () => {
    const root = fixtureCopy();
    for (const part of ['story', 'timeline.yml', 'purchasing.md'])
      rmSync(join(root, armFolder, part), { recursive: true });
    const { content, problems } = loadContent(root);
    expect(problems).toEqual([]);
    const project = content!.trackedProjects.find((p) => p.slug === 'gripper-arm')!;
    expect(project.title).toBe((fixtureFiles[armFile] as { title: string }).title);
    expect(project).not.toHaveProperty('story');
    expect(project).not.toHaveProperty('timeline');
    expect(project).not.toHaveProperty('purchasing');
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
    const root = fixtureCopy();
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
        `${homeFile}: otherProjects[0].image: ${content.home.otherProjects[0]!.image.file}`,
        `${armFile}: heroImage: ${content.trackedProjects[0]!.heroImage.file}`,
        `${armFile}: card.image: ${content.trackedProjects[0]!.card.image.file}`,
        `${timelineFile}: milestones[${withImage}].image: ${fixtureMilestoneInputs[withImage]!.image!.file}`,
      ]),
    );
    expect(new Set(found).size).toBe(found.length);
  });

  it('names a field by its path', () => {
    expect(fieldName(['card', 'highlights', 1])).toBe('card.highlights[1]');
    expect(fieldName([2, 'status'])).toBe('[2].status');
  });
});
