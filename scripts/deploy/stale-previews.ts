/**
 * Previews whose pull request is gone. preview.yml removes a pull request's
 * preview when it closes, but that run can fail or never run (cancelled, or
 * the pull request closed while its build ran and published after the
 * removal), and the preview would then stay on `gh-pages` for good. So each
 * production deploy (publish.ts) also removes every `pr-preview/pr-<N>/`
 * whose pull request is not open, from one read of the open pull requests.
 *
 * Never on uncertainty: when that read fails, every preview stays, and the
 * deploy says so.
 */
import { explainingRefusal, github, githubApi, ownerAndRepo } from './github-api';

/** Where previews live on the branch (`pr-preview/pr-<N>/`). */
export const previewRoot = 'pr-preview';

/** The folder a pull request's preview lives in on the branch. */
export function previewFolder(pr: number): string {
  return `${previewRoot}/pr-${pr}`;
}

/** The pull request a path on the branch belongs to the preview of, or undefined. */
function previewOf(path: string): number | undefined {
  const number = new RegExp(`^${previewRoot}/pr-([1-9][0-9]{0,9})/`).exec(path)?.[1];
  return number === undefined ? undefined : Number(number);
}

/**
 * The preview folders among `files` (the branch's paths) whose pull request is
 * not in `open`, sorted; none when `open` is unknown (the read failed).
 * Anything else under pr-preview/ is not a preview this deploy made, and stays.
 */
export function stalePreviews(
  files: readonly string[],
  open: ReadonlySet<number> | undefined,
): string[] {
  if (!open) return [];
  const stale = new Set<number>();
  for (const path of files) {
    const pr = previewOf(path);
    if (pr !== undefined && !open.has(pr)) stale.add(pr);
  }
  return [...stale].sort((a, b) => a - b).map(previewFolder);
}

/** Whether any of `files` is a preview's. */
export function hasPreviews(files: readonly string[]): boolean {
  return files.some((path) => previewOf(path) !== undefined);
}

export interface PullRequestsSource {
  /** owner/name. */
  repository: string;
  /** A token with `pull-requests: read`. */
  token: string;
  /** The REST API's root; GITHUB_API_URL by default. */
  api?: string;
}

/**
 * The numbers of `repository`'s open pull requests: GET
 * /repos/{owner}/{repo}/pulls?state=open, every page (100 a page, GitHub's
 * most: "REST API endpoints for pull requests", List pull requests). A token
 * needs the "Pull requests" repository permission (read) for it, which a
 * workflow job asks for with `pull-requests: read` ("Controlling permissions
 * for GITHUB_TOKEN"; every permission a job does not name is none). Throws on
 * any answer but a list.
 */
export async function readOpenPullRequests({
  repository,
  token,
  api = githubApi(),
}: PullRequestsSource): Promise<Set<number>> {
  const open = new Set<number>();
  const pages = github(token, api).paginate.iterator('GET /repos/{owner}/{repo}/pulls', {
    ...ownerAndRepo(repository),
    state: 'open',
    per_page: 100,
  });
  await explainingRefusal(
    async () => {
      for await (const { data: page } of pages) {
        if (!Array.isArray(page))
          throw new Error(
            `GitHub's list of open pull requests was not a list: ${JSON.stringify(page).slice(0, 300)}`,
          );
        for (const pull of page as Array<{ number?: unknown }>) {
          if (!Number.isInteger(pull.number))
            throw new Error(
              `A pull request without a number in GitHub's list: ${JSON.stringify(pull).slice(0, 300)}`,
            );
          open.add(pull.number as number);
        }
      }
    },
    (status, text) =>
      `GitHub answered ${status} to listing the open pull requests (the job needs "pull-requests: read"): ${text.slice(0, 300)}`,
  );
  return open;
}

/** What became of the previews in one production deploy, for its log and the run's summary. */
export interface PreviewCleanup {
  /** The folders removed, their pull requests closed. */
  removed: string[];
  /** Why every preview was kept unchecked (the read failed, or there was nothing to read with). */
  kept?: string;
}

/** The cleanup in a line or two of Markdown, or nothing when there was nothing to say. */
export function cleanupSummary({ removed, kept }: PreviewCleanup): string {
  if (kept)
    return `**Previews kept unchecked**: ${kept}. No preview was removed; the next deploy tries again.\n`;
  if (removed.length)
    return `Removed the previews of closed pull requests: ${removed.map((folder) => `\`${folder}/\``).join(', ')}.\n`;
  return '';
}
