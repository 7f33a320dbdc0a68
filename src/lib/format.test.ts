import { describe, expect, it } from 'vitest';
import { formatUsd, initials, twoDigits } from './format';

describe('formatUsd', () => {
  it('shows dollars with two decimals', () => {
    expect(formatUsd(19.9)).toBe('$19.90');
    expect(formatUsd(12.34)).toBe('$12.34');
    expect(formatUsd(0.05)).toBe('$0.05');
    expect(formatUsd(1250)).toBe('$1,250.00');
  });
});

describe('initials', () => {
  it('takes the first letters of the first and last names', () => {
    expect(initials('Robin Quill')).toBe('RQ');
    expect(initials('  ada   byron lovelace ')).toBe('AL');
  });

  it('copes with a single name and with accents', () => {
    expect(initials('Émile')).toBe('É');
    expect(initials('')).toBe('');
  });
});

describe('twoDigits', () => {
  it('pads list positions to two digits', () => {
    expect(twoDigits(3)).toBe('03');
    expect(twoDigits(11)).toBe('11');
  });
});
