/**
 * A board face as a picture: a PNG at a stated width with resvg (the SVG is all
 * paths, so no fonts are needed).
 */
import { Resvg } from '@resvg/resvg-js';

/**
 * One face's picture, `width` pixels wide, on a transparent background outside the outline:
 * a PNG, from which the photo step makes the AVIF and WebP versions a page offers, as for any picture.
 */
export interface FacePictures {
  png: Buffer;
  width: number;
  height: number;
}

/** Rasterises one face's SVG at `width` pixels. */
export function rasterise(svg: string, width: number): FacePictures {
  const rendered = new Resvg(svg, { fitTo: { mode: 'width', value: width } }).render();
  return { png: rendered.asPng(), width: rendered.width, height: rendered.height };
}
