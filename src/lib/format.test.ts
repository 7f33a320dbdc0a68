import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatDate, formatUsd, initials, twoDigits } from './format';

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

describe('formatDate', () => {
  it('prints a day as "Mon D, YYYY" and a month as "Mon YYYY"', () => {
    expect(formatDate('2025-03-14')).toBe('Mar 14, 2025');
    expect(formatDate('2031-02-03')).toBe('Feb 3, 2031');
    expect(formatDate('2025-03')).toBe('Mar 2025');
    expect(formatDate('2030-12')).toBe('Dec 2030');
  });

  describe.each(['Pacific/Pago_Pago', 'Pacific/Kiritimati', 'America/Los_Angeles', 'UTC'])(
    'in the time zone %s',
    (zone) => {
      const saved = process.env.TZ;
      beforeEach(() => {
        process.env.TZ = zone;
        vi.resetModules();
      });
      afterEach(() => {
        if (saved === undefined) delete process.env.TZ;
        else process.env.TZ = saved;
      });

      it('prints the day and month as written, never the one before or after', async () => {
        // The zone is in effect: 11 hours behind UTC or 14 ahead, where a day read as local time moves.
        const offset = { 'Pacific/Pago_Pago': 660, 'Pacific/Kiritimati': -840, UTC: 0 }[zone];
        if (offset !== undefined)
          expect(new Date('2025-01-01T00:00:00Z').getTimezoneOffset()).toBe(offset);
        const { formatDate: inZone } = await import('./format');
        for (const [iso, printed] of [
          ['2025-01-01', 'Jan 1, 2025'],
          ['2024-12-31', 'Dec 31, 2024'],
          ['2025-03-01', 'Mar 1, 2025'],
          ['2024-02-29', 'Feb 29, 2024'],
          ['2025-01', 'Jan 2025'],
          ['2024-12', 'Dec 2024'],
        ])
          expect(inZone(iso!), iso).toBe(printed);
      });
    },
  );
});
