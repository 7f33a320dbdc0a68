import { execFile } from 'node:child_process';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';
import packageJson from '../../package.json';
import {
  contentProblems,
  loadContent,
  type ContentFile,
  type ContentModules,
} from './content-check';

const root = process.cwd();
let shipped: ContentModules;
beforeAll(async () => {
  shipped = await loadContent(root);
});

/** A copy of plain data (functions kept as they are), so a test can break one field. */
function copy<T>(value: T): T {
  if (Array.isArray(value)) return value.map(copy) as T;
  if (value !== null && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, copy(v)])) as T;
  return value;
}

/** The shipped content with one field set to `value`; path like ['milestones', 7, 'status']. */
function withField(file: ContentFile, path: Array<string | number>, value: unknown) {
  const modules = copy(shipped);
  const parent = path
    .slice(0, -1)
    .reduce<Record<PropertyKey, unknown>>(
      (inner, key) => inner[key] as Record<PropertyKey, unknown>,
      modules[file],
    );
  parent[path.at(-1)!] = value;
  return contentProblems(modules, root);
}

describe('content check (the build’s first step)', () => {
  it('passes the shipped content', () => {
    expect(contentProblems(shipped, root)).toEqual([]);
  });

  it('names the file, field and value of a bad milestone status', () => {
    expect(withField('src/content/timeline.ts', ['milestones', 7, 'status'], 'done')).toEqual([
      'src/content/timeline.ts: milestones[7].status: must be one of completed, current, future (found "done")',
    ]);
  });

  it.each([
    ['http://www.linkedin.com/in/sample-profile/', 'an http: link'],
    ['www.linkedin.com/in/sample-profile/', 'no scheme'],
    ['javascript:alert(1)', 'a script'],
    ['https://', 'no host'],
  ])('refuses a malformed link: %s (%s)', (url) => {
    expect(withField('src/content/profile.ts', ['profile', 'professionalNetworkUrl'], url)).toEqual(
      [
        `src/content/profile.ts: profile.professionalNetworkUrl: must be a full https:// address, such as https://example.com/you (found ${JSON.stringify(url)})`,
      ],
    );
  });

  it('refuses a donation link that is not https', () => {
    expect(
      withField('src/content/pcbrule.ts', ['pcbrule', 'donation', 'url'], 'http://ko-fi.com/x'),
    ).toEqual([
      'src/content/pcbrule.ts: pcbrule.donation.url: must be a full https:// address, such as https://example.com/you (found "http://ko-fi.com/x")',
    ]);
  });

  it('names a missing image', () => {
    expect(
      withField('src/content/timeline.ts', ['milestones', 2, 'image', 'file'], 'stackup.svg'),
    ).toEqual([
      'src/content/timeline.ts: milestones[2].image.file: that file is not in public/images/ (found "stackup.svg")',
    ]);
    expect(
      withField('src/content/pcbrule.ts', ['pcbrule', 'heroImage', 'file'], '../secret.svg'),
    ).toEqual([
      'src/content/pcbrule.ts: pcbrule.heroImage.file: must be a plain file name, with no folder and no spaces (found "../secret.svg")',
    ]);
  });

  it('names a missing resume', () => {
    expect(withField('src/content/profile.ts', ['profile', 'resumeFile'], 'cv-2026.pdf')).toEqual([
      'src/content/profile.ts: profile.resumeFile: that file is not in public/ (found "cv-2026.pdf")',
    ]);
  });

  it('refuses a malformed e-mail', () => {
    expect(withField('src/content/profile.ts', ['profile', 'email'], 'jordan.avery@')).toEqual([
      'src/content/profile.ts: profile.email: must be an e-mail address, such as you@example.com (found "jordan.avery@")',
    ]);
  });

  it('keeps milestone ids unique and in order', () => {
    expect(withField('src/content/timeline.ts', ['milestones', 4, 'id'], 4)).toEqual([
      'src/content/timeline.ts: milestones[4].id: must be 5: ids count 1, 2, 3… in the order listed, each once (found 4)',
    ]);
  });

  it('keeps the stages in order, with one current milestone at most', () => {
    expect(withField('src/content/timeline.ts', ['milestones', 9, 'status'], 'completed')).toEqual([
      'src/content/timeline.ts: milestones[9].status: cannot follow a future milestone: completed ones come first, then the current one, then future ones (found "completed")',
    ]);
    expect(withField('src/content/timeline.ts', ['milestones', 8, 'status'], 'current')).toEqual([
      'src/content/timeline.ts: milestones[8].status: only one milestone can be current (found "current")',
    ]);
  });

  it('accepts any price in whole cents, floating-point error and all', () => {
    for (const amount of [19.99, 1.1, 0.29, 4.35, 2.3])
      expect(
        withField('src/content/pcbrule.ts', ['pcbrule', 'specs', 'costs', 1, 'amount'], amount),
      ).toEqual([]);
  });

  it('names a file whose letter case differs from the one on disk', () => {
    expect(
      withField('src/content/profile.ts', ['profile', 'avatar', 'file'], 'Avatar.svg'),
    ).toEqual([
      'src/content/profile.ts: profile.avatar.file: that file is not in public/images/ (found "Avatar.svg")',
    ]);
  });

  it('refuses costs that are not whole cents, and a missing export', () => {
    expect(
      withField('src/content/pcbrule.ts', ['pcbrule', 'specs', 'costs', 1, 'amount'], 2.255),
    ).toEqual([
      'src/content/pcbrule.ts: pcbrule.specs.costs[1].amount: must be in whole cents (found 2.255)',
    ]);
    const modules = copy(shipped);
    delete modules['src/content/projects.ts'].featuredProject;
    expect(contentProblems(modules, root)).toEqual([
      expect.stringMatching(/^src\/content\/projects\.ts: featuredProject: .* \(found nothing\)$/),
    ]);
  });

  describe('as the first step of npm run build', () => {
    it('runs before anything is compiled', () => {
      expect(packageJson.scripts.build).toMatch(/^tsx scripts\/build\/content-check\.ts && /);
    });

    it(
      'stops with exit code 1 and the file, field and value, for a mistake in a content file',
      { timeout: 30_000 },
      async () => {
        // A throwaway copy of the project's content and public files, with one typo.
        const project = await mkdtemp(join(tmpdir(), 'content-check-'));
        try {
          await cp(join(root, 'src', 'content'), join(project, 'src', 'content'), {
            recursive: true,
          });
          await cp(join(root, 'public'), join(project, 'public'), { recursive: true });
          const timeline = join(project, 'src', 'content', 'timeline.ts');
          const source = await readFile(timeline, 'utf8');
          await writeFile(timeline, source.replace("status: 'current'", "status: 'in progress'"));

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
            'src/content/timeline.ts: milestones[7].status: must be one of completed, current, future (found "in progress")',
          );
        } finally {
          await rm(project, { recursive: true, force: true });
        }
      },
    );
  });
});
