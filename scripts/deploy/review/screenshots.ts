/**
 * How a changed page looks, before and after: a full-page screenshot of each
 * side at a phone's and a laptop's width (Chromium through Playwright, the
 * browser the tests drive), and an image of the pixels that differ
 * (pixelmatch). Each side is a built site served the way GitHub Pages serves
 * it; a page only in one side has one screenshot and no difference.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import pixelmatch from 'pixelmatch';
import type { Browser } from 'playwright-core';
import { PNG } from 'pngjs';
import sharp from 'sharp';
import { drawWholePage } from '../../shared/drawn-whole';

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

/** A PNG grown to `width` × `height`, the new room white: two screenshots must have one size to compare. */
function padded(png: PNG, width: number, height: number): PNG {
  if (png.width === width && png.height === height) return png;
  const grown = new PNG({ width, height, fill: true });
  grown.data.fill(255);
  PNG.bitblt(png, grown, 0, 0, png.width, png.height, 0, 0);
  return grown;
}

/**
 * Writes the image of what differs between two screenshots; returns the share of pixels that
 * do, and the first row of pixels that differs (none when they are the same).
 */
export function writeDifference(
  before: string,
  after: string,
  diff: string,
): { differing: number; firstRow?: number } {
  const [a, b] = [before, after].map((file) => PNG.sync.read(readFileSync(file)));
  const width = Math.max(a!.width, b!.width);
  const height = Math.max(a!.height, b!.height);
  const image = new PNG({ width, height });
  // Anti-aliased edges are not changes; the threshold is pixelmatch's default.
  const count = pixelmatch(
    padded(a!, width, height).data,
    padded(b!, width, height).data,
    image.data,
    width,
    height,
    {
      threshold: 0.1,
      alpha: 0.2,
    },
  );
  writeFileSync(diff, PNG.sync.write(image));
  // pixelmatch marks a differing pixel pure red, an anti-aliased one yellow, the rest grey.
  let firstRow: number | undefined;
  for (let at = 0; at < image.data.length && firstRow === undefined; at += 4)
    if (image.data[at] === 255 && image.data[at + 1] === 0 && image.data[at + 2] === 0)
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
    // One context per width and side: no cache or storage shared between the two builds.
    for (const { path, inBefore, inAfter } of paths) {
      const shot: PageShots = { path, width };
      for (const [side, top, present] of [
        ['before', before, inBefore],
        ['after', after, inAfter],
      ] as const) {
        if (!present) continue;
        const context = await browser.newContext({
          viewport: { width, height: 800 },
          colorScheme: 'light',
          reducedMotion: 'reduce',
        });
        try {
          const page = await context.newPage();
          await page.goto(top + path.slice(1), { waitUntil: 'load' });
          await settle(page);
          const file = `shots/${shotName(path)}-${width}-${side}.png`;
          await page.screenshot({ path: join(out, file), fullPage: true, animations: 'disabled' });
          shot[side] = file;
        } finally {
          await context.close();
        }
      }
      let firstRow = 0;
      if (shot.before && shot.after) {
        shot.diff = `shots/${shotName(path)}-${width}-diff.png`;
        const difference = writeDifference(
          join(out, shot.before),
          join(out, shot.after),
          join(out, shot.diff),
        );
        shot.differing = difference.differing;
        firstRow = difference.firstRow ?? 0;
      }
      if (shot.after) {
        shot.thumbnail = `shots/${shotName(path)}-${width}-thumbnail.png`;
        await writeThumbnail(join(out, shot.after), join(out, shot.thumbnail), firstRow);
      }
      shots.push(shot);
    }
  }
  return shots;
}
