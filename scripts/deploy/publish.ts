/**
 * Publishes the built site to the `gh-pages` branch, which GitHub Pages serves.
 * The workflows call it; the tests run it against a local bare repository and
 * against the local GitHub of e2e/first-day.e2e.ts.
 *
 *   tsx scripts/deploy/publish.ts production [--dir dist]
 *   tsx scripts/deploy/publish.ts preview --pr 7 [--dir dist]
 *   tsx scripts/deploy/publish.ts remove-preview --pr 7
 *
 * The branch holds the site, `.nojekyll`, `CNAME` when the owner has a domain
 * (`public/CNAME`, which the build copies into `dist`: the one place the domain
 * is set) and the pull-request previews (`pr-preview/pr-<N>/`): nothing else,
 * from the first deploy on.
 *
 * - Production replaces the site, whatever files the branch held before,
 *   dotfiles included, and keeps the previews when they were built for the
 *   same address (a branch copied from the template, or a repository renamed,
 *   holds previews of another address, whose pages could not load their files),
 *   except those whose pull request is no longer open (stale-previews.ts): a
 *   removal that failed when one closed is made good here. When the open pull
 *   requests cannot be read, every preview stays, and the deploy says so.
 *   With no branch yet, the gh-pages package starts one from a clone of the
 *   default branch, with all its files: the same rule removes every one of
 *   them (GitHub would refuse a push with the workflow's token that creates
 *   workflow files, and Pages would serve the rest).
 * - A preview replaces only `pr-preview/pr-<N>/`.
 * - A push rejected because the branch moved meanwhile (another workflow
 *   published) is retried; one GitHub refuses for good is explained, not retried.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative, resolve, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs, promisify } from 'node:util';
import ghpages from 'gh-pages';
import { builtCommit } from '../site/pages/built-commit.ts';
import { appendSummary, report } from '../shared/workflow-run.ts';
import { branch, canonicalAddress, readPublished } from './published';
import { AbortError, retrying } from './retry';
import {
  cleanupSummary,
  hasPreviews,
  previewFolder,
  previewRoot,
  readOpenPullRequests,
  stalePreviews,
  type PreviewCleanup,
} from './stale-previews';

const run = promisify(execFile);

export { branch, previewFolder, previewRoot };

export interface PublishTarget {
  /** The repository to push to; by default the checkout's `origin`. */
  repo?: string;
  /** The committer; by default the GitHub Actions bot. */
  user?: { name: string; email: string };
  /** Waits between attempts when a push is rejected. */
  retryDelaysMs?: number[];
  /**
   * Reads the numbers of the repository's open pull requests, for a production
   * deploy to remove the previews of closed ones. Without it, every preview is
   * kept, and the deploy says so.
   */
  openPullRequests?: () => Promise<ReadonlySet<number>>;
}

const actionsBot = {
  name: 'github-actions[bot]',
  email: '41898282+github-actions[bot]@users.noreply.github.com',
};

/** A pull-request number, as digits only: it becomes part of a path on the branch. */
export function parsePrNumber(value: unknown): number {
  const text = String(value ?? '');
  if (!/^[1-9][0-9]{0,9}$/.test(text)) {
    throw new Error(
      `The pull-request number must be digits only (such as 7), got ${JSON.stringify(value ?? null)}`,
    );
  }
  return Number(text);
}

/** A custom domain for the CNAME file: a plain host name. */
export function parseCname(value: string | undefined): string | undefined {
  const host = value?.trim();
  if (!host) return undefined;
  if (!/^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/i.test(host)) {
    throw new Error(
      `CNAME must be a host name such as "www.example.com", got ${JSON.stringify(value)}`,
    );
  }
  return host.toLowerCase();
}

/**
 * What GitHub answers for good, with what to do: retrying cannot help. The
 * workflow's token may not create or change files under .github/workflows/ on
 * any branch ("refusing to allow a GitHub App to create or update workflow …
 * without `workflows` permission"), and a job without `contents: write` may not push.
 */
export function refusal(message: string): string | undefined {
  if (/refusing to allow a GitHub App to create or update workflow/i.test(message))
    return `GitHub refused the push: the ${branch} branch holds workflow files (.github/workflows/), which the workflow's token may not change. They come from a first deploy by an older version of this deploy, which started ${branch} from the default branch's files. Delete the ${branch} branch once (the repository's Branches page), then run the Deploy workflow again: it starts ${branch} afresh with the site alone.`;
  if (/permission to \S+ denied|returned error: 403/i.test(message))
    return `GitHub refused the push: this job's token cannot write to the repository. The publishing jobs ask for "contents: write"; under Settings → Actions → General, "Workflow permissions" must let workflows ask for it (the default does).`;
  return undefined;
}

/**
 * Runs `attempt`, trying again after each delay when it fails (./retry.ts);
 * the last failure is thrown, and a refusal (above) at once, with what to do.
 */
