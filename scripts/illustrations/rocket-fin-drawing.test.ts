// @vitest-environment node
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sampleFolder } from '../../src/content-model/content-files';
import { rocketFin } from './rocket-fin';
import { rocketFinDrawing } from './rocket-fin-drawing';

/** The words of every page of a PDF, as pdf.js reads them. */
async function pdfWords(bytes: Uint8Array): Promise<string[]> {
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const pdf = await getDocument({ data: new Uint8Array(bytes), verbosity: 0 }).promise;
  const words: string[] = [];
  for (let number = 1; number <= pdf.numPages; number += 1) {
    const { items } = await (await pdf.getPage(number)).getTextContent();
    for (const item of items) if ('str' in item && item.str.trim()) words.push(item.str.trim());
  }
  await pdf.destroy();
  return words;
}

describe('the sample fin’s drawing', () => {
  it('matches its code in sample/public/ (run `npm run draw`), the same bytes each time', async () => {
    const made = await rocketFinDrawing();
    expect(Buffer.from(await rocketFinDrawing()).equals(Buffer.from(made))).toBe(true);
    const path = join(process.cwd(), sampleFolder, 'public', 'drawings', 'rocket-fin.pdf');
    expect(existsSync(path) && readFileSync(path).equals(Buffer.from(made))).toBe(true);
  });

  it('dimensions the fin from the numbers its model is made from', async () => {
    const words = await pdfWords(await rocketFinDrawing());
    const { root, tip, span, sweep, thickness, tab } = rocketFin;
    for (const value of [root, tip, span, sweep, thickness, tab.from, tab.to - tab.from, tab.depth])
      expect(words).toContain(String(value));
    expect(words).toContain('SCALE 1:2');
  });
});
