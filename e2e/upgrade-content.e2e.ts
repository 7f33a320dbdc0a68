/**
 * "Upgrade content" (.github/workflows/upgrade-content.yml) rehearsed against
 * the local GitHub (support/local-github/: git with GitHub's rules, the REST
 * API, the token's permissions), running the workflow's own steps as the YAML
 * has them (support/local-github/runner.ts), as an owner with only a browser
 * would start it: Actions → Upgrade content → Run workflow, on main.
 *
 * The fork holds the whole project, a made-up person's content as its sample
 * (scripts/lab/unit-tests/fixture-content.ts) and its own copy of it in content/, in
 * today's shape; then it takes a template update that renames a field, with
 * its upgrade step (support/renamed-field.ts). The review (`npm run review`)
 * has its own test; here it is the runner's stand-in, whose comment the pull
 * request must carry.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { writeOwnCopy } from '../scripts/owner-files/own-copy';
import { upgradeBranch, upgradeWorkflowFile } from '../scripts/shared/upgrade-names';
import { contentVersion } from '../src/content-model/schema/versions';
import { versionFile } from '../src/content-model/upgrade';
import { writeFixtureRoot } from './support/build-site';
import {
  createRunner,
  type Runner,
  type WorkflowEvent,
  type WorkflowRun,
} from './support/local-github/runner';
import { startLocalGitHub, type LocalGitHub } from './support/local-github/server';
import { renamedFieldVersion, renameJobTitle } from './support/renamed-field';

const repository = 'fixture-owner/portfolio';

let github: LocalGitHub;
let runner: Runner;
let work: string;
let clone: string;
let ownerToken = '';
/** The owner's job title as their content/profile.yml has it, before the upgrade. */
let jobTitle: string;

/** git in the owner's clone, signed in as the owner. */
const git = (...args: string[]) =>
  execFileSync('git', ['-c', `http.extraheader=AUTHORIZATION: bearer ${ownerToken}`, ...args], {
    cwd: clone,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  }).trim();
const commitAll = (who: string, message: string) => {
  git('add', '-A');
  git(
    '-c',
    `user.name=${who}`,
    '-c',
    'user.email=who@example.org',
    'commit',
    '--quiet',
    '-m',
    message,
  );
};

/** Actions → Upgrade content → Run workflow, from `branch`. */
const runUpgrade = (branch = 'main'): WorkflowRun => {
  const event: WorkflowEvent = {
    name: 'workflow_dispatch',
    sha: git('rev-parse', `origin/${branch}`),
    ref: `refs/heads/${branch}`,
    payload: {
      ref: `refs/heads/${branch}`,
      inputs: {},
      repository: { full_name: repository, default_branch: 'main', fork: true },
    },
  };
  return runner.run(upgradeWorkflowFile, event);
};
const jobResults = (run: WorkflowRun) =>
  Object.fromEntries(Object.entries(run.jobs).map(([name, job]) => [name, job.result]));

/** The branch on the local GitHub, fetched: its commit, or null when it is not there. */
const remoteBranch = (branch: string) => {
  const line = git('ls-remote', 'origin', `refs/heads/${branch}`);
  if (!line) return null;
  git('fetch', '--quiet', 'origin', `+refs/heads/${branch}:refs/remotes/origin/${branch}`);
  return line.split(/\s/)[0]!;
};

