// @vitest-environment node
/**
 * A build is put in place whole or not at all (./build.ts, buildSiteInto): a
 * build that stops half-way, by a content mistake found late or an error,
 * leaves the last good site where it was and nothing half-written beside it.
 * The build itself is a stand-in that writes files and then stops or not.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { scratchFolders } from '../lab/scratch-folders';
import { buildSiteInto } from './build';

const scratch = scratchFolders();
afterAll(scratch.remove);

/** A folder holding a site built before: dist/index.html saying "last good". */
function lastGoodSite(): { parent: string; dist: string } {
  const parent = scratch.make('build-into-');
  const dist = join(parent, 'dist');
  mkdirSync(join(dist, 'assets'), { recursive: true });
  writeFileSync(join(dist, 'index.html'), 'last good');
  writeFileSync(join(dist, 'assets', 'old.js'), 'old');
  return { parent, dist };
}

/** A stand-in build: writes a page into its folder, then ends as `end` says. */
const standIn =
  (end: 'done' | 'mistake' | 'error') =>
  async (_root: string, out: string): Promise<boolean> => {
    mkdirSync(out, { recursive: true });
    writeFileSync(join(out, 'index.html'), 'new');
    if (end === 'error') throw new Error('the photo step stopped');
    return end === 'done';
  };

describe('a build put in place whole or not at all', () => {
  it('replaces the last site with the new one, leaving nothing beside it', async () => {
    const { parent, dist } = lastGoodSite();
    await expect(buildSiteInto(parent, dist, standIn('done'))).resolves.toBe(true);
    expect(readFileSync(join(dist, 'index.html'), 'utf8')).toBe('new');
    expect(existsSync(join(dist, 'assets', 'old.js'))).toBe(false);
    expect(readdirSync(parent)).toEqual(['dist']);
  });

  it('builds into a folder that was not there', async () => {
    const { parent, dist } = lastGoodSite();
    rmSync(dist, { recursive: true });
    await expect(buildSiteInto(parent, dist, standIn('done'))).resolves.toBe(true);
    expect(readFileSync(join(dist, 'index.html'), 'utf8')).toBe('new');
  });

  it.each(['mistake', 'error'] as const)(
    'keeps the last good site when the build stops half-way (%s)',
    async (end) => {
      const { parent, dist } = lastGoodSite();
      const built = buildSiteInto(parent, dist, standIn(end));
      if (end === 'error') await expect(built).rejects.toThrow('the photo step stopped');
      else await expect(built).resolves.toBe(false);
      expect(readFileSync(join(dist, 'index.html'), 'utf8')).toBe('last good');
      expect(readFileSync(join(dist, 'assets', 'old.js'), 'utf8')).toBe('old');
      expect(readdirSync(parent)).toEqual(['dist']);
    },
  );
});