function withRetries<T>(
  attempt: () => Promise<T>,
  delaysMs: readonly number[] | undefined,
  what: string,
): Promise<T> {
  const refusing = async () => {
    try {
      return await attempt();
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const refused = refusal(message);
      if (refused) throw new AbortError(new Error(`${what}: ${refused}\n(${message.trim()})`));
      throw error;
    }
  };
  return retrying(refusing, {
    delaysMs,
    beforeRetry: (error, delay) => {
      console.warn(`${what} failed (${error.message.split('\n')[0]}); retrying in ${delay} ms`);
      // gh-pages keeps a clone between runs; start the next attempt from a fresh one.
      ghpages.clean();
    },
  });
}

/** One gh-pages publish; gh-pages reports failure only to its callback. */
function publishOnce(dir: string, options: ghpages.PublishOptions, target: PublishTarget) {
  const settings: ghpages.PublishOptions = {
    branch,
    dotfiles: true,
    nojekyll: true,
    history: true,
    user: target.user ?? actionsBot,
    ...(target.repo ? { repo: target.repo } : {}),
    ...options,
  };
  return new Promise<void>((done, fail) => {
    // Its promise also rejects on some failures: the callback has them already.
    ghpages
      .publish(resolve(dir), settings, (error: unknown) => (error ? fail(error) : done()))
      .catch(() => undefined);
  });
}

/** Every file under `root`, by its path from there with forward slashes (`.git` left out). */
async function filesUnder(root: string): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => !entry.isDirectory())
    .map((entry) => relative(root, join(entry.parentPath, entry.name)).split(sep).join('/'))
    .filter((path) => path !== '.git' && !path.startsWith('.git/'));
}

/** The repository to push to: the target's, or the checkout's origin. */
export async function repositoryOf(target: PublishTarget): Promise<string> {
  return target.repo ?? (await run('git', ['remote', 'get-url', 'origin'])).stdout.trim();
}

/**
 * Which previews among `files` (a clone of the branch) go because their pull
 * request is closed; none, with the reason, when the open ones cannot be read.
 */
async function previewCleanup(files: string[], target: PublishTarget): Promise<PreviewCleanup> {
  if (!hasPreviews(files)) return { removed: [] };
  if (!target.openPullRequests)
    return { removed: [], kept: 'this run has no GitHub repository and token to read them with' };
  try {
    return { removed: stalePreviews(files, await target.openPullRequests()) };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return { removed: [], kept: `the open pull requests could not be read (${message})` };
  }
}

/**
 * Publishes `dir` as the site. The branch then holds exactly `dir`'s files
 * (its CNAME among them when the owner has a domain), `.nojekyll`, and the
 * previews of open pull requests when they were built for the address `dir` is
 * built for. Says which previews it removed, or why it kept them unchecked.
 */
export async function publishProduction(
  dir: string,
  target: PublishTarget = {},
): Promise<PreviewCleanup> {
  const repo = await repositoryOf(target);
  const home = await readFile(join(dir, 'index.html'), 'utf8');
  const address = canonicalAddress(home);
  const site = new Set([...(await filesUnder(dir)), '.nojekyll']);
  let cleanup: PreviewCleanup = { removed: [] };
  await withRetries(
    async () => {
      const live = await readPublished(repo);
      // Previews of another address (a copied branch, a renamed repository, a new domain) cannot load their files.
      const keepPreviews = live.address !== undefined && live.address === address;
      await publishOnce(
        dir,
        {
          dest: '.',
          // gh-pages' own removal globs without `dot`, so it leaves dotfiles behind (and its default,
          // ".", removes the previews too): it removes nothing here. What stays is decided below, on
          // its clone, once the new files are copied in and before its `git add .` records it all.
          // (It hands `remove` to globby, which takes a list; its types say string.)
          remove: [] as unknown as string,
          // (Its Git object has the clone's folder as `cwd`; its types leave that out.)
          beforeAdd: async (git) => {
            const { cwd } = git as typeof git & { cwd: string };
            const files = await filesUnder(cwd);
            // Read after the clone: every preview in it was published before the read, so a pull
            // request opened meanwhile is in the list, never mistaken for a closed one.
            cleanup = keepPreviews ? await previewCleanup(files, target) : { removed: [] };
            const stale = cleanup.removed.map((folder) => `${folder}/`);
            const belongs = (path: string) =>
              site.has(path) ||
              (keepPreviews &&
                path.startsWith(`${previewRoot}/`) &&
                !stale.some((folder) => path.startsWith(folder)));
            for (const path of files)
              if (!belongs(path)) await rm(join(cwd, path), { force: true });
            return git;
          },
          message: `Deploy the site, built from ${builtCommit(home) ?? 'an unnamed commit'}`,
        },
        { ...target, repo },
      );
    },
    target.retryDelaysMs,
    'Production deploy',
  );
  return cleanup;
}

