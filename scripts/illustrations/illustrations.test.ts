import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { illustrations } from './index';

describe('drawn illustrations', () => {
  it.each(Object.keys(illustrations))(
    'public/%s matches its drawing code (run `npm run draw`)',
    (file) => {
      const committed = readFileSync(join(process.cwd(), 'public', file), 'utf8');
      expect(committed).toBe(illustrations[file]!());
    },
  );

  it.each(Object.keys(illustrations))('%s has an intrinsic size and a title', (file) => {
    const svg = illustrations[file]!();
    expect(svg).toMatch(/^<svg [^>]*width="\d+" height="\d+" viewBox="0 0 \d+ \d+"/);
    expect(svg).toMatch(/<title>[^<]+<\/title>/);
  });
});
