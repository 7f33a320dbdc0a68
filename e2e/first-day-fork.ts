/**
 * The fork whose first day first-day.e2e.ts rehearses, and what its steps do
 * with it: the owner's clone on a local GitHub (support/local-github/), git in
 * it, pushes and pull requests as GitHub delivers their events, a run of the
 * deploy workflow, and what gh-pages holds and Pages serves afterwards.
 * One fork, made once for the whole day (its builds are the test's time).
 */
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { canonicalAddress } from '../scripts/deploy/published';
import { builtCommit } from '../scripts/site/pages/built-commit';
import { writeFixtureRoot } from './support/build-site';
import {
  createRunner,
  fixedCommitDate,
  type Runner,
  type StandIns,
  type WorkflowEvent,
  type WorkflowRun,
} from './support/local-github/runner';
import { startLocalGitHub, type LocalGitHub } from './support/local-github/server';

export const repository = 'fixture-owner/portfolio';
export const site = 'https://fixture-owner.github.io/portfolio/';
export const domain = 'www.fixture-owner.example';

export let github: LocalGitHub;
export let runner: Runner;
export let clone: string;
let work: string;
/** The template's commit, the fork's first. */
export let forked: string;

/**
 * git in the owner's clone, signed in as the owner. Its commits carry a fixed date, as the jobs'
 * do: run again on unchanged files, the rehearsal makes the same commits, so its logs name the same.
 */
export function git(...args: string[]): string {
  return execFileSync(
    'git',
    ['-c', `http.extraheader=AUTHORIZATION: bearer ${ownerToken}`, ...args],
    {
      cwd: clone,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        GIT_AUTHOR_DATE: fixedCommitDate,
        GIT_COMMITTER_DATE: fixedCommitDate,
      },
    },
  ).trim();
}
let ownerToken = '';

/** Writes (or, with null, deletes) files in the owner's clone, commits and pushes `branch`. */
export function push(files: Record<string, string | null>, message: string, branch = 'main') {
  const before = git('rev-parse', 'HEAD');
  for (const [path, text] of Object.entries(files)) {
    if (text === null) rmSync(join(clone, path), { force: true });
    else {
      mkdirSync(dirname(join(clone, path)), { recursive: true });
      writeFileSync(join(clone, path), text);
    }
  }
  git('add', '-A');
  git(
    '-c',
    'user.name=Fixture Owner',
    '-c',
    'user.email=owner@example.org',
    'commit',
    '--quiet',
    '-m',
    message,
  );
  git('push', '--quiet', 'origin', `HEAD:refs/heads/${branch}`);
  return { before, after: git('rev-parse', 'HEAD') };
}

/**
 * The owner's content edit: a blank line added to the end of content/home.yml, or taken away
 * again. The edits go back and forth between two versions of the file, and the code pushes change
 * a unit test, which no build reads: each push is a new commit and a whole run of its workflow,
 * and a build of files already built is the build cache's copy (scripts/lab/site-builder/cache.ts),
 * its pages given the new commit. So the rehearsal builds only what it needs to: the fork, the
 * first edit, its second version, a preview for each pull request and a custom domain.
 */
export function homeEdit(): Record<string, string> {
  const text = readFileSync(join(clone, 'content', 'home.yml'), 'utf8');
  return { 'content/home.yml': text.endsWith('\n\n') ? text.slice(0, -1) : `${text}\n` };
}
/** The code a code push changes. */
export const codeFile = 'src/lib/first-day.test.ts';

// A fork, as GitHub's event payload says of it (repository.fork).
const repositoryPayload = { full_name: repository, default_branch: 'main', fork: true };
export const pushEvent = ({ before, after }: { before: string; after: string }): WorkflowEvent => ({
  name: 'push',
  sha: after,
  ref: 'refs/heads/main',
  payload: { ref: 'refs/heads/main', before, after, forced: false, repository: repositoryPayload },
});
export const dispatchEvent = (branch: string): WorkflowEvent => ({
  name: 'workflow_dispatch',
  sha: git('rev-parse', `origin/${branch}`),
  ref: `refs/heads/${branch}`,
  payload: { ref: `refs/heads/${branch}`, inputs: {}, repository: repositoryPayload },
});

/**
 * A pull request from `branch` (at `sha`) into main at `base`, as GitHub delivers its event:
 * the workflows run on its merge with the base, which GitHub keeps as refs/pull/N/merge, and its
 * API lists the pull request as open until the event that closes it.
 */
export function pullRequest(
  number: number,
  branch: string,
  action: string,
  sha: string,
  base: string,
): WorkflowEvent {
  git('checkout', '--quiet', '--detach', base);
  git(
    '-c',
    'user.name=GitHub',
    '-c',
    'user.email=noreply@github.com',
    'merge',
    '--quiet',
    '--no-ff',
    '-m',
    'Merge',
    sha,
  );
  const merge = git('rev-parse', 'HEAD');
  git('push', '--quiet', '--force', 'origin', `${merge}:refs/pull/${number}/merge`);
  git('checkout', '--quiet', branch);
  github.setPullRequest(repository, number, action === 'closed' ? 'closed' : 'open', branch);
  return {
    name: 'pull_request',
    sha: merge,
    ref: `refs/pull/${number}/merge`,
    payload: {
      action,
      number,
      pull_request: {
        number,
        head: { sha, ref: branch, repo: { full_name: repository } },
        base: { sha: base, ref: 'main', repo: { full_name: repository } },
        user: { type: 'User', login: 'fixture-owner' },
      },
      repository: repositoryPayload,
    },
  };
}

