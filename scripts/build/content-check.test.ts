import { execFile } from 'node:child_process';
import { readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import packageJson from '../../package.json';
import { fixtureContentModules, writeFixtureProject } from '../../src/test/fixture-content';
import { fixtureMilestones, fixtureProfile, fixtureProject } from '../../src/test/fixtures';
import {
  contentPictures,
  contentProblems,
  contentSchemas,
  loadContent,
  type ContentModules,
} from './content-check';

const root = process.cwd();
// The checks are tested on a made-up project (src/test/fixture-content.ts), so
// they hold whatever the owner writes; the owner's own content must only pass.
const profileFile = 'src/content/profile.ts';
const projectFile = 'src/content/tracked/gripper-arm.ts';
const timelineFile = 'src/content/tracked/gripper-arm-timeline.ts';
const currentIndex = fixtureMilestones.findIndex((milestone) => milestone.status === 'current');
const lastIndex = fixtureMilestones.length - 1;

const fixture: ContentModules = fixtureContentModules;
let shipped: ContentModules;
let fixtureRoot: string;
beforeAll(async () => {
  shipped = await loadContent(root);
  fixtureRoot = await writeFixtureProject();
});
afterAll(() => rm(fixtureRoot, { recursive: true, force: true }));

/** A copy of plain data (functions kept as they are), so a test can break one field. */
function copy<T>(value: T): T {
  if (Array.isArray(value)) return value.map(copy) as T;
  if (value !== null && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, copy(v)])) as T;
  return value;
}

/** The fixture content with one field set to `value`; path like ['milestones', 2, 'status']. */
function withField(file: string, path: Array<string | number>, value: unknown) {
  const modules = copy(fixture);
  const parent = path
    .slice(0, -1)
    .reduce<Record<PropertyKey, unknown>>(
      (inner, key) => inner[key] as Record<PropertyKey, unknown>,
      modules[file]!,
    );
  expect(parent, `${file}: ${path.join('.')}`).toHaveProperty(String(path.at(-1)));
  parent[path.at(-1)!] = value;
  return contentProblems(modules, fixtureRoot);
}

