// @vitest-environment node
import { execFileSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { build as esbuild } from 'esbuild';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildEnvironment, buildInputs, buildKey, cachedBuild, notRead } from './cache';
import { builtCommit } from '../../site/pages/built-commit';

let work: string;
let project: string;
let cacheRoot: string;

/** Writes files (path → text) under `root`. */
function write(root: string, files: Record<string, string>) {
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
}

beforeEach(() => {
  work = mkdtempSync(join(tmpdir(), 'build-cache-test-'));
  project = join(work, 'project');
  cacheRoot = join(work, 'cache');
  write(project, {
    '.gitignore': 'node_modules/\ndist/\n',
    'src/app.ts': 'export const app = 1;\n',
    'content/profile.yml': 'name: A Made-up Person\n',
    'package-lock.json': '{}\n',
  });
  execFileSync('git', ['init', '--quiet'], { cwd: project });
  execFileSync('git', ['add', '-A'], { cwd: project });
});
afterEach(() => rmSync(work, { recursive: true, force: true }));

const settings = {
  BASE_PATH: '/portfolio/',
  SITE_URL: 'https://owner.github.io',
  SITE_COMMIT: 'abc1234',
};
const keyOf = (env: NodeJS.ProcessEnv = settings) => buildKey(buildInputs(project, env));

describe('what a build is made of', () => {
  it('the same files and settings give the same key', () => {
    expect(keyOf()).toBe(keyOf({ ...settings }));
  });

  it.each([
    ['a changed source file', { 'src/app.ts': 'export const app = 2;\n' }],
    ['a changed content file', { 'content/profile.yml': 'name: Someone Else\n' }],
    ['a new file git would commit', { 'src/new.ts': 'export {};\n' }],
    ['another lockfile', { 'package-lock.json': '{"lockfileVersion":3}\n' }],
  ])('%s gives a new key', (_, files) => {
    const before = keyOf();
    write(project, files);
    expect(keyOf()).not.toBe(before);
  });

  it('a deleted source file gives a new key', () => {
    const before = keyOf();
    rmSync(join(project, 'src/app.ts'));
    expect(keyOf()).not.toBe(before);
  });

  it('ignored files and those no build reads (tests, docs, workflows, the deploy’s scripts) leave it as it is', () => {
    const before = keyOf();
    write(project, {
      'dist/index.html': 'an old build',
      'node_modules/.cache/x': 'cached',
      'src/app.test.ts': 'test',
      'e2e/routing.e2e.ts': 'test',
      'docs/decisions.md': 'words',
      'README.md': 'words',
      '.github/workflows/deploy.yml': 'on: push',
      'scripts/deploy/publish.ts': 'throw new Error();',
      'scripts/bench/index.ts': 'export {};',
    });
    expect(keyOf()).toBe(before);
  });

  it.each(buildEnvironment.filter((name) => name !== 'SITE_COMMIT'))(
    'another %s gives a new key',
    (name) => {
      expect(keyOf({ ...settings, [name]: 'something-else' })).not.toBe(keyOf());
    },
  );

  it('another commit of the same files gives the same key; none, a new one', () => {
    expect(keyOf({ ...settings, SITE_COMMIT: 'def5678' })).toBe(keyOf());
    expect(keyOf({ ...settings, SITE_COMMIT: '' })).not.toBe(keyOf());
  });

  it('no file the build imports is one the key leaves out', async () => {
    // The build's own modules, from scripts/site/build.ts: the files esbuild's metafile lists
    // when it follows every import as a bundler does (the packages left out).
    const { metafile } = await esbuild({
      entryPoints: ['scripts/site/build.ts'],
      bundle: true,
      write: false,
      metafile: true,
      platform: 'node',
      format: 'esm',
      packages: 'external',
      loader: { '.css': 'empty' },
      logLevel: 'error',
    });
    const seen = new Set(
      Object.keys(metafile.inputs).filter((file) => !file.startsWith('node_modules/')),
    );
    expect(seen.size).toBeGreaterThan(50);
    expect([...seen].filter((file) => notRead.test(file))).toEqual([]);
    // …nor names one to read: a path under those folders, or one of their names alone.
    const named = [...seen].flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/'([^'\n]*)'|"([^"\n]*)"|`([^`\n]*)`/g)]
        .map((literal) => literal[1] ?? literal[2] ?? literal[3] ?? '')
        .filter(
          (text) =>
            /^(e2e|docs|\.github|\.ci|README\.md)$/.test(text) ||
            /(^|\/)(\.github|\.ci|e2e|scripts\/(deploy|bench))\//.test(text),
        )
        .map((text) => `${file}: ${text}`),
    );
    expect(named).toEqual([]);
  });

  it('the repository the form editor commits to: GITHUB_REPOSITORY, else the origin remote', () => {
    const origin = (url: string) =>
      execFileSync('git', ['remote', 'add', 'origin', url], { cwd: project });
    const before = keyOf();
    origin('https://github.com/someone/portfolio.git');
    expect(keyOf()).not.toBe(before);
    // Set, it is the one the build names, whatever the remote (a rehearsal's local GitHub's port).
    const named = { ...settings, GITHUB_REPOSITORY: 'someone/portfolio' };
    const withRemote = keyOf(named);
    execFileSync(
      'git',
      ['remote', 'set-url', 'origin', 'http://127.0.0.1:4000/someone/portfolio'],
      {
        cwd: project,
      },
    );
    expect(keyOf(named)).toBe(withRemote);
  });

  it('the content folder it is pointed at is read file by file', () => {
    const content = join(work, 'elsewhere');
    write(content, { 'content/profile.yml': 'name: One\n' });
    const env = { ...settings, CONTENT_ROOT: content };
    const before = keyOf(env);
    write(content, { 'content/profile.yml': 'name: Two\n' });
    expect(keyOf(env)).not.toBe(before);
    // Its content/ and public/ only: anything else there (a fork's node_modules, this cache) is not read.
    const changed = keyOf(env);
    write(content, { 'node_modules/.cache/site-builds/x': 'kept', 'notes.txt': 'mine' });
    expect(keyOf(env)).toBe(changed);
    write(content, { 'public/images/a.svg': '<svg/>' });
    expect(keyOf(env)).not.toBe(changed);
  });

  it('a content folder that is the project itself is read once, as the project’s files', () => {
    const env = { ...settings, CONTENT_ROOT: project };
    expect(buildInputs(project, env).content).toBeNull();
    const before = keyOf(env);
    write(project, { 'content/profile.yml': 'name: Two\n' });
    expect(keyOf(env)).not.toBe(before);
  });

  it('another day (the sitemap’s and the footer’s) gives a new key', () => {
    vi.useFakeTimers();
    try {
      const at = (time: string) => (vi.setSystemTime(new Date(time)), keyOf());
      expect(at('2030-05-01T01:00:00Z')).toBe(at('2030-05-01T23:00:00Z'));
      expect(at('2030-05-01T23:00:00Z')).not.toBe(at('2030-05-02T01:00:00Z'));
    } finally {
      vi.useRealTimers();
    }
  });
});

