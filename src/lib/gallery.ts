/**
 * An update's gallery (src/components/gallery/): the address of each photo,
 * both the file a thumbnail links to and the `#photo-3` an open viewer puts in
 * the address bar, so that Back closes it and a shared link opens it.
 */
import type { GalleryPicture } from '../content-model/schema';
import { imageUrl } from './assets';
import { photoWithVersions } from './photo-versions';
import { largestVariantPath } from './responsive-image';

/**
 * The hash of the viewer showing the picture at `index` (from 0): `#photo-1` is the first.
 * Pictures outside the update's gallery open the viewer under a name of their own (a
 * board's faces: `#board-pcbrule-1`), so that two sets of pictures on one page never meet.
 */
export function photoHash(index: number, name = 'photo'): string {
  return `#${name}-${index + 1}`;
}

/** The index (from 0) of the picture an address's hash shows, or null: none, or not one of `count`. */
export function photoIndexOf(hash: string, count: number, name = 'photo'): number | null {
  const prefix = `#${name}-`;
  const match = hash.startsWith(prefix) ? /^([1-9]\d*)$/.exec(hash.slice(prefix.length)) : null;
  const index = match ? Number(match[1]) - 1 : -1;
  return index >= 0 && index < count ? index : null;
}

/**
 * The URL a thumbnail links to: the largest version the build made of a photo
 * (scripts/site/images/photos.ts), a drawing as it is. In development, where
 * the versions are not made, the original.
 */
export function fullPictureUrl(file: string): string {
  const versions = photoWithVersions(file);
  return imageUrl(versions ? largestVariantPath(file, versions.width) : file);
}

/**
 * A picture the photo viewer shows: a gallery's photo, a board's face, or a drawing's sheet,
 * which names a file drawn larger than any of the photos' versions (`zoom`), to zoom into
 * until the smallest text on the sheet reads.
 */
export interface ViewerPicture extends GalleryPicture {
  zoom?: { file: string; width: number; height: number };
}

/** The URL a picture's link opens, and the largest file the viewer shows of it. */
export function viewerPictureUrl(picture: ViewerPicture): string {
  return picture.zoom ? imageUrl(picture.zoom.file) : fullPictureUrl(picture.file);
}
