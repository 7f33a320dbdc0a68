/**
 * The pull request the "Upgrade content" workflow (.github/workflows/upgrade-content.yml)
 * opens for an owner who has only GitHub's web pages: its branch, title and
 * body (each file the upgrade changes, from which version to which, and the
 * review of the pages built before and after it), what the run's summary says
 * when there is nothing to upgrade, and the REST call that opens it. The
 * steps that call these are ./upgrade-workflow.ts.
 */
import { commentLimit } from '../deploy/review/report-model';
import { upgradeSteps, type UpgradeStep } from '../../src/content-model/schema/versions';
import { versionFile, type UpgradeReport } from '../../src/content-model/upgrade';
import { github, ownerAndRepo } from '../deploy/github-api';
import { retrying } from '../deploy/retry';

export { upgradeTitle } from '../shared/upgrade-names';

/** GitHub's documentation of why a pull request opened by a workflow runs no checks. */
const noRunsDocs =
  'https://docs.github.com/en/actions/writing-workflows/choosing-when-your-workflow-runs/triggering-a-workflow#triggering-a-workflow-from-a-workflow';

/**
 * The pull request's body: what the template changed, each file the upgrade
 * rewrites, what to do about the checks, and the review of the pages (its
 * comment.md), cut to GitHub's limit.
 */
export function upgradeBody(
  report: UpgradeReport,
  review: string,
  allSteps: readonly UpgradeStep[] = upgradeSteps,
): string {
  const steps = allSteps.filter((step) => step.version > report.from && step.version <= report.to);
  const changes = report.changes.map(({ path, change }) => `- \`${path}\`: ${change}`);
  const text = [
    `Your content is written in version ${report.from} of the content's shape, and the site's code reads version ${report.to}. The build already reads your files as version ${report.to}; this pull request writes that into them, so that the form editor at \`/admin/\` (which shows the newest fields only) can be used again.`,
    '',
    '**What the template changed**',
    '',
    ...(steps.length
      ? steps.map((step) => `- version ${step.version}: ${step.summary}`)
      : ['- (no step: only the version number moves on)']),
    '',
    '**What this changes in your files**',
    '',
    ...(changes.length ? changes : ['- no file needed a change']),
    `- \`${versionFile}\`: version ${report.from} → ${report.to}`,
    '',
    'Nothing else is touched: your words, comments and the rest of each file stay as you wrote them. Running the upgrade again changes nothing.',
    '',
    '**Checks**: GitHub starts no workflow for a pull request opened by a workflow',
    `([Triggering a workflow from a workflow](${noRunsDocs})), so the Full check does not run on its own here. To run it (and the Preview's review, on that run's summary page), press **Close pull request**, then **Reopen pull request**. Or merge it as it is: Deploy checks the content and every page before it publishes. The review below was made by this workflow, on a build before the upgrade and one after it.`,
    '',
    '## What it changes on your pages',
    '',
    review.trim() ||
      "(The review could not be made: the run's log says why. The build after the upgrade passed the content check and rendered every page.)",
  ].join('\n');
  return text.length > commentLimit
    ? `${text.slice(0, commentLimit - 200)}\n\n… (cut at GitHub's limit: the run's artifact holds the whole review)`
    : text;
}

/** The run's summary when the content is in the newest shape already. */
export function nothingToUpgrade(version: number, ownContent: boolean): string {
  return ownContent
    ? `### Nothing to upgrade\n\n\`content/\` is written in version ${version} of the content's shape, the newest this site reads. No pull request was opened.\n`
    : `### Nothing to upgrade\n\nThis repository has no \`content/\` of its own yet: the site is built from \`sample/\`, which the template keeps in the newest shape (version ${version}). No pull request was opened.\n`;
}

export interface OpenPullRequest {
  /** GITHUB_API_URL: https://api.github.com, or a GitHub Enterprise Server's (the rehearsal's). */
  api: string;
  token: string;
  /** owner/name */
  repository: string;
  head: string;
  base: string;
  title: string;
  body: string;
}

/**
 * Opens the pull request ("Create a pull request", POST /repos/{owner}/{repo}/pulls;
 * the token needs pull-requests: write). Its address, or, when the repository does
 * not let workflows open pull requests (GitHub's default for a repository in a personal
 * account: "Managing GitHub Actions settings for a repository", Preventing GitHub Actions
 * from creating or approving pull requests), `refused` with GitHub's message. An earlier
 * run's pull request, closed by the deletion of its branch just before, may still be
 * counted as open for a moment ("A pull request already exists"): that is tried again.
 */
export async function openPullRequest(
  { api, token, repository, head, base, title, body }: OpenPullRequest,
  retryDelaysMs?: readonly number[],
): Promise<{ url: string; number: number } | { refused: string }> {
  type Answer = { message?: string; errors?: Array<{ message?: string }> };
  const client = github(token, api);
  const attempt = async () => {
    try {
      const { data } = await client.request('POST /repos/{owner}/{repo}/pulls', {
        ...ownerAndRepo(repository),
        title,
        head,
        base,
        body,
        maintainer_can_modify: true,
      });
      return { url: data.html_url, number: data.number };
    } catch (error) {
      const failed = error as { status?: number; response?: { data?: unknown } };
      if (typeof failed.status !== 'number') throw error;
      const answer = (failed.response?.data ?? {}) as Answer;
      const said = [answer.message, ...(answer.errors ?? []).map((error) => error.message)].join(
        ' ',
      );
      if (failed.status === 403 && /not permitted to create or approve pull requests/i.test(said))
        return { refused: answer.message! };
      throw new Error(
        `POST ${api}/repos/${repository}/pulls: ${failed.status} ${said || JSON.stringify(answer)}`,
      );
    }
  };
  return retrying(attempt, {
    delaysMs: retryDelaysMs,
    shouldRetry: (error) => /: 422 .*already exists/i.test(error.message),
  });
}
