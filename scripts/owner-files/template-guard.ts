/**
 * Keeps the template free of owner files. A repository whose base branch has
 * no content/ of its own is the template (or a fork before its first deploy):
 * a pull request that adds files to content/ or public/ there would ship them
 * to every fork, and each fork's own copy would then conflict with them on
 * Sync fork (docs/decisions.md, "The owner's files are never the template's").
 * A contributor's fork has its own copy on its main; a pull request from it
 * brings that copy along unless it starts from the template's main.
 *
 *   npx tsx scripts/owner-files/template-guard.ts --base <commit>   (preview.yml, build job)
 *
 * Fails, saying what to do, when the base has no content/ and HEAD has files
 * in content/ or public/.
 */
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import { ownFolders, sampleFolder } from '../../src/content-model/content-files';
import { gitWithToken, withCommit } from '../deploy/change-kind';
import { report } from '../shared/workflow-run.ts';

/** The files under the owner's folders at `commit` (fetched if the clone lacks it), from the top of the repository. */
export function ownerFilesAt(commit: string, cwd = process.cwd()): string[] {
  const git = gitWithToken(cwd);
  withCommit(git, commit);
  return git('ls-tree', '-r', '--name-only', commit, '--', ...ownFolders)
    .split('\n')
    .filter(Boolean);
}

/** What is wrong with `head` given `base`, or an empty string. */
export function templateProblem(base: readonly string[], head: readonly string[]): string {
  if (base.length > 0 || head.length === 0) return '';
  const shown =
    head.slice(0, 5).join(', ') + (head.length > 5 ? ` and ${head.length - 5} more` : '');
  return `This repository has no content of its own (it is the template), and this pull request adds ${shown}: content/ and public/ are each fork's own, and the template must never ship a file in them, or every fork's Sync fork conflicts with it. Put changes of the sample person in ${sampleFolder}/content/ and ${sampleFolder}/public/, and open the pull request from a branch made from the template's main (a fork's own main holds the copy its first deploy made).`;
}

function main() {
  const { values } = parseArgs({ options: { base: { type: 'string' } } });
  if (!values.base) throw new Error('Usage: template-guard.ts --base <commit>');
  const problem = templateProblem(ownerFilesAt(values.base), ownerFilesAt('HEAD'));
  if (!problem) {
    console.log('template guard: no owner files added to the template');
    return;
  }
  report('error', problem, { title: 'Owner files in the template' });
  process.exitCode = 1;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) main();
