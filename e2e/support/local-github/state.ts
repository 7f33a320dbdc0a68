/**
 * The local GitHub's state, kept in files under one folder so that the server
 * (its own process: a test drives git and workflow steps synchronously, which
 * would stall a server in the same process) and the test that sets things up
 * read and write the same: the repositories, the tokens with what each may do,
 * each repository's Pages settings and last build, its pull requests (open or
 * closed) and their comments, and whether its workflows may open pull requests.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** What a token may do: the owner's (everything), or a workflow job's permissions. */
export type Grant =
  { owner: true; repository: string } | { permissions: Record<string, string>; repository: string };

export interface PagesSettings {
  /** "Deploy from a branch" with its branch and folder, or a GitHub Actions workflow. */
  source: { branch: string; path: string } | 'workflow';
  /** The commit Pages last built, its files, and the custom domain its CNAME named. */
  built?: { commit: string; folder: string; cname?: string };
  holdBuilds: boolean;
}

export type PullRequestState = 'open' | 'closed';

export interface IssueComment {
  id: number;
  body: string;
  user: { login: string };
}

/** A pull request, as the REST API's "Create a pull request" makes it. */
export interface PullRequest {
  number: number;
  title: string;
  body: string;
  head: string;
  base: string;
  state: PullRequestState;
  user: { login: string };
}

export class LocalState {
  constructor(readonly root: string) {
    mkdirSync(join(root, 'state'), { recursive: true });
  }

  private read<T>(name: string, empty: T): T {
    const file = join(this.root, 'state', `${name}.json`);
    return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as T) : empty;
  }
  private write(name: string, value: unknown) {
    const file = join(this.root, 'state', `${name}.json`);
    writeFileSync(`${file}.new`, JSON.stringify(value));
    renameSync(`${file}.new`, file);
  }

  /** The bare repository of `owner/name`. */
  folderOf(fullName: string): string {
    return join(this.root, 'git', `${fullName}.git`);
  }

  grant(token: string): Grant | undefined {
    return this.read<Record<string, Grant>>('tokens', {})[token];
  }
  mint(grant: Grant): string {
    const tokens = this.read<Record<string, Grant>>('tokens', {});
    const token = `ghs_local${String(Object.keys(tokens).length + 1).padStart(8, '0')}`;
    this.write('tokens', { ...tokens, [token]: grant });
    return token;
  }

  pages(): Record<string, PagesSettings> {
    return this.read('pages', {});
  }
  setPages(fullName: string, settings: PagesSettings) {
    this.write('pages', { ...this.pages(), [fullName]: settings });
  }

  comments(): Record<string, IssueComment[]> {
    return this.read('comments', {});
  }
  setComments(comments: Record<string, IssueComment[]>) {
    this.write('comments', comments);
  }

  /** Each repository's pull requests, oldest first, by `owner/name`. */
  pullRequests(): Record<string, PullRequest[]> {
    return this.read('pulls', {});
  }
  setPullRequests(pulls: Record<string, PullRequest[]>) {
    this.write('pulls', pulls);
  }
  /**
   * A pull request of `owner/name` from the branch `head`, opened or closed by the test (its
   * event's payload is the test's own): made with its number if the API has not made it, else
   * its state changed. (Pushes close an open one whose branch is gone, as GitHub does.)
   */
  setPullRequestState(fullName: string, number: number, state: PullRequestState, head: string) {
    const pulls = this.pullRequests();
    const list = pulls[fullName] ?? [];
    const known = list.find((pull) => pull.number === number);
    if (known) known.state = state;
    else
      list.push({
        number,
        title: `Pull request ${number}`,
        body: '',
        head,
        base: 'main',
        state,
        user: { login: fullName.split('/')[0]! },
      });
    this.setPullRequests({ ...pulls, [fullName]: list.sort((a, b) => a.number - b.number) });
  }

  /** Repositories whose Actions settings let workflows open pull requests (off by default). */
  actionsOpenPullRequests(): string[] {
    return this.read('actions-pull-requests', []);
  }
  setActionsOpenPullRequests(repositories: string[]) {
    this.write('actions-pull-requests', repositories);
  }

  /** The commit `branch` of `owner/name` points at, or undefined while it has no such branch. */
  branchCommit(fullName: string, branch: string): string | undefined {
    try {
      return execFileSync(
        'git',
        [
          '--git-dir',
          this.folderOf(fullName),
          'rev-parse',
          '--verify',
          '--quiet',
          `refs/heads/${branch}^{commit}`,
        ],
        { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] },
      ).trim();
    } catch {
      return undefined;
    }
  }

  /** Whether `owner/name` has the branch. */
  hasBranch(fullName: string, branch: string): boolean {
    return this.branchCommit(fullName, branch) !== undefined;
  }

  /**
   * Pages' build of the branch's newest commit (none while builds are held and
   * one exists): its files, and the domain its CNAME names, as GitHub reads
   * the CNAME of a site published from a branch.
   */
  build(fullName: string): PagesSettings['built'] {
    const site = this.pages()[fullName];
    if (!site || site.source === 'workflow') return undefined;
    if (site.holdBuilds && site.built) return site.built;
    const commit = this.branchCommit(fullName, site.source.branch);
    if (!commit) return undefined;
    if (site.built?.commit === commit) return site.built;
    const folder = join(this.root, 'pages', commit);
    if (!existsSync(folder)) {
      mkdirSync(folder, { recursive: true });
      const tree = site.source.path === '/' ? commit : `${commit}:${site.source.path.slice(1)}`;
      const archive = execFileSync('git', ['--git-dir', this.folderOf(fullName), 'archive', tree], {
        maxBuffer: 1024 * 1024 * 1024,
      });
      // -m: the files dated now, not with the commit's date, which the rehearsal's fixed dates
      // put years ahead (tar would warn once a file, thousands of lines in the test's log).
      execFileSync('tar', ['-x', '-m', '-C', folder], { input: archive });
    }
    const cnameFile = join(folder, 'CNAME');
    const cname = existsSync(cnameFile)
      ? readFileSync(cnameFile, 'utf8').trim().toLowerCase() || undefined
      : undefined;
    const built = { commit, folder, ...(cname ? { cname } : {}) };
    this.setPages(fullName, { ...site, built });
    return built;
  }
}
