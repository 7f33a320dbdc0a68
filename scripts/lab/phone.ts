/**
 * Lighthouse as a visitor's phone runs a page: its mobile preset (a slow 4G
 * network, a small screen), a fresh browser profile for every run (a warmed
 * one would hide what a first visit pays), and the CPU slowed so that this
 * machine stands for the low-tier phone the preset means, whatever machine it
 * is: by the host's `benchmarkIndex` (in every Lighthouse report) over 264,
 * that phone's index. The one phone model of the repository: shared by the
 * benchmarks and the pull-request review.
 */
import { throttling } from 'lighthouse/core/config/constants.js';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import type { CDPSession, Page } from 'playwright-core';
import { launchChromium } from './browsers/chromium';
import { runLighthouse, type LighthouseResult } from './lighthouse';

/** The benchmarkIndex of the low-tier phone Lighthouse's mobile preset stands for. */
export const lowTierPhoneIndex = 264;

/** The CPU slowdown Lighthouse's mobile preset applies by default, whatever the machine. */
export const lighthouseDefaultSlowdown = throttling.mobileSlow4G.cpuSlowdownMultiplier;

/**
 * This machine as the low-tier phone: its benchmarkIndex and the CPU slowdown that makes it one.
 * Beside it, Lighthouse's default (`lighthouseDefaultSlowdown`, 4×) stands for that phone only on
 * a machine whose index is 4 × 264; on any other it stands for a faster or slower phone.
 */
export interface PhoneSpeed {
  benchmarkIndex: number;
  cpuSlowdown: number;
  /** Each probe's benchmarkIndex, when more than one was read. */
  probes?: number[];
}

/** "benchmarkIndex 2950 ÷ 264": how a slowdown was found, as every table and report says it. */
export function phoneIndexText(benchmarkIndex: number, read = ''): string {
  return `benchmarkIndex ${Math.round(benchmarkIndex)}${read} ÷ ${lowTierPhoneIndex}`;
}

/**
 * "CPU slowed 11.23× (this machine's benchmarkIndex 2950 ÷ 264, a low-tier phone)"; `host` names
 * the machine ("runner" in the pull request's review), `digits` the slowdown's decimals.
 */
export function phoneSpeedText(
  { benchmarkIndex, cpuSlowdown, probes }: PhoneSpeed,
  { host = 'machine', digits = 2 }: { host?: string; digits?: number } = {},
): string {
  const read =
    probes && probes.length > 1 ? `, the median of ${probes.map(Math.round).join(', ')}` : '';
  return `CPU slowed ${cpuSlowdown.toFixed(digits)}× (this ${host}'s ${phoneIndexText(benchmarkIndex, read)}, a low-tier phone)`;
}

/** One Lighthouse run of `url` as the phone, in a browser of its own; `cpuSlowdown` 1 measures the host. */
export function lighthouseAsPhone(
  url: string,
  { cpuSlowdown, categories }: { cpuSlowdown: number; categories?: string[] },
): Promise<LighthouseResult> {
  return runLighthouse(url, { cpuSlowdown, categories });
}

/**
 * How much to slow this machine's CPU to stand for a low-tier phone: its benchmarkIndex over 264.
 * The index is Lighthouse's own, computed as Lighthouse does before every run (its page function
 * `computeBenchmarkIndex`, about a second of string and array work, evaluated in a page), here
 * in a blank page of a fresh Chromium: the figure a whole Lighthouse run reports, without the
 * ten seconds and more of loading and auditing a page. The median of `probes` (one index varies
 * by a quarter from one probe to the next here, 2509 to 3192, and the slowdown with it). Never
 * below 1: a machine slower than the phone is measured as it is.
 */
export async function phoneCpuSlowdown(
  probes = 1,
): Promise<{ benchmarkIndex: number; cpuSlowdown: number; probes: number[] }> {
  const indexes: number[] = [];
  for (let probe = 0; probe < probes; probe += 1) {
    const browser = await launchChromium();
    try {
      const page = await browser.newPage();
      indexes.push(
        await page.evaluate<number>(`(${pageFunctions.computeBenchmarkIndex.toString()})()`),
      );
    } finally {
      await browser.close();
    }
  }
  const benchmarkIndex = [...indexes].sort((a, b) => a - b)[Math.floor(indexes.length / 2)]!;
  return {
    benchmarkIndex,
    cpuSlowdown: Math.max(1, benchmarkIndex / lowTierPhoneIndex),
    probes: indexes,
  };
}

/**
 * Runs `use` on a page of a fresh Chromium of its own (a first visit: no cache,
 * no profile) at `width` (a phone's below 640 px), with a touch screen unless
 * `touch` is false, and the CPU slowed by `cpuSlowdown` when given; closes it after.
 */
export async function withPhonePage<T>(
  use: (page: Page, cdp: CDPSession) => Promise<T>,
  {
    width = 375,
    touch = true,
    cpuSlowdown,
  }: { width?: number; touch?: boolean; cpuSlowdown?: number } = {},
): Promise<T> {
  const browser = await launchChromium();
  try {
    const context = await browser.newContext({
      viewport: { width, height: 800 },
      isMobile: width < 640,
      hasTouch: touch,
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    if (cpuSlowdown !== undefined)
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    return await use(page, cdp);
  } finally {
    await browser.close();
  }
}