/** A stand-in build: writes dist/ from BASE_PATH and a source file, prints, and counts its runs. */
const fakeBuild = [
  process.execPath,
  '-e',
  `const fs = require('node:fs');
   fs.appendFileSync(process.env.RUNS_FILE, 'run\\n');
   if (process.env.FAIL) { console.error('content problem'); process.exit(1); }
   fs.mkdirSync('dist/pages', { recursive: true });
   fs.writeFileSync('dist/pages/index.html', process.env.BASE_PATH + fs.readFileSync('src/app.ts', 'utf8'));
   const commit = (process.env.SITE_COMMIT || '').trim().toLowerCase();
   if (commit && !/^[0-9a-f]{7,40}$/.test(commit)) { console.error('SITE_COMMIT must be a commit id'); process.exit(1); }
   if (commit) fs.writeFileSync('dist/pages/head.html', '<meta name="build" content="' + commit + '"><title>Ādi’s café</title>');
   if (process.env.COMMIT_ELSEWHERE) fs.writeFileSync('dist/version.json', JSON.stringify(process.env.SITE_COMMIT));
   if (process.env.GITHUB_STEP_SUMMARY) fs.appendFileSync(process.env.GITHUB_STEP_SUMMARY, '### sample values\\n');
   console.log(process.env.COMMIT_PRINTED ? 'built ' + process.env.SITE_COMMIT : 'built'); console.error('a warning');`,
];
const runsFile = () => join(work, 'runs');
const runs = () => readFileSync(runsFile(), 'utf8').split('\n').filter(Boolean).length;
const build = (env: NodeJS.ProcessEnv = settings) =>
  cachedBuild({
    cwd: project,
    outDir: 'dist',
    // Where the stand-in counts its runs: not a setting a build reads.
    env: { ...env, RUNS_FILE: runsFile() },
    command: fakeBuild,
    cacheRoot,
  });

