// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { median, spreadOf } from './statistics';

describe('spreadOf', () => {
  it('is how far the runs lay apart, one stray run left out as the median leaves it', () => {
    expect(spreadOf([100, 110, 900])).toBe(10);
    expect(median([100, 110, 900])).toBe(110);
    expect(spreadOf([500, 510, 520])).toBe(10);
    expect(spreadOf([300, 1300, 700, 900, 1000])).toBe(600);
  });

  it('keeps both of two runs, and is 0 for one or none', () => {
    expect(spreadOf([400, 650])).toBe(250);
    expect(spreadOf([400])).toBe(0);
    expect(spreadOf([])).toBe(0);
  });

  it('leaves out a figure a run did not report', () => {
    expect(spreadOf([Number.NaN, 200, 260])).toBe(60);
  });
});
