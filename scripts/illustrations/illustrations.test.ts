// @vitest-environment node
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sampleFolder } from '../../src/content-model/content-files';
import { illustrations, siteDrawings } from './index';

describe('drawn illustrations', () => {
  it('match their drawing code in sample/public/ (run `npm run draw`)', () => {
    const stale = Object.entries(illustrations).filter(([file, draw]) => {
      const path = join(process.cwd(), sampleFolder, 'public', file);
      return !existsSync(path) || readFileSync(path, 'utf8') !== draw();
    });
    expect(stale.map(([file]) => `${sampleFolder}/public/${file}`)).toEqual([]);
  });

  const drawings: Record<string, () => string> = {
    ...illustrations,
    ...siteDrawings(),
  };
  it.each(Object.keys(drawings))('%s has an intrinsic size and a title', (file) => {
    const svg = drawings[file]!();
    expect(svg).toMatch(/^<svg [^>]*width="\d+" height="\d+" viewBox="0 0 \d+ \d+"/);
    expect(svg).toMatch(/<title>[^<]+<\/title>/);
  });
});
