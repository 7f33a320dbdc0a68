/**
 * One served build and one browser per test file, and pages that record every
 * console error and page error: after each test, any error a test did not
 * expect fails it (hydration mismatches, CSP violations and script errors all
 * surface there).
 */
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { launchChromium } from '../../scripts/lab/browsers/chromium';
import { siteDir, type SiteContentKind } from './build-site';
import { startPagesServer, type PagesServer } from '../../scripts/lab/pages-server';
import { photoViewerWords } from '../../src/content-model/photo-viewer-words';
import { updatePath } from '../../src/lib/paths';
import { pages as allPages } from '../../src/app/pages';
import {
  fixtureContent,
  fixtureGallery,
  fixtureProject,
} from '../../scripts/lab/unit-tests/fixtures';

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

/**
 * Waits until what a person sees has finished loading: the fonts are in, and
 * every picture on the screen (and every eager one anywhere) has loaded or
 * failed. A lazy picture away from the screen is not asked for, so not waited for.
 */
export const shownInFull = (page: Page) =>
  page.waitForFunction(
    () =>
      document.fonts.status === 'loaded' &&
      Array.from(document.images).every((image) => {
        if (image.complete) return true;
        if (image.loading !== 'lazy') return false;
        const box = image.getBoundingClientRect();
        const onScreen =
          box.width > 0 &&
          box.bottom > 0 &&
          box.right > 0 &&
          box.top < window.innerHeight &&
          box.left < window.innerWidth;
        return !onScreen;
      }),
  );

/**
 * Waits for two animation frames and then a moment when the browser has
 * nothing else to do (requestIdleCallback): whatever the page had in hand or
 * queued (observers, effects, React's work, events) has had its turn. The proof
 * that a moment has passed, for a check that something did NOT happen.
 */
export const pageIdle = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() =>
          requestAnimationFrame(() => requestIdleCallback(() => resolve())),
        ),
      ),
  );

/** Waits until the page has stopped scrolling: the same scroll position on two animation frames in a row. */
export const scrollSettled = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        let last = Number.NaN;
        const check = () => {
          if (window.scrollY === last) return resolve();
          last = window.scrollY;
          requestAnimationFrame(check);
        };
        requestAnimationFrame(check);
      }),
  );

/**
 * One built site (the made-up owner's, unless `content` says 'owner', or the build in a
 * `folder` of the test's own, made before this file's first test) served at `base` for the
 * tests of one file.
 */
export function useSite(base: string, content: SiteContentKind | { folder: string } = 'fixture') {
  let server: PagesServer;
  let browser: Browser;
  let opened: Array<{ errors: string[]; allow?: RegExp; close: () => Promise<void> }> = [];

  beforeAll(async () => {
    [server, browser] = await Promise.all([
      startPagesServer(typeof content === 'string' ? siteDir(base, content) : content.folder, base),
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
    if (server) server.missing.length = 0;
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
    /** Paths under the base the server answers 404 for, while a test needs it (it empties them after). */
    get missing() {
      return server.missing;
    },
    async open({ allowErrors, ...options }: OpenOptions = {}): Promise<SitePage> {
      const context = await browser.newContext({
        viewport: { width: 1280, height: 800 },
        ...options,
      });
      // No test reaches another host: an owner's page-view counter, their video, their comments
      // are answered here, empty (a test that watches them routes them itself, first).
      await context.route(/^https?:\/\/(?!127\.0\.0\.1[:/])/, (route) =>
        route.fulfill({ status: 204, body: '' }),
      );
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
 * What the behaviour tests expect to see, read from the made-up owner's
 * content the site is built from (e2e/support/build-site.ts), so that nothing
 * depends on the real owner's words: the name, the featured project (which
 * has every section), and each page with its title.
 */
export {
  fixtureContent,
  fixtureProfile as profile,
  fixtureProject as featured,
} from '../../scripts/lab/unit-tests/fixtures';
export { fixtureGallery as gallery } from '../../scripts/lab/unit-tests/fixtures';
export { site as siteWords } from '../../src/content-model/site-words';
export { pages } from '../../src/app/pages';

/** Home, each project page and log, the resume, and an update: every kind of page there is. */
export const everyKindOfPage = [
  ...allPages.map((page) => page.path.slice(1)),
  updatePath(fixtureProject.slug, fixtureContent.updates[fixtureProject.slug]![0]!.slug).slice(1),
];

/** The gallery's page, under the base (no leading slash), and what its viewer says of the picture at `index`: "3 of 8". */
export const galleryPath = updatePath(
  fixtureGallery.project.slug,
  fixtureGallery.update.slug,
).slice(1);
export const viewerCounter = (index: number) =>
  `${index + 1} ${photoViewerWords.of} ${fixtureGallery.update.pictures.length}`;
