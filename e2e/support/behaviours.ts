/**
 * What every engine must do (Chromium, Firefox and WebKit alike): the
 * behaviours a visitor meets first and that differ most between browsers.
 * `e2e/in-<engine>.e2e.ts` runs this suite in one engine each, so the three run
 * side by side. Chromium alone runs the rest (axe, Lighthouse, print, CSP,
 * request interception): see docs/decisions.md, "Three engines".
 *
 * The site is served under a base path, as a project site is, and every page
 * records its own errors (see `errorRecorder` in pages-server.ts): after each
 * test, any error the test did not expect fails it.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { slideRule } from '../../src/content-model/slide-rule';
import { initials } from '../../src/lib/format';
import { sectionIds } from '../../src/lib/paths';
import { isPhoto } from '../../src/lib/responsive-image';
import { board } from '../../src/lib/slide-rule';
import { scriptFallbackFamily } from '../../src/styles/fonts';
import { anchorTopPx } from '../../src/styles/layout';
import { siteDir } from './build-site';
import {
  chosenEngines,
  launch,
  type Engine,
  type EngineName,
  type Tab,
} from '../../scripts/lab/browsers/engines';
import {
  recordedErrorsKey,
  startPagesServer,
  type PagesServer,
} from '../../scripts/lab/pages-server';
import { featured, gallery, galleryPath, profile, siteWords, viewerCounter } from './site';
import { fixtureContent } from '../../src/test/fixtures';

const base = '/portfolio/';
const slug = featured.slug;
const withTimeline = Boolean(featured.timeline);
const ruleCard = featured.story?.find((card) => card.interactive === 'slide-rule');
/** The featured project's newest dated update, when it has one. */
const latest = featured.latestUpdate;

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
const appReady = (tab: Tab) =>
  until(tab, 'the app to take over', () => document.documentElement.hasAttribute('data-hydrated'));

/** The text of the page's one h1. */
const heading = (tab: Tab) => tab.evaluate(() => document.querySelector('h1')?.textContent ?? null);

/** Marks the document in the tab, so that a later check can tell a client-side move from a page load. */
const markDocument = (tab: Tab) =>
  tab.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
/** Whether the tab still shows the document `markDocument` marked. */
const sameDocument = (tab: Tab) =>
  tab.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument === true);

const showing = (tab: Tab, title: string) =>
  until(
    tab,
    `the page titled "${title}"`,
    (t) => document.querySelector('h1')?.textContent === t,
    title,
  );

/** Whether the first element matching `selector` takes up room on the screen. */
const isShown = (tab: Tab, selector: string) =>
  tab.evaluate((s) => {
    const element = document.querySelector(s);
    return Boolean(element && element.getClientRects().length > 0);
  }, selector);

