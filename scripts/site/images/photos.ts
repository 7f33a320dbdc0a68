/**
 * The build's photo step, with sharp. Every photo in public/images/ (JPEG, PNG,
 * WebP or AVIF, any size, any orientation) is published as its own file,
 * upright, no wider than maxPhotoWidth, in sRGB and without its metadata (a
 * phone's GPS position, the camera's serial): Vite copies public/ into the
 * build as it is, and this step writes over every photo it copied, named in the
 * content or not. Each photo the content names also gets AVIF and WebP versions
 * at the responsive widths (src/lib/responsive-image.ts).
 *
 * Results are kept in node_modules/.cache/images by the photo's content, so an
 * unchanged photo costs a copy on the next build (the workflows keep that folder).
 * Drawings (SVG) are used as they are.
 *
 * With `standIns`, each version is a tiny picture of the right format instead:
 * for builds that check pages rather than photos (the browser tests of the
 * owner's own site), which then cost the same whatever the photos weigh.
 */
import { createHash } from 'node:crypto';
import { copyFile, mkdir, readdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import sharp, { type FormatEnum, type OutputInfo, type Sharp } from 'sharp';
import type { Picture } from '../../../src/content-model/schema';
import {
  isPhoto,
  maxPhotoWidth,
  responsiveFormats,
  variantPath,
  widthsFor,
} from '../../../src/lib/responsive-image';

/** Changes whenever the settings below do, so the cache never serves an old encoding. */
const encoding = 'avif q55 e2, webp q75, original resized, srgb; v3';

// AVIF at effort 2: about a tenth of effort 4's time on a phone photo, for a file a few percent larger.
/** How the build encodes a picture as AVIF and as WebP (also the board renders, ../boards/). */
export const encode: Record<string, (image: Sharp) => Sharp> = {
  avif: (image) => image.avif({ quality: 55, effort: 2 }),
  webp: (image) => image.webp({ quality: 75 }),
};

/**
 * How a photo is decoded: a file cut short (a copy or upload that stopped) is
 * an error, not a picture with a grey end; a small flaw a browser would show
 * past is not.
 */
const decoding = { failOn: 'truncated' } as const;

/** What the build should do with one photo: where it is named (for messages) and which versions. */
interface PhotoJob {
  file: string;
  where: string;
  /** Named in the content: it gets the responsive versions too. */
  responsive: boolean;
}

export interface PhotoOptions {
  /** Where encoded versions are kept between builds. */
  cacheDir?: string;
  /** Tiny pictures in place of the real versions (see the file's header). */
  standIns?: boolean;
}

/** The photos to process: each one the content names, then every other photo in `imagesDir`. */
async function photoJobs(
  pictures: Array<{ where: string; picture: Pick<Picture, 'file'> }>,
  imagesDir: string,
): Promise<PhotoJob[]> {
  const jobs = new Map<string, PhotoJob>();
  for (const { where, picture } of pictures)
    if (isPhoto(picture.file) && !jobs.has(picture.file))
      jobs.set(picture.file, { file: picture.file, where: `${where}.file`, responsive: true });
  for (const file of (await readdir(imagesDir).catch(() => [])).sort())
    if (isPhoto(file) && !jobs.has(file))
      jobs.set(file, { file, where: `public/images/${file}`, responsive: false });
  return [...jobs.values()];
}

/** A format sharp writes (it reads AVIF as "heif", and writes it as "avif"). */
type Format = keyof FormatEnum | 'avif';

/** The format a photo is in, to write its own file back in. */
function ownFormat(format: string | undefined): Format {
  return format === 'heif' ? 'avif' : (format as Format);
}

/** One tiny picture per format, made once per build. */
function standInMaker() {
  const made = new Map<string, Promise<Buffer>>();
  return (format: Format) => {
    if (!made.has(format))
      made.set(
        format,
        sharp({ create: { width: 8, height: 6, channels: 3, background: '#8a8f98' } })
          .toFormat(format)
          .toBuffer(),
      );
    return made.get(format)!;
  };
}

/** Where processed photos are kept between builds, unless a build names another folder. */
export const defaultImageCacheDir = join('node_modules', '.cache', 'images');

/** Writes the build's versions of every photo into `outDir`; returns the files written. */
export async function processImages(
  pictures: Array<{ where: string; picture: Pick<Picture, 'file'> }>,
  imagesDir: string,
  outDir: string,
  { cacheDir = join(process.cwd(), defaultImageCacheDir), standIns = false }: PhotoOptions = {},
): Promise<string[]> {
  const written: string[] = [];
  const standIn = standInMaker();
  for (const job of await photoJobs(pictures, imagesDir)) {
    const bytes = await readFile(join(imagesDir, job.file)).catch(() => {
      throw new Error(`${job.where}: "${job.file}" is not in public/images/`);
    });
    const unreadable = (error: unknown) =>
      new Error(
        `${job.where}: "${job.file}" cannot be read as a picture (${(error as Error).message.trim()}): ` +
          'the file is damaged or was cut short; copy or export it from the phone again',
        { cause: error },
      );
    const { width, autoOrient, format } = await sharp(bytes, decoding)
      .metadata()
      .catch((error: unknown) => {
        throw unreadable(error);
      });
    const uprightWidth = autoOrient?.width ?? width;
    const versions: Array<{ file: string; width: number; format: Format }> = [
      { file: job.file, width: Math.min(uprightWidth, maxPhotoWidth), format: ownFormat(format) },
      ...(job.responsive ? widthsFor(uprightWidth) : []).flatMap((size) =>
        responsiveFormats.map((variant) => ({
          file: variantPath(job.file, size, variant),
          width: size,
          format: variant,
        })),
      ),
    ];
    const key = createHash('sha256').update(bytes).update(encoding).digest('hex').slice(0, 16);
    // Decoded, turned upright, scaled down and made sRGB once; every version is made from that.
    let upright: Promise<{ data: Buffer; info: OutputInfo }> | undefined;
    const uprightImage = async () => {
      upright ??= sharp(bytes, decoding)
        .rotate()
        .resize({ width: maxPhotoWidth, withoutEnlargement: true })
        .toColourspace('srgb')
        .raw()
        .toBuffer({ resolveWithObject: true })
        .catch((error: unknown) => {
          throw unreadable(error);
        });
      const { data, info } = await upright;
      return sharp(data, { raw: info });
    };
    for (const version of versions) {
      const target = join(outDir, version.file);
      await mkdir(dirname(target), { recursive: true });
      if (standIns) {
        await writeFile(target, await standIn(version.format));
      } else {
        const cached = join(cacheDir, `${key}-${version.file.replace(/\//g, '_')}`);
        if (!(await stat(cached).catch(() => null))) {
          await mkdir(cacheDir, { recursive: true });
          const resized = (await uprightImage()).resize({ width: version.width });
          // Re-encoded from pixels: sharp writes no metadata (EXIF, XMP, IPTC, ICC) unless asked.
          const encoded = encode[version.format]?.(resized) ?? resized.toFormat(version.format);
          // Written aside and renamed into place: a build running beside this one (the browser
          // tests build several at once) never copies half a file.
          const aside = `${cached}.${process.pid}.part`;
          await encoded.toFile(aside);
          await rename(aside, cached);
        }
        await copyFile(cached, target);
      }
      written.push(target);
    }
  }
  return written;
}
