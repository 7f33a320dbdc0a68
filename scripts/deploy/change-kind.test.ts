// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { changedPaths, changeKind } from './change-kind';

const a = 'a'.repeat(40);
const b = 'b'.repeat(40);

describe('what a commit changes against the published one', () => {
  it('is content when every path is the owner’s words, pictures, models, boards, drawings, resume or domain', () => {
    const decided = changeKind({
      published: a,
      commit: b,
      changed: [
        'content/profile.yml',
        'content/tracked/kite-winder/updates/2026-11-25-first-cut.md',
        'public/images/IMG_2041.jpg',
        'public/models/bracket.step',
        'public/boards/driver.zip',
        'public/drawings/bracket.pdf',
        'public/boards/driver/driver-F_Cu.gbr',
        'public/resume.pdf',
        'public/CNAME',
        'sample/content/profile.yml',
        'sample/public/images/avatar.svg',
        'sample/public/models/rocket-fin.stl',
        'sample/public/drawings/rocket-fin.pdf',
      ],
    });
    expect(decided).toEqual({
      kind: 'content',
      reason: "13 file(s) changed since the published aaaaaaa, all the owner's content",
    });
  });

  it('is code when any path is not the owner’s data, naming it', () => {
    for (const path of [
      'src/components/layout/footer.tsx',
      'package.json',
      '.github/workflows/deploy.yml',
      '.schemas/profile.json',
      'sample/README.md',
      'sample/public/favicon.svg',
      'README.md',
      'contents/profile.yml',
    ])
      expect(
        changeKind({ published: a, commit: b, changed: ['content/home.yml', path] }),
        path,
      ).toEqual({ kind: 'code', reason: `${path} is not the owner's content` });
  });

  it('is code when nothing published names its commit, or when git could not compare', () => {
    const content = ['content/home.yml'];
    expect(changeKind({ published: undefined, commit: b, changed: content })).toEqual({
      kind: 'code',
      reason: 'no published site names the commit it was built from',
    });
    expect(changeKind({ published: a, commit: b, changed: null }).kind).toBe('code');
  });

  it('publishes the same files again as they were checked (a run by hand with nothing new)', () => {
    expect(changeKind({ published: a, commit: a, changed: [] }).kind).toBe('content');
  });
});

describe('the changed paths, from git', () => {
  const root = mkdtempSync(join(tmpdir(), 'change-kind-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const git = (cwd: string, ...args: string[]) =>
    execFileSync('git', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();
  const commit = (cwd: string, files: Record<string, string>, message: string) => {
    for (const [path, text] of Object.entries(files)) {
      mkdirSync(dirname(join(cwd, path)), { recursive: true });
      writeFileSync(join(cwd, path), text);
    }
    git(cwd, 'add', '-A');
    git(cwd, '-c', 'user.name=t', '-c', 'user.email=t@example.com', 'commit', '-qm', message);
    return git(cwd, 'rev-parse', 'HEAD');
  };

  // The repository as GitHub holds it, and main's history: code, then a content edit and a photo.
  const origin = join(root, 'origin');
  mkdirSync(origin);
  git(origin, 'init', '-q', '-b', 'main');
  // GitHub serves any commit it has by its id; a local repository needs telling.
  git(origin, 'config', 'uploadpack.allowAnySHA1InWant', 'true');
  const first = commit(origin, { 'src/main.tsx': 'x', 'content/home.yml': 'a: 1\n' }, 'code');
  const second = commit(origin, { 'content/home.yml': 'a: 2\n' }, 'content');
  const third = commit(origin, { 'public/images/photo.jpg': 'jpeg' }, 'photo');

  it('lists the files between two commits, merges and several commits included', () => {
    expect(changedPaths(first, third, origin)).toEqual([
      'content/home.yml',
      'public/images/photo.jpg',
    ]);
    expect(changedPaths(second, third, origin)).toEqual(['public/images/photo.jpg']);
  });

  it('fetches the commit before the push into a clone that has only the newest (as the workflow checks out)', () => {
    const clone = join(root, 'clone');
    git(root, 'clone', '-q', '--depth=1', `file://${origin}`, clone);
    expect(() => git(clone, 'cat-file', '-e', `${first}^{commit}`)).toThrow();
    expect(changedPaths(first, third, clone)).toEqual([
      'content/home.yml',
      'public/images/photo.jpg',
    ]);
  });

  it('says it cannot tell when the commit before is nowhere (force-pushed away)', () => {
    expect(changedPaths('1'.repeat(40), third, origin)).toBeNull();
  });
});
