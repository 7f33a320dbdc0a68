/**
 * What a commit changes against the one whose site is published: only the
 * owner's content, or code too. The deploy (plan.ts) takes the fast path for
 * content (the content check, the build and the checks content can break, then
 * publish) and the full check for code. A content edit cannot break the code;
 * it can break the content, the build and the pages, which the fast path checks.
 *
 * The comparison is with the commit the live site was built from, never with
 * the push before: code pushed but not published (its check failed, or GitHub
 * cancelled its pending run for a newer one) is in the difference, so it gets
 * the full check with whatever comes after it. Comparing the two trees is exact
 * whatever happened in between (merges, force pushes).
 *
 * Whatever it cannot decide is code: no published commit to compare with, a
 * comparison git could not make, or any path that is not the owner's data.
 */
import { execFileSync } from 'node:child_process';
import { githubPush } from './publish';

/** The folders of public/ whose files the content names: pictures, models, boards, drawings. */
const ownerFolders = '(images|models|boards|drawings)';

/** The owner's data: what the README sends them to edit, and what the form editor writes. */
export const ownerDataPaths: readonly RegExp[] = [
  // Their words and facts.
  /^content\/.+$/,
  // Their pictures, CAD models, boards' fab files and drawings, their resume, their domain.
  new RegExp(`^public/${ownerFolders}/.+$`),
  /^public\/[^/]+\.pdf$/,
  /^public\/CNAME$/,
  // The sample person's, the same kinds of file: what a site without content/ is built from.
  /^sample\/content\/.+$/,
  new RegExp(`^sample/public/(${ownerFolders}/.+|[^/]+\\.pdf)$`),
];

export interface Change {
  /** The commit the published site was built from; undefined when nothing published names one. */
  published: string | undefined;
  /** The commit to publish. */
  commit: string;
  /** The paths that differ between the two, or null when git could not compare them. */
  changed: readonly string[] | null;
}

export interface ChangeKind {
  kind: 'content' | 'code';
  reason: string;
}

/** Content when every changed path is the owner's data; code otherwise, or when in doubt. */
export function changeKind({ published, commit, changed }: Change): ChangeKind {
  const code = (reason: string): ChangeKind => ({ kind: 'code', reason });
  if (!published) return code('no published site names the commit it was built from');
  if (changed === null) return code(`git could not compare ${commit} with ${published}`);
  // The same files as the published site (a run started by hand): what was checked is built again.
  if (changed.length === 0)
    return {
      kind: 'content',
      reason: `nothing changed since the published ${published.slice(0, 7)}; built and published again`,
    };
  const other = changed.find((path) => !ownerDataPaths.some((pattern) => pattern.test(path)));
  if (other) return code(`${other} is not the owner's content`);
  return {
    kind: 'content',
    reason: `${changed.length} file(s) changed since the published ${published.slice(0, 7)}, all the owner's content`,
  };
}

/** git in `cwd`; on GitHub Actions with the job's token (read-only here), so a fetch can read a private repository. */
export function gitWithToken(cwd = process.cwd(), env: NodeJS.ProcessEnv = process.env) {
  const gitEnv = { ...env, ...githubPush(env)?.gitEnv };
  return (...args: string[]) =>
    execFileSync('git', args, {
      cwd,
      env: gitEnv,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    });
}

/** Makes sure the clone has `commit`: a shallow clone has only the newest, so the other is fetched alone. */
export function withCommit(git: ReturnType<typeof gitWithToken>, commit: string) {
  try {
    git('cat-file', '-e', `${commit}^{commit}`);
  } catch {
    git('fetch', '--quiet', '--no-tags', '--depth=1', 'origin', commit);
  }
}

/** The paths that differ between two commits, fetching either if this clone lacks it; null if git cannot say. */
export function changedPaths(
  before: string,
  after: string,
  cwd = process.cwd(),
  env: NodeJS.ProcessEnv = process.env,
): string[] | null {
  const git = gitWithToken(cwd, env);
  try {
    for (const commit of [before, after]) withCommit(git, commit);
    return git('diff', '--name-only', '--no-renames', before, after).split('\n').filter(Boolean);
  } catch {
    return null;
  }
}
