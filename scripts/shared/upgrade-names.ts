/**
 * The names of the "Upgrade content" workflow that others point to: the form
 * editor's page links to its file (scripts/site/admin/upgrade-first.ts), its
 * steps push to its branch (scripts/owner-files/upgrade-workflow.ts). Kept apart so the editor's
 * page imports no part of the review.
 */

/** The workflow's name in the Actions tab (its `name:`). */
export const upgradeWorkflowName = 'Upgrade content';
/** Its file under .github/workflows/. */
export const upgradeWorkflowFile = 'upgrade-content.yml';
/** The branch its pull request comes from, made afresh by every run. */
export const upgradeBranch = 'content-upgrade';

/** The upgrade's pull request's title (and its commit's message), from version `from` to `to`. */
export function upgradeTitle({ from, to }: { from: number; to: number }): string {
  return `content: upgrade content/ from version ${from} to ${to}`;
}
