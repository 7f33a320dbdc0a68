// @vitest-environment node
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { formatOf } from './picture-format';

const made = (format: 'jpeg' | 'png' | 'webp' | 'avif' | 'gif') =>
  sharp({ create: { width: 4, height: 4, channels: 3, background: '#808080' } })
    .toFormat(format)
    .toBuffer();

/** An ISO media file's first box: its size, "ftyp", a major brand, a version, compatible brands. */
const ftyp = (major: string, ...compatible: string[]) => {
  const box = Buffer.from(`\0\0\0\0ftyp${major}\0\0\0\0${compatible.join('')}`, 'latin1');
  box.writeUInt32BE(box.length);
  return Buffer.concat([box, Buffer.alloc(16)]);
};

describe('what a picture file holds, by its first bytes', () => {
  it('knows each format the site shows, as sharp writes it', async () => {
    for (const format of ['jpeg', 'png', 'webp', 'avif'] as const)
      expect(formatOf((await made(format)).subarray(0, 64)), format).toBe(format);
    expect(formatOf(await made('gif'))).toBe('gif');
  });

  it('tells an AVIF from an iPhone’s HEIC by their brands, in any order', () => {
    expect(formatOf(ftyp('avif', 'mif1', 'miaf'))).toBe('avif');
    expect(formatOf(ftyp('mif1', 'miaf', 'avif'))).toBe('avif');
    expect(formatOf(ftyp('heic', 'mif1', 'heic'))).toBe('heic');
    expect(formatOf(ftyp('mif1', 'heic'))).toBe('heic');
    expect(formatOf(ftyp('isom', 'mp41'))).toBe('unknown');
  });

  it('knows a drawing by its text, with or without a declaration, a comment or a byte-order mark', () => {
    for (const text of [
      '<svg xmlns="http://www.w3.org/2000/svg"/>',
      '\uFEFF  <?xml version="1.0"?>\n<svg/>',
      '<!-- drawn by code -->\n<svg>',
    ])
      expect(formatOf(Buffer.from(text)), text).toBe('svg');
    expect(formatOf(Buffer.from('<!DOCTYPE html><html>'))).toBe('unknown');
    expect(formatOf(Buffer.from('just words'))).toBe('unknown');
    expect(formatOf(Buffer.alloc(0))).toBe('empty');
  });
});