describe('a build through the cache', () => {
  it('builds once; the same build again is a copy, with what it printed and summarised', () => {
    const summary = join(work, 'summary.md');
    writeFileSync(summary, '');
    const env = { ...settings, GITHUB_STEP_SUMMARY: summary };
    const first = build(env);
    expect(first).toMatchObject({ hit: false, status: 0, stdout: 'built\n' });
    rmSync(join(project, 'dist'), { recursive: true });
    const second = build(env);
    expect(second).toEqual({ ...first, hit: true });
    expect(readFileSync(join(project, 'dist/pages/index.html'), 'utf8')).toBe(
      '/portfolio/export const app = 1;\n',
    );
    expect(readFileSync(summary, 'utf8')).toBe('### sample values\n'.repeat(2));
    expect(runs()).toBe(1);
  });

  it('builds again for a changed file or setting', () => {
    build();
    write(project, { 'src/app.ts': 'export const app = 2;\n' });
    build();
    build({ ...settings, BASE_PATH: '/' });
    expect(readFileSync(join(project, 'dist/pages/index.html'), 'utf8')).toBe(
      '/export const app = 2;\n',
    );
    expect(runs()).toBe(3);
    expect(readdirSync(cacheRoot)).toHaveLength(3);
  });

  it('another commit of the same files is a copy whose pages name that commit', () => {
    build();
    const head = () => builtCommit(readFileSync(join(project, 'dist/pages/head.html'), 'utf8'));
    expect(head()).toBe(settings.SITE_COMMIT);
    const other = { ...settings, SITE_COMMIT: '0123456789abcdef0123456789abcdef01234567' };
    expect(build(other)).toMatchObject({ hit: true, status: 0 });
    expect(head()).toBe(other.SITE_COMMIT);
    // The rest of the page as it was, letters beyond ASCII included.
    expect(readFileSync(join(project, 'dist/pages/head.html'), 'utf8')).toBe(
      `<meta name="build" content="${other.SITE_COMMIT}"><title>Ādi’s café</title>`,
    );
    // …and back: the kept build itself is never changed.
    build();
    expect(head()).toBe(settings.SITE_COMMIT);
    // Written as the build writes it: in lower case, and a full id that begins with the short one kept.
    build({ ...settings, SITE_COMMIT: ' ABCDEF0 ' });
    expect(head()).toBe('abcdef0');
    const full = `${settings.SITE_COMMIT}${'0'.repeat(33)}`;
    build({ ...settings, SITE_COMMIT: full });
    expect(head()).toBe(full);
    expect(runs()).toBe(1);
  });

  it('never gives a kept build a commit the build would refuse: the build says why', () => {
    build();
    expect(build({ ...settings, SITE_COMMIT: 'not-a-commit' })).toMatchObject({
      hit: false,
      status: 1,
      stderr: 'SITE_COMMIT must be a commit id\n',
    });
    expect(runs()).toBe(2);
  });

  it('stops a copy that holds the kept commit anywhere else, saying where', () => {
    const elsewhere = { ...settings, COMMIT_ELSEWHERE: '1' };
    build(elsewhere);
    expect(() => build({ ...elsewhere, SITE_COMMIT: 'def5678' })).toThrow(
      /version\.json holds the commit abc1234 other than in <meta name="build">/,
    );
    // …or in what it printed (another base path: COMMIT_PRINTED, the stand-in's, is no setting the key holds).
    rmSync(join(project, 'dist'), { recursive: true });
    const printed = { ...settings, BASE_PATH: '/', COMMIT_PRINTED: '1' };
    build(printed);
    expect(() => build({ ...printed, SITE_COMMIT: 'def5678' })).toThrow(
      /^stdout holds the commit abc1234/,
    );
  });

  it('keeps no failed build', () => {
    const failed = build({ ...settings, FAIL: '1' });
    expect(failed).toMatchObject({ hit: false, status: 1, stderr: 'content problem\n' });
    expect(existsSync(cacheRoot) ? readdirSync(cacheRoot) : []).toEqual([]);
  });
});

describe('the settings the key holds', () => {
  it('are every environment variable the build reads, but where it keeps things', () => {
    // Read by the build but not what it makes: where processed photos, models and boards are kept, and the summary
    // file (replayed); Vite's own (BASE_URL from BASE_PATH, DEV) and the app's defines (from SITE_NOINDEX).
    const notInputs = [
      'IMAGE_CACHE_DIR',
      'DESIGN_CACHE_DIR',
      'GITHUB_STEP_SUMMARY',
      'BASE_URL',
      'DEV',
      'PUBLISHES_FEEDS',
      'PREVIEW',
    ];
    const sources = ['scripts/site', 'src']
      .flatMap((folder) =>
        readdirSync(folder, { recursive: true, encoding: 'utf8' }).map((path) =>
          join(folder, path),
        ),
      )
      .filter((path) => /\.tsx?$/.test(path) && !/\.test\.tsx?$|^src\/test\//.test(path));
    const read = new Set<string>();
    for (const path of sources)
      for (const [, name] of readFileSync(path, 'utf8').matchAll(/\benv\.([A-Z][A-Z0-9_]+)\b/g))
        read.add(name!);
    expect(read.size).toBeGreaterThan(5);
    const unkeyed = [...read].filter(
      (name) =>
        !(buildEnvironment as readonly string[]).includes(name) && !notInputs.includes(name),
    );
    expect(unkeyed).toEqual([]);
  });
});
