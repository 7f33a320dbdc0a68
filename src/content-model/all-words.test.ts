import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { allWords } from './all-words';

describe('allWords', () => {
  it('lists every module of words in src/content-model/, by its file name', () => {
    const files = readdirSync('src/content-model')
      .filter((file) => /-words\.ts$/.test(file) && file !== 'all-words.ts')
      .map((file) => file.replace(/\.ts$/, ''));
    expect(Object.keys(allWords).sort()).toEqual(files.sort());
  });
});
