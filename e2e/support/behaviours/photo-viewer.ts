/** An update's photos: the short grid and the viewer (keys, swipe, Escape and Back). */
import { expect, it } from 'vitest';
import { gallery, galleryPath, viewerCounter } from '../site';
import { until, appReady, type BehaviourContext } from './tab';

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

/** An update's photo grid and its viewer. */
export function photoViewerBehaviours(context: BehaviourContext): void {
  const { open, url } = context;
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
          const shown = dialog?.querySelector<HTMLImageElement>('[role="group"]:not([inert]) img');
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
    expect(state.widest, 'the picture, larger than its thumbnail').toBeGreaterThan(page.thumbnail);
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
    expect(await tab.evaluate(() => document.querySelector('h1')?.textContent)).toBe(update.title);
  });
}
