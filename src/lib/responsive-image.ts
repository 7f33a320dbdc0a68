/**
 * Responsive versions of the owner's photos. A photo (JPEG, PNG or WebP) in
 * `public/images/` is turned by the build (scripts/site/images/photos.ts) into
 * AVIF and WebP copies at the widths below, no wider than the photo itself;
 * pages offer them through <picture> and srcset. SVG drawings are used as is.
 */

/**
 * Widths to offer, in pixels; the photo's own width (up to maxPhotoWidth) is added. The small
 * ones are for thumbnails (a gallery's third of a phone's screen, a log card's picture), so no
 * picture is sent at more than about twice the width it is drawn.
 */
export const responsiveWidths = [160, 320, 480, 960, 1440] as const;

/** No version is wider than this: a 4000-pixel phone photo is sent at most this wide. */
export const maxPhotoWidth = 1920;

/**
 * The longest side an original photo keeps in the repository: `npm run photos:clean` and the
 * form editor's uploads shrink photos to it. More than the site ever sends (maxPhotoWidth),
 * with room to crop; a phone's 4032 px is not needed.
 */
export const maxOriginalSide = 2560;

export const responsiveFormats = ['avif', 'webp'] as const;
export type ResponsiveFormat = (typeof responsiveFormats)[number];

/** Whether a file is a photo that gets responsive versions. */
export function isPhoto(file: string): boolean {
  return /\.(jpe?g|png|webp|avif)$/i.test(file);
}

/** The widths generated for a photo `width` pixels wide. */
export function widthsFor(width: number): number[] {
  const widest = Math.min(width, maxPhotoWidth);
  return [...responsiveWidths.filter((candidate) => candidate < widest), widest];
}

/** Path under `images/` of one generated version. */
export function variantPath(file: string, width: number, format: ResponsiveFormat): string {
  return `generated/${file.replace(/\.[^.]+$/, '')}-${width}w.${format}`;
}

/** A srcset listing every generated width of `file` in `format`, with URLs made by `url`. */
export function srcSetFor(
  file: string,
  width: number,
  format: ResponsiveFormat,
  url: (path: string) => string,
): string {
  return widthsFor(width)
    .map((candidate) => `${url(variantPath(file, candidate, format))} ${candidate}w`)
    .join(', ');
}

/**
 * The largest version the site publishes of a photo `width` pixels wide, as a path under
 * `images/`: what a gallery's link opens without JavaScript. A WebP with no metadata, which
 * every browser and feed reader shows; the original may be bigger than a page ever needs.
 */
export function largestVariantPath(file: string, width: number): string {
  return variantPath(file, widthsFor(width).at(-1)!, 'webp');
}
