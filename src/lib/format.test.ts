import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatDate, formatUsd, initials, twoDigits } from './format';

describe('formatUsd', () => {
  it('shows dollars with two decimals', () => {
    expect(formatUsd(19.9)).toBe('$19.90');
    expect(formatUsd(12.34)).toBe('$12.34');
    expect(formatUsd(0.05)).toBe('$0.05');
    expect(formatUsd(1250)).toBe('$1,250.00');
  });

  it("prints what Intl's en-US currency format prints, without Intl", () => {
    const intl = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
    const amounts = [0, 0.005, 0.5, 1, 9.99, 12.345, 999.995, 1000, 1234567.891, 1e9, -3.5];
    for (let cents = 0; cents < 2_000_00; cents += 997) amounts.push(cents / 100);
    for (const amount of amounts)
      expect(formatUsd(amount), String(amount)).toBe(intl.format(amount));
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
  it("prints what Intl's en-US date formats print, for every day of two years, without Intl", () => {
    const intlDay = new Intl.DateTimeFormat('en-US', {
      month: 'short',
      day: 'numeric',
      year: 'numeric',
      timeZone: 'UTC',
    });
    const intlMonth = new Intl.DateTimeFormat('en-US', {
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    });
    for (let time = Date.UTC(2023, 0, 1); time < Date.UTC(2025, 0, 1); time += 86_400_000) {
      const iso = new Date(time).toISOString().slice(0, 10);
      expect(formatDate(iso), iso).toBe(intlDay.format(time));
      expect(formatDate(iso.slice(0, 7)), iso.slice(0, 7)).toBe(intlMonth.format(time));
    }
  });

  it('refuses what is not a date rather than print a wrong one', () => {
    expect(() => formatDate('2025-13-01')).toThrow(RangeError);
    expect(() => formatDate('soon')).toThrow(RangeError);
  });

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
