/**
 * A fork's own content: a copy of the sample person's (sample/content/ and
 * sample/public/) as content/ and public/, the folders the template never
 * ships. The site is then built from the copy, and every edit the owner makes
 * (in a file, in GitHub's web editor, in the form editor at /admin/) is to a
 * file of their own, which GitHub's Sync fork never touches: the template
 * goes on changing sample/ without a conflict (docs/decisions.md).
 *
 * The first Deploy of a fork makes it (deploy.yml, job publish: plan.ts says
 * when), as one commit on the default branch; a repository that has content/
 * already is left as it is.
 *
 *   npx tsx scripts/owner-files/own-copy.ts           copy into this checkout
 *   npx tsx scripts/owner-files/own-copy.ts --push    copy onto the default branch's
 *                                                 newest commit, commit and push
 *
 * --push reads GITHUB_TOKEN and GITHUB_REPOSITORY (as publish.ts does) and
 * DEFAULT_BRANCH; a push the branch has moved past is tried again.
 */
import { execFileSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, posix, relative, sep } from 'node:path';
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import {
  ownContentRoot,
  ownFolders,
  sampleFolder,
  schemasFolder,
} from '../../src/content-model/content-files';
import { githubPush, repositoryOf } from '../deploy/publish';
import { retrying } from '../deploy/retry';
import { appendSummary } from '../shared/workflow-run.ts';

/** The commit's author: what GitHub shows for a commit made by a workflow. */
const bot = [
  '-c',
  'user.name=github-actions[bot]',
  '-c',
  'user.email=41898282+github-actions[bot]@users.noreply.github.com',
];
export const ownCopyMessage = 'content: your own copy of the sample, to edit (made by Deploy)';

/** Every file under `folder`, by its path from it with `/` separators. */
function filesUnder(folder: string): string[] {
  if (!existsSync(folder)) return [];
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(folder, join(entry.parentPath, entry.name)).split(sep).join('/'));
}

/**
 * A YAML file's first line names its JSON Schema by a path relative to the file
 * (for editors: json-schema.ts); the copy sits two folders higher, so its line
 * is written for where it now is.
 */
export function withSchemaLineFor(text: string, path: string): string {
  return text.replace(
    /^(# yaml-language-server: \$schema=)(\S*?)([a-z-]+\.json)$/m,
    (_, start, _old, file: string) =>
      `${start}${posix.relative(posix.dirname(path), schemasFolder)}/${file}`,
  );
}

/**
 * Copies the sample's content/ and public/ into `repository`'s own, and returns
 * the files written (paths from the top). Refuses when the repository has its
 * own content already: nothing of the owner's is ever overwritten.
 */
export function writeOwnCopy(repository: string): string[] {
  if (ownContentRoot(repository))
    throw new Error(`${repository} has its own content/ already: nothing copied`);
  const written: string[] = [];
  for (const folder of ownFolders) {
    const from = join(repository, sampleFolder, folder);
    for (const file of filesUnder(from)) {
      const path = `${folder}/${file}`;
      const target = join(repository, path);
      if (existsSync(target)) continue; // the owner's own (a CNAME added early, say): kept
      cpSync(join(from, file), target, { recursive: true });
      if (/\.ya?ml$/.test(file))
        writeFileSync(target, withSchemaLineFor(readFileSync(target, 'utf8'), path));
      written.push(path);
    }
  }
  if (!written.some((path) => path.startsWith('content/')))
    throw new Error(`${join(repository, sampleFolder, 'content')} holds no content to copy`);
  return written;
}

/**
 * Puts the copy on `branch` of `repo`: on its newest commit, in a clone of its
 * own. Says what it did; a branch that has content/ by now is left alone.
 */
export function pushOwnCopy(
  repo: string,
  branch: string,
  retryDelaysMs?: readonly number[],
): Promise<string> {
  const attempt = async () => {
    const work = mkdtempSync(join(tmpdir(), 'own-copy-'));
    const git = (...args: string[]) =>
      execFileSync('git', args, {
        cwd: work,
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'pipe'],
      }).trim();
    try {
      git('clone', '--quiet', '--depth', '1', '--branch', branch, repo, '.');
      if (ownContentRoot(work)) return `${branch} has its own content/ already: nothing copied`;
      const written = writeOwnCopy(work);
      git('add', '--', ...ownFolders.filter((folder) => existsSync(join(work, folder))));
      git(...bot, 'commit', '--quiet', '-m', ownCopyMessage);
      git('push', '--quiet', 'origin', `HEAD:refs/heads/${branch}`);
      return `${branch} has its own copy of the sample now (${git('rev-parse', '--short', 'HEAD')}): ${written.length} files in ${ownFolders.map((folder) => `${folder}/`).join(' and ')}, to edit`;
    } finally {
      rmSync(work, { recursive: true, force: true });
    }
  };
  // Only a branch that moved on meanwhile is worth another try; a refusal is final.
  const movedOn = (error: Error) =>
    /fetch first|non-fast-forward/.test(String((error as { stderr?: unknown }).stderr ?? error));
  return retrying(attempt, { delaysMs: retryDelaysMs, shouldRetry: movedOn });
}

async function main() {
  const { values } = parseArgs({ options: { push: { type: 'boolean', default: false } } });
  if (!values.push) {
    const written = writeOwnCopy(process.cwd());
    console.log(
      `Copied the sample into ${ownFolders.map((folder) => `${folder}/`).join(' and ')} (${written.length} files): the site is now built from them. Edit them, commit and push.`,
    );
    return;
  }
  const github = githubPush();
  if (github) Object.assign(process.env, github.gitEnv);
  const said = await pushOwnCopy(
    await repositoryOf({ repo: github?.repo }),
    process.env.DEFAULT_BRANCH || 'main',
  );
  console.log(said);
  await appendSummary(
    `### Your own content\n\n${said}. Edit the files in \`content/\` and \`public/\` (the README's "Make it yours"); \`${sampleFolder}/\` is the template's and changes when you take its updates.\n`,
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href)
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
