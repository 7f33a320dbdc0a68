// @vitest-environment node
/**
 * The files in content/ the site does not read (./unread-files.ts), on the
 * fixture project written to disk: a name close to one the site reads stops
 * the build with the name to give it; any other file is a warning; the
 * system's and editors' own files are passed over.
 */
import { mkdirSync, readFileSync, renameSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { fixtureFiles, writeFixtureProject } from '../../scripts/lab/unit-tests/fixture-content';
import { loadContent } from './load';
import { unreadFiles, unreadWarnings } from './unread-files';

const roots: string[] = [];
afterAll(() => roots.forEach((root) => rmSync(root, { recursive: true, force: true })));

function fixtureCopy(): string {
  const root = writeFixtureProject();
  roots.push(root);
  return root;
}

/** One of the fixture's updates, and its project's folder, read from the fixture. */
const anUpdate = Object.keys(fixtureFiles).find((file) => /\/updates\/[^/]+\.md$/.test(file))!;
const projectFolder = anUpdate.split('/updates/')[0]!;

function move(root: string, from: string, to: string) {
  mkdirSync(dirname(join(root, to)), { recursive: true });
  renameSync(join(root, from), join(root, to));
}

describe('files in content/ the site does not read', () => {
  it('finds none in content that names every file as the site reads it', () => {
    const root = fixtureCopy();
    expect(unreadFiles(root)).toEqual([]);
    expect(unreadWarnings(unreadFiles(root)).text).toBe('');
  });

  it.each([
    ['a .yaml extension', 'project.yml', 'project.yaml'],
    ['other capitals', 'timeline.yml', 'Timeline.yml'],
    ["Notepad's .txt after the extension", 'timeline.yml', 'timeline.yml.txt'],
    ['a .txt extension', 'purchasing.md', 'purchasing.txt'],
    ['a folder in the singular', 'updates', 'update'],
  ])(
    'stops the build at a name close to one it reads (%s), naming the name to give it',
    (_, name, misnamed) => {
      const root = fixtureCopy();
      move(root, `${projectFolder}/${name}`, `${projectFolder}/${misnamed}`);
      const { problems } = loadContent(root);
      const slash = name.includes('.') ? '' : '/';
      const what = slash ? 'folder' : 'file';
      expect(problems).toContain(
        `${projectFolder}/${misnamed}${slash}: the site reads this ${what} only as ${name}${slash} (found ${JSON.stringify(misnamed)}); rename it to ${name}${slash}`,
      );
      // One slip, one line: not also "project.yml: this file is missing".
      expect(
        problems.filter((problem) => problem.includes(`/${name}: this file is missing`)),
      ).toEqual([]);
    },
  );

  it.each([
    ['another extension', (name: string) => name.replace(/\.md$/, '.txt')],
    ["Notepad's .txt after .md", (name: string) => `${name}.txt`],
  ])('stops the build at an update saved as text under %s', (_, saved) => {
    const root = fixtureCopy();
    const name = anUpdate.split('/').pop()!;
    const path = anUpdate.replace(name, saved(name));
    move(root, anUpdate, path);
    expect(unreadFiles(root)).toEqual([{ path, meant: name }]);
    expect(loadContent(root).problems).toContain(
      `${path}: the site reads only .md files here (found ${JSON.stringify(saved(name))}); rename it to ${name}`,
    );
  });

  it('lists a copy beside the file the site reads as a warning, not a rename over it', () => {
    const root = fixtureCopy();
    const copy = `${projectFolder}/project.yaml`;
    writeFileSync(join(root, copy), readFileSync(join(root, projectFolder, 'project.yml')));
    expect(unreadFiles(root)).toEqual([{ path: copy }]);
    expect(loadContent(root).problems).toEqual([]);
  });

  it('lists any other file as a warning, and builds', () => {
    const root = fixtureCopy();
    const notes = [
      `${projectFolder}/notes for me.txt`,
      `${projectFolder}/updates/photos/board.jpg`,
      'content/ideas.odt',
    ];
    for (const file of notes) {
      mkdirSync(dirname(join(root, file)), { recursive: true });
      writeFileSync(join(root, file), 'mine');
    }
    const { problems, content } = loadContent(root);
    expect(problems).toEqual([]);
    expect(content).toBeDefined();
    const { text, markdown } = unreadWarnings(unreadFiles(root));
    for (const path of [
      'content/ideas.odt',
      `${projectFolder}/notes for me.txt`,
      `${projectFolder}/updates/photos/`,
    ]) {
      expect(text).toContain(`  - ${path}`);
      expect(markdown).toContain(`- \`${path}\``);
    }
  });

  it("passes over the system's and editors' own files", () => {
    const root = fixtureCopy();
    for (const file of [
      'content/.DS_Store',
      `${projectFolder}/project.yml~`,
      `${projectFolder}/Thumbs.db`,
      `${projectFolder}/updates/desktop.ini`,
    ])
      writeFileSync(join(root, file), '');
    expect(unreadFiles(root)).toEqual([]);
  });

  it('reads a link to nowhere as a file, without stopping', () => {
    const root = fixtureCopy();
    symlinkSync(join(root, 'nowhere'), join(root, projectFolder, 'old-photos'));
    expect(unreadFiles(root)).toEqual([{ path: `${projectFolder}/old-photos` }]);
  });
});
