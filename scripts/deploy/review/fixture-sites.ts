/**
 * Built sites made up for the review's tests: each a new folder holding the
 * given files, deleted after each test.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach } from 'vitest';

/** `site(files)` writes a site (path under dist/ → content) into a new folder, gone after the test. */
export function fixtureSites(prefix = 'review-site-') {
  const made: string[] = [];
  afterEach(() => {
    for (const folder of made.splice(0)) rmSync(folder, { recursive: true, force: true });
  });
  return {
    site(files: Record<string, string | Buffer>): string {
      const dist = mkdtempSync(join(tmpdir(), prefix));
      made.push(dist);
      for (const [path, content] of Object.entries(files)) {
        mkdirSync(dirname(join(dist, path)), { recursive: true });
        writeFileSync(join(dist, path), content);
      }
      return dist;
    },
    /** An empty folder, gone after the test. */
    folder(): string {
      const folder = mkdtempSync(join(tmpdir(), prefix));
      made.push(folder);
      return folder;
    },
  };
}
