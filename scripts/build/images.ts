/**
 * The build's photo step, with sharp. Each photo the content names (JPEG, PNG,
 * WebP or AVIF, any size, any orientation) becomes:
 * - its own file in the build, upright, no wider than the largest size below,
 *   and without its metadata (a phone's GPS position, the camera's serial);
 * - AVIF and WebP versions at the responsive widths (src/lib/responsive-image.ts).
 * Results are kept in node_modules/.cache/images by the photo's content, so an
 * unchanged photo costs a copy on the next build (the workflows keep that folder).
 * Drawings (SVG) are used as they are.
 */
import { createHash } from 'node:crypto';
import { copyFile, mkdir, readFile, stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import sharp, { type OutputInfo, type Sharp } from 'sharp';
import type { Picture } from '../../src/content/schema';
import {
  isPhoto,
  maxPhotoWidth,
  responsiveFormats,
  variantPath,
  widthsFor,
} from '../../src/lib/responsive-image';
import { imageSize } from './image-sizes';

/** Changes whenever the settings below do, so the cache never serves an old encoding. */
const encoding = 'avif q55 e2, webp q75, original resized; v2';

// AVIF at effort 2: about a tenth of effort 4's time on a phone photo, for a file a few percent larger.
const encode: Record<string, (image: Sharp) => Sharp> = {
  avif: (image) => image.avif({ quality: 55, effort: 2 }),
  webp: (image) => image.webp({ quality: 75 }),
};

/** The format a photo is in, to write its own file back in (read only when that file is not cached). */
async function ownFormat(bytes: Buffer) {
  const { format } = await sharp(bytes).metadata();
  return format === 'heif' ? 'avif' : format!;
}

/** Writes the build's versions of every photo in `pictures` into `outDir`; returns the files written. */
export async function processImages(
  pictures: Array<{ where: string; picture: Pick<Picture, 'file'> }>,
  imagesDir: string,
  outDir: string,
  cacheDir = join(process.cwd(), 'node_modules', '.cache', 'images'),
): Promise<string[]> {
  const written = new Set<string>();
  for (const { where, picture } of pictures) {
    if (!isPhoto(picture.file) || written.has(join(outDir, picture.file))) continue;
    const source = join(imagesDir, picture.file);
    const bytes = await readFile(source).catch(() => {
      throw new Error(`${where}.file: "${picture.file}" is not in public/images/`);
    });
    const key = createHash('sha256').update(bytes).update(encoding).digest('hex').slice(0, 16);
    const [width] = await imageSize(source);
    const versions = [
      { file: picture.file, width: Math.min(width, maxPhotoWidth), format: 'original' },
      ...widthsFor(width).flatMap((size) =>
        responsiveFormats.map((format) => ({
          file: variantPath(picture.file, size, format),
          width: size,
          format,
        })),
      ),
    ];
    // Decoded, turned upright and scaled down once; every version is made from that.
    let upright: Promise<{ data: Buffer; info: OutputInfo }> | undefined;
    const uprightImage = async () => {
      upright ??= sharp(bytes)
        .rotate()
        .resize({ width: maxPhotoWidth, withoutEnlargement: true })
        .raw()
        .toBuffer({ resolveWithObject: true });
      const { data, info } = await upright;
      return sharp(data, { raw: info });
    };
    for (const version of versions) {
      const cached = join(cacheDir, `${key}-${version.file.replace(/\//g, '_')}`);
      if (!(await stat(cached).catch(() => null))) {
        await mkdir(cacheDir, { recursive: true });
        const resized = (await uprightImage()).resize({ width: version.width });
        // The photo's own format, re-encoded: sharp writes no metadata unless asked.
        const encoded =
          version.format === 'original'
            ? resized.toFormat(await ownFormat(bytes))
            : encode[version.format]!(resized);
        await encoded.toFile(cached);
      }
      const target = join(outDir, version.file);
      await mkdir(dirname(target), { recursive: true });
      await copyFile(cached, target);
      written.add(target);
    }
  }
  return [...written];
}
