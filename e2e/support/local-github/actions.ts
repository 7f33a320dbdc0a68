/**
 * What each `uses:` would do, done here plainly in the job's folder: checkout is a git fetch of
 * the commit from the local GitHub (sparse when asked); an artifact is a folder (hidden files
 * left out unless include-hidden-files, as upload-artifact v4.4 and later do); the cache
 * restores node_modules as the lockfile pins it (the project's own). A local action's steps are
 * the job's own: steps.ts runs them.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, rmSync, symlinkSync } from 'node:fs';
import { join, resolve } from 'node:path';

/** What a `uses:` step came to. */
export interface ActionDone {
  ok: boolean;
  log: string;
  outputs: Record<string, string>;
}

/** Where an action runs: the job's folder and environment, the run's artifacts, the repository. */
export interface ActionPlace {
  workspace: string;
  artifacts: string;
  stepEnv: Record<string, string>;
  /** The local GitHub's origin, and the repository and commit the job is for. */
  origin: string;
  repository: string;
  sha: string;
  /** The project's own node_modules, which a restored cache is. */
  projectModules: string;
}

/** The stand-in for the action `name` (without its `@version`), or undefined when none is. */
export function standInAction(
  name: string,
  inputs: Record<string, string>,
  place: ActionPlace,
): ActionDone | undefined {
  if (name === 'actions/checkout') return checkout(inputs, place);
  if (name === 'actions/setup-node')
    return { ok: true, log: 'node (this machine’s)\n', outputs: {} };
  if (name === 'actions/cache' || name === 'actions/cache/save')
    return { ok: true, log: `${name}: nothing kept between rehearsed runs\n`, outputs: {} };
  if (name === 'actions/cache/restore') return restoreCache(inputs, place);
  if (name === 'actions/upload-artifact') return uploadArtifact(inputs, place);
  if (name === 'actions/download-artifact') return downloadArtifact(inputs, place);
  return undefined;
}

/** actions/checkout: a shallow fetch of the commit (or `ref`) into `path`, sparse when asked. */
function checkout(inputs: Record<string, string>, place: ActionPlace): ActionDone {
  const git = (cwd: string, ...args: string[]) =>
    spawnSync('git', args, { cwd, encoding: 'utf8', env: { ...place.stepEnv } });
  const target = resolve(place.workspace, inputs.path ?? '.');
  mkdirSync(target, { recursive: true });
  const ref = inputs.ref || place.sha;
  const repo = inputs.repository || place.repository;
  const steps = [
    ['init', '--quiet'],
    ['remote', 'add', 'origin', `${place.origin}/${repo}`],
    ...(inputs['sparse-checkout']
      ? [
          [
            'sparse-checkout',
            'set',
            ...(inputs['sparse-checkout-cone-mode'] === 'false' ? ['--no-cone'] : []),
            ...inputs['sparse-checkout'].split('\n').filter(Boolean),
          ],
        ]
      : []),
    [
      'fetch',
      '--quiet',
      '--no-tags',
      '--depth=1',
      'origin',
      /^[0-9a-f]{40}$/.test(ref) ? ref : `refs/heads/${ref.replace(/^refs\/heads\//, '')}`,
    ],
    ['checkout', '--quiet', '--detach', 'FETCH_HEAD'],
  ];
  for (const args of steps) {
    const done = git(target, ...args);
    if (done.status !== 0)
      return {
        ok: false,
        log: `checkout: git ${args.join(' ')}: ${done.stderr}`,
        outputs: {},
      };
  }
  return {
    ok: true,
    log: `checkout ${repo}@${ref} into ${inputs.path ?? '.'}\n`,
    outputs: {},
  };
}

/** actions/cache/restore: node_modules is the project's own; nothing else is kept. */
function restoreCache(inputs: Record<string, string>, place: ActionPlace): ActionDone {
  if (inputs.path === 'node_modules') {
    rmSync(join(place.workspace, 'node_modules'), { recursive: true, force: true });
    symlinkSync(place.projectModules, join(place.workspace, 'node_modules'));
    return {
      ok: true,
      log: 'node_modules restored\n',
      outputs: { 'cache-hit': 'true', 'cache-primary-key': inputs.key ?? '' },
    };
  }
  return { ok: true, log: '', outputs: { 'cache-hit': 'false' } };
}

/** actions/upload-artifact: a copy into the run's artifacts, hidden files only when asked. */
function uploadArtifact(inputs: Record<string, string>, place: ActionPlace): ActionDone {
  const from = resolve(place.workspace, inputs.path!);
  if (!existsSync(from))
    return {
      ok: inputs['if-no-files-found'] !== 'error',
      log: `upload: nothing at ${inputs.path}\n`,
      outputs: {},
    };
  const hidden = inputs['include-hidden-files'] === 'true';
  cpSync(from, join(place.artifacts, inputs.name!), {
    recursive: true,
    filter: (source) =>
      hidden ||
      !source
        .slice(from.length)
        .split('/')
        .some((part) => part.startsWith('.')),
  });
  return { ok: true, log: `upload ${inputs.name}\n`, outputs: {} };
}

/** actions/download-artifact: a copy of the run's artifact into `path`. */
function downloadArtifact(inputs: Record<string, string>, place: ActionPlace): ActionDone {
  const from = join(place.artifacts, inputs.name!);
  if (!existsSync(from))
    return { ok: false, log: `download: no artifact ${inputs.name}\n`, outputs: {} };
  cpSync(from, resolve(place.workspace, inputs.path ?? '.'), { recursive: true });
  return { ok: true, log: `download ${inputs.name}\n`, outputs: {} };
}
