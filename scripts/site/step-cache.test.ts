// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { codeVersion, moduleFiles } from './step-cache';

const root = mkdtempSync(join(tmpdir(), 'kept-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** Writes `files` (path → text) under a new folder; its path. */
function project(files: Record<string, string>): string {
  const folder = mkdtempSync(join(root, 'project-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(folder, path, '..'), { recursive: true });
    writeFileSync(join(folder, path), text);
  }
  return folder;
}

describe('moduleFiles (what a kept file is keyed by)', () => {
  it('follows static, multi-line and dynamic imports into folders and .tsx files, and leaves type-only imports and libraries out', () => {
    const folder = project({
      'steps/entry.ts': [
        "import { a } from './a';",
        "import type { B } from '../lib/b.ts';",
        "import {\n  c,\n} from './c';",
        "import sharp from 'sharp';",
        "const later = () => import('./later/index.ts');",
      ].join('\n'),
      'steps/a.ts': "export { view } from '../lib/view';",
      'steps/c/index.ts': 'export const c = 1;',
      'steps/later/index.ts': "import { a } from '../a';",
      'lib/b.ts': 'export type B = 1;',
      'lib/view.tsx': 'export const view = 1;',
      'lib/unused.ts': 'export const unused = 1;',
    });
    const files = moduleFiles(pathToFileURL(join(folder, 'steps/entry.ts')));
    expect(files.map((file) => file.slice(folder.length + 1))).toEqual([
      'lib/view.tsx',
      'steps/a.ts',
      'steps/c/index.ts',
      'steps/entry.ts',
      'steps/later/index.ts',
    ]);
  });

  it('names the file whose import it cannot find', () => {
    const folder = project({ 'entry.ts': "import { gone } from './gone';" });
    expect(() => moduleFiles(pathToFileURL(join(folder, 'entry.ts')))).toThrow(
      /entry\.ts imports \.\/gone, which is no file of the project/,
    );
  });
});

describe('codeVersion', () => {
  it('changes with a file of the code, and only then', async () => {
    const folder = project({ 'code/a.ts': 'export const a = 1;', 'code/a.test.ts': 'test' });
    const code = [pathToFileURL(join(folder, 'code') + '/')];
    const before = await codeVersion(code, []);
    writeFileSync(join(folder, 'code/a.test.ts'), 'another test');
    expect(await codeVersion(code, [])).toBe(before);
    writeFileSync(join(folder, 'code/a.ts'), 'export const a = 2;');
    expect(await codeVersion(code, [])).not.toBe(before);
  });
});
