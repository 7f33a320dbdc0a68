// @vitest-environment node
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sampleFolder } from '../../src/content-model/content-files';
import { fabFiles } from './fab-files';

describe("the sample's fab files", () => {
  it('match their drawing code in sample/public/ (run `npm run draw`)', () => {
    const stale = Object.entries(fabFiles()).filter(([file, text]) => {
      const path = join(process.cwd(), sampleFolder, 'public', file);
      return !existsSync(path) || readFileSync(path, 'utf8') !== text;
    });
    expect(stale.map(([file]) => `${sampleFolder}/public/${file}`)).toEqual([]);
  });

  it('are Gerber X2 layers that end as the format requires, and an Excellon file', () => {
    for (const [file, text] of Object.entries(fabFiles())) {
      if (file.endsWith('.gbr')) {
        expect(text, file).toMatch(/^%TF\.GenerationSoftware,.*\n%TF\.FileFunction,[^*]+\*%/);
        expect(text.trimEnd().endsWith('M02*'), file).toBe(true);
      } else {
        expect(text, file).toMatch(/^M48\n[\s\S]*\nM30\n$/);
      }
    }
  });
});
