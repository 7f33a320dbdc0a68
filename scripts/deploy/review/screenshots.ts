/**
 * How a changed page looks, before and after: a full-page screenshot of each
 * side at a phone's and a laptop's width (Chromium through Playwright, the
 * browser the tests drive), and an image of the pixels that differ
 * (pixelmatch). Each side is a built site served the way GitHub Pages serves
 * it; a page only in one side has one screenshot and no difference.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import pixelmatch from 'pixelmatch';
import type { Browser } from 'playwright-core';
import sharp from 'sharp';
import { drawWholePage } from '../../lab/browsers/drawn-whole';

/** The widths of the screenshots: a phone's and a laptop's. */
export const shotWidths = [375, 1280] as const;

/** One page at one width: its screenshots' files (under the report's folder) and how much differs. */
export interface PageShots {
  path: string;
  width: number;
  before?: string;
  after?: string;
  diff?: string;
  /** The share of pixels that differ, 0 to 1, where both sides exist. */
  differing?: number;
  /** A small picture of the after side where it first differs (its top for a new page), for the comment. */
  thumbnail?: string;
}

/** A file name for a page's address: "/" is "home", "/a/b" is "a-b". */
export function shotName(path: string): string {
  return path === '/' ? 'home' : path.slice(1).replace(/[^\w-]+/g, '-');
}

/**
 * Scrolls a page through, so that lazy pictures load, waits for fonts and pictures, and goes
 * back to the top. Source text, not a function: tsx names functions with a helper the page
 * does not have.
 */
const settleInPage = `(async () => {
  const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
  for (let y = 0; y < document.documentElement.scrollHeight; y += innerHeight / 2) {
    scrollTo(0, y);
    await frame();
  }
  scrollTo(0, 0);
  await document.fonts.ready;
  // Each picture loaded or failed (an <img> fires load or error), 10 s at most.
  await Promise.race([
    Promise.all([...document.images].map((image) => image.complete ? undefined :
      new Promise((resolve) => {
        image.addEventListener('load', resolve, { once: true });
        image.addEventListener('error', resolve, { once: true });
      }))),
    new Promise((resolve) => setTimeout(resolve, 10000)),
  ]);
  await frame();
})()`;

async function settle(page: import('playwright-core').Page): Promise<void> {
  await page.evaluate(settleInPage);
  // A full-page screenshot draws only what is near the screen: the parts below it stayed empty
  // boxes, and a change there went unseen by the comparison.
  await drawWholePage(page);
}

/**
 * A screenshot's pixels, RGBA, grown to `width` × `height` with white: two screenshots must have
 * one size to compare. Decoded by sharp (libvips), 4 to 5 times quicker than a PNG decoder in
 * JavaScript on a full page at 1280 px.
 */
async function pixels(file: string, width: number, height: number): Promise<Buffer> {
  const image = sharp(file);
  const { width: own = 0, height: ownHeight = 0 } = await image.metadata();
  return image
    .ensureAlpha()
    .extend({ right: width - own, bottom: height - ownHeight, background: '#ffffff' })
    .raw()
    .toBuffer();
}

/**
 * Writes the image of what differs between two screenshots; returns the share of pixels that
 * do, and the first row of pixels that differs (none when they are the same).
 */
export async function writeDifference(
  before: string,
  after: string,
  diff: string,
): Promise<{ differing: number; firstRow?: number }> {
  const sizes = await Promise.all([before, after].map((file) => sharp(file).metadata()));
  const width = Math.max(...sizes.map((size) => size.width ?? 0));
  const height = Math.max(...sizes.map((size) => size.height ?? 0));
  const [a, b] = await Promise.all([before, after].map((file) => pixels(file, width, height)));
  const image = Buffer.alloc(width * height * 4);
  // Anti-aliased edges are not changes; the threshold is pixelmatch's default.
  const count = pixelmatch(a!, b!, image, width, height, { threshold: 0.1, alpha: 0.2 });
  await sharp(image, { raw: { width, height, channels: 4 } })
    .png()
    .toFile(diff);
  // pixelmatch marks a differing pixel pure red, an anti-aliased one yellow, the rest grey.
  let firstRow: number | undefined;
  for (let at = 0; at < image.length && firstRow === undefined; at += 4)
    if (image[at] === 255 && image[at + 1] === 0 && image[at + 2] === 0)
      firstRow = Math.floor(at / 4 / width);
  return { differing: count / (width * height), firstRow };
}

/**
 * A thumbnail 240 px wide of one screen of `screenshot` (as tall as 1.2 of its width), from a
 * little above `fromRow`: where a page first changed, for the pull request's comment.
 */
export async function writeThumbnail(
  screenshot: string,
  thumbnail: string,
  fromRow = 0,
): Promise<void> {
  const { width = 0, height = 0 } = await sharp(screenshot).metadata();
  const tall = Math.min(height, Math.round(width * 1.2));
  const top = Math.max(0, Math.min(height - tall, fromRow - Math.round(tall / 5)));
  await sharp(screenshot)
    .extract({ left: 0, top, width, height: tall })
    .resize({ width: 240 })
    .png({ compressionLevel: 9, palette: true })
    .toFile(thumbnail);
}

/**
 * Screenshots of `paths` on each side that has them (`beforeUrl`/`afterUrl`: the
 * address of each site's top, ending with /), at each width, into `out/shots/`;
 * file names in the result are relative to `out`.
 */
export async function shootPages(
  browser: Browser,
  {
    paths,
    before,
    after,
    out,
  }: {
    paths: Array<{ path: string; inBefore: boolean; inAfter: boolean }>;
    before: string;
    after: string;
    out: string;
  },
): Promise<PageShots[]> {
  mkdirSync(join(out, 'shots'), { recursive: true });
  const shots: PageShots[] = [];
  for (const width of shotWidths) {
    const taken = paths.map(({ path }): PageShots => ({ path, width }));
    // One context per width and side: the pages of one build share its cache (its fonts and
    // styles fetched once, as a visitor's browser would), and nothing is shared between builds.
    for (const [side, top, present] of [
      ['before', before, 'inBefore'],
      ['after', after, 'inAfter'],
    ] as const) {
      const context = await browser.newContext({
        viewport: { width, height: 800 },
        colorScheme: 'light',
        reducedMotion: 'reduce',
      });
      try {
        for (const [index, one] of paths.entries()) {
          if (!one[present]) continue;
          const page = await context.newPage();
          await page.goto(top + one.path.slice(1), { waitUntil: 'load' });
          await settle(page);
          const file = `shots/${shotName(one.path)}-${width}-${side}.png`;
          await page.screenshot({ path: join(out, file), fullPage: true, animations: 'disabled' });
          await page.close();
          taken[index]![side] = file;
        }
      } finally {
        await context.close();
      }
    }
    for (const shot of taken) {
      let firstRow = 0;
      if (shot.before && shot.after) {
        shot.diff = `shots/${shotName(shot.path)}-${width}-diff.png`;
        const difference = await writeDifference(
          join(out, shot.before),
          join(out, shot.after),
          join(out, shot.diff),
        );
        shot.differing = difference.differing;
        firstRow = difference.firstRow ?? 0;
      }
      if (shot.after) {
        shot.thumbnail = `shots/${shotName(shot.path)}-${width}-thumbnail.png`;
        await writeThumbnail(join(out, shot.after), join(out, shot.thumbnail), firstRow);
      }
      shots.push(shot);
    }
  }
  return shots;
}
