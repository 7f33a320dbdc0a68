/** A drawing in a project's design files: its sheet's box from the first paint, and the viewer zoomed until its text reads. */
import { expect, it } from 'vitest';
import { profileTextHeight } from '../../../scripts/lab/made-up/drawings';
import { zoomPixelsPerMm } from '../../../scripts/site/drawings/sheets';
import { featured } from '../site';
import { appReady, slug, until, type BehaviourContext } from './tab';

/** The smallest a dimension's text may be drawn for a visitor to read it, in CSS pixels. */
const readableTextPx = 12;

export function drawingBehaviours({ open, url }: BehaviourContext): void {
  it('shows a drawing’s sheet in its own box, and zooms it in the viewer until a dimension reads at 12 px', async () => {
    const drawing = featured.designFiles!.drawings[0]!;
    const tab = await open(375, 800);
    await tab.goto(url(slug));
    await appReady(tab);
    const viewerHash = `#drawing-${drawing.source.replace(/[^\w-]/g, '-')}-1`;
    const sheet = await tab.evaluate((source: string) => {
      const link = document.querySelector<HTMLAnchorElement>(
        `a[href$="${source.replace(/\.[^.]+$/, '')}-1.svg"]`,
      )!;
      link.scrollIntoView({ block: 'center' });
      const image = link.querySelector('img')!;
      const { width, height } = image.getBoundingClientRect();
      return {
        // The box comes from the sheet's size in the HTML, before the file arrives.
        attributes: [Number(image.getAttribute('width')), Number(image.getAttribute('height'))],
        drawn: [width, height],
        facts: link.parentElement!.textContent ?? '',
      };
    }, drawing.source);
    const [width, height] = sheet.attributes as [number, number];
    expect(width).toBeGreaterThan(0);
    expect(sheet.drawn[1]! / sheet.drawn[0]!).toBeCloseTo(height / width, 2);
    // Its paper, under it: "128.2 × 46.9 mm".
    expect(sheet.facts).toMatch(/[\d.]+ × [\d.]+ mm/);

    await tab.click(`a[href$="${drawing.source.replace(/\.[^.]+$/, '')}-1.svg"]`);
    /** The sheet the viewer shows: its drawn width in CSS pixels and its file. */
    const shown = () =>
      tab.evaluate(() => {
        const image = document.querySelector<HTMLImageElement>(
          '[role="dialog"] [role="group"]:not([inert]) img',
        );
        return image?.complete
          ? {
              width: image.getBoundingClientRect().width,
              src: image.currentSrc,
              hash: location.hash,
            }
          : undefined;
      });
    await until(tab, 'the viewer showing the sheet', () =>
      Boolean(
        document.querySelector<HTMLImageElement>('[role="dialog"] [role="group"]:not([inert]) img')
          ?.complete,
      ),
    );
    const fitted = (await shown())!;
    expect(fitted.hash).toBe(viewerHash);
    // The sheet is drawn at zoomPixelsPerMm in its own pixels (its width attribute): a millimetre
    // of paper is that many of them, scaled to the width the viewer draws it.
    const textPx = (drawnWidth: number) =>
      (profileTextHeight * zoomPixelsPerMm * drawnWidth) / width;
    // Zoomed in with the viewer's own button, as a visitor without a pinch would.
    for (let step = 0; step < 4 && textPx((await shown())!.width) < readableTextPx; step += 1) {
      await tab.click('[role="dialog"] button[aria-label="Zoom in"]');
      await new Promise((resolve) => setTimeout(resolve, 600));
    }
    const zoomed = (await shown())!;
    expect(textPx(zoomed.width), 'the dimension’s text, in CSS px').toBeGreaterThanOrEqual(
      readableTextPx,
    );
    expect(zoomed.width).toBeGreaterThan(fitted.width);
    // A DXF's sheet is vector: sharp at that zoom, whatever the screen.
    expect(zoomed.src).toMatch(/\.svg$/);
  });
}
