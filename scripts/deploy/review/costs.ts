/**
 * What a changed page costs, before and after: Lighthouse as a low-tier phone
 * runs it (scripts/bench/phone.ts: its performance score, LCP, TBT and CLS,
 * and the bytes it sends by kind) and axe-core's violations (WCAG 2.2 AA), for
 * a reviewer to see at a glance what got slower, heavier or less accessible.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Browser } from 'playwright-core';
import { median, spreadOf, type LighthouseResult } from '../../bench/lighthouse-figures';
import { lighthouseAsPhone } from '../../bench/phone';

/** One side of one page, measured. */
export interface PageCost {
  performance: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /**
   * How far the runs of this side lay apart (largest − smallest, the run farthest from the
   * median left out when there are three or more) for the figures that vary from run to run:
   * a change smaller than that is not marked as worse or better.
   */
  spread?: { performance: number; lcpMs: number; tbtMs: number };
  /** Bytes sent, by kind, in kB (1000 bytes) as transferred (compressed). */
  kB: { html: number; css: number; js: number; images: number; total: number };
  /** axe-core's violations: rule id and how many elements break it. */
  violations: Array<{ id: string; count: number }>;
}

/** The bytes a run sent, by kind, from Lighthouse's resource summary. */
function weights(lhr: LighthouseResult): PageCost['kB'] {
  const items =
    (
      lhr.audits['resource-summary']?.details as
        { items?: Array<{ resourceType: string; transferSize: number }> } | undefined
    )?.items ?? [];
  const of = (type: string) =>
    (items.find((item) => item.resourceType === type)?.transferSize ?? 0) / 1000;
  return {
    html: of('document'),
    css: of('stylesheet'),
    js: of('script'),
    images: of('image'),
    total: of('total'),
  };
}

/** WCAG 2.2 AA and best practice, as the accessibility tests check (e2e/accessibility.e2e.ts). */
const axeTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/** axe's violations on a page at a phone's width, once its app has started and its pictures are in. */
async function violationsOf(browser: Browser, url: string): Promise<PageCost['violations']> {
  const context = await browser.newContext({ viewport: { width: 375, height: 800 } });
  try {
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'load' });
    await page
      .waitForSelector('html[data-hydrated]', { state: 'attached', timeout: 10_000 })
      .catch(() => undefined);
    const { violations } = await new AxeBuilder({ page }).withTags(axeTags).analyze();
    return violations.map(({ id, nodes }) => ({ id, count: nodes.length }));
  } finally {
    await context.close();
  }
}

/** One side of a page, measured: its Lighthouse runs so far and its axe violations. */
export interface Measuring {
  url: string;
  runs: LighthouseResult[];
}

/** One more Lighthouse run of a side, in a fresh browser. */
export async function measureOnce(side: Measuring, cpuSlowdown: number): Promise<void> {
  side.runs.push(await lighthouseAsPhone(side.url, { cpuSlowdown, categories: ['performance'] }));
}

/** A side's cost from its runs (their medians) and axe, once every run is in. */
export async function pageCost(browser: Browser, { url, runs }: Measuring): Promise<PageCost> {
  const middle = (read: (lhr: LighthouseResult) => number) => median(runs.map(read));
  const spread = (read: (lhr: LighthouseResult) => number) => spreadOf(runs.map(read));
  const audit = (id: string) => (lhr: LighthouseResult) =>
    lhr.audits[id]?.numericValue ?? Number.NaN;
  const score = (lhr: LighthouseResult) =>
    Math.round((lhr.categories.performance?.score ?? 0) * 100);
  return {
    performance: middle(score),
    lcpMs: middle(audit('largest-contentful-paint')),
    tbtMs: middle(audit('total-blocking-time')),
    cls: middle(audit('cumulative-layout-shift')),
    spread: {
      performance: spread(score),
      lcpMs: spread(audit('largest-contentful-paint')),
      tbtMs: spread(audit('total-blocking-time')),
    },
    kB: weights(runs[0]!),
    violations: await violationsOf(browser, url),
  };
}
