/**
 * What the loader's tests (src/content-model/load-*.test.ts) share: the made-up project's files by
 * path, copies of it on disk to break, and edits made to them as an owner would in a text editor.
 * Several test files load this module once between them (vite.config.ts, `isolate: false`), so it
 * keeps no copies of its own: each file makes its own with fixtureCopies() and removes them in
 * its afterAll.
 */
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'vitest';
import { loadContent } from '../../../src/content-model/load';
import { trackedFolder } from '../../../src/content-model/content-files';
import {
  fixtureFiles,
  fixtureMilestoneInputs,
  writeFixtureProject,
  type MarkdownFile,
} from './fixture-content';

export const profileFile = 'content/profile.yml';
export const homeFile = 'content/home.yml';
export const resumeFile = 'content/resume.yml';
export const armFolder = `${trackedFolder}/gripper-arm`;
export const armFile = `${armFolder}/project.yml`;
export const clockFile = `${trackedFolder}/tide-clock/project.yml`;
export const timelineFile = `${armFolder}/timeline.yml`;
export const firstStoryFile = `${armFolder}/story/1-why.md`;
export const updatesFolder = `${armFolder}/updates`;

/** The fixture's profile.yml, as written. */
export const profileInput = fixtureFiles[profileFile] as {
  name: string;
  jobTitle: string;
  email: string;
  professionalNetworkUrl: string;
  avatar: { file: string };
};
export const currentIndex = fixtureMilestoneInputs.findIndex((m) => m.status === 'current');
export const notInImages =
  "that file is not in public/images/ (found %s); put the picture there, or check the name's spelling and capitals";

/** The fixture's update files, by path, as the owner wrote them. */
export const updateFiles = Object.entries(fixtureFiles)
  .filter(([path]) => path.startsWith(`${updatesFolder}/`))
  .map(([path, file]) => ({ path, ...(file as MarkdownFile) }));

/** Replaces `from` (which must be in the file) in one file of the project, as an owner would. */
export function edit(root: string, file: string, from: string | RegExp, to: string): void {
  const before = readFileSync(join(root, file), 'utf8');
  const after = before.replace(from, to);
  expect(after, `${file}: ${String(from)} is not in the file`).not.toBe(before);
  writeFileSync(join(root, file), after);
}

/**
 * "file:line:column" of `text` in the file, counting from 1 as editors do:
 * the one place it is, right after `after` (which finds it when it is in the file twice).
 */
export function where(root: string, file: string, text: string, after = ''): string {
  const source = readFileSync(join(root, file), 'utf8');
  const needle = JSON.stringify(after + text);
  const at = source.indexOf(after + text);
  expect(at, `${file}: ${needle} is not in the file`).toBeGreaterThanOrEqual(0);
  expect(source.indexOf(after + text, at + 1), `${file}: ${needle} is there twice`).toBe(-1);
  const before = source.slice(0, at + after.length).split('\n');
  return `${file}:${before.length}:${before.at(-1)!.length + 1}`;
}

/**
 * One test file's copies of the fixture project, and `removeCopies` to delete them, which the
 * file calls in its afterAll: `afterAll(removeCopies)`.
 */
export function fixtureCopies() {
  const roots: string[] = [];

  /**
   * A fresh copy of the fixture project on disk, to break. Without its updates
   * when `updates` is false: they name the timeline's milestones, so a test that
   * breaks timeline.yml leaves them out to keep its mistake the only one.
   */
  function fixtureCopy({ updates = true } = {}): string {
    const root = writeFixtureProject();
    roots.push(root);
    if (!updates) rmSync(join(root, updatesFolder), { recursive: true });
    return root;
  }

  /** The fixture project with one file edited, and what the loader says of it. */
  function afterEdit(file: string, from: string | RegExp, to: string, { updates = true } = {}) {
    const root = fixtureCopy({ updates });
    edit(root, file, from, to);
    return {
      root,
      ...loadContent(root),
      at: (text: string, after?: string) => where(root, file, text, after),
    };
  }

  const removeCopies = () =>
    roots.splice(0).forEach((root) => rmSync(root, { recursive: true, force: true }));

  return { fixtureCopy, afterEdit, removeCopies };
}