/**
 * Refuses to touch a gh-pages branch that does not exist yet: gh-pages would
 * start it from the default branch's files, publishing the source next to the preview.
 */
async function requireBranch(target: PublishTarget) {
  const repo = await repositoryOf(target);
  try {
    await run('git', ['ls-remote', '--exit-code', '--heads', repo, branch]);
  } catch {
    throw new Error(
      `There is no ${branch} branch yet: deploy the site once (the Deploy workflow) before previews.`,
    );
  }
}

/** Publishes `dir` as the preview of pull request `pr`, touching nothing else. */
export async function publishPreview(dir: string, pr: unknown, target: PublishTarget = {}) {
  const number = parsePrNumber(pr);
  await requireBranch(target);
  await withRetries(
    () =>
      publishOnce(
        dir,
        {
          dest: previewFolder(number),
          // The preview is exactly this build: files of its earlier builds go (the glob's base is `dest`).
          remove: '**',
          message: `Preview pull request #${number}`,
        },
        target,
      ),
    target.retryDelaysMs,
    `Preview deploy of #${number}`,
  );
}

/**
 * Deletes the preview of pull request `pr`. gh-pages only adds files, so this
 * is plain git: a shallow clone of the branch, `git rm`, commit and push.
 */
export async function removePreview(pr: unknown, target: PublishTarget = {}) {
  const number = parsePrNumber(pr);
  await requireBranch(target);
  const folder = previewFolder(number);
  const user = target.user ?? actionsBot;
  const repo = await repositoryOf(target);

  await withRetries(
    async () => {
      const work = await mkdtemp(join(tmpdir(), 'pcbrule-unpublish-'));
      try {
        const git = (...args: string[]) => run('git', args, { cwd: work });
        await run('git', [
          'clone',
          '--quiet',
          '--depth',
          '1',
          '--branch',
          branch,
          '--single-branch',
          repo,
          work,
        ]);
        await git('rm', '-r', '--quiet', '--ignore-unmatch', folder);
        const { stdout } = await git('status', '--porcelain');
        if (!stdout.trim()) {
          console.log(`No preview at ${folder}; nothing to remove.`);
          return;
        }
        await git(
          '-c',
          `user.name=${user.name}`,
          '-c',
          `user.email=${user.email}`,
          'commit',
          '--quiet',
          '-m',
          `Remove the preview of pull request #${number}`,
        );
        await git('push', '--quiet', 'origin', branch);
      } finally {
        await rm(work, { recursive: true, force: true });
      }
    },
    target.retryDelaysMs,
    `Removing ${folder}`,
  );
}

/**
 * Where and how to push in GitHub Actions: the repository's plain HTTPS
 * address, and the job token as an HTTP header handed to every git process
 * through GIT_CONFIG_* variables (as actions/checkout does). gh-pages pushes
 * from its own clone, which has none of checkout's credentials; keeping the
 * token out of the URL keeps it out of error messages and cache folder names.
 * Outside Actions: nothing, and the checkout's origin is used.
 */
export function githubPush(
  env: Record<string, string | undefined> = process.env,
): { repo: string; gitEnv: Record<string, string> } | undefined {
  const {
    GITHUB_TOKEN: token,
    GITHUB_REPOSITORY: repository,
    GITHUB_SERVER_URL: server = 'https://github.com',
  } = env;
  if (!token || !repository) return undefined;
  const origin = new URL(server).origin;
  return {
    repo: `${origin}/${repository}.git`,
    gitEnv: {
      GIT_CONFIG_COUNT: '1',
      GIT_CONFIG_KEY_0: `http.${origin}/.extraheader`,
      GIT_CONFIG_VALUE_0: `AUTHORIZATION: basic ${Buffer.from(`x-access-token:${token}`).toString('base64')}`,
    },
  };
}

async function main() {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: {
      dir: { type: 'string', default: 'dist' },
      pr: { type: 'string' },
    },
  });
  const [command] = positionals;
  const github = githubPush();
  if (github) Object.assign(process.env, github.gitEnv);
  const target: PublishTarget = { repo: github?.repo };
  if (command === 'production') {
    const { GITHUB_REPOSITORY: repository, GITHUB_TOKEN: token } = process.env;
    if (repository && token)
      target.openPullRequests = () => readOpenPullRequests({ repository, token });
    const cleanup = await publishProduction(values.dir, target);
    const summary = cleanupSummary(cleanup);
    // A warning annotation, on the run's page as well as in the log; a reason over several lines stays whole.
    if (cleanup.kept) report('warning', `Every preview kept: ${cleanup.kept}`);
    else if (summary) console.log(summary.trim());
    if (summary) await appendSummary(`${summary}\n`);
  } else if (command === 'preview') await publishPreview(values.dir, values.pr, target);
  else if (command === 'remove-preview') await removePreview(values.pr, target);
  else throw new Error('Usage: publish.ts production|preview|remove-preview [--dir dist] [--pr N]');
  console.log(`${command}: done`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
