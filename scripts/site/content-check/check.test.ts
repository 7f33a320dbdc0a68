// @vitest-environment node
import { execFile } from 'node:child_process';
import { copyFileSync, existsSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { fixtureFiles, writeFixtureProject } from '../../lab/unit-tests/fixture-content';
import { testPhotos, writeTestPhotos } from '../../lab/unit-tests/fixture-photos';
import { loadContent } from '../../../src/content-model/load';
import { reportContent } from './check';

// The checks themselves are tested on the loader (src/content-model/load-*.test.ts);
// here, only what the build's first step does with what it finds.
const root = process.cwd();
const timelineFile = 'content/tracked/gripper-arm/timeline.yml';
const broken = 'status: in progress';
const problem = `${timelineFile}:`;

const roots: string[] = [];
afterAll(() => roots.forEach((folder) => rmSync(folder, { recursive: true, force: true })));
afterEach(() => vi.unstubAllEnvs());

/** The fixture project on disk (or `files`), with a milestone status misspelt when `typo`. */
function fixtureProject({ typo = false, files = fixtureFiles } = {}): string {
  const folder = writeFixtureProject(files);
  roots.push(folder);
  if (typo) {
    const path = join(folder, timelineFile);
    const source = readFileSync(path, 'utf8');
    expect(source).toContain('status: current');
    writeFileSync(path, source.replace('status: current', broken));
  }
  return folder;
}

/** Reads the content of `folder` and reports it, as the build does: whether it may go on. */
const checkContent = async (folder: string) =>
  (await reportContent(folder, loadContent(folder))) !== undefined;

/** What reportContent printed, by console method. */
function printed() {
  const spies = {
    log: vi.spyOn(console, 'log').mockImplementation(() => {}),
    warn: vi.spyOn(console, 'warn').mockImplementation(() => {}),
    error: vi.spyOn(console, 'error').mockImplementation(() => {}),
  };
  const text = (method: keyof typeof spies) =>
    spies[method].mock.calls.map((call) => call.join(' ')).join('\n');
  return { log: () => text('log'), warn: () => text('warn'), error: () => text('error') };
}

describe('content check (the build’s first step)', () => {
  it('passes good content, and says so', async () => {
    const output = printed();
    expect(await checkContent(fixtureProject())).toBe(true);
    expect(output.log()).toContain('content check: every file, field and picture is in order');
    expect(output.error()).toBe('');
    expect(output.warn()).toBe('');
  });

  it('fails on a mistake, printing each problem with its file, place and field', async () => {
    const output = printed();
    // Without the updates, which name the timeline's milestones: the typo is then the one mistake
    // (src/content-model/load-updates.test.ts has the bug of a broken timeline.yml being reported again by them).
    const withoutUpdates = Object.fromEntries(
      Object.entries(fixtureFiles).filter(([path]) => !path.includes('/updates/')),
    );
    expect(await checkContent(fixtureProject({ typo: true, files: withoutUpdates }))).toBe(false);
    expect(output.error()).toMatch(/^The content has 1 mistake\(s\); fix them and build again:\n/);
    expect(output.error()).toMatch(
      /content\/tracked\/gripper-arm\/timeline\.yml:\d+:\d+: milestones\[\d+\]\.status: must be one of completed, current, future \(found "in progress"\)/,
    );
    expect(output.log()).toBe('');
  });

  it('passes sample values, but warns of each, in the log and the job summary', async () => {
    const summary = join(fixtureProject(), 'summary.md');
    vi.stubEnv('GITHUB_STEP_SUMMARY', summary);
    const output = printed();
    const profile = fixtureFiles['content/profile.yml'] as Record<string, unknown>;
    const folder = fixtureProject({
      files: {
        ...fixtureFiles,
        'content/profile.yml': { ...profile, email: 'someone@example.com' },
      },
    });
    expect(await checkContent(folder)).toBe(true);
    expect(output.warn()).toMatch(/^warning: 1 sample value\(s\)/);
    expect(output.warn()).toMatch(
      /content\/profile\.yml:\d+:\d+: email \("someone@example\.com"\)/,
    );
    expect(readFileSync(summary, 'utf8')).toMatch(
      /- `content\/profile\.yml:\d+:\d+: email \("someone@example\.com"\)`/,
    );
  });

  it('passes photos that carry a GPS position, but names each, with what to run', async () => {
    const folder = fixtureProject();
    const summary = join(folder, 'summary.md');
    vi.stubEnv('GITHUB_STEP_SUMMARY', summary);
    vi.stubEnv('GITHUB_ACTIONS', 'true');
    const photos = join(folder, 'public', 'images');
    await writeTestPhotos(join(folder, 'made'));
    // One named in the content, one only lying in the folder: both are in the public repository.
    const avatar = (fixtureFiles['content/profile.yml'] as { avatar: { file: string } }).avatar
      .file;
    renameSync(join(folder, 'made', testPhotos.sideways), join(photos, avatar));
    copyFileSync(join(photos, avatar), join(photos, 'IMG_0042.jpg'));
    const output = printed();
    expect(await checkContent(folder)).toBe(true);
    const lines = [avatar, 'IMG_0042.jpg']
      .sort()
      .map(
        (file) =>
          `public/images/${file}: carries the GPS position where it was taken; run \`npm run photos:clean\`, then commit`,
      );
    expect(output.warn()).toBe(
      [
        'warning: 2 photo(s) in your repository carry a GPS position. The site never publishes it, but the repository is public:',
        ...lines.map((line) => `  - ${line}`),
        ...[avatar, 'IMG_0042.jpg']
          .sort()
          .map(
            (file, index) =>
              `::warning file=public/images/${file},title=A GPS position in a photo::${lines[index]!.replace(/`/g, '')}`,
          ),
      ].join('\n'),
    );
    for (const line of lines) expect(readFileSync(summary, 'utf8')).toContain(`- ${line}`);
  });

  describe('as the first step of npm run build', () => {
    /** Runs a script of the project with tsx; its exit code and what it printed on stderr. */
    const runScript = async (args: string[], env: Record<string, string> = {}) =>
      promisify(execFile)(
        process.execPath,
        [join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs'), ...args],
        { cwd: root, env: { ...process.env, ...env } },
      ).then(
        () => ({ code: 0, stderr: '' }),
        (error: { code: number; stderr: string }) => error,
      );

    it(
      'stops the build before anything is built: exit code 1, the file, place and field, and no output folder',
      { timeout: 60_000 },
      async () => {
        const project = fixtureProject({ typo: true });
        const out = join(project, 'built');
        const failure = await runScript(['scripts/site/build.ts', out], { CONTENT_ROOT: project });
        expect(failure.code).toBe(1);
        expect(failure.stderr).toContain(problem);
        expect(failure.stderr).toContain('(found "in progress")');
        expect(existsSync(out)).toBe(false);
      },
    );

    it(
      'runs alone on a folder, with the same exit code and words',
      { timeout: 30_000 },
      async () => {
        const failure = await runScript([
          'scripts/site/content-check/check.ts',
          fixtureProject({ typo: true }),
        ]);
        expect(failure.code).toBe(1);
        expect(failure.stderr).toContain(problem);
        expect(failure.stderr).toContain('(found "in progress")');
      },
    );
  });
});
