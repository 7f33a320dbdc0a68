/**
 * What the lab reads from a Lighthouse run: the four scores, the paint and
 * blocking times, and what the page sent. Used by the bench and the pull
 * request's review.
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
