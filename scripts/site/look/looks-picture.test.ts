// @vitest-environment node
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { looksDrawing, looksSvg } from './looks-picture';

describe("the README's picture of three looks", () => {
  it('matches its drawing code (run `npm run draw`)', () => {
    const path = join(process.cwd(), looksDrawing);
    expect(existsSync(path) && readFileSync(path, 'utf8') === looksSvg(), looksDrawing).toBe(true);
  });

  it('has an intrinsic size and a title', () => {
    const svg = looksSvg();
    expect(svg).toMatch(/^<svg [^>]*width="\d+" height="\d+" viewBox="0 0 \d+ \d+"/);
    expect(svg).toMatch(/<title>[^<]+<\/title>/);
  });
});
