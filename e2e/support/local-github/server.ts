/**
 * A local GitHub for rehearsing the workflows, on one loopback port, as strict
 * as GitHub where the deploy depends on it:
 *
 * It stands where a GitHub Enterprise Server would: jobs get its origin as
 * GITHUB_SERVER_URL and `<origin>/api/v3` as GITHUB_API_URL, the values such
 * an install gives, which the deploy scripts already honour.
 *
 * - **git over HTTP** (`<origin>/<owner>/<name>.git`): git's own smart
 *   HTTP server (`git http-backend`) over repositories with GitHub's rules
 *   (scripts/lab/stand-ins/github-repository.ts). A token is needed to push; a workflow's token pushes only
 *   with `contents: write` (GitHub answers 403 "Permission to … denied to
 *   github-actions[bot]"), and never a change to `.github/workflows/`.
 * - **the REST API** the deploy calls: `GET /repos/{o}/{r}/pages` (needs
 *   `pages: read`; 404 while Pages is off), and a pull request's comments
 *   (writing needs `pull-requests: write` or `issues: write`), answering 403
 *   "Resource not accessible by integration" as GitHub does; the list of its
 *   pull requests by state (`GET /repos/{o}/{r}/pulls`, paged by a Link
 *   header; needs `pull-requests: read`); and opening a
 *   pull request (`POST /repos/{o}/{r}/pulls`, `pull-requests: write`), which
 *   a workflow's token may do only once the owner allows it in the
 *   repository's Actions settings (`allowActionsPullRequests`), off by
 *   default as GitHub has it for a repository in a personal account; a
 *   pull request whose head branch is deleted is closed.
 * - **GitHub Pages** for a site published from a branch: the owner turns it on
 *   (`enablePages`); it serves the branch's last *built* commit, at
 *   `<owner>.github.io/<name>/`, or at `<owner>.github.io/` for a repository so
 *   named. A `CNAME` file in the built commit is the site's custom domain: the
 *   site is then served at that host's root, and the github.io address
 *   redirects there ("Managing a custom domain for your GitHub Pages site":
 *   setting the domain in Settings commits that file to the branch, and a
 *   deploy that drops it drops the domain, community discussion #22366). A
 *   push is built when the next request comes, unless builds are held
 *   (`holdBuilds`): a branch-published site is built about ten times an hour
 *   at most ("GitHub Pages limits"). Requests name their host in
 *   `x-forwarded-host` (network.mjs sends every https request of a job here).
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { createGitHubRepository } from '../../../scripts/lab/stand-ins/github-repository';
import {
  LocalState,
  type IssueComment,
  type PagesSettings,
  type PullRequest,
  type PullRequestState,
} from './state';

export interface LocalGitHub {
  /** The server's origin, http://127.0.0.1:<port>. */
  origin: string;
  /** Makes an empty repository `owner/name` (its default branch `main`), returning its folder. */
  createRepository(fullName: string): string;
  /** A token for the owner (who may push anything, workflows included). */
  ownerToken(fullName: string): string;
  /** A workflow job's token, with the job's `permissions:`. */
  jobToken(fullName: string, permissions: Record<string, string>): string;
  /** Settings → Pages: Deploy from a branch (gh-pages, / by default), or GitHub Actions. */
  enablePages(fullName: string, source?: PagesSettings['source']): void;
  /** Settings → Pages → Custom domain, saved: GitHub commits CNAME (or its removal) to the branch. */
  setDomainInSettings(fullName: string, domain: string | null): void;
  /** Pages stops building new pushes (keeps serving its last build) until called with false. */
  holdBuilds(fullName: string, hold: boolean): void;
  /** A pull request opened, or closed (the events' payloads are the test's: this is what the API lists). */
  setPullRequest(fullName: string, number: number, state: PullRequestState, head: string): void;
  /** The comments on a pull request. */
  comments(fullName: string, number: number): IssueComment[];
  /** The repository's pull requests, oldest first. */
  pullRequests(fullName: string): PullRequest[];
  /** Settings → Actions → General → Allow GitHub Actions to create and approve pull requests. */
  allowActionsPullRequests(fullName: string, allow: boolean): void;
  close(): Promise<void>;
}

const repositoryName = /^[\w.-]+\/[\w.-]+$/;

/** Starts the local GitHub's server process over a new state folder. */
export async function startLocalGitHub(): Promise<LocalGitHub> {
  const state = new LocalState(mkdtempSync(join(tmpdir(), 'local-github-')));
  const tsx = join(process.cwd(), 'node_modules', '.bin', 'tsx');
  const server: ChildProcess = spawn(tsx, [join(import.meta.dirname, 'serve.ts'), state.root], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, NODE_OPTIONS: '' },
  });
  const origin = await new Promise<string>((resolve, reject) => {
    createInterface({ input: server.stdout! }).once('line', resolve);
    server.once('exit', (code) => reject(new Error(`the local GitHub stopped (${code})`)));
  });

  return {
    origin,
    createRepository(fullName) {
      if (!repositoryName.test(fullName)) throw new Error(`not owner/name: ${fullName}`);
      mkdirSync(join(state.root, 'git', fullName.split('/')[0]!), { recursive: true });
      return createGitHubRepository(state.folderOf(fullName));
    },
    ownerToken: (fullName) => state.mint({ owner: true, repository: fullName }),
    jobToken: (fullName, permissions) => state.mint({ permissions, repository: fullName }),
    enablePages(fullName, source = { branch: 'gh-pages', path: '/' }) {
      state.setPages(fullName, { source, holdBuilds: false });
    },
    setDomainInSettings(fullName, domain) {
      // As GitHub does for a site published from a branch: a commit on that branch, by the owner.
      const site = state.pages()[fullName];
      if (!site || site.source === 'workflow')
        throw new Error('Pages is not published from a branch');
      const work = mkdtempSync(join(tmpdir(), 'local-github-settings-'));
      try {
        const run = (...args: string[]) =>
          execFileSync('git', args, { cwd: work, stdio: 'ignore' });
        run('clone', '--quiet', '--branch', site.source.branch, state.folderOf(fullName), '.');
        if (domain) writeFileSync(join(work, 'CNAME'), `${domain}\n`);
        else rmSync(join(work, 'CNAME'), { force: true });
        run('add', '-A');
        run(
          '-c',
          'user.name=Owner',
          '-c',
          'user.email=owner@example.org',
          'commit',
          '--quiet',
          '-m',
          domain ? 'Create CNAME' : 'Delete CNAME',
        );
        run('push', '--quiet', 'origin', site.source.branch);
      } finally {
        rmSync(work, { recursive: true, force: true });
      }
    },
    holdBuilds(fullName, hold) {
      if (hold) state.build(fullName);
      const site = state.pages()[fullName];
      if (site) state.setPages(fullName, { ...site, holdBuilds: hold });
    },
    setPullRequest: (fullName, number, pullState, head) =>
      state.setPullRequestState(fullName, number, pullState, head),
    comments: (fullName, number) => state.comments()[`${fullName}#${number}`] ?? [],
    pullRequests: (fullName) => state.pullRequests()[fullName] ?? [],
    allowActionsPullRequests(fullName, allow) {
      const allowed = state.actionsOpenPullRequests().filter((name) => name !== fullName);
      state.setActionsOpenPullRequests(allow ? [...allowed, fullName] : allowed);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.once('exit', () => {
          rmSync(state.root, { recursive: true, force: true });
          resolve();
        });
        server.kill();
      }),
  };
}
