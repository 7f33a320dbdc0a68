import { describe, expect, it } from 'vitest';
import { formatFileSize } from './file-size';

describe('formatFileSize', () => {
  it('says kB below a megabyte and MB with one decimal above, never 0 kB', () => {
    expect(formatFileSize(12)).toBe('1 kB');
    expect(formatFileSize(840_400)).toBe('840 kB');
    expect(formatFileSize(999_400)).toBe('999 kB');
    expect(formatFileSize(999_600)).toBe('1.0 MB');
    expect(formatFileSize(1_234_567)).toBe('1.2 MB');
    expect(formatFileSize(48_000_000)).toBe('48.0 MB');
  });
});
