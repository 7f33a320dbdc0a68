import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { illustrations } from './index';

/** An SVG's <title>: a drawing of ours keeps its title even when out of date. */
const titleOf = (svg: string) => /<title>([^<]*)<\/title>/.exec(svg)?.[1];

describe('drawn illustrations', () => {
  // The sample's drawings are the owner's to replace by a picture of their own, or to delete: a
  // file that is no longer our drawing (another title) or gone is theirs, and passes.
  it('match their drawing code in public/ while they are there (run `npm run draw`)', () => {
    const stale = Object.entries(illustrations).filter(([file, draw]) => {
      const path = join(process.cwd(), 'public', file);
      if (!existsSync(path)) return false;
      const committed = readFileSync(path, 'utf8');
      const drawn = draw();
      return titleOf(committed) === titleOf(drawn) && committed !== drawn;
    });
    expect(stale.map(([file]) => `public/${file}`)).toEqual([]);
  });

  it.each(Object.keys(illustrations))('%s has an intrinsic size and a title', (file) => {
    const svg = illustrations[file]!();
    expect(svg).toMatch(/^<svg [^>]*width="\d+" height="\d+" viewBox="0 0 \d+ \d+"/);
    expect(svg).toMatch(/<title>[^<]+<\/title>/);
  });
});
