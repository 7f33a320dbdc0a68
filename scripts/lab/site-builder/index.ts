/**
 * The one way the tests, the rehearsals and the bench build the site: the
 * workflows' own build (scripts/site/build.ts, as `npm run build:site` runs it)
 * into a folder of the caller's, through the build cache (./cache.ts) unless a
 * caller measures the build itself. The caller gives the environment (base
 * path, content folder, settings); what the build printed is handed back.
 */
import { spawn, spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { cachedBuild } from './cache';

/**
 * A TypeScript file run as `npm run build:site` runs it: Node with tsx's loader, one process
 * where tsx's own command starts a second Node (0.3 s a build).
 */
const tsx = [process.execPath, '--import', 'tsx'] as const;

/** The command that builds the site into `outDir`, run from the project's folder. */
export const buildCommand = (outDir: string): string[] => [...tsx, 'scripts/site/build.ts', outDir];

/** The same build through the cache, as a command of its own (for a process apart). */
export const cachedBuildCommand = (outDir: string): string[] => [
  ...tsx,
  join('scripts', 'lab', 'site-builder', 'cache.ts'),
  outDir,
  '--',
  ...buildCommand(outDir),
];

/** What a build printed, whether it was a kept one's copy, and its wall-clock seconds. */
export interface Built {
  /** The build's exit status: 0 unless `mustSucceed` was false. */
  status: number;
  stdout: string;
  stderr: string;
  hit: boolean;
  seconds: number;
}

/**
 * Builds the site into `outDir` with `env`: a copy of a kept build of the same inputs unless
 * `cached` is false (a measurement of the build itself, or a test of what it prints afresh).
 * A failed build throws with what it printed, unless `mustSucceed` is false (the caller reads
 * its status).
 */
export function buildSite({
  outDir,
  env,
  cached = true,
  cwd = process.cwd(),
  mustSucceed = true,
}: {
  outDir: string;
  env: NodeJS.ProcessEnv;
  cached?: boolean;
  cwd?: string;
  mustSucceed?: boolean;
}): Built {
  const start = performance.now();
  const command = buildCommand(outDir);
  const done = cached
    ? cachedBuild({ cwd, outDir, env, command })
    : (() => {
        const run = spawnSync(command[0]!, command.slice(1), {
          cwd,
          env,
          encoding: 'utf8',
          maxBuffer: 64 * 1024 * 1024,
        });
        return { hit: false, status: run.status ?? 1, stdout: run.stdout, stderr: run.stderr };
      })();
  if (mustSucceed && done.status !== 0)
    throw new Error(
      `The build into ${outDir} failed (exit ${done.status}):\n${done.stdout}${done.stderr}`,
    );
  return {
    status: done.status,
    stdout: done.stdout,
    stderr: done.stderr,
    hit: done.hit,
    seconds: (performance.now() - start) / 1000,
  };
}

/**
 * Builds several sites at once, each through the build cache, in processes of their own: a build
 * waits on its disk and on Vite's native threads for much of its time, so two or three side by
 * side take less than one after the other. Their errors are shown as they come.
 */
export async function buildSitesAtOnce(
  sites: Array<{ outDir: string; env: NodeJS.ProcessEnv }>,
): Promise<void> {
  await Promise.all(
    sites.map(
      ({ outDir, env }) =>
        new Promise<void>((resolve, reject) => {
          const [node, ...args] = cachedBuildCommand(outDir);
          const child = spawn(node!, args, { env, stdio: ['ignore', 'ignore', 'inherit'] });
          child.on('error', reject);
          child.on('close', (status) =>
            status === 0
              ? resolve()
              : reject(new Error(`The build into ${outDir} failed (exit ${status})`)),
          );
        }),
    ),
  );
}
