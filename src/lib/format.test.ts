import { describe, expect, it } from 'vitest';
import { formatUsd, initials, twoDigits } from './format';

describe('formatUsd', () => {
  it('shows dollars with two decimals', () => {
    expect(formatUsd(24.5)).toBe('$24.50');
    expect(formatUsd(15.57)).toBe('$15.57');
    expect(formatUsd(2.25)).toBe('$2.25');
  });
});

describe('initials', () => {
  it('takes the first letters of the first and last names', () => {
    expect(initials('Jordan Avery')).toBe('JA');
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
