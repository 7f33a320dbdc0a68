// @vitest-environment node
import { readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parseDocument } from 'yaml';
import {
  fixtureFiles,
  writeFixtureProject,
  type MarkdownFile,
} from '../../scripts/lab/unit-tests/fixture-content';
import { loadContent } from './load';
import { contentFiles } from './content-files';
import { addField, renameField } from './schema/field-changes';
import { contentVersion, upgradeSteps, type UpgradeStep } from './schema/versions';
import {
  readContentVersion,
  upgradeFiles,
  upgradeMessage,
  versionFile,
  versionFileText,
} from './upgrade';

// Content written before a made-up change of shape (version 1), and the steps that bring it to
// today's schema (version 3): the fields the steps rename back are today's fields, so the loader
// must read the older files exactly as it reads today's.
const bio = `It's "Robin": I build *small* machines. # not a comment\n\nSee [my notes](https://notes.example.org/a?b=c&d=e), or don't.`;
const updatePath = 'content/tracked/gripper-arm/updates/2031-03-10-printed-fingers.md';
const timelinePath = 'content/tracked/gripper-arm/timeline.yml';

const today = structuredClone(fixtureFiles) as Record<string, Record<string, unknown>>;
today['content/profile.yml']!.bio = bio;

/** The same content in the older shape: jobTitle was role, a milestone's tags its topics, an update's title its heading. */
const older = structuredClone(today);
const profile = older['content/profile.yml']!;
older['content/profile.yml'] = Object.fromEntries(
  Object.entries(profile).map(([key, value]) => [key === 'jobTitle' ? 'role' : key, value]),
);
const timeline = older[timelinePath] as { milestones: Array<Record<string, unknown>> };
timeline.milestones = timeline.milestones.map((milestone) =>
  Object.fromEntries(
    Object.entries(milestone).map(([key, value]) => [key === 'tags' ? 'topics' : key, value]),
  ),
);
const update = older[updatePath] as unknown as MarkdownFile & { front: Record<string, unknown> };
update.front = Object.fromEntries(
  Object.entries(update.front).map(([key, value]) => [key === 'title' ? 'heading' : key, value]),
);

const steps: UpgradeStep[] = [
  {
    version: 2,
    summary: 'role is called jobTitle; a milestone’s topics are its tags',
    files: {
      profile: renameField(['role'], 'jobTitle'),
      timeline: renameField(['milestones', '[]', 'topics'], 'tags'),
    },
  },
  {
    version: 3,
    summary: 'an update’s heading is its title',
    files: { update: renameField(['heading'], 'title') },
  },
];

const roots: string[] = [];
const project = (files: Record<string, unknown>) => {
  const root = writeFixtureProject(files as typeof fixtureFiles);
  roots.push(root);
  return root;
};
afterAll(() => {
  for (const root of roots) rmSync(root, { recursive: true, force: true });
});

/** Every content file's text under `root`. */
const texts = (root: string) =>
  Object.fromEntries(
    [...contentFiles(root).map(({ path }) => path), versionFile].map((path) => {
      try {
        return [path, readFileSync(join(root, path), 'utf8')];
      } catch {
        return [path, null];
      }
    }),
  );

