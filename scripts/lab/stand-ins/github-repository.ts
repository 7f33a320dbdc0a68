/**
 * A bare repository that behaves as a repository on GitHub does for a push and
 * a fetch, for the deploy's tests (scripts/deploy/publish.test.ts) and the local GitHub of the
 * browser tests (e2e/support/local-github/):
 *
 * - HEAD is `main`, and deleting it is refused (git's receive.denyDeleteCurrent;
 *   GitHub refuses to delete the default branch);
 * - any commit it holds can be fetched by its id, and partial clones
 *   (`--filter=blob:none`) are served, as GitHub does;
 * - a push made with the workflow's token (`LOCAL_GITHUB_PUSHER=actions:…`, set
 *   by the server from the token, or by a test for a push over a plain path) is
 *   refused without `contents: write` ("Permission to … denied to
 *   github-actions[bot]"), and refused when any commit it brings creates,
 *   changes or deletes a file under `.github/workflows/`, on any branch:
 *   "refusing to allow a GitHub App to create or update workflow `…` without
 *   `workflows` permission" (GitHub's answer; the `workflows` permission cannot
 *   be given to GITHUB_TOKEN: github/docs#11490, and every report of the
 *   message, e.g. peter-evans/create-pull-request#1713).
 */
import { execFileSync } from 'node:child_process';
import { chmodSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** Who a push comes from, as the hook reads it: `owner`, or `actions:<permission>=<level>,…`. */
export const pusherVariable = 'LOCAL_GITHUB_PUSHER';

/** The pusher value for a workflow token with these permissions (e.g. `{ contents: 'write' }`). */
export function actionsPusher(permissions: Record<string, string>): string {
  return `actions:${Object.entries(permissions)
    .map(([name, level]) => `${name}=${level}`)
    .join(',')}`;
}

// The hook itself, in CommonJS so node runs it whatever package.json is above the repository.
const rules = String.raw`
const { execFileSync } = require('node:child_process');
const git = (...args) => execFileSync('git', args, { encoding: 'utf8' });
const updates = require('node:fs').readFileSync(0, 'utf8').split('\n').filter(Boolean);
const pusher = process.env.${pusherVariable} || 'owner';
const refuse = (why) => { process.stderr.write(why + '\n'); process.exit(1); };
if (pusher.startsWith('actions')) {
  const granted = Object.fromEntries(
    pusher.replace(/^actions:?/, '').split(',').filter(Boolean).map((pair) => pair.split('=')),
  );
  if (granted.contents !== 'write')
    refuse('Permission to ' + process.cwd().split('/').slice(-2).join('/') + ' denied to github-actions[bot].');
  for (const update of updates) {
    const [, next] = update.split(' ');
    if (/^0+$/.test(next)) continue;
    for (const commit of git('rev-list', next, '--not', '--all').split('\n').filter(Boolean)) {
      const parents = git('rev-list', '--parents', '-n', '1', commit).trim().split(' ').slice(1);
      const paths = parents.length
        ? git('diff', '--name-only', '--no-renames', parents[0], commit)
        : git('ls-tree', '-r', '--name-only', commit);
      const workflow = paths.split('\n').find((path) => path.startsWith('.github/workflows/'));
      if (workflow)
        refuse('refusing to allow a GitHub App to create or update workflow \x60' + workflow +
          '\x60 without \x60workflows\x60 permission');
    }
  }
}
`;

/** Makes `dir` a bare repository with GitHub's rules; its default branch is `main`. */
export function createGitHubRepository(dir: string): string {
  execFileSync('git', ['init', '--quiet', '--bare', '--initial-branch=main', dir]);
  const config = (key: string, value: string) =>
    execFileSync('git', ['--git-dir', dir, 'config', key, value]);
  config('uploadpack.allowFilter', 'true');
  config('uploadpack.allowAnySHA1InWant', 'true');
  config('http.receivepack', 'true');
  writeFileSync(join(dir, 'hooks', 'github-rules.cjs'), rules);
  const hook = join(dir, 'hooks', 'pre-receive');
  writeFileSync(hook, '#!/bin/sh\nexec node "$(dirname "$0")/github-rules.cjs"\n');
  chmodSync(hook, 0o755);
  return dir;
}
