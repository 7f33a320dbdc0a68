import { describe, expect, it } from 'vitest';
import { photoHash, photoIndexOf } from './gallery';

describe('a photo’s place in the address', () => {
  it('names the first picture #photo-1, and reads it back', () => {
    for (const index of [0, 1, 7]) expect(photoIndexOf(photoHash(index), 8)).toBe(index);
    expect(photoHash(0)).toBe('#photo-1');
  });

  it('reads no picture from an address that names none of them', () => {
    for (const hash of [
      '',
      '#',
      '#photo-',
      '#photo-0',
      '#photo-9',
      '#photo-01',
      '#photo-1x',
      '#timeline',
    ])
      expect(photoIndexOf(hash, 8), hash).toBeNull();
    expect(photoIndexOf('#photo-1', 0)).toBeNull();
  });
});