beforeAll(async () => {
  github = await startLocalGitHub();
  github.createRepository(repository);
  ownerToken = github.ownerToken(repository);
  work = mkdtempSync(join(tmpdir(), 'upgrade-content-'));
  clone = join(work, 'fork');
  // The fork: the project as the template ships it, a made-up person as its sample...
  writeFixtureRoot(join(clone, 'sample'));
  rmSync(join(clone, 'sample', 'package.json'));
  const files = execFileSync(
    'git',
    ['ls-files', '-z', '--cached', '--others', '--exclude-standard'],
    {
      encoding: 'utf8',
    },
  )
    .split('\0')
    .filter((file) => file && !/^(content|public|sample)\//.test(file));
  for (const file of files) cpSync(file, join(clone, file), { recursive: true });
  execFileSync('git', ['init', '--quiet', '-b', 'main'], { cwd: clone });
  git('remote', 'add', 'origin', `${github.origin}/${repository}.git`);
  // ...its own copy of it, in today's shape (what its first deploy commits)...
  writeOwnCopy(clone);
  commitAll('Owner', 'My site');
  jobTitle = (parse(git('show', 'HEAD:content/profile.yml')) as { jobTitle: string }).jobTitle;
  // ...and the template's update that renames a field, taken with Sync fork.
  renameJobTitle(clone);
  commitAll('Template', 'profile.yml: jobTitle is called headline, with its upgrade step');
  git('push', '--quiet', 'origin', 'main');
  runner = createRunner(github, repository);
}, 120_000);

afterAll(async () => {
  runner?.close();
  await github?.close();
  if (work) rmSync(work, { recursive: true, force: true });
});

// Each run builds the site twice (about 6 s each on an idle two-core machine): hang guards.
describe('Upgrade content, run from the Actions tab', { timeout: 300_000 }, () => {
  it('refuses to run from another branch than the default one, saying where to run it', () => {
    git('push', '--quiet', 'origin', 'main:refs/heads/other');
    const run = runUpgrade('other');
    expect(jobResults(run)).toEqual({ upgrade: 'failure', 'pull-request': 'skipped' });
    expect(run.jobs.upgrade!.log).toMatch(/runs on main, the default branch/);
    expect(remoteBranch(upgradeBranch)).toBeNull();
  });

  it('pushes the upgrade as a branch, and says how to open its pull request where workflows may not', () => {
    const main = git('rev-parse', 'origin/main');
    const run = runUpgrade();
    expect(jobResults(run), run.log).toEqual({ upgrade: 'success', 'pull-request': 'success' });
    expect(run.jobs.upgrade!.outputs.needed).toBe('true');
    // GitHub's default for a repository in a personal account: no pull request from a workflow.
    expect(github.pullRequests(repository)).toEqual([]);
    expect(run.summary).toContain(`compare/main...${upgradeBranch}?expand=1`);
    expect(run.summary).toContain('Allow GitHub Actions to create and approve pull requests');
    expect(run.log).toMatch(/::warning title=No pull request opened::/);
    // The branch: one commit on main's, changing the renamed field and the version alone.
    expect(remoteBranch(upgradeBranch)).not.toBeNull();
    expect(git('rev-parse', `origin/${upgradeBranch}^`)).toBe(main);
    expect(git('log', '-1', '--format=%an', `origin/${upgradeBranch}`)).toBe('github-actions[bot]');
  });

  it('opens the pull request once allowed: the upgraded files on its branch, the review in its text', () => {
    github.allowActionsPullRequests(repository, true);
    const run = runUpgrade();
    expect(jobResults(run), run.log).toEqual({ upgrade: 'success', 'pull-request': 'success' });
    const pulls = github.pullRequests(repository);
    expect(pulls).toHaveLength(1);
    const [pull] = pulls;
    expect(pull).toMatchObject({
      head: upgradeBranch,
      base: 'main',
      state: 'open',
      user: { login: 'github-actions[bot]' },
      title: `content: upgrade content/ from version ${contentVersion} to ${renamedFieldVersion}`,
    });
    expect(pull!.body).toContain('- `content/profile.yml`: jobTitle is now headline');
    expect(pull!.body).toContain(
      `- \`${versionFile}\`: version ${contentVersion} → ${renamedFieldVersion}`,
    );
    // The review the workflow made of its two builds (the runner's stand-in wrote this comment).
    expect(pull!.body).toMatch(/## What it changes on your pages\n\n## Review \(stand-in\)/);
    expect(run.summary).toMatch(/### Pull request opened: \[#1 /);

    remoteBranch(upgradeBranch);
    const changed = git('diff', '--name-only', 'origin/main', `origin/${upgradeBranch}`);
    expect(changed.split('\n').sort()).toEqual(['content/profile.yml', versionFile]);
    const profile = parse(git('show', `origin/${upgradeBranch}:content/profile.yml`)) as Record<
      string,
      unknown
    >;
    expect(profile.headline).toBe(jobTitle);
    expect(profile).not.toHaveProperty('jobTitle');
    expect(
      (parse(git('show', `origin/${upgradeBranch}:${versionFile}`)) as { version: number }).version,
    ).toBe(renamedFieldVersion);
  });

  it('run again, replaces the branch and its pull request with new ones', () => {
    const run = runUpgrade();
    expect(jobResults(run), run.log).toEqual({ upgrade: 'success', 'pull-request': 'success' });
    expect(github.pullRequests(repository).map(({ number, state }) => [number, state])).toEqual([
      [1, 'closed'],
      [2, 'open'],
    ]);
  });

  it('once the pull request is merged, says "Nothing to upgrade" and opens none', () => {
    // The owner merges it (a fast-forward here; a merge commit changes nothing of this).
    git('push', '--quiet', 'origin', `origin/${upgradeBranch}:refs/heads/main`);
    git('fetch', '--quiet', 'origin', '+refs/heads/main:refs/remotes/origin/main');
    const branch = remoteBranch(upgradeBranch);
    const run = runUpgrade();
    expect(jobResults(run), run.log).toEqual({ upgrade: 'success', 'pull-request': 'skipped' });
    expect(run.jobs.upgrade!.outputs.needed).toBe('false');
    expect(run.summary).toMatch(/### Nothing to upgrade\n\n`content\/` is written in version/);
    expect(run.summary).toContain(`version ${renamedFieldVersion}`);
    expect(run.jobs.upgrade!.log).not.toMatch(/build:site/);
    expect(github.pullRequests(repository)).toHaveLength(2);
    expect(remoteBranch(upgradeBranch)).toBe(branch);
  });
});