describe('content check (the build’s first step)', () => {
  it('passes the shipped content', () => {
    expect(contentProblems(shipped, root)).toEqual([]);
  });

  it('passes the fixture project, so each mistake below is the only one', () => {
    expect(contentProblems(fixture, fixtureRoot)).toEqual([]);
  });

  it('checks every content file, and each file of every tracked project', () => {
    expect(Object.keys(contentSchemas(fixtureRoot)).sort()).toEqual([
      'src/content/profile.ts',
      'src/content/projects.ts',
      'src/content/site.ts',
      'src/content/tracked/gripper-arm-timeline.ts',
      'src/content/tracked/gripper-arm.ts',
      'src/content/tracked/index.ts',
      'src/content/tracked/tide-clock.ts',
    ]);
    expect(Object.keys(contentSchemas(root))).toEqual(
      expect.arrayContaining([
        'src/content/profile.ts',
        'src/content/projects.ts',
        'src/content/site.ts',
        'src/content/tracked/index.ts',
      ]),
    );
  });

  it('names the file, field and value of a bad milestone status', () => {
    expect(withField(timelineFile, ['milestones', currentIndex, 'status'], 'done')).toEqual([
      `${timelineFile}: milestones[${currentIndex}].status: must be one of completed, current, future (found "done")`,
    ]);
  });

  it.each([
    ['http://network.example.org/in/someone', 'an http: link'],
    ['network.example.org/in/someone', 'no scheme'],
    ['javascript:alert(1)', 'a script'],
    ['https://', 'no host'],
  ])('refuses a malformed link: %s (%s)', (url) => {
    expect(withField(profileFile, ['profile', 'professionalNetworkUrl'], url)).toEqual([
      `${profileFile}: profile.professionalNetworkUrl: must be a full https:// address, such as https://example.com/you (found ${JSON.stringify(url)})`,
    ]);
  });

  it('refuses a donation link that is not https', () => {
    expect(
      withField(projectFile, ['gripperArm', 'donation', 'url'], 'http://donate.example.org/x'),
    ).toEqual([
      `${projectFile}: gripperArm.donation.url: must be a full https:// address, such as https://example.com/you (found "http://donate.example.org/x")`,
    ]);
  });

  it('tells the owner how to turn an iPhone HEIC photo into one browsers show', () => {
    expect(withField(profileFile, ['profile', 'avatar', 'file'], 'IMG_0042.HEIC')).toEqual([
      expect.stringMatching(
        /^src\/content\/profile\.ts: profile\.avatar\.file: is an iPhone HEIC photo, .*export it as JPEG.* \(found "IMG_0042\.HEIC"\)$/,
      ),
    ]);
  });

  it('names a missing image', () => {
    const withImage = fixtureMilestones.findIndex((milestone) => milestone.image);
    expect(
      withField(timelineFile, ['milestones', withImage, 'image', 'file'], 'missing.svg'),
    ).toEqual([
      `${timelineFile}: milestones[${withImage}].image.file: that file is not in public/images/ (found "missing.svg")`,
    ]);
    expect(withField(projectFile, ['gripperArm', 'heroImage', 'file'], 'hero.svg')).toEqual([
      `${projectFile}: gripperArm.heroImage.file: that file is not in public/images/ (found "hero.svg")`,
    ]);
  });

  it('refuses a file name with a folder in it, in one line', () => {
    expect(withField(projectFile, ['gripperArm', 'heroImage', 'file'], '../secret.svg')).toEqual([
      `${projectFile}: gripperArm.heroImage.file: must be a plain file name, with no folder and no spaces (found "../secret.svg")`,
    ]);
  });

  it('names a mistake in a timeline file once, though its project holds the same milestones', () => {
    // As in the real content, the project's timeline is the very list its timeline file exports.
    const modules = structuredClone(fixture);
    const milestones = modules[timelineFile]!.milestones as typeof fixtureMilestones;
    const project = modules[projectFile]!.gripperArm as typeof fixtureProject;
    expect(project.timeline!.milestones).toBe(milestones);
    milestones[currentIndex]!.status = 'done' as never;
    milestones[1]!.image = { ...milestones[1]!.image!, file: 'missing.svg' };
    expect(contentProblems(modules, fixtureRoot)).toEqual([
      `${timelineFile}: milestones[${currentIndex}].status: must be one of completed, current, future (found "done")`,
      `${timelineFile}: milestones[1].image.file: that file is not in public/images/ (found "missing.svg")`,
    ]);
  });

  it('names a missing resume', () => {
    expect(withField(profileFile, ['profile', 'resumeFile'], 'cv-2099.pdf')).toEqual([
      `${profileFile}: profile.resumeFile: that file is not in public/ (found "cv-2099.pdf")`,
    ]);
  });

  it('refuses a malformed e-mail', () => {
    expect(withField(profileFile, ['profile', 'email'], 'someone@')).toEqual([
      `${profileFile}: profile.email: must be an e-mail address, such as you@example.com (found "someone@")`,
    ]);
  });

  it('keeps milestone ids unique and in order', () => {
    expect(withField(timelineFile, ['milestones', 1, 'id'], 1)).toEqual([
      `${timelineFile}: milestones[1].id: must be 2: ids count 1, 2, 3… in the order listed, each once (found 1)`,
    ]);
  });

  it('keeps the stages in order, with one current milestone at most', () => {
    expect(withField(timelineFile, ['milestones', lastIndex, 'status'], 'completed')).toEqual([
      `${timelineFile}: milestones[${lastIndex}].status: cannot follow a future milestone: completed ones come first, then the current one, then future ones (found "completed")`,
    ]);
    expect(withField(timelineFile, ['milestones', currentIndex + 1, 'status'], 'current')).toEqual([
      `${timelineFile}: milestones[${currentIndex + 1}].status: only one milestone can be current (found "current")`,
    ]);
  });

  it('refuses two tracked projects at the same address', () => {
    const modules = copy(fixture);
    const index = modules['src/content/tracked/index.ts']!;
    index.trackedProjects = [...(index.trackedProjects as unknown[]), fixtureProject];
    const last = (index.trackedProjects as unknown[]).length - 1;
    expect(contentProblems(modules, fixtureRoot)).toEqual([
      `src/content/tracked/index.ts: trackedProjects[${last}].slug: is used by an earlier project: each project needs its own address (found "${fixtureProject.slug}")`,
    ]);
    expect(withField(projectFile, ['gripperArm', 'slug'], 'Gripper Arm')).toEqual([
      `${projectFile}: gripperArm.slug: must be lower-case letters, digits and dashes, like my-robot (found "Gripper Arm")`,
    ]);
  });

  it('accepts any price in whole cents, floating-point error and all', () => {
    for (const amount of [19.99, 1.1, 0.29, 4.35, 2.3])
      expect(
        withField(projectFile, ['gripperArm', 'specs', 'costs', 'lines', 1, 'amount'], amount),
      ).toEqual([]);
  });

  it('names a file whose letter case differs from the one on disk', () => {
    const file = fixtureProfile.avatar.file;
    const otherCase = file.charAt(0).toUpperCase() + file.slice(1);
    expect(withField(profileFile, ['profile', 'avatar', 'file'], otherCase)).toEqual([
      `${profileFile}: profile.avatar.file: that file is not in public/images/ (found "${otherCase}")`,
    ]);
  });

  it('refuses costs that are not whole cents, and a missing export', () => {
    expect(
      withField(projectFile, ['gripperArm', 'specs', 'costs', 'lines', 1, 'amount'], 2.255),
    ).toEqual([
      `${projectFile}: gripperArm.specs.costs.lines[1].amount: must be in whole cents (found 2.255)`,
    ]);
    const modules = copy(fixture);
    delete modules['src/content/projects.ts']!.comingSoon;
    expect(contentProblems(modules, fixtureRoot)).toEqual([
      expect.stringMatching(/^src\/content\/projects\.ts: comingSoon: .* \(found nothing\)$/),
    ]);
  });

  it('lists every picture the content names, with its file and field, once', () => {
    const found = contentPictures(fixture).map(({ where, picture }) => `${where}: ${picture.file}`);
    expect(found).toEqual(
      expect.arrayContaining([
        `${profileFile}: profile.avatar: ${fixtureProfile.avatar.file}`,
        `${projectFile}: gripperArm.heroImage: ${fixtureProject.heroImage.file}`,
        `${projectFile}: gripperArm.card.image: ${fixtureProject.card.image.file}`,
        `${timelineFile}: milestones[1].image: ${fixtureMilestones[1]!.image!.file}`,
      ]),
    );
    // The list of tracked projects names their pictures again: they are counted once.
    expect(new Set(found).size).toBe(found.length);
    expect(found.some((entry) => entry.startsWith('src/content/tracked/index.ts'))).toBe(false);
  });

  describe('as the first step of npm run build', () => {
    it('runs before anything is compiled', () => {
      expect(packageJson.scripts.build).toMatch(/^tsx scripts\/build\/content-check\.ts && /);
    });

    it(
      'stops with exit code 1 and the file, field and value, for a mistake in a content file',
      { timeout: 30_000 },
      async () => {
        // A throwaway copy of the fixture project, with one typo.
        const project = await writeFixtureProject();
        try {
          const timeline = join(project, timelineFile);
          const source = await readFile(timeline, 'utf8');
          const typo = source.replace('"status": "current"', '"status": "in progress"');
          expect(typo).not.toBe(source);
          await writeFile(timeline, typo);

          const run = promisify(execFile)(
            process.execPath,
            [
              join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs'),
              'scripts/build/content-check.ts',
              project,
            ],
            { cwd: root },
          );
          const failure = await run.then(
            () => null,
            (error: { code: number; stderr: string }) => error,
          );
          expect(failure?.code).toBe(1);
          expect(failure?.stderr).toContain(
            `${timelineFile}: milestones[${currentIndex}].status: must be one of completed, current, future (found "in progress")`,
          );
        } finally {
          await rm(project, { recursive: true, force: true });
        }
      },
    );
  });
});
