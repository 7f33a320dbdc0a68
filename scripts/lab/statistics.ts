/**
 * The statistics every measurement of the lab reports: the median of runs, and
 * how far they lay apart. Used by the bench and the pull request's review.
 */

/** The middle of a set of figures (the mean of the two middle ones for an even count). */
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/**
 * How far runs of one measurement lay apart: largest − smallest of the finite values, the one
 * farthest from the median left out when there are three or more (as the median itself leaves
 * it), so that one stray run neither hides a real change nor makes one. 0 for fewer than two.
 */
export function spreadOf(values: number[]): number {
  const finite = values.filter(Number.isFinite);
  if (finite.length < 2) return 0;
  const middle = median(finite);
  const kept =
    finite.length < 3
      ? finite
      : finite.toSorted((a, b) => Math.abs(a - middle) - Math.abs(b - middle)).slice(0, -1);
  return Math.max(...kept) - Math.min(...kept);
}
