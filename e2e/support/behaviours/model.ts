/** A 3D model: its still first, the viewer after a tap, turned by a drag. */
import { expect, it } from 'vitest';
import { featured } from '../site';
import type { Tab } from '../../../scripts/lab/browsers/engines';
import { until, appReady, slug, type BehaviourContext } from './tab';

const figure = '[data-model-viewer]';

/** A fresh tab on `address`, its model's still drawn and scrolled to. */
async function atTheStill(open: BehaviourContext['open'], address: string): Promise<Tab> {
  const tab = await open(1280, 900);
  await tab.goto(address);
  await appReady(tab);
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
  return tab;
}

/** Taps View in 3D and waits for the model to be in the view. */
async function viewIn3D(tab: Tab): Promise<void> {
  await tab.click(`${figure} button`);
  await until(tab, 'the model to load', () =>
    Boolean((document.querySelector('model-viewer') as { loaded?: boolean } | null)?.loaded),
  );
}

/**
 * The view held where it opened: no turntable (which runs unless the visitor asks for reduced
 * motion), no hand prompt (which swings it 3 s after the model is in), the camera at its goal at
 * once (on a busy machine a frame can come while it eases).
 */
async function holdTheView(tab: Tab): Promise<void> {
  await tab.evaluate(() => {
    const viewer = document.querySelector('model-viewer') as HTMLElement & {
      autoRotate: boolean;
      interactionPrompt: string;
      resetTurntableRotation(theta?: number): void;
      jumpCameraToGoal(): void;
    };
    viewer.autoRotate = false;
    viewer.interactionPrompt = 'none';
    viewer.resetTurntableRotation(0);
    viewer.jumpCameraToGoal();
    // Drawn at full size: on a busy machine model-viewer lowers its resolution to keep its frame
    // rate, and a picture of the view taken then (toBlob) came out cropped, the part off-centre.
    (
      customElements.get('model-viewer') as unknown as { minimumRenderScale: number }
    ).minimumRenderScale = 1;
  });
}

/** The featured project's model, when it has one. */
export function modelBehaviours(context: BehaviourContext): void {
  const { open, url } = context;
  if (featured.designFiles?.models.length)
    it('shows a model’s still first, and the part itself after View in 3D, turned by a drag', async () => {
      // Picture first: the build's still, drawn, and no viewer in the page before the tap.
      const tab = await atTheStill(open, url(slug));
      expect(await tab.evaluate(() => Boolean(customElements.get('model-viewer')))).toBe(false);
      await viewIn3D(tab);
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
      // Held still, so that only the drag can turn it.
      await holdTheView(tab);
      const before = await frame();
      // The part fills a good share of the view: it is seen, not an empty canvas.
      expect(before.part).toBeGreaterThan(64 * 48 * 0.03);
      const theta = () =>
        tab.evaluate(
          () =>
            (
              document.querySelector('model-viewer') as unknown as {
                getCameraOrbit(): { theta: number };
              }
            ).getCameraOrbit().theta,
        );
      const thetaBefore = await theta();
      const { x, y, width, height } = before.box;
      // An eighth of the view's width turns it by about 60°: a part seen from another side (a
      // longer drag can turn a symmetric part half round, where it looks much as it did).
      await tab.drag(x + width * 0.4, y + height * 0.5, width * 0.12);
      await until(
        tab,
        'the drag to turn the view',
        (from: number) => {
          const viewer = document.querySelector('model-viewer') as unknown as {
            getCameraOrbit(): { theta: number };
          };
          return Math.abs(viewer.getCameraOrbit().theta - from) > 0.3;
        },
        thetaBefore,
      );
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

  if (featured.designFiles?.models.length)
    it('opens View in 3D where the still was: the first frame shows the part where the picture did', async () => {
      const tab = await atTheStill(open, url(slug));
      /**
       * Where the part is in a picture of the box, 64 × 48: the still's pixels the part covers
       * (its alpha), or the view's that differ from its background (its corner; the ground's
       * shadow is faint and soft, and counts only where it is dark).
       */
      const partIn = (source: 'still' | 'view') =>
        tab.evaluate(
          async (from: string, selector: string) => {
            const canvas = document.createElement('canvas');
            [canvas.width, canvas.height] = [64, 48];
            const context = canvas.getContext('2d')!;
            if (from === 'still') {
              // The file the page chose for it, decoded apart: as the visitor saw it.
              const still = document.querySelector(`${selector} img`) as HTMLImageElement;
              const file = await fetch(still.currentSrc || still.src).then((answer) =>
                answer.blob(),
              );
              context.drawImage(await createImageBitmap(file), 0, 0, 64, 48);
            } else {
              const viewer = document.querySelector('model-viewer') as HTMLElement & {
                toBlob(options: { mimeType: string }): Promise<Blob>;
              };
              await new Promise((resolve) =>
                requestAnimationFrame(() => requestAnimationFrame(resolve)),
              );
              const blob = await viewer.toBlob({ mimeType: 'image/png' });
              context.drawImage(await createImageBitmap(blob), 0, 0, 64, 48);
            }
            const data = context.getImageData(0, 0, 64, 48).data;
            const corner = [data[0]!, data[1]!, data[2]!, data[3]!];
            const part: boolean[] = [];
            for (let at = 0; at < data.length; at += 4)
              part.push(
                from === 'still'
                  ? data[at + 3]! > 127
                  : corner.reduce((sum, value, k) => sum + Math.abs(value - data[at + k]!), 0) > 64,
              );
            return part;
          },
          source,
          figure,
        );
      const still = await partIn('still');
      await viewIn3D(tab);
      // The view as it opened.
      await holdTheView(tab);
      const view = await partIn('view');
      const overlap = (a: boolean[], b: boolean[]) =>
        a.filter((covered, at) => covered && b[at]).length /
        a.filter((covered, at) => covered || b[at]).length;
      // The same part, seen from the same side, as big and in the same place: the two outlines
      // overlap (model-viewer draws in perspective, the still square-on, so not to the pixel).
      expect(still.filter(Boolean).length).toBeGreaterThan(64 * 48 * 0.05);
      expect(overlap(still, view)).toBeGreaterThan(0.75);
    });
}
