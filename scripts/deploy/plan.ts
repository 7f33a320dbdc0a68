/**
 * The deploy's first step (.github/workflows/deploy.yml, job `changes`): what
 * this run publishes, where, and how it must be checked first. It reads what the
 * `gh-pages` branch publishes now (published.ts) and the commit being deployed:
 *
 * - only the default branch is published: a run started by hand from another
 *   branch stops here, before anything is built;
 * - `kind` is `content` (the fast path) only when the commit differs from the
 *   one the live site was built from in the owner's content alone
 *   (change-kind.ts); anything else, or anything it cannot prove, is `code`;
 * - where the site is served (pages-settings.ts), from `public/CNAME`, the one
 *   place the custom domain is set; a domain that GitHub wrote onto gh-pages
 *   (Settings → Pages) and `public/CNAME` does not name becomes
 *   `domain_problem`: the run publishes for the address in the file, so no page
 *   is ever served where it was not built for, then fails saying what to do;
 * - `published`: the commit the live site was built from (audit.ts compares
 *   the dependencies with it);
 * - `own_copy`: a fork without content of its own (its first deploy) gets a
 *   copy of the sample's, to edit, once this run has published
 *   (scripts/owner-files/own-copy.ts).
 *
 *   npx tsx scripts/deploy/plan.ts
 *
 * Reads REF, DEFAULT_BRANCH, COMMIT and FORK (the workflow passes GitHub's
 * values), GITHUB_REPOSITORY, and GITHUB_TOKEN to read a private repository;
 * writes `kind`, `reason`, `published`, `base_path`, `site_url`, `url`,
 * `domain_problem` and `own_copy` to $GITHUB_OUTPUT, and a summary to $GITHUB_STEP_SUMMARY.
 * It exits non-zero, failing the run, on a wrong branch or anything unexpected.
 */
import { appendFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { ownContentRoot } from '../../src/content-model/content-files';
import { changedPaths, changeKind, type ChangeKind } from './change-kind';
import { pagesSettings, readCnameFile, type PagesSettings } from './pages-settings';
import { githubPush, repositoryOf } from './publish';
import { customDomain, readPublished, type Published } from './published';
import { appendSummary, report } from '../shared/workflow-run.ts';

export interface Plan extends ChangeKind {
  published?: string;
  settings: PagesSettings;
  /** A custom domain the owner set outside `public/CNAME`, worded with what to do; empty when none. */
  domainProblem: string;
  /** True when this run gives the repository its own copy of the sample's content. */
  ownCopy?: boolean;
}

/**
 * Whether a checkout needs its own copy of the sample's content: a fork (the
 * event's `repository.fork`) without content/. The template itself is no fork
 * and keeps only its sample, so Sync fork never brings a content/ of its own.
 */
export function needsOwnCopy(fork: string | undefined, checkout: string): boolean {
  return fork === 'true' && !ownContentRoot(checkout);
}

/** Refuses to publish anything but the default branch. */
export function requireDefaultBranch(ref: string, defaultBranch: string) {
  if (!defaultBranch || ref !== `refs/heads/${defaultBranch}`)
    throw new Error(
      `The Deploy workflow publishes only the ${defaultBranch || 'default'} branch, and this run was started from ${ref || 'no branch'}: nothing is published. To see a branch before it goes live, open a pull request from it: its preview is built and reviewed there.`,
    );
}

/**
 * The domain GitHub has (the gh-pages CNAME) against the domain the live site was
 * built for and the one `public/CNAME` names. The live site's own domain was
 * written by a deploy from `public/CNAME`; any other was set under Settings → Pages.
 */
export function domainProblem(
  live: Pick<Published, 'cname' | 'address'>,
  file: string | undefined,
  url: string,
): string {
  const github = live.cname;
  if (github === file || github === customDomain(live.address)) return '';
  return github
    ? `Settings → Pages has the custom domain ${github}, but public/CNAME ${file ? `names ${file}` : 'is absent'}: public/CNAME is the one place this site's domain is set, and the site is built for it (${url}), so this deploy published it there and GitHub drops ${github}. To use ${github}: write \`${github}\` alone in public/CNAME and commit.`
    : `The custom domain ${file} was removed under Settings → Pages, but public/CNAME still names it: public/CNAME is the one place this site's domain is set, so this deploy set ${file} again (${url}). To stop using it: delete public/CNAME and commit.`;
}

/** Decides the plan; `changed` compares two commits (git, in the checkout). */
export function plan(
  live: Published,
  commit: string,
  settings: PagesSettings,
  cname: string | undefined,
  changed: (from: string, to: string) => string[] | null,
): Plan {
  const paths = live.commit ? changed(live.commit, commit) : null;
  const decided = changeKind({ published: live.commit, commit, changed: paths });
  return {
    ...decided,
    ...(live.commit ? { published: live.commit } : {}),
    settings,
    domainProblem: live.exists ? domainProblem(live, cname, settings.url) : '',
  };
}

/** The lines for $GITHUB_OUTPUT; each value on one line. */
export function outputLines(decided: Plan): string {
  const one = (value: string) => value.replace(/[\r\n]+/g, ' ');
  return (
    [
      ['kind', decided.kind],
      ['reason', decided.reason],
      ['published', decided.published ?? ''],
      ['base_path', decided.settings.basePath],
      ['site_url', decided.settings.siteUrl],
      ['url', decided.settings.url],
      ['domain_problem', decided.domainProblem],
      ['own_copy', String(decided.ownCopy ?? false)],
    ]
      .map(([key, value]) => `${key}=${one(value!)}`)
      .join('\n') + '\n'
  );
}

async function main() {
  const env = process.env;
  requireDefaultBranch(env.REF ?? '', env.DEFAULT_BRANCH ?? '');
  const commit = env.COMMIT ?? '';
  if (!/^[0-9a-f]{40}$/.test(commit))
    throw new Error(`COMMIT must be a commit id, got "${commit}"`);
  // On GitHub Actions: the repository's address, and the job's (read-only) token for git.
  const github = githubPush(env);
  if (github) Object.assign(process.env, github.gitEnv);
  const repo = await repositoryOf({ repo: github?.repo });
  const settings = pagesSettings({
    repository: env.GITHUB_REPOSITORY ?? '',
    cname: readCnameFile(),
  });
  const live = await readPublished(repo);
  const decided = {
    ...plan(live, commit, settings, customDomain(settings.url), (from, to) =>
      changedPaths(from, to),
    ),
    ownCopy: needsOwnCopy(env.FORK, process.cwd()),
  };

  const lines = outputLines(decided);
  if (env.GITHUB_OUTPUT) appendFileSync(env.GITHUB_OUTPUT, lines);
  console.log(lines);
  await appendSummary(
    `**${decided.kind === 'content' ? 'Content only: the fast path' : 'Code: the full check first'}** (${decided.reason}), for ${decided.settings.url}\n\n`,
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((error: unknown) => {
    const message = error instanceof Error ? error.message : String(error);
    report('error', message);
    console.error(error);
    process.exit(1);
  });
}