/** The previews on gh-pages, by folder. */
export const previews = () => [
  ...new Set(
    ghPages()
      .filter((file) => file.startsWith('pr-preview/'))
      .map((file) => file.split('/').slice(0, 2).join('/')),
  ),
];

export const deploy = (event: WorkflowEvent, standIns: StandIns = {}) => {
  const run = runner.run('deploy.yml', event, standIns);
  return run;
};

/** The files on gh-pages, as GitHub holds them. */
export function ghPages(): string[] {
  git('fetch', '--quiet', 'origin', '+refs/heads/gh-pages:refs/remotes/origin/gh-pages');
  return git('ls-tree', '-r', '--name-only', 'origin/gh-pages').split('\n').filter(Boolean);
}
export const ghPagesHead = () => {
  try {
    return git('ls-remote', 'origin', 'refs/heads/gh-pages').split(/\s/)[0] || null;
  } catch {
    return null;
  }
};

/** What a visitor gets at `url`, following redirects as a browser would. */
export async function visit(
  url: string,
  hops = 0,
): Promise<{ status: number; url: string; text: string }> {
  const target = new URL(url);
  const response = await fetch(`${github.origin}${target.pathname}${target.search}`, {
    headers: { 'x-forwarded-host': target.host },
    redirect: 'manual',
  });
  const location = response.headers.get('location');
  if (location && response.status >= 300 && response.status < 400 && hops < 5)
    return visit(new URL(location, target).href, hops + 1);
  return { status: response.status, url, text: await response.text() };
}

/**
 * What Pages serves at `address`: the page's build, and whether every script and
 * stylesheet it loads is there (a site built for a sub-path served at a domain's
 * root finds none of them).
 */
export async function servedAt(address: string) {
  const page = await visit(address);
  // Every script and stylesheet the page names: in tags, and the app's, which a script of the
  // page asks for once it has painted.
  const assets = [
    ...new Set(
      [...page.text.matchAll(/["']([^"'\s]*\/assets\/[\w.-]+\.(?:js|css))["']/g)].map(
        (match) => new URL(match[1]!, page.url).href,
      ),
    ),
  ];
  const missing: string[] = [];
  for (const asset of assets) if ((await visit(asset)).status !== 200) missing.push(asset);
  return {
    status: page.status,
    commit: builtCommit(page.text),
    builtFor: canonicalAddress(page.text),
    assets: assets.length,
    missing,
  };
}

/** The files of the repository's own that must never be on gh-pages. */
export const ownFile = (path: string) =>
  /^(\.github|\.ci|\.vscode|src|scripts|content|e2e|node_modules)\//.test(path) ||
  (path.startsWith('.') && path !== '.nojekyll') ||
  /^(package(-lock)?\.json|README\.md|tsconfig.*\.json|vite\.config\.ts)$/.test(path);

export const jobResults = (run: WorkflowRun) =>
  Object.fromEntries(Object.entries(run.jobs).map(([name, job]) => [name, job.result]));

/**
 * The fork: the whole project as the template ships it, its sample a made-up
 * person's, pushed to the local GitHub as the fork's first commit.
 */
export async function forkTheTemplate() {
  github = await startLocalGitHub();
  github.createRepository(repository);
  ownerToken = github.ownerToken(repository);
  work = mkdtempSync(join(tmpdir(), 'first-day-'));
  clone = join(work, 'fork');
  // The fork: the whole project as the template ships it, its sample a made-up person's.
  writeFixtureRoot(join(clone, 'sample'));
  rmSync(join(clone, 'sample', 'package.json'));
  const files = execFileSync('git', ['ls-files', '-z'], { encoding: 'utf8' })
    .split('\0')
    .filter((file) => file && !/^(content|public|sample)\//.test(file));
  for (const file of files) cpSync(file, join(clone, file));
  execFileSync('git', ['init', '--quiet', '-b', 'main'], { cwd: clone });
  git('remote', 'add', 'origin', `${github.origin}/${repository}.git`);
  git('add', '-A');
  git(
    '-c',
    'user.name=Template',
    '-c',
    'user.email=template@example.org',
    'commit',
    '--quiet',
    '-m',
    'The template',
  );
  git('push', '--quiet', 'origin', 'main');
  forked = git('rev-parse', 'HEAD');
  runner = createRunner(github, repository);
}

/** What gh-pages holds and what Pages serves after `step`, in the test's log. */
export async function logWhatIsServed(step: string) {
  if (!ghPagesHead()) return void console.log(`${step}\n  gh-pages: none`);
  const files = ghPages();
  const top = [...new Set(files.map((file) => file.split('/')[0]))].sort();
  const cname = files.includes('CNAME') ? git('show', 'origin/gh-pages:CNAME') : undefined;
  const address = cname ? `https://${cname}/` : site;
  const served = await servedAt(address);
  console.log(
    `${step}\n  gh-pages: ${files.length} files: ${top.join(' ')}\n  Pages at ${address}: ${served.status}, built from ${served.commit?.slice(0, 7) ?? 'nothing'} for ${served.builtFor ?? 'nothing'}, ${served.assets - served.missing.length} of ${served.assets} scripts and styles found`,
  );
}

/** Stops the local GitHub and the runner, and removes the fork's folder. */
export async function closeTheFork() {
  runner?.close();
  await github?.close();
  rmSync(work, { recursive: true, force: true });
}
