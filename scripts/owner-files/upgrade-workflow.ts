/**
 * The steps of the "Upgrade content" workflow (.github/workflows/upgrade-content.yml),
 * which writes the content upgrade (`npm run content:upgrade`) for an owner who
 * uses only GitHub's web pages, and opens it as a pull request
 * (./upgrade-pull-request.ts words it).
 *
 *   tsx scripts/owner-files/upgrade-workflow.ts plan          on the default branch only; prints
 *                                                         needed=, from=, to= for $GITHUB_OUTPUT;
 *                                                         "nothing to upgrade" on the summary
 *   tsx scripts/owner-files/upgrade-workflow.ts write DIR     upgrades content/ in this checkout and
 *                                                         keeps DIR/report.json, DIR/changes.patch
 *   tsx scripts/owner-files/upgrade-workflow.ts open DIR      applies DIR/changes.patch on this
 *                                                         checkout, pushes it as the branch
 *                                                         content-upgrade and opens the pull
 *                                                         request with DIR/review/comment.md
 *
 * `plan` reads REF and DEFAULT_BRANCH; `open` reads GITHUB_TOKEN (contents: write,
 * pull-requests: write), GITHUB_REPOSITORY, GITHUB_SERVER_URL and GITHUB_API_URL,
 * as Actions sets them, and DEFAULT_BRANCH.
 */
import { githubApi } from '../deploy/github-api';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ownContentRoot } from '../../src/content-model/content-files';
import {
  contentVersion,
  upgradeSteps,
  type UpgradeStep,
} from '../../src/content-model/schema/versions';
import {
  readContentVersion,
  upgradeFiles,
  type UpgradeReport,
} from '../../src/content-model/upgrade';
import { githubPush } from '../deploy/publish';
import { upgradeBranch, upgradeWorkflowName } from '../shared/upgrade-names';
import {
  nothingToUpgrade,
  openPullRequest,
  upgradeBody,
  upgradeTitle,
} from './upgrade-pull-request';
import { appendSummary, report } from '../shared/workflow-run.ts';

/** The commit's author: what GitHub shows for a commit made by a workflow. */
const bot = [
  '-c',
  'user.name=github-actions[bot]',
  '-c',
  'user.email=41898282+github-actions[bot]@users.noreply.github.com',
];

/**
 * Whether the repository in `cwd` has content to upgrade, on the branch
 * `ref`. Throws on another branch than the default one: the pull request
 * it opens is for the default branch, and would bring that branch's other
 * commits with it.
 */
export function planUpgrade(
  cwd: string,
  ref: string,
  defaultBranch: string,
  newest = contentVersion,
): { needed: boolean; from: number; to: number; ownContent: boolean } {
  if (ref !== `refs/heads/${defaultBranch}`)
    throw new Error(
      `Upgrade content runs on ${defaultBranch}, the default branch (this run is on ${ref}): in Actions → Upgrade content → Run workflow, leave "Use workflow from" on ${defaultBranch}.`,
    );
  const root = ownContentRoot(cwd);
  if (!root) return { needed: false, from: newest, to: newest, ownContent: false };
  const { version, problem } = readContentVersion(root, newest);
  if (problem) throw new Error(problem);
  return { needed: version < newest, from: version, to: newest, ownContent: true };
}

