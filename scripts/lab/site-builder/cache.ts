/**
 * Finished builds kept by what they were built from, for the browser tests
 * and the rehearsals of the workflows (e2e/), which build the same site again
 * and again across runs. Never used by a deploy: each commit is built there once.
 *
 * A build (build.ts) is made of, and only of:
 * - the project's files: every file git would commit (tracked, or new and not
 *   ignored) as it is on disk, less those no build reads (`notRead`: the tests,
 *   the docs, the README, the workflows and .ci/, the deploy's, the bench's and
 *   the lab's scripts);
 *   node_modules as npm last installed it (its .package-lock.json);
 * - the content folder it is pointed at (CONTENT_ROOT), when that is elsewhere:
 *   its content/ and public/, all a build reads of it;
 * - the settings it reads from the environment (`buildEnvironment`), the
 *   repository its form editor commits to (GITHUB_REPOSITORY, or the origin
 *   remote's), the day it is built on (the sitemap's, the footer's last
 *   year), and Node's version.
 * The key is a hash of all of them. A key seen before is a copy of that
 * build's dist, and a replay of what it printed and wrote to the run's summary;
 * any change to one of them is a new key, and a real build. Failed builds are
 * never kept.
 *
 * The commit a build is made from (SITE_COMMIT) is not in the key: two commits of the same
 * files share a build (a workflow run again, a commit that changes only a workflow or a
 * deploy script), the copy's pages given the commit asked for. Its pages' `<meta name="build">`
 * (`commitMeta`) is the commit's only trace in a build; a copy that still holds the kept one's
 * anywhere else it can be read (compressed files, such as the PDF's streams and Pagefind's
 * fragments, cannot) stops the run, saying so.
 *
 *   tsx scripts/lab/site-builder/cache.ts <out> -- <command…>   runs the command (a build
 *   into <out>, in the current folder) through the cache
 *
 * Kept in node_modules/.cache/site-builds/<key>/ (dist/, stdout, stderr,
 * summary.md, inputs.json: what it was built from, commit: the SITE_COMMIT it was built with), the newest `keptBuilds`.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  appendFileSync,
  cpSync,
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  renameSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildDay } from '../../../src/content-model/load.ts';
import { ownFolders } from '../../../src/content-model/content-files.ts';
import { originUrl, repositoryName } from '../../site/admin/repository.ts';
import { builtCommit, renameBuiltCommit } from '../../site/pages/built-commit.ts';
import { parseCommit } from '../../site/settings.ts';

/** Where finished builds are kept. */
export const buildCacheRoot = join(process.cwd(), 'node_modules', '.cache', 'site-builds');

/** How many builds are kept; the least recently used go first. */
export const keptBuilds = 40;

/**
 * Every environment variable a build reads that changes what it makes or
 * prints. cache.test.ts reads the build's sources for any other.
 */
export const buildEnvironment = [
  'BASE_PATH',
  'SITE_URL',
  'SITE_COMMIT',
  'SITE_NOINDEX',
  'CONTENT_ROOT',
  'STAND_IN_PHOTOS',
  'SOURCE_DATE_EPOCH',
  'GITHUB_REPOSITORY',
  'GITHUB_ACTIONS',
  'BENCH_READABLE',
  'NODE_ENV',
  'TZ',
] as const;

/**
 * Files no build reads: the tests, the docs, the workflows, the README, and the scripts of the
 * deploy, the bench and the lab (cache.test.ts holds that the build imports none of them).
 */
export const notRead =
  /^(e2e|docs|\.github|\.ci|scripts\/(deploy|bench|lab))\/|\.test\.tsx?$|^README\.md$/;

/** A hash of `text`. */
const sha = (text: string | Buffer) => createHash('sha256').update(text).digest('hex');

/** A file's hash (a symbolic link's: where it points). */
function fileHash(path: string): string {
  const stat = lstatSync(path);
  return stat.isSymbolicLink() ? `link:${readlinkSync(path)}` : sha(readFileSync(path));
}

/** Every file under `root` by its path from there, with its hash, sorted. */
function folderHashes(root: string): string[] {
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => !entry.isDirectory())
    .map((entry) => {
      const path = join(entry.parentPath, entry.name);
      return `${relative(root, path).split(sep).join('/')} ${fileHash(path)}`;
    })
    .sort();
}

