/**
 * The build's image step: checks every picture the content names and makes
 * responsive AVIF and WebP versions of the photos (with sharp). A missing file
 * or a stated size that differs from the file's real size stops the build,
 * naming the content file, the field and the value.
 */
import { access, mkdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import sharp from 'sharp';
import type { Picture } from '../../src/content/schema';
import { isPhoto, responsiveFormats, variantPath, widthsFor } from '../../src/lib/responsive-image';

/**
 * Checks each picture against its file in `imagesDir` and writes the responsive
 * versions of photos into `outDir` (the build's images folder). Returns the files written.
 */
export async function processImages(
  pictures: Array<{ where: string; picture: Picture }>,
  imagesDir: string,
  outDir: string,
): Promise<string[]> {
  const written: string[] = [];
  for (const { where, picture } of pictures) {
    const source = join(imagesDir, picture.file);
    try {
      await access(source);
    } catch {
      throw new Error(`${where}.file: "${picture.file}" is not in public/images/`);
    }
    const { width, height } = await sharp(source).metadata();
    if (width !== picture.width || height !== picture.height) {
      throw new Error(
        `${where}: width and height say ${picture.width}×${picture.height}, but ${picture.file} is ${width}×${height}; use the file's real size`,
      );
    }
    if (!isPhoto(picture.file)) continue;
    for (const size of widthsFor(picture.width)) {
      for (const format of responsiveFormats) {
        const target = join(outDir, variantPath(picture.file, size, format));
        await mkdir(dirname(target), { recursive: true });
        const resized = sharp(source).rotate().resize({ width: size, withoutEnlargement: true });
        await (
          format === 'avif'
            ? resized.avif({ quality: 55, effort: 4 })
            : resized.webp({ quality: 75 })
        ).toFile(target);
        written.push(target);
      }
    }
  }
  return [...new Set(written)];
}
