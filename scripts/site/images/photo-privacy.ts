/**
 * Where a photo was taken, as its file says. A phone writes its GPS position
 * into each photo's EXIF (and an editor may copy it into XMP). The site never
 * publishes it (photos.ts re-encodes every photo without metadata), but the
 * originals in public/images/ are in the owner's public repository: the build
 * names each one that carries a position, with what to run, and
 * `npm run photos:clean` rewrites them (scripts/photos/clean.ts).
 */
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import exifReader from 'exif-reader';
import sharp, { type Metadata } from 'sharp';
import { isPhoto } from '../../../src/lib/responsive-image';
import { annotationLine } from '../../shared/workflow-run.ts';

/** What to run about a photo that carries a position: one place for every message that says it. */
export const cleanCommand = 'npm run photos:clean';

/** Whether metadata read by sharp holds a position: EXIF's GPS latitude and longitude, or XMP's. */
export function carriesPosition({ exif, xmp }: Pick<Metadata, 'exif' | 'xmp'>): boolean {
  if (xmp && /GPS(Latitude|Longitude)/.test(xmp.toString('utf8'))) return true;
  if (!exif) return false;
  try {
    const gps = exifReader(exif).GPSInfo;
    // A phone with location off may still write the GPS block, with no position in it; half a
    // position (a latitude alone) still says where, within a band.
    return gps?.GPSLatitude !== undefined || gps?.GPSLongitude !== undefined;
  } catch {
    // EXIF the reader cannot follow; photos:clean still strips it, as it strips any metadata.
    return false;
  }
}

/** Whether the photo at `path` (or in a buffer) carries a position; a file sharp cannot read does not. */
export async function photoCarriesPosition(photo: string | Buffer): Promise<boolean> {
  // Only the headers are read: a 12-megapixel photo costs milliseconds.
  const metadata = await sharp(photo)
    .metadata()
    .catch(() => undefined);
  return metadata !== undefined && carriesPosition(metadata);
}

/** Every photo in `imagesDir` that carries a position, by file name, in order. */
export async function photosWithPosition(imagesDir: string): Promise<string[]> {
  const photos = (await readdir(imagesDir).catch(() => [])).filter(isPhoto).sort();
  const found: string[] = [];
  for (const file of photos)
    if (await photoCarriesPosition(join(imagesDir, file))) found.push(file);
  return found;
}

/**
 * The build's warning about such photos, one line each: as printed, as
 * Markdown for a GitHub job summary, and as GitHub annotations (shown on the
 * run's page and in a pull request), where `annotate` is true.
 */
export function positionWarnings(
  files: string[],
  { annotate = false } = {},
): { text: string; markdown: string } {
  if (files.length === 0) return { text: '', markdown: '' };
  const line = (file: string) =>
    `public/images/${file}: carries the GPS position where it was taken; run \`${cleanCommand}\`, then commit`;
  const intro = `${files.length} photo(s) in your repository carry a GPS position. The site never publishes it, but the repository is public:`;
  const annotations = annotate
    ? files.map((file) =>
        annotationLine('warning', line(file).replace(/`/g, ''), {
          file: `public/images/${file}`,
          title: 'A GPS position in a photo',
        }),
      )
    : [];
  return {
    text: [`warning: ${intro}`, ...files.map((file) => `  - ${line(file)}`), ...annotations].join(
      '\n',
    ),
    markdown: [
      `### 📍 ${intro}`,
      '',
      ...files.map((file) => `- ${line(file)}`),
      '',
      `\`${cleanCommand}\` turns each photo upright, shrinks it to 2560 px at most and removes its metadata; git history keeps the earlier files (README, "Photos").`,
      '',
    ].join('\n'),
  };
}