/** The project's files git would commit, as they are on disk, with their hashes, sorted. */
function projectHashes(project: string): string[] {
  const listed = spawnSync(
    'git',
    ['ls-files', '-z', '--cached', '--others', '--exclude-standard'],
    { cwd: project, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
  if (listed.status !== 0)
    throw new Error(`The build cache needs a git checkout: ${project}: ${listed.stderr}`);
  return (
    [...new Set(listed.stdout.split('\0'))]
      // A tracked file deleted on disk is not built; node_modules (a link in a rehearsed job) is hashed apart.
      .filter((path) => path && !notRead.test(path) && path !== 'node_modules')
      .filter((path) => lstatSync(join(project, path), { throwIfNoEntry: false }))
      .map((path) => `${path} ${fileHash(join(project, path))}`)
      .sort()
  );
}

/**
 * The hash of what a build reads from a content folder elsewhere: its content/ and public/
 * (ownFolders), never the rest of it (a fork's own folder is its whole checkout, node_modules
 * and this cache included). None when it is the project itself, whose files are hashed already.
 */
function contentHash(project: string, contentRoot: string | undefined): string | null {
  if (!contentRoot || !existsSync(contentRoot) || resolve(contentRoot) === resolve(project))
    return null;
  return sha(
    ownFolders
      .filter((folder) => existsSync(join(contentRoot, folder)))
      .flatMap((folder) =>
        folderHashes(join(contentRoot, folder)).map((line) => `${folder}/${line}`),
      )
      .join('\n'),
  );
}

/** What a build in `project` with `env` is made of (see the file's header). */
export function buildInputs(project: string, env: NodeJS.ProcessEnv) {
  const contentRoot = env.CONTENT_ROOT ? resolve(project, env.CONTENT_ROOT) : undefined;
  const installed = join(project, 'node_modules', '.package-lock.json');
  return {
    files: sha(projectHashes(project).join('\n')),
    content: contentHash(project, contentRoot),
    modules: existsSync(installed) ? sha(readFileSync(installed)) : null,
    env: Object.fromEntries(
      buildEnvironment.map((name) => [
        name,
        // Whether pages name a commit is the build's; which commit, the copy's (see the header).
        name === 'SITE_COMMIT' ? Boolean(env[name]) : (env[name] ?? null),
      ]),
    ),
    // Where its summary goes is the run's; whether it writes one is the build's.
    summary: Boolean(env.GITHUB_STEP_SUMMARY),
    // Worked out as the form editor does: GITHUB_REPOSITORY, else the content's origin remote.
    repository: repositoryName(env, () =>
      originUrl(contentRoot && existsSync(contentRoot) ? contentRoot : project),
    ),
    day: buildDay(env),
    node: process.version,
  };
}

/** The key of a build's inputs: a hash of all of them. */
export function buildKey(inputs: ReturnType<typeof buildInputs>): string {
  return sha(JSON.stringify(inputs)).slice(0, 32);
}

export interface CachedBuild {
  /** Whether it came from the cache. */
  hit: boolean;
  /** The build's exit status (0 for one from the cache). */
  status: number;
  stdout: string;
  stderr: string;
}

/**
 * Makes `dist`, a copy of the build kept in `entry` made from commit `from`, one made from
 * `to`: each page's `<meta name="build">` (as `builtCommit` reads it). Any other trace of
 * `from` left in the copy, or in what the build printed and summarised, throws, naming the
 * file: the build has started writing its commit somewhere this does not know.
 */
function giveCommit(entry: string, dist: string, from: string, to: string) {
  const files = [
    ...readdirSync(dist, { recursive: true, withFileTypes: true })
      .filter((file) => file.isFile())
      .map((file) => join(file.parentPath, file.name)),
    ...['stdout', 'stderr', 'summary.md'].map((name) => join(entry, name)),
  ];
  for (const file of files) {
    // Read byte for byte (latin1), so a page written back is unchanged but for its commit.
    let text = readFileSync(file, 'latin1');
    if (file.endsWith('.html')) {
      const given = renameBuiltCommit(text, from, to);
      if (given !== text && builtCommit(given) === to) {
        writeFileSync(file, given, 'latin1');
        text = given;
      }
    }
    // The asked commit left out: a full id may begin with the short one kept.
    if (text.replaceAll(to, '').includes(from))
      throw new Error(
        `${relative(file.startsWith(dist) ? dist : entry, file)} holds the commit ${from} other than in <meta name="build">: ` +
          'teach scripts/lab/site-builder/cache.ts (giveCommit) where else a build writes SITE_COMMIT',
      );
  }
}

/** Drops all but the `keptBuilds` most recently used builds in `root`. */
function evict(root: string) {
  // Another build's evict may drop an entry between the listing and its stat: skipped, not fatal.
  const entries = readdirSync(root)
    .filter((name) => /^[0-9a-f]{32}$/.test(name))
    .flatMap((name) => {
      const stat = statSync(join(root, name), { throwIfNoEntry: false });
      return stat ? [{ name, used: stat.mtimeMs }] : [];
    })
    .sort((a, b) => b.used - a.used);
  for (const { name } of entries.slice(keptBuilds))
    rmSync(join(root, name), { recursive: true, force: true });
}

/**
 * Runs `command` in `cwd` with `env`, a build into `outDir`, unless a build of
 * the same inputs is kept: then `outDir` becomes a copy of it, and its summary
 * is appended to GITHUB_STEP_SUMMARY as the build would. What the build printed
 * is returned either way, for the caller to show.
 */
export function cachedBuild({
  cwd,
  outDir,
  env,
  command,
  cacheRoot = buildCacheRoot,
}: {
  cwd: string;
  outDir: string;
  env: NodeJS.ProcessEnv;
  command: string[];
  /** Where builds are kept; `buildCacheRoot` unless a test says. */
  cacheRoot?: string;
}): CachedBuild {
  const inputs = buildInputs(cwd, env);
  const entry = join(cacheRoot, buildKey(inputs));
  // The commit as the build writes it (settings.ts); one it would refuse is the build's to
  // refuse, so never a copy (null).
  let commit: string | null = '';
  try {
    if (env.SITE_COMMIT) commit = parseCommit(env.SITE_COMMIT);
  } catch {
    commit = null;
  }
  const dist = resolve(cwd, outDir);
  const summaryFile = env.GITHUB_STEP_SUMMARY;
  if (commit !== null && existsSync(join(entry, 'done'))) {
    rmSync(dist, { recursive: true, force: true });
    cpSync(join(entry, 'dist'), dist, { recursive: true });
    const keptCommit = readFileSync(join(entry, 'commit'), 'utf8');
    if (commit && keptCommit !== commit) giveCommit(entry, dist, keptCommit, commit);
    if (summaryFile) appendFileSync(summaryFile, readFileSync(join(entry, 'summary.md')));
    const now = new Date();
    utimesSync(entry, now, now);
    return {
      hit: true,
      status: 0,
      stdout: readFileSync(join(entry, 'stdout'), 'utf8'),
      stderr: readFileSync(join(entry, 'stderr'), 'utf8'),
    };
  }

  mkdirSync(cacheRoot, { recursive: true });
  const work = mkdtempSync(join(tmpdir(), 'site-build-'));
  try {
    const summary = join(work, 'summary.md');
    writeFileSync(summary, '');
    const done = spawnSync(command[0]!, command.slice(1), {
      cwd,
      env: { ...env, ...(summaryFile ? { GITHUB_STEP_SUMMARY: summary } : {}) },
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    });
    const built = {
      status: done.status ?? 1,
      stdout: done.stdout ?? '',
      stderr: done.stderr ?? '',
    };
    if (summaryFile) appendFileSync(summaryFile, readFileSync(summary));
    if (built.status !== 0 || !existsSync(dist)) return { hit: false, ...built };
    // Written aside and renamed into place: a build running beside this one never sees half of it.
    const kept = mkdtempSync(join(cacheRoot, 'new-'));
    cpSync(dist, join(kept, 'dist'), { recursive: true });
    writeFileSync(join(kept, 'stdout'), built.stdout);
    writeFileSync(join(kept, 'stderr'), built.stderr);
    cpSync(summary, join(kept, 'summary.md'));
    writeFileSync(join(kept, 'inputs.json'), JSON.stringify(inputs, null, 2));
    writeFileSync(join(kept, 'commit'), commit ?? '');
    writeFileSync(join(kept, 'done'), '');
    try {
      renameSync(kept, entry);
    } catch {
      rmSync(kept, { recursive: true, force: true }); // the same build, kept meanwhile by another
    }
    evict(cacheRoot);
    return { hit: false, ...built };
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const [outDir, separator, ...command] = process.argv.slice(2);
  if (!outDir || separator !== '--' || !command.length) {
    console.error('Usage: tsx scripts/lab/site-builder/cache.ts <out> -- <command…>');
    process.exit(2);
  }
  const built = cachedBuild({ cwd: process.cwd(), outDir, env: process.env, command });
  process.stdout.write(built.stdout);
  process.stderr.write(built.stderr);
  if (built.hit) console.log(`(the same build as one kept in ${buildCacheRoot}: copied)`);
  process.exitCode = built.status;
}
