/**
 * The one way the deploy and content scripts try a step again: a push that a
 * branch moved past, a pull request GitHub still counts as open for a moment.
 * p-retry runs the tries; this file says how long to wait between them.
 */
import pRetry, { AbortError } from 'p-retry';

export { AbortError };

/** The waits before the second and the third try: 3 s, then 10 s. */
export const retryDelaysMs: readonly number[] = [3000, 10_000];

export interface Retrying {
  /** The waits, one per try again; they must grow by one factor (p-retry's backoff). */
  delaysMs?: readonly number[];
  /** Whether `error` is worth another try; the default tries every error again. */
  shouldRetry?: (error: Error) => boolean;
  /** Called before each wait, with the error and the wait. */
  beforeRetry?: (error: Error, delayMs: number) => void;
}

/**
 * p-retry's options for exactly `delaysMs`: it waits minTimeout × factor^n
 * before the (n + 2)th try.
 */
export function backoff(delaysMs: readonly number[]) {
  const [first = 0, second = first] = delaysMs;
  const options = {
    retries: delaysMs.length,
    minTimeout: first,
    factor: first > 0 ? second / first : 1,
    maxTimeout: Math.max(0, ...delaysMs),
    randomize: false,
  };
  const waits = delaysMs.map((_, n) =>
    Math.min(Math.round(options.minTimeout * options.factor ** n), options.maxTimeout),
  );
  if (waits.some((wait, n) => wait !== delaysMs[n]))
    throw new Error(`retry waits must grow by one factor, got ${delaysMs.join(', ')} ms`);
  return options;
}

/**
 * Runs `attempt`, and again after each of `delaysMs` while it fails with an
 * error `shouldRetry` accepts; the last failure is thrown. Throw an
 * `AbortError` from `attempt` to stop at once with the error it wraps.
 */
export function retrying<T>(
  attempt: () => Promise<T>,
  { delaysMs = retryDelaysMs, shouldRetry = () => true, beforeRetry }: Retrying = {},
): Promise<T> {
  return pRetry(attempt, {
    ...backoff(delaysMs),
    shouldRetry: ({ error, retriesConsumed }) => {
      if (!shouldRetry(error)) return false;
      beforeRetry?.(error, delaysMs[retriesConsumed]!);
      return true;
    },
  });
}
