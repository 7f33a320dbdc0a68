/**
 * What `npm run bench` reads from a Lighthouse run: the four scores, the
 * paint and blocking times, and what the page sent. Used by scripts/bench/index.ts
 * and scripts/bench/updates.ts.
 */
import type lighthouse from 'lighthouse';

export interface Figures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  speedIndexMs: number;
  pageWeightKiB: number;
  requests: number;
  scriptGzipKB: number;
  cssGzipKB: number;
}

interface NetworkRequest {
  url: string;
  resourceType?: string;
  transferSize?: number;
}

export type LighthouseResult = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

export function figuresOf(lhr: LighthouseResult): Figures {
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const requests = (
    (lhr.audits['network-requests']?.details as { items?: NetworkRequest[] } | undefined)?.items ??
    []
  ).filter((request) => !request.url.startsWith('data:'));
  const bytesOf = (type: string) =>
    requests
      .filter((request) => request.resourceType === type)
      .reduce((sum, request) => sum + (request.transferSize ?? 0), 0);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcpMs: value('first-contentful-paint'),
    lcpMs: value('largest-contentful-paint'),
    tbtMs: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    speedIndexMs: value('speed-index'),
    pageWeightKiB: value('total-byte-weight') / 1024,
    requests: requests.length,
    scriptGzipKB: bytesOf('Script') / 1000,
    cssGzipKB: bytesOf('Stylesheet') / 1000,
  };
}

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

/** Rows of text as right-aligned columns, a header line first. */
export function formatTable(header: string[], body: string[][]): string {
  const widths = header.map((cell, index) =>
    Math.max(cell.length, ...body.map((row) => row[index]!.length)),
  );
  const line = (cells: string[]) =>
    cells.map((cell, index) => cell.padStart(widths[index]!)).join('  ');
  return [line(header), ...body.map(line)].join('\n');
}
