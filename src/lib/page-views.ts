/**
 * The page-view counter the owner may turn on (profile.yml `pageViews`): one
 * request to their GoatCounter site per page seen, made as GoatCounter's own
 * tracking pixel is (an image from https://<code>.goatcounter.com/count,
 * goatcounter.com/help/pixel), not with its count.js, which would be a script
 * from another host and would send the screen's size as well. It sends the
 * page's path from the site's top and, on the first page of a visit, the host
 * of the site the visitor came from; no cookie, no referrer header, nothing else.
 * A browser that asks not to be tracked (Global Privacy Control, Do Not
 * Track) is never counted.
 */
import { goatcounterCountUrl } from './other-hosts';

/** Whether the visitor's browser asks not to be tracked. */
export function asksNotToBeTracked(): boolean {
  const browser = navigator as Navigator & { globalPrivacyControl?: boolean };
  const window_ = window as Window & { doNotTrack?: string };
  return (
    browser.globalPrivacyControl === true ||
    browser.doNotTrack === '1' ||
    window_.doNotTrack === '1'
  );
}

/** The host of `referrer` when it is another site's, else nothing (a move within the site, a typed address). */
export function referrerHost(referrer: string, ownHost = location.host): string | undefined {
  try {
    const { host, protocol } = new URL(referrer);
    return /^https?:$/.test(protocol) && host !== ownHost ? host : undefined;
  } catch {
    return undefined;
  }
}

/** Whether this page was loaded by a reload: its referrer is then the first load's, already counted. */
export function reloaded(): boolean {
  const [navigation] = performance.getEntriesByType?.('navigation') ?? [];
  return (navigation as PerformanceNavigationTiming | undefined)?.type === 'reload';
}

/** The counter's address for a view of `path` (from the site's top) coming from `from` (a host). */
export function countUrl(code: string, path: string, from?: string): string {
  const url = new URL(goatcounterCountUrl(code));
  url.searchParams.set('p', path);
  if (from) url.searchParams.set('r', from);
  // Ignored by GoatCounter: keeps a cache from answering in its place.
  url.searchParams.set('rnd', Math.random().toString(36).slice(2));
  return url.href;
}

/** Counts one view of `path`, unless the browser asks not to be tracked; whether it did. */
export function countPageView(code: string, path: string, from?: string): boolean {
  if (asksNotToBeTracked()) return false;
  const pixel = new Image();
  pixel.referrerPolicy = 'no-referrer';
  pixel.src = countUrl(code, path, from);
  return true;
}
