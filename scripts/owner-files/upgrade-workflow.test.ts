// @vitest-environment node
/**
 * The "Upgrade content" workflow's steps on a made-up owner's content, with an
 * upgrade step of the tests' own (today's content has none): what it plans,
 * the patch it keeps, and the pull request it words and opens through a
 * stand-in for GitHub's REST API. e2e/upgrade-content.e2e.ts runs the whole
 * workflow against the local GitHub.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { renameField } from '../../src/content-model/schema/field-changes';
import type { UpgradeStep } from '../../src/content-model/schema/versions';
import { versionFile } from '../../src/content-model/upgrade';
import { fixtureFiles, writeFixtureProject } from '../lab/unit-tests/fixture-content';
import { commentLimit } from '../deploy/review/report-model';
import {
  nothingToUpgrade,
  openPullRequest,
  upgradeBody,
  upgradeTitle,
} from './upgrade-pull-request';
import { openUpgrade, planUpgrade, writeUpgrade } from './upgrade-workflow';

/** A step of the tests' own: version 2 renames the profile's jobTitle. */
const steps: UpgradeStep[] = [
  {
    version: 2,
    summary: 'profile.yml: jobTitle is called headline',
    files: { profile: renameField(['jobTitle'], 'headline') },
  },
];

let project: string;
beforeAll(() => {
  project = writeFixtureProject(fixtureFiles);
  execFileSync('git', ['init', '--quiet', '-b', 'main'], { cwd: project });
  execFileSync('git', ['add', '-A'], { cwd: project });
  execFileSync(
    'git',
    ['-c', 'user.name=Owner', '-c', 'user.email=o@example.org', 'commit', '--quiet', '-m', 'mine'],
    { cwd: project },
  );
});
afterAll(() => rmSync(project, { recursive: true, force: true }));

