/**
 * What a push to main changed: only the owner's content, or code too. The
 * deploy (.github/workflows/deploy.yml) takes the fast path for content (the
 * content check, the build and the checks content can break, then publish)
 * and the full check for code. A content edit cannot break the code; it can
 * break the content, the build and the pages, which the fast path checks.
 *
 * Whatever it cannot decide is code: a new branch or a first push (no commit
 * before it), a force push (the commit before may be gone), a comparison git
 * could not make, an empty list, or any path that is not the owner's data.
 *
 *   npx tsx scripts/deploy/change-kind.ts BEFORE AFTER [--forced]
 *
 * prints `kind=content` or `kind=code` and `reason=…` (for $GITHUB_OUTPUT),
 * comparing the two commits with git (each fetched if missing).
 */
import { execFileSync } from 'node:child_process';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { githubPush } from './publish';

/** The owner's data: what the README sends them to edit, and what the form editor writes. */
export const ownerDataPaths: readonly RegExp[] = [
  // Their words and facts; not the JSON Schemas under it, which code writes (npm run schemas).
  /^content\/(?!\.schemas\/).+$/,
  // Their pictures, their resume, their domain.
  /^public\/images\/.+$/,
  /^public\/[^/]+\.pdf$/,
  /^public\/CNAME$/,
];

/** A commit id of forty zeros: what GitHub sends as "before" for a branch's first push. */
const noCommit = /^0{40}$/;

export interface Push {
  /** The commit main was at before the push (forty zeros for a new branch). */
  before: string;
  after: string;
  /** Whether the push was forced (GitHub's `forced`). */
  forced?: boolean;
  /** The paths that differ between the two, or null when git could not compare them. */
  changed: readonly string[] | null;
}

export interface ChangeKind {
  kind: 'content' | 'code';
  reason: string;
}

/** Content when every changed path is the owner's data; code otherwise, or when in doubt. */
export function changeKind({ before, after, forced = false, changed }: Push): ChangeKind {
  const code = (reason: string): ChangeKind => ({ kind: 'code', reason });
  if (!before || noCommit.test(before)) return code('no commit before this push to compare with');
  if (!after || noCommit.test(after)) return code('no commit after this push to compare with');
  if (forced) return code('a force push: the commit before it may no longer be in the history');
  if (changed === null) return code(`git could not compare ${before} with ${after}`);
  if (changed.length === 0) return code('no changed file to go by');
  const other = changed.find((path) => !ownerDataPaths.some((pattern) => pattern.test(path)));
  if (other) return code(`${other} is not the owner's content`);
  return { kind: 'content', reason: `${changed.length} file(s), all the owner's content` };
}

/** The paths that differ between two commits, fetching either if this clone lacks it; null if git cannot say. */
export function changedPaths(
  before: string,
  after: string,
  cwd = process.cwd(),
  env: NodeJS.ProcessEnv = process.env,
): string[] | null {
  // On GitHub Actions, the job's token (read-only here) lets the fetch read a private repository.
  const gitEnv = { ...env, ...githubPush(env)?.gitEnv };
  const git = (...args: string[]) =>
    execFileSync('git', args, {
      cwd,
      env: gitEnv,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    });
  try {
    for (const commit of [before, after])
      try {
        git('cat-file', '-e', `${commit}^{commit}`);
      } catch {
        // A shallow clone has only the newest commit: fetch the other one alone.
        git('fetch', '--quiet', '--no-tags', '--depth=1', 'origin', commit);
      }
    return git('diff', '--name-only', '--no-renames', before, after).split('\n').filter(Boolean);
  } catch {
    return null;
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { forced: { type: 'boolean', default: false } },
  });
  const [before = '', after = ''] = positionals;
  const decided = changeKind({
    before,
    after,
    forced: values.forced,
    changed: noCommit.test(before) || !before || !after ? null : changedPaths(before, after),
  });
  console.log(`kind=${decided.kind}`);
  console.log(`reason=${decided.reason.replace(/[\r\n]+/g, ' ')}`);
}
