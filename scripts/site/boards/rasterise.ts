/**
 * A board face as pictures: PNG at a stated width with resvg (the SVG is all
 * paths, so no fonts are needed), then WebP and AVIF with sharp, encoded as
 * the site's photos are (../images/photos.ts).
 */
import { Resvg } from '@resvg/resvg-js';
import sharp from 'sharp';
import { encode } from '../images/photos.ts';

/** One face's pictures, all `width` pixels wide, on a transparent background outside the outline. */
export interface FacePictures {
  png: Buffer;
  webp: Buffer;
  avif: Buffer;
  width: number;
  height: number;
}

/** Rasterises one face's SVG at `width` pixels. */
export async function rasterise(svg: string, width: number): Promise<FacePictures> {
  const rendered = new Resvg(svg, { fitTo: { mode: 'width', value: width } }).render();
  const png = rendered.asPng();
  const [webp, avif] = await Promise.all(
    (['webp', 'avif'] as const).map((format) => encode[format]!(sharp(png)).toBuffer()),
  );
  return { png, webp: webp!, avif: avif!, width: rendered.width, height: rendered.height };
}
