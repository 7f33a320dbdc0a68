/**
 * An update's gallery, beyond what every engine checks (support/behaviours/):
 * its links without JavaScript, where the viewer's code is fetched (and where
 * not), thumbnails sized for the grid, and reduced motion. On the made-up
 * owner's update with the most pictures; every expectation is read from it.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { projectPath } from '../src/lib/paths';
import { appReady, gallery, galleryPath, pageIdle, useSite, viewerCounter } from './support/site';

const { project, update } = gallery;
const count = update.pictures.length;

/** The scripts and stylesheets a page has asked for so far, by path. */
function codeRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (['script', 'stylesheet'].includes(request.resourceType()))
      seen.push(new URL(request.url()).pathname);
  });
  return seen;
}

describe('an update’s gallery', () => {
  const site = useSite('/portfolio/');

  /** The scripts and stylesheets the gallery's page fetches when a picture is opened: the viewer's. */
  async function viewerFiles(): Promise<string[]> {
    const { page } = await site.open();
    const requests = codeRequests(page);
    await page.goto(site.url(galleryPath));
    await appReady(page);
    await pageIdle(page);
    const atLoad = requests.length;
    await page.locator('a[data-photo-index="2"]').click();
    await expect.poll(() => page.getByRole('dialog').textContent()).toContain(viewerCounter(2));
    return requests.slice(atLoad);
  }

  it('has eight pictures or more in the fixture, so the checks below check a gallery', () => {
    expect(count).toBeGreaterThanOrEqual(8);
  });

  it('links every picture to its full picture without JavaScript, each named by its alt text', async () => {
    const { page } = await site.open({ javaScriptEnabled: false });
    await page.goto(site.url(galleryPath));
    const links = page.locator('a[data-photo-index]');
    expect(await links.count()).toBe(count);
    for (const [index, picture] of update.pictures.entries()) {
      const link = page.getByRole('link', { name: picture.alt, exact: true });
      expect(await link.getAttribute('data-photo-index'), picture.alt).toBe(String(index));
      const href = await link.getAttribute('href');
      const response = await page.request.get(new URL(href!, page.url()).href);
      expect(response.status(), href!).toBe(200);
      expect(response.headers()['content-type'], href!).toMatch(/^image\//);
      if (picture.caption)
        expect(await page.getByText(picture.caption, { exact: true }).isVisible()).toBe(true);
    }
  });

  it('fetches the viewer’s code only on a page with a gallery, on the way to a picture', async () => {
    const viewerCode = await viewerFiles();
    expect(viewerCode.some((path) => path.endsWith('.js'))).toBe(true);
    expect(viewerCode.some((path) => path.endsWith('.css'))).toBe(true);

    // Home and the project page, hovered all over, ask for none of it: but for a board's faces,
    // pictures the viewer opens too (hovered, they ask for it, on the way to a picture).
    for (const path of ['', projectPath(project.slug).slice(1)]) {
      const { page: other } = await site.open();
      const asked = codeRequests(other);
      await other.goto(site.url(path));
      await appReady(other);
      for (const link of (await other.locator('main a:not([data-photo-index])').all()).slice(0, 20))
        await link.hover({ trial: false, force: true }).catch(() => undefined);
      await pageIdle(other);
      expect(
        asked.filter((file) => viewerCode.includes(file)),
        `/${path}`,
      ).toEqual([]);
    }
  });

  it.each([
    ['the script and the stylesheet', /./],
    ['the stylesheet alone', /\.css$/],
  ])(
    'follows a picture’s link when %s of the viewer cannot be had (a tab left open across a redeploy)',
    async (_, which) => {
      const viewerCode = (await viewerFiles()).filter((path) => which.test(path));
      expect(viewerCode.length).toBeGreaterThan(0);
      site.missing.push(
        ...viewerCode.map(
          (path) => new RegExp(`^${path.slice(site.base.length).replace(/[.]/g, '\\.')}$`),
        ),
      );
      const { page } = await site.open({
        allowErrors:
          /Failed to load|Failed to fetch|Unable to preload|Importing a module script failed/,
      });
      await page.goto(site.url(galleryPath));
      await appReady(page);
      const link = page.locator('a[data-photo-index="1"]');
      const href = new URL((await link.getAttribute('href'))!, page.url()).href;
      await link.click();
      await page.waitForURL(href);
      expect(await page.evaluate(() => document.contentType)).toMatch(/^image\//);
    },
  );

  it('sends no thumbnail wider than twice its drawn width, at 375 and 1280 px', async () => {
    for (const width of [375, 1280]) {
      const { page } = await site.open({ viewport: { width, height: 800 } });
      await page.goto(site.url(galleryPath));
      await appReady(page);
      // A drawing (SVG) has no width to send: only photos are weighed.
      const thumbnails = page.locator(
        'a[data-photo-index]:not([data-photo-index="0"]) img:not([src$=".svg"])',
      );
      for (const thumbnail of await thumbnails.all()) {
        await thumbnail.scrollIntoViewIfNeeded();
        await expect
          .poll(() => thumbnail.evaluate((image: HTMLImageElement) => image.complete))
          .toBe(true);
        const { sent, box, drawn } = await thumbnail.evaluate((image: HTMLImageElement) => ({
          // The file's own width: its name says it ("-320w."); naturalWidth would be that width
          // over the density the browser chose it for, which is the sizes attribute's guess.
          sent: Number(/-(\d+)w\.\w+$/.exec(image.currentSrc)?.[1] ?? image.naturalWidth),
          box: image.getBoundingClientRect().width,
          // The square crop draws a landscape picture wider than its box.
          drawn:
            image.getBoundingClientRect().width *
            Math.max(1, image.naturalWidth / image.naturalHeight),
        }));
        expect(box, 'a thumbnail of the grid').toBeGreaterThan(0);
        expect(sent, `${await thumbnail.getAttribute('alt')} at ${width} px`).toBeLessThanOrEqual(
          2 * drawn,
        );
      }
    }
  });

  it('opens and closes without animating for a visitor who asks for reduced motion', async () => {
    const { page } = await site.open({ reducedMotion: 'reduce' });
    await page.goto(site.url(galleryPath));
    await appReady(page);
    await page.locator('a[data-photo-index="0"]').click();
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.textContent()).toContain(viewerCounter(0));
    const durations = await dialog.evaluate((element) =>
      [element, ...element.querySelectorAll('*')].map(
        (node) => getComputedStyle(node).transitionDuration,
      ),
    );
    // None, or the site's own stand-in for none (index.css: a hundredth of a millisecond).
    const seconds = (duration: string) =>
      Math.max(
        ...duration.split(',').map((part) => parseFloat(part) / (part.endsWith('ms') ? 1000 : 1)),
      );
    expect(durations.filter((duration) => seconds(duration) > 0.0001)).toEqual([]);
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => dialog.textContent()).toContain(viewerCounter(1));
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
  });

  it('opens at the photo a shared #photo-N address names; Escape or Back closes it, on the page', async () => {
    const { page } = await site.open();
    await page.goto(site.url(`${galleryPath}#photo-${count}`));
    await appReady(page);
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.textContent()).toContain(viewerCounter(count - 1));
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => dialog.textContent()).toContain(viewerCounter(count - 2));
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    expect(new URL(page.url()).hash).toBe('');
    expect(await page.locator('h1').textContent()).toBe(update.title);
    // Nothing had the focus before the viewer: it goes to the last picture shown.
    await expect
      .poll(() => page.evaluate(() => (document.activeElement as HTMLElement).dataset.photoIndex))
      .toBe(String(count - 2));

    // Back, too, closes a viewer a shared link opened, and leaves the visitor on the page.
    const { page: other } = await site.open();
    await other.goto(site.url(`${galleryPath}#photo-2`));
    await appReady(other);
    await expect.poll(() => other.getByRole('dialog').textContent()).toContain(viewerCounter(1));
    await other.goBack();
    await expect.poll(() => other.getByRole('dialog').count()).toBe(0);
    expect(new URL(other.url()).pathname).toBe(new URL(site.url(galleryPath)).pathname);
    expect(new URL(other.url()).hash).toBe('');
  });

  it('opens nothing for an address that names no picture', async () => {
    const { page } = await site.open();
    await page.goto(site.url(`${galleryPath}#photo-${count + 1}`));
    await appReady(page);
    await pageIdle(page);
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(new URL(page.url()).hash).toBe(`#photo-${count + 1}`);
  });
});