/** Upgrades the content of the checkout in `cwd` and keeps what changed in `out`: the report and a patch. */
export function writeUpgrade(
  cwd: string,
  out: string,
  steps: readonly UpgradeStep[] = upgradeSteps,
): UpgradeReport {
  const root = ownContentRoot(cwd);
  if (!root) throw new Error(`${cwd} has no content/ of its own to upgrade`);
  const { from, to, changes } = upgradeFiles(root, steps);
  mkdirSync(out, { recursive: true });
  const report: UpgradeReport = { from, to, changes };
  writeFileSync(join(out, 'report.json'), `${JSON.stringify(report, null, 2)}\n`);
  // Staged, so that a content/version.yml the folder never had is in the patch too.
  const git = (...args: string[]) =>
    execFileSync('git', args, { cwd, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  git('add', '-A', '--', 'content');
  writeFileSync(join(out, 'changes.patch'), git('diff', '--cached', '--binary', '--', 'content'));
  return report;
}

/**
 * Commits `dir`'s patch on the checkout in `cwd` and pushes it as the branch
 * content-upgrade, then opens the pull request into the default branch.
 * Whether it could, and what it did as Markdown for the run's summary page.
 */
export async function openUpgrade(
  cwd: string,
  dir: string,
  env: Record<string, string | undefined> = process.env,
  steps: readonly UpgradeStep[] = upgradeSteps,
): Promise<{ opened: boolean; summary: string }> {
  const report = JSON.parse(readFileSync(join(dir, 'report.json'), 'utf8')) as UpgradeReport;
  const reviewFile = join(dir, 'review', 'comment.md');
  const review = existsSync(reviewFile) ? readFileSync(reviewFile, 'utf8') : '';
  const title = upgradeTitle(report);
  const body = upgradeBody(report, review, steps);
  const push = githubPush(env);
  const repository = env.GITHUB_REPOSITORY;
  if (!push || !repository || !env.GITHUB_TOKEN)
    throw new Error('open needs GITHUB_TOKEN and GITHUB_REPOSITORY, as GitHub Actions sets them');
  const base = env.DEFAULT_BRANCH || 'main';
  const git = (...args: string[]) =>
    execFileSync('git', args, {
      cwd,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, ...push.gitEnv },
    }).trim();

  git('apply', '--index', resolve(dir, 'changes.patch'));
  // The patch was made of content/ alone (writeUpgrade); a job that can write commits nothing else.
  const staged = git('diff', '--cached', '--name-only').split('\n').filter(Boolean);
  const outside = staged.filter((path) => !path.startsWith('content/'));
  if (outside.length)
    throw new Error(`the upgrade's patch changes files outside content/: ${outside.join(', ')}`);
  git(...bot, 'commit', '--quiet', '--allow-empty', '-m', title);
  // A branch left by an earlier run is deleted, not moved: moving a branch onto a newer base whose
  // workflow files differ counts as changing them, which GitHub refuses from a workflow's token
  // ("refusing to allow a GitHub App to create or update workflow … without `workflows`
  // permission", wildfly/wildfly.org#549). Deleting it closes a pull request still open from it;
  // the new one replaces it.
  const branchRef = `refs/heads/${upgradeBranch}`;
  if (git('ls-remote', push.repo, branchRef)) git('push', '--quiet', push.repo, `:${branchRef}`);
  git('push', '--quiet', push.repo, `HEAD:${branchRef}`);

  const opened = await openPullRequest({
    api: githubApi(env),
    token: env.GITHUB_TOKEN,
    repository,
    head: upgradeBranch,
    base,
    title,
    body,
  });
  const server = new URL(env.GITHUB_SERVER_URL || 'https://github.com').origin;
  if ('url' in opened)
    return {
      opened: true,
      summary: `### Pull request opened: [#${opened.number} ${title}](${opened.url})\n\nReview it and merge it. GitHub starts no check for a pull request a workflow opens: close and reopen it to run the Full check, or merge it, and Deploy checks the content before it publishes.\n\n${body}\n`,
    };
  const summary = [
    `### The upgrade is on the branch \`${upgradeBranch}\`: open its pull request yourself`,
    '',
    `GitHub refused to let this workflow open the pull request ("${opened.refused}"): a repository in a personal account does not let workflows open pull requests until you allow it. Either`,
    '',
    `- open it yourself: [compare ${base} with ${upgradeBranch}](${server}/${repository}/compare/${base}...${upgradeBranch}?expand=1), **Create pull request**, with the title and text below; or`,
    `- allow it once (Settings → Actions → General → Workflow permissions → **Allow GitHub Actions to create and approve pull requests** → Save), and run ${upgradeWorkflowName} again.`,
    '',
    `**Title**: ${title}`,
    '',
    body,
    '',
  ].join('\n');
  return { opened: false, summary };
}

async function main() {
  const [command, dir = 'upgrade'] = process.argv.slice(2);
  const cwd = process.cwd();
  if (command === 'plan') {
    const plan = planUpgrade(cwd, process.env.REF ?? '', process.env.DEFAULT_BRANCH || 'main');
    console.log(`needed=${plan.needed}\nfrom=${plan.from}\nto=${plan.to}`);
    if (!plan.needed) await appendSummary(nothingToUpgrade(plan.to, plan.ownContent));
  } else if (command === 'write') {
    const report = writeUpgrade(cwd, dir);
    console.error(
      `upgraded content/ from version ${report.from} to ${report.to}: ${report.changes.length} change(s)`,
    );
  } else if (command === 'open') {
    const { opened, summary } = await openUpgrade(cwd, dir);
    console.log(summary.split('\n')[0]!.replace(/^#+ /, ''));
    await appendSummary(summary);
    if (!opened)
      report(
        'warning',
        `GitHub does not let this repository's workflows open pull requests: the run's summary says how to open it (the branch ${upgradeBranch} is pushed).`,
        { title: 'No pull request opened' },
      );
  } else throw new Error('Usage: upgrade-workflow.ts plan | write DIR | open DIR');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href)
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