/** Every path the site serves for the picture `file`: the file and its generated versions. */
function picturePaths(file: string): RegExp {
  const stem = file.replace(/\.[^.]+$/, '').replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^images/(${stem}\\.[a-z]+|generated/${stem}-\\d+w\\.[a-z]+)$`, 'i');
}

/** The pages that show pictures: Home, each project, each log and each update with pictures. */
const pagesWithPictures = [
  '',
  ...fixtureContent.trackedProjects.map(({ slug }) => slug),
  ...fixtureContent.trackedProjects.flatMap(({ slug }) =>
    (fixtureContent.updates[slug] ?? [])
      .filter(({ pictures }) => pictures.length > 0)
      .flatMap(({ slug: update }) => [`${slug}/updates`, `${slug}/updates/${update}`]),
  ),
].filter((path, index, all) => all.indexOf(path) === index);

/**
 * Where each picture of the page is drawn, in page coordinates; the shape its
 * width and height attributes give it, and, once it has arrived, its own.
 * Runs in the page.
 */
function pictureBoxes() {
  return Array.from(document.images).map((image) => {
    const { left, top, width, height } = image.getBoundingClientRect();
    return {
      source: image.getAttribute('src') ?? '',
      box: [left + scrollX, top + scrollY, width, height],
      ratio: Number(image.getAttribute('width')) / Number(image.getAttribute('height')),
      natural: image.naturalWidth / image.naturalHeight,
      naturalSize: [image.naturalWidth, image.naturalHeight],
      loaded: image.complete && image.naturalWidth > 0,
    };
  });
}

/** Scrolls through the page so that lazy pictures are asked for, then back to its top. Runs in the page. */
async function askForEveryPicture() {
  const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
  for (let y = 0; y < document.documentElement.scrollHeight; y += innerHeight / 2) {
    scrollTo(0, y);
    await frame();
    await frame();
  }
  scrollTo(0, 0);
  await frame();
}

/** The viewer's state, as a visitor meets it: the dialog's counter, the address's hash, the focus. Runs in the page. */
function viewerState() {
  const dialog = document.querySelector('[role="dialog"][aria-modal="true"]');
  const focused = document.activeElement as HTMLElement | null;
  return {
    open: dialog !== null,
    // The library labels each slide "3 of 8" for screen readers, and shows the same words.
    current:
      dialog
        ?.querySelector('[role="group"][aria-label]:not([inert])')
        ?.getAttribute('aria-label') ?? null,
    shows: dialog?.textContent ?? '',
    hash: location.hash,
    focusedPhoto: focused?.dataset.photoIndex ?? null,
    scrollY: Math.round(scrollY),
    widest: Math.max(
      0,
      ...Array.from(dialog?.querySelectorAll('img') ?? []).map(
        (image) => image.getBoundingClientRect().width,
      ),
    ),
  };
}

export function behavioursIn(engineName: EngineName) {
  let server: PagesServer;
  let engine: Engine;
  let opened: Tab[] = [];
  let allowedErrors: RegExp | undefined;
  const url = (path = '') => server.url + path;

  // E2E_ENGINES narrows the engines on purpose, while working; CI sets none, so all three run.
  const chosen = chosenEngines().includes(engineName);

  beforeAll(async () => {
    if (!chosen) return;
    [server, engine] = await Promise.all([
      startPagesServer(siteDir(base), base, { recordErrors: true }),
      launch(engineName),
    ]);
  }, 60_000);
  afterAll(async () => {
    await engine?.close();
    await server?.close();
  });
  afterEach(async () => {
    const tabs = opened;
    opened = [];
    const allowed = allowedErrors;
    allowedErrors = undefined;
    if (server) server.missing.length = 0;
    for (const tab of tabs) await closeChecked(tab, allowed);
  });

  /** Closes `tab`, and fails the test on any error its pages recorded that `allowed` does not match. */
  async function closeChecked(tab: Tab, allowed: RegExp | undefined): Promise<void> {
    const errors = await tab
      .evaluate(
        (key) => JSON.parse(sessionStorage.getItem(key) ?? '[]') as string[],
        recordedErrorsKey,
      )
      .finally(() => tab.close());
    expect(
      errors.filter((error) => !allowed?.test(error)),
      'errors the pages recorded',
    ).toEqual([]);
  }

  async function open(width = 1280, height = 800): Promise<Tab> {
    const tab = await engine.open({ width, height });
    opened.push(tab);
    return tab;
  }

  describe.runIf(chosen)(`in ${engineName}`, () => {
    // First: WebKit's one browser keeps pictures in its memory cache from page
    // to page whatever the server says, so these must not have been shown yet.
    it('shows a placeholder for a picture the server no longer has, and initials for a missing portrait', async () => {
      server.missing.push(picturePaths(featured.heroImage.file), picturePaths(profile.avatar.file));
      allowedErrors = /failed to load .*\/images\//;
      const tab = await open();
      await tab.goto(url(slug));
      await appReady(tab);
      await until(
        tab,
        'the placeholder',
        (prefix) =>
          Array.from(document.querySelectorAll('[role="img"]')).some(
            (element) =>
              element.getAttribute('aria-label')?.startsWith(prefix) &&
              element.getClientRects().length > 0,
          ),
        siteWords.imageError,
      );

      await tab.goto(url());
      await appReady(tab);
      await until(
        tab,
        'the initials',
        (label, letters) => {
          const avatar = document.querySelector(`[aria-label="${label}"]`);
          return avatar?.tagName === 'DIV' && avatar.textContent === letters;
        },
        siteWords.portraitOf(profile.name),
        initials(profile.name),
      );
      expect(await heading(tab)).toBe(profile.name);
    });

    it(
      'keeps every picture’s box as its file arrives, at 375 and 1280 px, on every page with pictures',
      {
        timeout: 120_000,
      },
      async () => {
        for (const width of [375, 1280])
          for (const path of pagesWithPictures) {
            const where = `/${path} at ${width} px`;
            // A server of its own for each page: WebKit's one browser would show a picture it has
            // seen before from memory, whatever the server says.
            const slow = await startPagesServer(siteDir(base), base, { recordErrors: true });
            const tab = await engine.open({ width, height: 800 });
            try {
              slow.held.push(/^images\//);
              // Left to load on its own: a navigation the driver waits for would wait for the pictures.
              await tab.goto(`${slow.url}robots.txt`);
              await tab.evaluate((address) => void (location.href = address), slow.url + path);
              await until(
                tab,
                `${where}: its HTML`,
                (address) =>
                  location.href === address &&
                  document.readyState !== 'loading' &&
                  document.querySelector('footer') !== null,
                slow.url + path,
              );
              // Every picture is asked for, lazy ones too, and none arrives: the boxes come from the HTML.
              await tab.evaluate(askForEveryPicture);
              const before = await tab.evaluate(pictureBoxes);
              expect(
                before.filter(({ loaded }) => loaded),
                where,
              ).toEqual([]);
              slow.release();
              await until(tab, `${where}: its pictures`, () =>
                Array.from(document.images).every((image) => image.complete),
              );
              // The app has taken over too: it must not move a picture either.
              await appReady(tab);
              const after = await tab.evaluate(pictureBoxes);
              expect(
                after.map(({ source }) => source),
                where,
              ).toEqual(before.map(({ source }) => source));
              // Moved by less than half a pixel, or not at all: WebKit rounds a loaded picture's
              // natural size to whole pixels, which can move its box by a 64th of one.
              const moved = after.flatMap(({ source, box }, index) =>
                box.some((value, side) => Math.abs(value - before[index]!.box[side]!) >= 0.5)
                  ? [{ source, before: before[index]!.box, after: box }]
                  : [],
              );
              expect(moved, where).toEqual([]);
              // Each photo's box has the photo's own shape: the size the build read from the upright
              // file. (WebKit gives a drawing's natural size as its drawn size, rounded: not compared.)
              // Within what a pixel of rounding makes of a small version's shape (a 160 px thumbnail's
              // height is a whole number of pixels, and Firefox rounds its density-corrected size too).
              for (const { source, ratio, natural, naturalSize } of after.filter(({ source }) =>
                isPhoto(source),
              ))
                expect(Math.abs(ratio - natural), `${source}, ${where}`).toBeLessThan(
                  Math.max(0.01, ratio * (1 / naturalSize[0]! + 1 / naturalSize[1]!)),
                );
              expect(
                await tab.evaluate(
                  (key) => JSON.parse(sessionStorage.getItem(key) ?? '[]') as string[],
                  recordedErrorsKey,
                ),
                where,
              ).toEqual([]);
            } finally {
              await tab.close();
              await slow.close();
            }
          }
      },
    );

    it('hears what goes wrong in a page (a check of the test harness itself)', async () => {
      const tab = await open();
      await tab.goto(url());
      await tab.evaluate(() => {
        console.error('probe: console.error');
        const picture = new Image();
        picture.src = 'images/probe-no-such-picture.png';
        document.body.append(picture);
        setTimeout(() => {
          throw new Error('probe: uncaught');
        }, 0);
      });
      const recorded = () =>
        tab.evaluate(
          (key) => JSON.parse(sessionStorage.getItem(key) ?? '[]') as string[],
          recordedErrorsKey,
        );
      await until(
        tab,
        'three errors',
        (key) => (JSON.parse(sessionStorage.getItem(key) ?? '[]') as string[]).length >= 3,
        recordedErrorsKey,
      );
      expect((await recorded()).sort()).toEqual([
        expect.stringContaining('failed to load http://127.0.0.1'),
        expect.stringContaining('probe: console.error'),
        // Chromium hides the message of an error thrown by code the driver sent.
        expect.stringMatching(/uncaught .*(probe: uncaught|Script error\.)/),
      ]);
      await tab.evaluate((key) => sessionStorage.removeItem(key), recordedErrorsKey);
    });

    it('shows each page from its own address, and moves between them by clicking', async () => {
      const tab = await open();
      await tab.goto(url(slug));
      await showing(tab, featured.title);
      await tab.goto(url());
      await showing(tab, profile.name);
      await appReady(tab);

      // A click is the router's work: the document stays the same one.
      await markDocument(tab);
      await tab.click(`main a[href="${base}${slug}"]`);
      await showing(tab, featured.title);
      expect(new URL(await tab.url()).pathname).toBe(`${base}${slug}`);
      await until(tab, 'the page to be at its top', () => window.scrollY === 0);

      await tab.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await until(tab, 'the page to scroll', () => window.scrollY > 0);
      await tab.click(`nav a[href="${base}"]`);
      await showing(tab, profile.name);
      expect(new URL(await tab.url()).pathname).toBe(base);
      await until(tab, 'the page to be at its top', () => window.scrollY === 0);
      expect(await sameDocument(tab)).toBe(true);
    });

    it('draws letters no system font may have (the bio’s Devanagari) in the site’s own font, loaded or moved to', async () => {
      const letters = /[\p{Script=Devanagari}\p{M}]+/u.exec(profile.bio)?.[0];
      expect(letters, 'the made-up owner’s bio holds a word of Devanagari').toBeTruthy();
      let tab = await open();
      /**
       * How Home's word is drawn: its width on the page, and as the face the page declares for its
       * weight draws it, loaded apart under another name (a probe Chrome has never had to do
       * without); the preloads' and the face's URLs.
       */
      const drawn = () =>
        tab.evaluate(
          async (word: string, family: string) => {
            await document.fonts.ready;
            const walker = document.createTreeWalker(document.querySelector('main')!, 4);
            let node = walker.nextNode() as Text | null;
            while (node && !node.data.includes(word)) node = walker.nextNode() as Text | null;
            if (!node) return undefined;
            const range = document.createRange();
            range.setStart(node, node.data.indexOf(word));
            range.setEnd(node, node.data.indexOf(word) + word.length);
            const style = getComputedStyle(node.parentElement!);
            const weight = Number(style.fontWeight) > 500 ? '700' : '400';
            const rules = [...document.styleSheets].flatMap((sheet) => [...sheet.cssRules]);
            const face = rules.find(
              (rule) =>
                rule instanceof CSSFontFaceRule &&
                rule.style.getPropertyValue('font-family').replace(/"/g, '') === family &&
                rule.style.getPropertyValue('font-weight') === weight,
            ) as CSSFontFaceRule | undefined;
            if (!face) return { faceUrl: undefined };
            const source = /url\("?([^")]+)"?\)/.exec(face.style.getPropertyValue('src'))![1]!;
            const probe = new FontFace('width probe', `url(${source})`, { weight });
            await probe.load();
            document.fonts.add(probe);
            const context = document.createElement('canvas').getContext('2d')!;
            context.font = `${style.fontWeight} ${style.fontSize} "width probe"`;
            return {
              faceUrl: new URL(source, location.href).href,
              page: range.getBoundingClientRect().width,
              inTheFace: context.measureText(word).width,
              preloads: [...document.querySelectorAll('link[rel="preload"][as="font"]')].map(
                (link) => (link as HTMLLinkElement).href,
              ),
            };
          },
          letters!,
          scriptFallbackFamily,
        );

      // In a fresh tab, from a page that shows no such letter to Home by the app: that page
      // preloaded the face too, so Home's word is drawn in it.
      await tab.goto(url(slug));
      await appReady(tab);
      await markDocument(tab);
      await tab.click(`nav a[href="${base}"]`);
      await showing(tab, profile.name);
      expect(await sameDocument(tab)).toBe(true);
      const moved = await drawn();
      expect(moved?.faceUrl, 'the @font-face the page declares for the word’s weight').toBeTruthy();
      expect(moved!.preloads).toContain(moved!.faceUrl);
      expect(Math.abs(moved!.page! - moved!.inTheFace!)).toBeLessThan(1);

      // A first visit to Home, in a tab of its own: the page preloads the face, and draws the
      // word in it (as wide as the face draws it: not in boxes, nor in another font).
      // (WebKitWebDriver drives one tab at a time: this one closes first, its errors checked.)
      opened.splice(opened.indexOf(tab), 1);
      await closeChecked(tab, allowedErrors);
      tab = await open();
      await tab.goto(url());
      await appReady(tab);
      const home = await drawn();
      expect(home!.preloads).toContain(home!.faceUrl);
      expect(Math.abs(home!.page! - home!.inTheFace!)).toBeLessThan(1);
    });

    it.runIf(latest)(
      'shows an update from its own address, and opens one from the project’s log by clicking',
      async () => {
        const update = latest!;
        const tab = await open();
        const address = `${base}${slug}/updates/${update.slug}`;
        await tab.goto(url(`${slug}/updates/${update.slug}`));
        await showing(tab, update.title);
        await appReady(tab);
        // Back on the project page, its development log links the newest update.
        await tab.goto(url(slug));
        await showing(tab, featured.title);
        await appReady(tab);
        await markDocument(tab);
        await tab.click(`main a[href="${address}"]`);
        await showing(tab, update.title);
        expect(new URL(await tab.url()).pathname).toBe(address);
        await until(tab, 'the page to be at its top', () => window.scrollY === 0);
        expect(await sameDocument(tab)).toBe(true);
      },
    );

    it.runIf(withTimeline)(
      'scrolls a cold load of the project’s #timeline address to the timeline, then drops the hash',
      async () => {
        const tab = await open();
        await tab.goto(url(`${slug}?ref=cv#timeline`));
        await until(
          tab,
          'the hash to go and the timeline heading to have focus',
          (id) => location.hash === '' && document.activeElement?.id === id,
          sectionIds.timelineHeading,
        );
        // The section's scroll margin puts its top just under the sticky nav.
        await until(
          tab,
          'the timeline to reach the top',
          (id, top) => Math.abs(document.getElementById(id)!.getBoundingClientRect().top - top) < 4,
          sectionIds.timeline,
          anchorTopPx,
        );
        expect(await tab.evaluate(() => window.scrollY)).toBeGreaterThan(0);
        expect(await tab.url()).toBe(url(`${slug}?ref=cv`));
      },
    );

    if (featured.designFiles?.models.length)
      it('shows a model’s still first, and the part itself after View in 3D, turned by a drag', async () => {
        const tab = await open(1280, 900);
        await tab.goto(url(slug));
        await appReady(tab);
        const figure = '[data-model-viewer]';
        // Picture first: the build's still, drawn, and no viewer in the page before the tap.
        await until(
          tab,
          'the still to be drawn',
          (selector: string) => {
            const still = document.querySelector(`${selector} img`) as HTMLImageElement | null;
            still?.scrollIntoView({ block: 'center' });
            return Boolean(still?.complete && still.naturalWidth > 0);
          },
          figure,
        );
        expect(await tab.evaluate(() => Boolean(customElements.get('model-viewer')))).toBe(false);
        await tab.click(`${figure} button`);
        await until(tab, 'the model to load', () =>
          Boolean((document.querySelector('model-viewer') as { loaded?: boolean } | null)?.loaded),
        );
        // A frame of the view, small: how many of its pixels are the part, and their values.
        const frame = () =>
          tab.evaluate(async () => {
            const viewer = document.querySelector('model-viewer') as HTMLElement & {
              toBlob(options: { mimeType: string }): Promise<Blob>;
            };
            viewer.scrollIntoView({ block: 'center' });
            await new Promise((resolve) =>
              requestAnimationFrame(() => requestAnimationFrame(resolve)),
            );
            const bitmap = await createImageBitmap(await viewer.toBlob({ mimeType: 'image/png' }));
            const canvas = document.createElement('canvas');
            canvas.width = 64;
            canvas.height = 48;
            const context = canvas.getContext('2d')!;
            context.drawImage(bitmap, 0, 0, 64, 48);
            const data = Array.from(context.getImageData(0, 0, 64, 48).data);
            // The corner is the view's background; the part is what differs from it.
            const corner = data.slice(0, 4);
            let part = 0;
            for (let at = 0; at < data.length; at += 4)
              if (corner.reduce((sum, value, k) => sum + Math.abs(value - data[at + k]!), 0) > 48)
                part += 1;
            const box = viewer.getBoundingClientRect();
            return {
              part,
              data,
              box: { x: box.x, y: box.y, width: box.width, height: box.height },
            };
          });
        // Held still, so that only the drag can turn it: no turntable (which runs unless the
        // visitor asks for reduced motion) between the two frames.
        await tab.evaluate(() => {
          const viewer = document.querySelector('model-viewer') as HTMLElement & {
            autoRotate: boolean;
            resetTurntableRotation(theta?: number): void;
          };
          viewer.autoRotate = false;
          viewer.resetTurntableRotation(0);
        });
        const before = await frame();
        // The part fills a good share of the view: it is seen, not an empty canvas.
        expect(before.part).toBeGreaterThan(64 * 48 * 0.03);
        const { x, y, width, height } = before.box;
        // An eighth of the view's width turns it by about 60°: a part seen from another side (a
        // longer drag can turn a symmetric part half round, where it looks much as it did).
        await tab.drag(x + width * 0.4, y + height * 0.5, width * 0.12);
        await until(tab, 'the drag to turn the view', () => {
          const viewer = document.querySelector('model-viewer') as unknown as {
            getCameraOrbit(): { theta: number };
          };
          return Math.abs(viewer.getCameraOrbit().theta) > 0.3;
        });
        // The view eases to where the drag left it, a frame at a time (slowly on a busy machine):
        // asked again until the frame shows the part turned, for up to 30 s (a hang guard).
        const changedFrom = (data: number[]) =>
          data.filter((value, at) => Math.abs(value - before.data[at]!) > 24).length;
        let after = await frame();
        for (
          const deadline = Date.now() + 30_000;
          changedFrom(after.data) <= before.data.length * 0.02 && Date.now() < deadline;
        ) {
          await new Promise((resolve) => setTimeout(resolve, 250));
          after = await frame();
        }
        expect(after.part).toBeGreaterThan(64 * 48 * 0.03);
        expect(changedFrom(after.data)).toBeGreaterThan(before.data.length * 0.02);
      });

    it('shows Home for an unknown deep link, through 404.html, keeping the address', async () => {
      const tab = await open();
      await tab.goto(url('no/such/page?x=1&y=a%26b#part'));
      await showing(tab, profile.name);
      await until(tab, 'the address to be restored', () => !location.search.startsWith('?/'));
      const address = new URL(await tab.url());
      expect(address.pathname).toBe(`${base}no/such/page`);
      expect(address.search).toBe('?x=1&y=a%26b');
      expect(address.hash).toBe('#part');
    });

    it('folds the navigation into a menu at 375 px, and fits the screen without sideways scrolling', async () => {
      const tab = await open(375, 740);
      expect(await tab.evaluate(() => window.innerWidth)).toBe(375);
      for (const path of ['', slug]) {
        await tab.goto(url(path));
        await appReady(tab);
        expect(
          await tab.evaluate(
            () => document.documentElement.scrollWidth <= document.documentElement.clientWidth,
          ),
          `/${path} is no wider than the screen`,
        ).toBe(true);
      }

      const button = `button[aria-controls="${sectionIds.mobileMenu}"]`;
      const menu = `#${sectionIds.mobileMenu}`;
      expect(await isShown(tab, button)).toBe(true);
      expect(await isShown(tab, menu)).toBe(false);
      await tab.click(button);
      await until(
        tab,
        'the menu to open',
        (s) => !document.querySelector<HTMLElement>(s)!.hidden,
        menu,
      );
      expect(await isShown(tab, menu)).toBe(true);
      expect(
        await tab.evaluate((s) => document.querySelector(s)!.getAttribute('aria-expanded'), button),
      ).toBe('true');

      await tab.press('Escape');
      expect(await isShown(tab, menu)).toBe(false);
      // Focus goes back to the button that opened it.
      expect(await tab.evaluate(() => document.activeElement?.getAttribute('aria-controls'))).toBe(
        sectionIds.mobileMenu,
      );

      await tab.click(button);
      await tab.click(`${menu} a[href="${base}"]`);
      await showing(tab, profile.name);
      expect(await isShown(tab, menu)).toBe(false);
    });

    it('answers a tap on the menu button and one on the theme toggle made before the app runs at once, on a phone, and the app takes the open menu as it is', async () => {
      // A server of its own: a new address, so no engine has the app's script from before.
      const slow = await startPagesServer(siteDir(base), base, { recordErrors: true });
      const tab = await engine.open({ width: 375, height: 740 });
      const button = `button[aria-controls="${sectionIds.mobileMenu}"]`;
      const toggle = `button[aria-label="${siteWords.nav.darkTheme}"]`;
      const menu = `#${sectionIds.mobileMenu}`;
      const marked = (name: string) =>
        tab.evaluate((n) => document.documentElement.hasAttribute(n), name);
      try {
        // The app's code is held back, as on a slow phone's connection.
        slow.held.push(/^assets\/.+\.js$/);
        // Left to load on its own: a navigation the driver waits for would wait for the app.
        await tab.goto(`${slow.url}robots.txt`);
        await tab.evaluate((address) => void (location.href = address), slow.url + slug);
        await until(
          tab,
          'the project page’s HTML',
          (address) =>
            location.href === address &&
            document.readyState !== 'loading' &&
            document.querySelector('footer') !== null,
          slow.url + slug,
        );
        const systemDark = await tab.evaluate(
          () => matchMedia('(prefers-color-scheme: dark)').matches,
        );
        // Both buttons are there from the first paint, before the app.
        expect(await isShown(tab, button)).toBe(true);
        expect(await isShown(tab, toggle)).toBe(true);
        await tab.click(button);
        await tab.click(toggle);
        expect(await marked('data-hydrated')).toBe(false);
        // Both answered at once, by the head script alone: the menu open, its links there.
        expect(await isShown(tab, menu)).toBe(true);
        expect(
          await tab.evaluate(
            (s) => document.querySelector(s)!.getAttribute('aria-expanded'),
            button,
          ),
        ).toBe('true');
        expect(await isShown(tab, `${menu} a[href="${base}"]`)).toBe(true);
        const chosen = systemDark ? 'light' : 'dark';
        expect(await tab.evaluate(() => document.documentElement.dataset.theme ?? null)).toBe(
          chosen,
        );
        expect(
          await tab.evaluate(
            (s) => document.querySelector(s)!.getAttribute('aria-pressed'),
            toggle,
          ),
        ).toBe(String(chosen === 'dark'));

        slow.release();
        await appReady(tab);
        // The app took the open menu as it was: still open, once.
        expect(await isShown(tab, menu)).toBe(true);
        expect(
          await tab.evaluate(
            (s) => document.querySelector(s)!.getAttribute('aria-expanded'),
            button,
          ),
        ).toBe('true');
        // Once the app runs, the theme is still the one chosen: the tap was answered once, not replayed.
        expect(await tab.evaluate(() => document.documentElement.dataset.theme)).toBe(chosen);
        expect(
          await tab.evaluate(
            (s) => document.querySelector(s)!.getAttribute('aria-pressed'),
            toggle,
          ),
        ).toBe(String(chosen === 'dark'));
        // The app's own ways to close it work on that menu: Escape, focus back on its button.
        await tab.click(button);
        await tab.click(button);
        expect(await isShown(tab, menu)).toBe(true);
        await tab.press('Escape');
        await until(
          tab,
          'the menu to close',
          (s) => document.querySelector<HTMLElement>(s)!.hidden,
          menu,
        );
        expect(
          await tab.evaluate(() => document.activeElement?.getAttribute('aria-controls')),
        ).toBe(sectionIds.mobileMenu);
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
    });

    it('shows an update’s photos as a short grid, and opens them in a viewer: keys, swipe, Escape and Back', async () => {
      const { update } = gallery;
      const path = galleryPath;
      const count = update.pictures.length;
      expect(count, 'the fixture’s gallery').toBeGreaterThanOrEqual(8);
      const tab = await open(375, 800);
      await tab.goto(url(path));
      await appReady(tab);
      // The parts below the article are drawn once near (src/styles/index.css): at the foot of
      // the page, the page is its real height, no part of it an estimate.
      await tab.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await tab.evaluate(
        () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
      );
      const page = await tab.evaluate(() => ({
        height: document.documentElement.scrollHeight,
        overflow: document.documentElement.scrollWidth - document.documentElement.clientWidth,
        links: document.querySelectorAll('a[data-photo-index]').length,
        thumbnail: document.querySelector('a[data-photo-index="1"]')!.getBoundingClientRect().width,
      }));
      // Eight photos used to be eight screens of pictures: the page now stays under three screens.
      expect(page.height, 'the page’s height at 375 px').toBeLessThanOrEqual(2200);
      expect(page.overflow, 'sideways scrolling at 375 px').toBe(0);
      expect(page.links).toBe(count);

      /** Waits for the viewer to show the picture at `index`, its file loaded. */
      const viewerAt = (index: number) =>
        until(
          tab,
          `the viewer at ${viewerCounter(index)}`,
          (want) => {
            const dialog = document.querySelector('[role="dialog"][aria-modal="true"]');
            // The picture shown: the other slides (the neighbours, loaded ahead) are inert.
            const shown = dialog?.querySelector<HTMLImageElement>(
              '[role="group"]:not([inert]) img',
            );
            return dialog?.textContent?.includes(want) && shown?.complete;
          },
          viewerCounter(index),
        );

      // The keyboard's way: Enter on the lead picture, the arrow to the next, Escape back to the page.
      await tab.evaluate(() =>
        (document.querySelector('a[data-photo-index="0"]') as HTMLElement).focus(),
      );
      await tab.press('Enter');
      await viewerAt(0);
      let state = await tab.evaluate(viewerState);
      expect(state.current).toBe(viewerCounter(0));
      expect(state.hash).toBe('#photo-1');
      expect(state.widest, 'the picture, larger than its thumbnail').toBeGreaterThan(
        page.thumbnail,
      );
      await tab.press('ArrowRight');
      await viewerAt(1);
      expect((await tab.evaluate(viewerState)).hash).toBe('#photo-2');
      // A swipe to the left shows the next one.
      await tab.drag(300, 400, -200);
      await viewerAt(2);
      await tab.press('Escape');
      await until(
        tab,
        'the viewer to close',
        () => document.querySelector('[role="dialog"]') === null,
      );
      state = await tab.evaluate(viewerState);
      expect(state.hash, 'the address after closing').toBe('');
      expect(state.focusedPhoto, 'the focus, back on the picture that opened it').toBe('0');

      // A tap on a thumbnail opens its photo; Back (a phone's back gesture) closes it, the page where it was.
      await tab.click('a[data-photo-index="3"]');
      await viewerAt(3);
      const before = await tab.evaluate(viewerState);
      expect(before.hash).toBe('#photo-4');
      await tab.evaluate(() => history.back());
      await until(
        tab,
        'Back to close the viewer',
        () => document.querySelector('[role="dialog"]') === null && location.hash === '',
      );
      state = await tab.evaluate(viewerState);
      expect(Math.abs(state.scrollY - before.scrollY), 'the page’s scroll').toBeLessThanOrEqual(1);
      expect(state.focusedPhoto).toBe('3');
      expect(await tab.evaluate(() => document.querySelector('h1')?.textContent)).toBe(
        update.title,
      );
    });

    it('switches the theme with its toggle, and keeps the choice across a reload and pages', async () => {
      const tab = await open();
      await tab.goto(url());
      await appReady(tab);
      const toggle = `button[aria-label="${siteWords.nav.darkTheme}"]`;
      const pressed = () =>
        tab.evaluate((s) => document.querySelector(s)!.getAttribute('aria-pressed'), toggle);
      const surface = () => tab.evaluate(() => getComputedStyle(document.body).backgroundColor);
      const before = { pressed: await pressed(), surface: await surface() };

      await tab.click(toggle);
      const chosen = before.pressed === 'true' ? 'light' : 'dark';
      expect(await pressed()).toBe(before.pressed === 'true' ? 'false' : 'true');
      expect(await tab.evaluate(() => document.documentElement.dataset.theme)).toBe(chosen);
      const after = await surface();
      expect(after).not.toBe(before.surface);

      for (const path of [slug, '']) {
        await tab.goto(url(path));
        // At the load event, before the app's script has run, the head script has put the choice on.
        expect(await tab.evaluate(() => document.documentElement.dataset.theme)).toBe(chosen);
        expect(await surface()).toBe(after);
        await appReady(tab);
        expect(await pressed()).toBe(before.pressed === 'true' ? 'false' : 'true');
      }
      await tab.reload();
      expect(await tab.evaluate(() => document.documentElement.dataset.theme)).toBe(chosen);
    });

    describe.runIf(ruleCard)('the working slide rule', () => {
      const slide = `[role="slider"][aria-label="${slideRule.slideLabel}"]`;
      const cursor = `[role="slider"][aria-label="${slideRule.cursorLabel}"]`;
      const stage = `[role="group"][aria-label="${slideRule.label}"]`;
      const valueOf = (tab: Tab, selector: string) =>
        tab.evaluate(
          (s) => Number(document.querySelector(s)!.getAttribute('aria-valuenow')),
          selector,
        );

      /** Brings the rule's card to the screen and waits for the working rule, standing still. */
      async function openRule(tab: Tab) {
        await tab.goto(url(slug));
        await appReady(tab);
        await tab.evaluate((title) => {
          const headings = Array.from(document.querySelectorAll('h2, h3'));
          headings.find((h) => h.textContent === title)!.scrollIntoView({ block: 'start' });
        }, ruleCard!.title);
        await until(tab, 'the working rule', (s) => document.querySelector(s) !== null, cursor);
        await tab.evaluate(
          (s) =>
            new Promise<void>((resolve) => {
              let last = '';
              const check = () => {
                const { x, y, width, height } = document.querySelector(s)!.getBoundingClientRect();
                const box = [x, y, width, height].join();
                if (box === last) return resolve();
                last = box;
                requestAnimationFrame(check);
              };
              requestAnimationFrame(check);
            }),
          stage,
        );
      }

      it('moves by keyboard', async () => {
        const tab = await open(1280, 900);
        await openRule(tab);
        const start = { slide: await valueOf(tab, slide), cursor: await valueOf(tab, cursor) };
        await tab.evaluate((s) => (document.querySelector(s) as HTMLElement).focus(), slide);
        await tab.press('ArrowRight');
        expect(await valueOf(tab, slide)).toBeGreaterThan(start.slide);
        await tab.press('Tab');
        expect(await tab.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(
          slideRule.cursorLabel,
        );
        await tab.press('PageUp');
        expect(await valueOf(tab, cursor)).toBeGreaterThan(start.cursor);
      });

      it('moves the slide and the cursor by pointer drag', async () => {
        const tab = await open(1280, 900);
        await openRule(tab);
        const box = await tab.evaluate(
          (s) =>
            JSON.parse(
              JSON.stringify(document.querySelector(s)!.getBoundingClientRect()),
            ) as DOMRect,
          stage,
        );
        const perUnit = box.width / board.length;
        const xOf = (value: number) =>
          box.x + (board.scaleStart + Math.log10(value) * board.scaleLength) * perUnit;
        const slideY = box.y + (board.slide.y + board.slide.height / 2) * perUnit;

        // Pull the slide from C's 1 over 2 on D to over 3, holding it at 3 on D, away from the cursor.
        const fromSlide = await valueOf(tab, slide);
        await tab.drag(
          xOf(3),
          slideY,
          (Math.log10(3) - Math.log10(2)) * board.scaleLength * perUnit,
        );
        await until(
          tab,
          'the slide to stand over 3 on D',
          (s, want) =>
            Math.abs(Number(document.querySelector(s)!.getAttribute('aria-valuenow')) - want) < 1,
          slide,
          fromSlide + 100 * (Math.log10(3) - Math.log10(2)),
        );

        // Move the cursor from 6 to 9 on D, holding it by its top.
        await tab.drag(xOf(6), box.y + board.topStator.height * 0.3 * perUnit, xOf(9) - xOf(6));
        await until(
          tab,
          'the cursor to stand over 9 on D',
          (s) =>
            Math.abs(Number(document.querySelector(s)!.getAttribute('aria-valuenow')) - 9) < 0.15,
          cursor,
        );
      });
    });
  });
}
