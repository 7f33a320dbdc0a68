import { describe, expect, it } from 'vitest';
import { AbortError, backoff, retryDelaysMs, retrying } from './retry';

describe('retrying', () => {
  it('waits 3 s, then 10 s, as p-retry computes them', () => {
    expect(backoff(retryDelaysMs)).toMatchObject({ retries: 2, minTimeout: 3000 });
    expect(() => backoff([1, 5, 30])).toThrow(/one factor/);
  });

  it('tries again only what is worth it, and stops at an AbortError', async () => {
    let tries = 0;
    const waits: number[] = [];
    await expect(
      retrying(
        async () => {
          tries += 1;
          throw new Error(`try ${tries}`);
        },
        { delaysMs: [0, 0], beforeRetry: (_, wait) => waits.push(wait) },
      ),
    ).rejects.toThrow('try 3');
    expect(waits).toEqual([0, 0]);
    await expect(
      retrying(() => Promise.reject(new Error('no')), { shouldRetry: () => false }),
    ).rejects.toThrow('no');
    await expect(
      retrying(() => Promise.reject(new AbortError(new Error('refused')))),
    ).rejects.toThrow('refused');
  });
});
