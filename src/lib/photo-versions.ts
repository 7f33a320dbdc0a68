import { imageSize } from './image-size';
import { isPhoto } from './responsive-image';

/**
 * The size of a photo the build made smaller versions of (scripts/site/images/photos.ts:
 * AVIF and WebP at each of `widthsFor` its width), or undefined: a drawing, a file that is
 * not there, or development, where no versions are made and the original is used.
 */
export function photoWithVersions(file: string): { width: number; height: number } | undefined {
  if (import.meta.env.DEV || !isPhoto(file)) return undefined;
  return imageSize(file);
}
