/** The pictures' behaviours: a missing file's placeholder and initials, and boxes that hold as the files arrive. */
import { expect, it } from 'vitest';
import { initials } from '../../../src/lib/format';
import { isPhoto } from '../../../src/lib/responsive-image';
import { siteDir } from '../build-site';
import { recordedErrorsKey, startPagesServer } from '../../../scripts/lab/pages-server';
import { featured, profile, siteWords } from '../site';
import { fixtureContent } from '../../../scripts/lab/unit-tests/fixtures';
import { until, appReady, heading, base, slug, type BehaviourContext } from './tab';

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

/** A missing picture and portrait, then every picture's box as its file arrives. */
export function pictureBehaviours(context: BehaviourContext): void {
  const { open, url } = context;
  // First: WebKit's one browser keeps pictures in its memory cache from page
  // to page whatever the server says, so these must not have been shown yet.
  it('shows a placeholder for a picture the server no longer has, and initials for a missing portrait', async () => {
    context.server.missing.push(
      picturePaths(featured.heroImage.file),
      picturePaths(profile.avatar.file),
    );
    context.allowErrors(/failed to load .*\/images\//);
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
          const tab = await context.engine.open({ width, height: 800 });
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
}
