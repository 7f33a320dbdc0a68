/**
 * Lighthouse, run and read in one place: `runLighthouse` runs it on a page in a
 * fresh bare Chromium (./browsers/chromium.ts: no driver attached, a fresh
 * profile per run, so every run is a first visit), and `figuresOf` reads what
 * every table prints from its result: the four scores, the paint and blocking
 * times, and what the page sent. Used by the bench and the pull request's
 * review (run through ./phone.ts, read in scripts/deploy/review/costs.ts).
 */
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { launchBareChromium } from './browsers/chromium';
import { median } from './statistics';

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

/** A row of a Lighthouse audit's table, as the main thread's audits write them. */
export interface AuditItem {
  url?: string;
  duration?: number;
  startTime?: number;
  groupLabel?: string;
  total?: number;
  scripting?: number;
  scriptParseCompile?: number;
}

const itemsOf = (audit: { details?: unknown } | undefined): AuditItem[] =>
  (audit?.details as { items?: AuditItem[] } | undefined)?.items ?? [];

/**
 * What a run says of the main thread: its long tasks (with the script each is attributed to),
 * its time by kind of work, and each script's evaluation and compile time.
 */
export function mainThreadOf(lhr: LighthouseResult): {
  longTasks: AuditItem[];
  breakdown: AuditItem[];
  scripts: AuditItem[];
} {
  return {
    longTasks: itemsOf(lhr.audits['long-tasks']),
    breakdown: itemsOf(lhr.audits['mainthread-work-breakdown']),
    scripts: itemsOf(lhr.audits['bootup-time']),
  };
}

/** The figures of several runs, each its median over them. */
export function medianFigures<F extends Partial<Figures>>(runs: F[]): F {
  const keys = Object.keys(runs[0]!) as Array<keyof F>;
  return Object.fromEntries(
    keys.map((key) => [key, median(runs.map((run) => run[key] as number))]),
  ) as F;
}

/** How a Lighthouse run is set up: its preset, and what is changed in it. */
export interface LighthouseSettings {
  /** Lighthouse's mobile preset (its default), or its desktop one. */
  formFactor?: 'mobile' | 'desktop';
  /** The CPU slowdown in place of the preset's (./phone.ts: 1 measures the host). */
  cpuSlowdown?: number;
  /** "devtools": real throttling in the browser, in place of the simulation the scores use. */
  throttlingMethod?: 'simulate' | 'devtools';
  /** The categories to run (all four when not given). */
  categories?: string[];
}

/** One Lighthouse run of `url` in a fresh bare Chromium of its own; its result. */
export async function runLighthouse(
  url: string,
  { formFactor = 'mobile', cpuSlowdown, throttlingMethod, categories }: LighthouseSettings = {},
): Promise<LighthouseResult> {
  const settings = {
    ...(cpuSlowdown !== undefined && { throttling: { cpuSlowdownMultiplier: cpuSlowdown } }),
    ...(throttlingMethod && { throttlingMethod }),
  };
  const config =
    formFactor === 'desktop'
      ? desktopConfig
      : Object.keys(settings).length
        ? { extends: 'lighthouse:default', settings }
        : undefined;
  const chrome = await launchBareChromium({ launcherFlags: true });
  try {
    const result = await lighthouse(
      url,
      { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: categories },
      config,
    );
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    return result.lhr;
  } finally {
    await chrome.kill();
  }
}

/** `runs` Lighthouse runs of `url`, one after the other, each in a fresh browser; their figures. */
export async function lighthouseFigures(
  url: string,
  runs: number,
  settings: LighthouseSettings = {},
): Promise<Figures[]> {
  const figures: Figures[] = [];
  for (let run = 0; run < runs; run += 1)
    figures.push(figuresOf(await runLighthouse(url, settings)));
  return figures;
}
