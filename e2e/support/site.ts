/**
 * One served build and one browser per test file, and pages that record every
 * console error and page error: after each test, any error a test did not
 * expect fails it (hydration mismatches, CSP violations and script errors all
 * surface there).
 */
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { launchChromium } from './browser';
import { siteDir } from './build-site';
import { startPagesServer, type PagesServer } from './pages-server';

export interface OpenOptions extends BrowserContextOptions {
  /** Console errors matching this are expected in this test (e.g. an image made to fail). */
  allowErrors?: RegExp;
}

export interface SitePage {
  page: Page;
  /** Absolute URL of a path under the base ("" is the home page). */
  url: (path?: string) => string;
  errors: string[];
}

/** Waits until the app has taken over the prerendered page (router.tsx marks <html>). */
export const appReady = (page: Page) =>
  page.waitForSelector('html[data-hydrated]', { state: 'attached' });

export function useSite(base: string) {
  let server: PagesServer;
  let browser: Browser;
  let opened: Array<{ errors: string[]; allow?: RegExp; close: () => Promise<void> }> = [];

  beforeAll(async () => {
    [server, browser] = await Promise.all([
      startPagesServer(siteDir(base), base),
      launchChromium(),
    ]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });
  afterEach(async () => {
    const pages = opened;
    opened = [];
    for (const { errors, allow, close } of pages) {
      await close();
      expect(
        errors.filter((error) => !allow?.test(error)),
        'console and page errors',
      ).toEqual([]);
    }
  });

  return {
    base,
    get origin() {
      return new URL(server.url).origin;
    },
    url: (path = '') => server.url + path,
    async open({ allowErrors, ...options }: OpenOptions = {}): Promise<SitePage> {
      const context = await browser.newContext({
        viewport: { width: 1280, height: 800 },
        ...options,
      });
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      opened.push({ errors, allow: allowErrors, close: () => context.close() });
      return { page, url: (path = '') => server.url + path, errors };
    },
  };
}

/**
 * What the tests expect to see, read from the owner's content so that any
 * valid edit of it keeps the suite green: the owner's name, the featured
 * (first tracked) project, and each page's title.
 */
export { profile } from '../../src/content/profile';
export { site as siteWords } from '../../src/content/site';
export { pages } from '../../src/app/pages';
import { trackedProjects } from '../../src/content/tracked';
export const featured = trackedProjects[0]!;