describe('planning the upgrade', () => {
  it('runs on the default branch only, naming it', () => {
    expect(() => planUpgrade(project, 'refs/heads/other', 'main', 2)).toThrow(
      /runs on main, the default branch \(this run is on refs\/heads\/other\)/,
    );
  });

  it('needs one for content older than the code reads, none for the newest or the sample', () => {
    expect(planUpgrade(project, 'refs/heads/main', 'main', 2)).toEqual({
      needed: true,
      from: 1,
      to: 2,
      ownContent: true,
    });
    expect(planUpgrade(project, 'refs/heads/main', 'main', 1)).toMatchObject({ needed: false });
    const bare = mkdtempSync(join(tmpdir(), 'no-content-'));
    expect(planUpgrade(bare, 'refs/heads/main', 'main', 2)).toEqual({
      needed: false,
      from: 2,
      to: 2,
      ownContent: false,
    });
    rmSync(bare, { recursive: true, force: true });
  });

  it('says "Nothing to upgrade", with the version, on the run’s summary', () => {
    expect(nothingToUpgrade(3, true)).toMatch(/^### Nothing to upgrade\n[\s\S]*version 3/);
    expect(nothingToUpgrade(3, false)).toMatch(/no `content\/` of its own/);
  });
});

describe('writing the upgrade', () => {
  it('keeps the report and a patch of content/ alone, the new version.yml in it', () => {
    const out = join(project, 'upgrade');
    const report = writeUpgrade(project, out, steps);
    expect(report).toEqual({
      from: 1,
      to: 2,
      changes: [{ path: 'content/profile.yml', change: 'jobTitle is now headline' }],
    });
    expect(JSON.parse(readFileSync(join(out, 'report.json'), 'utf8'))).toEqual(report);
    const patch = readFileSync(join(out, 'changes.patch'), 'utf8');
    const files = [...patch.matchAll(/^diff --git a\/(\S+)/gm)].map(([, file]) => file);
    expect(files.sort()).toEqual(['content/profile.yml', versionFile]);
    expect(patch).toMatch(/^-jobTitle: /m);
    expect(patch).toMatch(/^\+headline: /m);
    const profile = parse(readFileSync(join(project, 'content/profile.yml'), 'utf8')) as Record<
      string,
      unknown
    >;
    expect(profile.headline).toBe(
      (fixtureFiles['content/profile.yml'] as { jobTitle: string }).jobTitle,
    );
  });
});

describe('the pull request', () => {
  const report = {
    from: 1,
    to: 2,
    changes: [{ path: 'content/profile.yml', change: 'jobTitle is now headline' }],
  };

  it('says from which version to which, what the template changed, each file, and the review', () => {
    expect(upgradeTitle(report)).toBe('content: upgrade content/ from version 1 to 2');
    const body = upgradeBody(report, '## Review\n\nNo page reads differently.', steps);
    expect(body).toContain('version 1 of the content');
    expect(body).toContain('- version 2: profile.yml: jobTitle is called headline');
    expect(body).toContain('- `content/profile.yml`: jobTitle is now headline');
    expect(body).toContain(`- \`${versionFile}\`: version 1 → 2`);
    expect(body).toContain('**Close pull request**');
    expect(body.indexOf('## Review')).toBeGreaterThan(
      body.indexOf('What it changes on your pages'),
    );
  });

  it('stays within GitHub’s limit with a long review', () => {
    const body = upgradeBody(report, 'x'.repeat(commentLimit * 2), steps);
    expect(body.length).toBeLessThanOrEqual(commentLimit);
    expect(body).toMatch(/cut at GitHub's limit/);
  });

  let server: Server | undefined;
  afterEach(() => server?.close());
  /** A stand-in for "Create a pull request" that gives `answers` in turn (the last one again after). */
  const stub = async (...answers: Array<[status: number, answer: unknown]>) => {
    const seen: Array<{ path: string; auth?: string; body: Record<string, unknown> }> = [];
    server = createServer((request, response) => {
      let data = '';
      request.on('data', (chunk) => (data += chunk));
      request.on('end', () => {
        seen.push({
          path: `${request.method} ${request.url}`,
          auth: request.headers.authorization,
          body: JSON.parse(data) as Record<string, unknown>,
        });
        const [status, answer] = answers[Math.min(seen.length, answers.length) - 1]!;
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(answer));
      });
    });
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    return { api: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, seen };
  };
  const request = { token: 't0k', repository: 'robin/site', head: 'content-upgrade', base: 'main' };

  it('is opened with the title and body, from the branch into the default one', async () => {
    const { api, seen } = await stub([
      201,
      { html_url: 'https://github.com/robin/site/pull/4', number: 4 },
    ]);
    expect(await openPullRequest({ ...request, api, title: 'T', body: 'B' })).toEqual({
      url: 'https://github.com/robin/site/pull/4',
      number: 4,
    });
    expect(seen).toEqual([
      {
        path: 'POST /repos/robin/site/pulls',
        auth: 'Bearer t0k',
        body: {
          title: 'T',
          body: 'B',
          head: 'content-upgrade',
          base: 'main',
          maintainer_can_modify: true,
        },
      },
    ]);
  });

  it('reports GitHub’s refusal when workflows may not open pull requests, and fails on anything else', async () => {
    const refusal = 'GitHub Actions is not permitted to create or approve pull requests.';
    const { api } = await stub([403, { message: refusal }]);
    expect(await openPullRequest({ ...request, api, title: 'T', body: 'B' })).toEqual({
      refused: refusal,
    });
    server!.close();
    const other = await stub([422, { message: 'Validation Failed' }]);
    await expect(
      openPullRequest({ ...request, api: other.api, title: 'T', body: 'B' }, [0]),
    ).rejects.toThrow(/422 Validation Failed/);
    expect(other.seen).toHaveLength(1);
  });

  it('tries again while the pull request its branch’s deletion closed is still counted as open', async () => {
    const exists = {
      message: 'Validation Failed',
      errors: [{ message: 'A pull request already exists for robin:content-upgrade.' }],
    };
    const opened = { html_url: 'https://github.com/robin/site/pull/5', number: 5 };
    const { api, seen } = await stub([422, exists], [201, opened]);
    expect(await openPullRequest({ ...request, api, title: 'T', body: 'B' }, [0, 0])).toEqual({
      url: opened.html_url,
      number: 5,
    });
    expect(seen).toHaveLength(2);
    server!.close();
    const stuck = await stub([422, exists]);
    await expect(
      openPullRequest({ ...request, api: stuck.api, title: 'T', body: 'B' }, [0, 0]),
    ).rejects.toThrow(/A pull request already exists/);
    expect(stuck.seen).toHaveLength(3);
  });
});

// The patch applies where the pull-request job applies it: on a fresh checkout of the same commit.
describe('the patch', () => {
  it('applies on a clean checkout of the commit it was made on', () => {
    const clean = mkdtempSync(join(tmpdir(), 'upgrade-apply-'));
    execFileSync('git', ['clone', '--quiet', project, clean]);
    execFileSync('git', ['apply', '--index', join(project, 'upgrade', 'changes.patch')], {
      cwd: clean,
    });
    expect(readFileSync(join(clean, versionFile), 'utf8')).toMatch(/^version: 2$/m);
    rmSync(clean, { recursive: true, force: true });
  });

  it('is committed by the job that can write only when it changes content/ alone', async () => {
    const clean = mkdtempSync(join(tmpdir(), 'upgrade-outside-'));
    execFileSync('git', ['clone', '--quiet', project, clean]);
    const dir = join(clean, '..', `${clean.split('/').pop()}-artifact`);
    mkdirSync(dir);
    writeFileSync(join(dir, 'report.json'), JSON.stringify({ from: 1, to: 2, changes: [] }));
    writeFileSync(join(clean, 'package.json'), '{}\n');
    writeFileSync(join(dir, 'changes.patch'), execFileSync('git', ['diff'], { cwd: clean }));
    execFileSync('git', ['checkout', '--', 'package.json'], { cwd: clean });
    const env = { GITHUB_TOKEN: 't0k', GITHUB_REPOSITORY: 'robin/site' };
    await expect(openUpgrade(clean, dir, env, steps)).rejects.toThrow(
      /changes files outside content\/: package\.json/,
    );
    rmSync(clean, { recursive: true, force: true });
    rmSync(dir, { recursive: true, force: true });
  });
});