describe('content of an earlier shape', () => {
  const expected = loadContent(project(today), steps);

  it('is read by the build as the newest, with nothing lost, and says what it changed', () => {
    expect(expected.problems).toEqual([]);
    expect(expected.upgrade?.changes ?? []).toEqual([]);
    const read = loadContent(project(older), steps);
    expect(read.problems).toEqual([]);
    expect(read.content).toEqual(expected.content);
    expect(read.upgrade?.from).toBe(1);
    expect(read.upgrade?.to).toBe(3);
    const milestones = (today[timelinePath] as { milestones: Array<{ tags?: unknown }> })
      .milestones;
    expect(read.upgrade?.changes).toEqual([
      { path: 'content/profile.yml', change: 'role is now jobTitle' },
      ...milestones.flatMap((milestone, index) =>
        milestone.tags
          ? [
              {
                path: timelinePath,
                change: `milestones[${index}].topics is now milestones[${index}].tags`,
              },
            ]
          : [],
      ),
      { path: updatePath, change: 'heading is now title' },
    ]);
    const message = upgradeMessage(read.upgrade!);
    expect(message).toContain(
      'content/ is written in version 1 of the content’s shape'.replace('’', "'"),
    );
    expect(message).toContain('  - content/profile.yml: role is now jobTitle');
    expect(message).toContain('run `npm run content:upgrade`');
  });

  it('keeps pointing at the line a mistake is on, in a field a step renamed', () => {
    const root = project(older);
    const path = join(root, 'content/profile.yml');
    const text = readFileSync(path, 'utf8');
    writeFileSync(path, text.replace(/^role: .*$/m, 'role: ""'));
    const line = text.split('\n').findIndex((row) => row.startsWith('role:')) + 1;
    expect(loadContent(root, steps).problems).toEqual([
      expect.stringMatching(new RegExp(`^content/profile\\.yml:${line}:\\d+: jobTitle: `)),
    ]);
  });

  it('is written into the files by the upgrade, comments and all; a second run changes nothing', () => {
    const root = project(older);
    const path = join(root, 'content/profile.yml');
    writeFileSync(path, `# My own note: keep it.\n${readFileSync(path, 'utf8')}`);
    const before = texts(root);
    const report = upgradeFiles(root, steps);
    expect(report.from).toBe(1);
    expect(report.to).toBe(3);
    expect(report.written.sort()).toEqual(
      ['content/profile.yml', timelinePath, updatePath, versionFile].sort(),
    );
    // Read with no steps at all, the files are today's shape, and hold what they held.
    const after = loadContent(root, steps);
    expect(after.upgrade?.changes ?? []).toEqual([]);
    expect(after.content).toEqual(expected.content);
    expect(readFileSync(path, 'utf8')).toMatch(/^# My own note: keep it\.\n/);
    expect(readFileSync(join(root, versionFile), 'utf8')).toBe(versionFileText(3));
    // Only the renamed lines changed in a file the upgrade wrote.
    const lines = (text: string | null | undefined) => (text ?? '').split('\n');
    const changed = lines(texts(root)['content/profile.yml']).filter(
      (line) => !lines(before['content/profile.yml']).includes(line),
    );
    expect(changed).toEqual([expect.stringMatching(/^jobTitle: /)]);
    // The files no step changes are as they were, byte for byte.
    for (const [file, text] of Object.entries(texts(root)))
      if (!report.written.includes(file)) expect(text, file).toBe(before[file]);

    const written = texts(root);
    const again = upgradeFiles(root, steps);
    expect(again).toMatchObject({ from: 3, to: 3, changes: [], written: [] });
    expect(texts(root)).toEqual(written);
    expect(upgradeMessage(report, true)).toMatch(
      /^Upgraded content\/ from version 1 to 3:\n {2}- /,
    );
  });

  it("keeps a file's line ends, byte-order mark and unindented lists; its text below the front matter byte for byte", () => {
    const root = project(older);
    const update = join(root, updatePath);
    const crlf = `\uFEFF${readFileSync(update, 'utf8').replace(/\n/g, '\r\n')}`;
    writeFileSync(update, crlf);
    // Lists written flush with their keys, as many people write YAML.
    const timeline = join(root, timelinePath);
    const unindented = parseDocument(readFileSync(timeline, 'utf8')).toString({ indentSeq: false });
    writeFileSync(timeline, unindented);
    expect(loadContent(root, steps).problems).toEqual([]);
    upgradeFiles(root, steps);
    const written = readFileSync(update, 'utf8');
    expect(written.startsWith('\uFEFF---\r\n')).toBe(true);
    expect(written.replace(/\r\n/g, '')).not.toMatch(/\n/);
    expect(written.split('---\r\n').at(-1)).toBe(crlf.split('---\r\n').at(-1));
    expect(written).toBe(crlf.replace('\r\nheading: ', '\r\ntitle: '));
    const changedLines = (before: string, after: string) =>
      after.split('\n').filter((line) => !before.split('\n').includes(line));
    expect(changedLines(unindented, readFileSync(timeline, 'utf8'))).toEqual(
      expect.arrayContaining([expect.stringMatching(/^ {2}tags:$/)]),
    );
    expect(
      changedLines(unindented, readFileSync(timeline, 'utf8')).every((line) =>
        /^ {2}tags:( \[\])?$/.test(line),
      ),
    ).toBe(true);
    expect(loadContent(root, steps).content).toEqual(expected.content);
  });

  it('writes nothing, the version included, while a file cannot be read, and names it', () => {
    const root = project(older);
    const story = contentFiles(root).find(({ kind }) => kind === 'story')!.path;
    writeFileSync(join(root, story), 'No front matter here.\n');
    const before = texts(root);
    expect(() => upgradeFiles(root, steps)).toThrow(
      new RegExp(
        `^Nothing was upgraded: these files cannot be read .*\n {2}- ${story.replace(/[.]/g, '\\.')}: its front matter`,
      ),
    );
    expect(texts(root)).toEqual(before);
  });

  it('takes files the form editor saved in the newest shape beside older ones', () => {
    const root = project({ ...older, 'content/profile.yml': today['content/profile.yml'] });
    const read = loadContent(root, steps);
    expect(read.problems).toEqual([]);
    expect(read.content).toEqual(expected.content);
    expect(read.upgrade?.changes.map(({ path }) => path)).not.toContain('content/profile.yml');
  });
});

describe('the version of the content', () => {
  it('is 1 without content/version.yml, and names what is wrong with one', () => {
    const root = project(today);
    expect(readContentVersion(root, 3)).toEqual({ version: 1 });
    for (const [written, problem] of [
      [
        'version: two',
        /^content\/version\.yml: version: must be a whole number, 1 or more.*\(found "two"\)/,
      ],
      [
        'version: 4',
        /^content\/version\.yml: version: 4 is newer than this site's code reads \(3\): take the template's updates/,
      ],
    ] as const) {
      writeFileSync(join(root, versionFile), `${written}\n`);
      expect(readContentVersion(root, 3).problem).toMatch(problem);
      expect(loadContent(root, steps).problems).toEqual([expect.stringMatching(problem)]);
    }
  });

  it('counts one step a version, and the sample is always in the newest shape', () => {
    upgradeSteps.forEach((step, index) => expect(step.version).toBe(index + 2));
    expect(contentVersion).toBe(upgradeSteps.length + 1);
    expect(readContentVersion(join(process.cwd(), 'sample'))).toEqual({ version: contentVersion });
    expect(readdirSync(join(process.cwd(), 'sample', 'content'))).toContain('version.yml');
  });
});

describe('the changes a step is made of', () => {
  it('rename a field only where it is and its new name is not, and add one only where it is missing', () => {
    const doc = parseDocument('a: 1\nlist:\n  - { x: 1 }\n  - { x: 2, y: 3 }\n');
    expect(renameField(['list', '[]', 'x'], 'y')(doc)).toEqual(['list[0].x is now list[0].y']);
    expect(renameField(['missing'], 'b')(doc)).toEqual([]);
    expect(addField([], 'b', 'two')(doc)).toEqual(['b added, as "two"']);
    expect(addField([], 'b', 'other')(doc)).toEqual([]);
    expect(doc.toJS()).toEqual({ a: 1, list: [{ y: 1 }, { x: 2, y: 3 }], b: 'two' });
  });
});
