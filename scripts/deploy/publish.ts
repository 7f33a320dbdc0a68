/**
 * Publishes the built site to the `gh-pages` branch, which GitHub Pages serves.
 * The workflows call it; the tests run it against a local bare repository.
 *
 *   tsx scripts/deploy/publish.ts production [--dir dist] [--cname example.com]
 *   tsx scripts/deploy/publish.ts preview --pr 7 [--dir dist]
 *   tsx scripts/deploy/publish.ts remove-preview --pr 7
 *
 * Production replaces the site but keeps every pull-request preview
 * (`pr-preview/**`) and the custom-domain `CNAME` file; a preview touches only
 * `pr-preview/pr-<N>/`. Each writes `.nojekyll`. A push rejected because the
 * branch moved meanwhile (another workflow published) is retried.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs, promisify } from 'node:util';
import ghpages from 'gh-pages';

const run = promisify(execFile);

export const branch = 'gh-pages';
export const previewRoot = 'pr-preview';

export interface PublishTarget {
  /** The repository to push to; by default the checkout's `origin`. */
  repo?: string;
  /** The committer; by default the GitHub Actions bot. */
  user?: { name: string; email: string };
  /** Waits between attempts when a push is rejected. */
  retryDelaysMs?: number[];
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

/** The folder a pull request's preview lives in on the branch. */
export function previewFolder(pr: number): string {
  return `${previewRoot}/pr-${pr}`;
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

/** Runs `attempt`, trying again after each delay when it fails; the last failure is thrown. */
async function withRetries<T>(
  attempt: () => Promise<T>,
  delays: number[],
  what: string,
): Promise<T> {
  for (let index = 0; ; index += 1) {
    try {
      return await attempt();
    } catch (error) {
      const delay = delays[index];
      if (delay === undefined) throw error;
      console.warn(
        `${what} failed (${error instanceof Error ? error.message.split('\n')[0] : error}); retrying in ${delay} ms`,
      );
      // gh-pages keeps a clone between runs; start the next attempt from a fresh one.
      ghpages.clean();
      await new Promise((done) => setTimeout(done, delay));
    }
  }
}

function publishDir(
  dir: string,
  options: ghpages.PublishOptions,
  target: PublishTarget,
  what: string,
) {
  const settings: ghpages.PublishOptions = {
    branch,
    dotfiles: true,
    nojekyll: true,
    history: true,
    user: target.user ?? actionsBot,
    ...(target.repo ? { repo: target.repo } : {}),
    ...options,
  };
  return withRetries(
    // gh-pages reports failure only to its callback: the promise it returns
    // resolves even when the push was rejected.
    () =>
      new Promise<void>((done, fail) => {
        // Its promise also rejects on some failures: the callback has them already.
        ghpages
          .publish(resolve(dir), settings, (error: unknown) => (error ? fail(error) : done()))
          .catch(() => undefined);
      }),
    target.retryDelaysMs ?? [3000, 10_000],
    what,
  );
}

/** Publishes `dir` as the site, keeping the previews and the CNAME file. */
export async function publishProduction(
  dir: string,
  target: PublishTarget & { cname?: string } = {},
) {
  const cname = parseCname(target.cname);
  await publishDir(
    dir,
    {
      dest: '.',
      // Remove the old site's files, but not the previews or the custom domain.
      // (gh-pages hands this to globby, which takes a list; its types say string.)
      remove: ['**', `!${previewRoot}/**`, '!CNAME'] as unknown as string,
      ...(cname ? { cname } : {}),
      message: 'Deploy the site',
    },
    target,
    'Production deploy',
  );
}

/**
 * Refuses to touch a gh-pages branch that does not exist yet: gh-pages would
 * start it from the default branch's files, publishing the source next to the preview.
 */
async function requireBranch(target: PublishTarget) {
  const repo = target.repo ?? (await run('git', ['remote', 'get-url', 'origin'])).stdout.trim();
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
  await publishDir(
    dir,
    { dest: previewFolder(number), message: `Preview pull request #${number}` },
    target,
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
  const repo = target.repo ?? (await run('git', ['remote', 'get-url', 'origin'])).stdout.trim();

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
    target.retryDelaysMs ?? [3000, 10_000],
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
      cname: { type: 'string' },
    },
  });
  const [command] = positionals;
  const github = githubPush();
  if (github) Object.assign(process.env, github.gitEnv);
  const target = { repo: github?.repo };
  if (command === 'production')
    await publishProduction(values.dir, { ...target, cname: values.cname });
  else if (command === 'preview') await publishPreview(values.dir, values.pr, target);
  else if (command === 'remove-preview') await removePreview(values.pr, target);
  else
    throw new Error(
      'Usage: publish.ts production|preview|remove-preview [--dir dist] [--pr N] [--cname host]',
    );
  console.log(`${command}: done`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
