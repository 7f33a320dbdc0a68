/**
 * What a changed page costs, before and after: Lighthouse as a low-tier phone
 * runs it (scripts/lab/phone.ts; its performance score, LCP, TBT and CLS, read
 * by scripts/lab/lighthouse.ts),
 * what a first visit downloads (weight.ts, computed from the build) and
 * axe-core's violations (WCAG 2.2 AA), for a reviewer to see at a glance what
 * got slower, heavier or less accessible.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Browser } from 'playwright-core';
import { figuresOf, medianFigures, type Figures } from '../../lab/lighthouse';
import { spreadOf } from '../../lab/statistics';
import { lighthouseAsPhone } from '../../lab/phone';
import type { PageWeight } from './weight';
import { drawWholePage } from '../../lab/browsers/drawn-whole';

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
  /** The smallest and largest of this side's runs, for the figures that vary from run to run. */
  range?: { lcpMs: [number, number]; tbtMs: [number, number] };
  /** What a first visit downloads, by kind, in kB (weight.ts): the same for the same build. */
  kB: PageWeight;
  /** axe-core's violations: rule id and how many elements break it. */
  violations: Array<{ id: string; count: number }>;
}

/** WCAG 2.2 AA and best practice, as the accessibility tests check (e2e/accessibility.e2e.ts). */
const axeTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/** What a visit at a phone's width finds, once the page's app has started and its pictures are in. */
export interface Visit {
  violations: PageCost['violations'];
  /** The scripts and styles under assets/ the page fetched until its app had started, by address. */
  assets: string[];
}

/**
 * Visits a page as a phone would: records the scripts and styles it fetches until its app has
 * started (the route's own chunk among them, imported while it hydrates), then runs axe. A file
 * of the site's own that the server does not have stops the review: the page would be measured
 * without it.
 */
export async function visitAsPhone(browser: Browser, url: string): Promise<Visit> {
  const context = await browser.newContext({ viewport: { width: 375, height: 800 } });
  const origin = new URL(url).origin;
  const assets: string[] = [];
  const failed: string[] = [];
  try {
    const page = await context.newPage();
    page.on('response', (response) => {
      const address = new URL(response.url());
      if (address.origin !== origin) return;
      if (response.status() >= 400) failed.push(`${address.pathname} (HTTP ${response.status()})`);
      else if (/\/assets\/[\w.-]+\.(?:js|css)$/.test(address.pathname))
        assets.push(address.pathname);
    });
    await page.goto(url, { waitUntil: 'load' });
    const hydrated = await page
      .waitForSelector('html[data-hydrated]', { state: 'attached', timeout: 10_000 })
      .then(() => true)
      .catch(() => false);
    // Said, not hidden: its weight then lacks what its app would load, and axe reads the HTML alone.
    if (!hydrated)
      console.warn(`review: warning: ${url} did not start its app within 10 s; measured as it was`);
    if (failed.length)
      throw new Error(
        `review: ${url} asked for file(s) the server does not have: ${failed.join(', ')}; ` +
          'is the build read at the base path it was made for?',
      );
    // Every part drawn, as a visitor who scrolls sees it: axe finds a text's background by what is drawn under it.
    await drawWholePage(page);
    const { violations } = await new AxeBuilder({ page }).withTags(axeTags).analyze();
    return { violations: violations.map(({ id, nodes }) => ({ id, count: nodes.length })), assets };
  } finally {
    await context.close();
  }
}

/** One side of a page, being measured: its address and the figures of its Lighthouse runs so far. */
export interface Measuring {
  url: string;
  runs: Figures[];
}

/** One more Lighthouse run of a side, in a fresh browser. */
export async function measureOnce(side: Measuring, cpuSlowdown: number): Promise<void> {
  const lhr = await lighthouseAsPhone(side.url, { cpuSlowdown, categories: ['performance'] });
  side.runs.push(figuresOf(lhr));
}

/**
 * A side's cost from its runs (their medians), axe, and its weight (`weigh`, given the files the
 * page fetched while its app started), once every run is in.
 */
export async function pageCost(
  browser: Browser,
  { url, runs }: Measuring,
  weigh: (hydration: string[]) => PageWeight,
): Promise<PageCost> {
  const { violations, assets } = await visitAsPhone(browser, url);
  const { performance, lcpMs, tbtMs, cls } = medianFigures(runs);
  const spread = (figure: keyof Figures) => spreadOf(runs.map((run) => run[figure]));
  const range = (figure: keyof Figures): [number, number] => {
    const values = runs.map((run) => run[figure]).filter(Number.isFinite);
    return [Math.min(...values), Math.max(...values)];
  };
  return {
    performance,
    lcpMs,
    tbtMs,
    cls,
    spread: { performance: spread('performance'), lcpMs: spread('lcpMs'), tbtMs: spread('tbtMs') },
    range: { lcpMs: range('lcpMs'), tbtMs: range('tbtMs') },
    kB: weigh(assets),
    violations,
  };
}
