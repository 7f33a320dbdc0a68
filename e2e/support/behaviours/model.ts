/** A 3D model: its still first, the viewer after a tap, turned by a drag. */
import { expect, it } from 'vitest';
import { featured } from '../site';
import { until, appReady, slug, type BehaviourContext } from './tab';

/** The featured project's model, when it has one. */
export function modelBehaviours(context: BehaviourContext): void {
  const { open, url } = context;
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
}
