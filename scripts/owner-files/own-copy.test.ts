// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ownCopyMessage, pushOwnCopy, writeOwnCopy } from './own-copy';
import { ownerFilesAt, templateProblem } from './template-guard';

const folders: string[] = [];
const folder = (name: string) => {
  const made = mkdtempSync(join(tmpdir(), `own-copy-${name}-`));
  folders.push(made);
  return made;
};
afterEach(() => {
  for (const made of folders.splice(0)) rmSync(made, { recursive: true, force: true });
});

const write = (root: string, files: Record<string, string>) => {
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
};

/** A template's files: its sample, and a file of code. */
const template = {
  'sample/content/profile.yml':
    '# yaml-language-server: $schema=../../.schemas/profile.json\n# A comment kept.\nname: "Sam: the sample"\n',
  'sample/content/tracked/kite/project.yml':
    '# yaml-language-server: $schema=../../../../.schemas/project.json\ntitle: Kite\n',
  'sample/content/tracked/kite/updates/2025-01-02-first.md': "---\ntitle: It's up\n---\n\nText.\n",
  'sample/public/images/kite.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
  'sample/public/resume.pdf': '%PDF-1.4 sample',
  'src/main.tsx': 'export {};\n',
};

const git = (cwd: string, ...args: string[]) =>
  execFileSync('git', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();
/** Commits every file in `cwd`. */
const commitAll = (cwd: string, message: string) => {
  git(cwd, 'add', '-A');
  git(
    cwd,
    '-c',
    'user.name=T',
    '-c',
    'user.email=t@example.org',
    'commit',
    '--quiet',
    '-m',
    message,
  );
};

describe("a fork's own copy of the sample's content", () => {
  it("copies sample/content and sample/public to content/ and public/, each file's schema line pointing from where it now is", () => {
    const repository = folder('copy');
    write(repository, { ...template, 'public/CNAME': 'www.mine.example\n' });
    const written = writeOwnCopy(repository);
    expect(written.sort()).toEqual([
      'content/profile.yml',
      'content/tracked/kite/project.yml',
      'content/tracked/kite/updates/2025-01-02-first.md',
      'public/images/kite.svg',
      'public/resume.pdf',
    ]);
    const read = (path: string) => readFileSync(join(repository, path), 'utf8');
    expect(read('content/profile.yml')).toBe(
      '# yaml-language-server: $schema=../.schemas/profile.json\n# A comment kept.\nname: "Sam: the sample"\n',
    );
    expect(read('content/tracked/kite/project.yml')).toBe(
      '# yaml-language-server: $schema=../../../.schemas/project.json\ntitle: Kite\n',
    );
    expect(read('content/tracked/kite/updates/2025-01-02-first.md')).toBe(
      template['sample/content/tracked/kite/updates/2025-01-02-first.md'],
    );
    // What the owner had already is theirs: kept, never overwritten.
    expect(read('public/CNAME')).toBe('www.mine.example\n');
    // The sample stays as the template ships it.
    expect(read('sample/content/profile.yml')).toBe(template['sample/content/profile.yml']);
  });

  it('never touches a repository that has content of its own', () => {
    const repository = folder('own');
    write(repository, { ...template, 'content/profile.yml': 'name: Mine\n' });
    expect(() => writeOwnCopy(repository)).toThrow(/has its own content\/ already: nothing copied/);
    expect(readFileSync(join(repository, 'content/profile.yml'), 'utf8')).toBe('name: Mine\n');
  });

  it('says so when there is no sample to copy', () => {
    const repository = folder('none');
    write(repository, { 'src/main.tsx': '' });
    expect(() => writeOwnCopy(repository)).toThrow(/holds no content to copy/);
  });

  it('pushes the copy as one commit on the branch, by the workflow, and only once', async () => {
    const remote = folder('remote');
    git(remote, 'init', '--quiet', '--bare', '-b', 'main');
    const work = folder('work');
    write(work, template);
    git(work, 'init', '--quiet', '-b', 'main');
    commitAll(work, 'template');
    git(work, 'push', '--quiet', remote, 'main');

    expect(await pushOwnCopy(remote, 'main', [])).toMatch(
      /^main has its own copy of the sample now \([0-9a-f]+\): 5 files in content\/ and public\/, to edit$/,
    );
    const files = git(remote, 'ls-tree', '-r', '--name-only', 'main').split('\n');
    expect(files).toContain('content/profile.yml');
    expect(files).toContain('public/images/kite.svg');
    expect(files).toContain('sample/content/profile.yml');
    expect(git(remote, 'log', '-1', '--format=%an|%s', 'main')).toBe(
      `github-actions[bot]|${ownCopyMessage}`,
    );
    // The copy is the only change: nothing but content/ and public/.
    expect(
      git(remote, 'diff', '--name-only', 'main~1', 'main')
        .split('\n')
        .every((path) => /^(content|public)\//.test(path)),
    ).toBe(true);
    // A second run (a later deploy that read an older commit) changes nothing.
    const head = git(remote, 'rev-parse', 'main');
    expect(await pushOwnCopy(remote, 'main', [])).toBe(
      'main has its own content/ already: nothing copied',
    );
    expect(git(remote, 'rev-parse', 'main')).toBe(head);
  });
});

describe('the template guard', () => {
  it('refuses owner files added to a repository without content of its own, and only there', () => {
    expect(templateProblem([], ['content/profile.yml', 'public/CNAME'])).toMatch(
      /^This repository has no content of its own \(it is the template\), and this pull request adds content\/profile\.yml, public\/CNAME: .*sample\/content\//,
    );
    // A fork (or a repository made from the template) has its own: its edits are its business.
    expect(
      templateProblem(['content/profile.yml'], ['content/profile.yml', 'content/home.yml']),
    ).toBe('');
    expect(templateProblem([], [])).toBe('');
  });

  it('reads the owner files of a commit', () => {
    const repository = folder('guard');
    write(repository, template);
    git(repository, 'init', '--quiet', '-b', 'main');
    commitAll(repository, 'template');
    expect(ownerFilesAt('HEAD', repository)).toEqual([]);
    writeOwnCopy(repository);
    commitAll(repository, 'copy');
    expect(ownerFilesAt('HEAD', repository)).toContain('content/profile.yml');
    expect(ownerFilesAt('HEAD~1', repository)).toEqual([]);
  });
});
