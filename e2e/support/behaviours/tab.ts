/**
 * What the behaviours share: the suite's engine, server and tabs (`BehaviourContext`, made by
 * `behavioursIn` in index.ts), and the helpers that ask a tab what a visitor sees.
 */
import { expect } from 'vitest';
import type { Engine, Tab } from '../../../scripts/lab/browsers/engines';
import {
  recordedErrorsKey,
  startPagesServer,
  type PagesServer,
} from '../../../scripts/lab/pages-server';
import { siteDir } from '../build-site';
import { featured } from '../site';

/** The base path the site is served under, as a project site is. */
export const base = '/portfolio/';
/** The featured project's slug: its page's path under the base. */
export const slug = featured.slug;

/** One engine's suite, as each part of the behaviours meets it. */
export interface BehaviourContext {
  /** The Pages-like server of the suite (started before its first test). */
  readonly server: PagesServer;
  /** The suite's browser. */
  readonly engine: Engine;
  /** The address of `path` on the server. */
  url(path?: string): string;
  /** Opens a tab, closed after the test with its recorded errors checked. */
  open(width?: number, height?: number): Promise<Tab>;
  /** Lets the test's pages record errors that match `pattern`. */
  allowErrors(pattern: RegExp): void;
  /** Closes `tab` now, its errors checked, rather than after the test. */
  closeNow(tab: Tab): Promise<void>;
}

/**
 * Asks `check` in the page until it answers true, for up to 10 s. A check that
 * throws is asked again: the page may be between two documents.
 */
export async function until<A extends unknown[]>(
  tab: Tab,
  what: string,
  check: (...args: A) => unknown,
  ...args: A
): Promise<void> {
  const deadline = Date.now() + 10_000;
  let lastError: unknown;
  for (;;) {
    try {
      if (await tab.evaluate(check, ...args)) return;
    } catch (error) {
      lastError = error;
    }
    if (Date.now() > deadline)
      throw new Error(`Waited 10 s for ${what}${lastError ? ` (last error: ${lastError})` : ''}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The app has taken over the prerendered page (root-layout.tsx marks <html>). */
export const appReady = (tab: Tab) =>
  until(tab, 'the app to take over', () => document.documentElement.hasAttribute('data-hydrated'));

/** The text of the page's one h1. */
export const heading = (tab: Tab) =>
  tab.evaluate(() => document.querySelector('h1')?.textContent ?? null);

/** Marks the document in the tab, so that a later check can tell a client-side move from a page load. */
export const markDocument = (tab: Tab) =>
  tab.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
/** Whether the tab still shows the document `markDocument` marked. */
export const sameDocument = (tab: Tab) =>
  tab.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument === true);

/** Waits for the page whose h1 reads `title`. */
export const showing = (tab: Tab, title: string) =>
  until(
    tab,
    `the page titled "${title}"`,
    (t) => document.querySelector('h1')?.textContent === t,
    title,
  );

/** Whether the first element matching `selector` takes up room on the screen. */
export const isShown = (tab: Tab, selector: string) =>
  tab.evaluate((s) => {
    const element = document.querySelector(s);
    return Boolean(element && element.getClientRects().length > 0);
  }, selector);

/**
 * Opens `path` (under the base, with its query and hash) cold in a tab of its own, the app's
 * entry held back as on a slow phone's connection, and waits for its HTML; runs `use` with the tab
 * and `release`, which lets the entry come and waits for the app; then checks the errors the
 * pages recorded and closes both. A server of its own: a new address, so no engine has the app's
 * code from before, and no request held for another test's page queues this one's.
 */
export async function withAppHeldBack(
  context: BehaviourContext,
  viewport: { width: number; height: number },
  path: string,
  use: (tab: Tab, release: () => Promise<void>) => Promise<void>,
): Promise<void> {
  const slow = await startPagesServer(siteDir(base), base, { recordErrors: true });
  const tab = await context.engine.open(viewport);
  try {
    // The entry alone: the chunks it imports may come (they run only when it does), so the six
    // connections a browser keeps to a host are not all taken by held requests.
    slow.held.push(/^assets\/index-[\w-]+\.js$/);
    // Left to load on its own: a navigation the driver waits for would wait for the app.
    await tab.goto(`${slow.url}robots.txt`);
    const address = new URL(slow.url + path);
    await tab.evaluate((href) => void (location.href = href), address.href);
    await until(
      tab,
      `${address.pathname}'s HTML`,
      (pathname) =>
        location.pathname === pathname &&
        document.readyState !== 'loading' &&
        document.querySelector('footer') !== null,
      address.pathname,
    );
    await use(tab, async () => {
      slow.release();
      await appReady(tab);
    });
    expect(
      await tab.evaluate(
        (key) => JSON.parse(sessionStorage.getItem(key) ?? '[]') as string[],
        recordedErrorsKey,
      ),
    ).toEqual([]);
  } finally {
    await tab.close();
    await slow.close();
  }
}
