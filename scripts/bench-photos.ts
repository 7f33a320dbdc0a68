/**
 * How long the build's photo step takes for an owner with many phone photos:
 * 20 made-up 12-megapixel JPEGs (4032 × 3024, half of them stored sideways with
 * an EXIF orientation, as phones do), processed once with an empty cache and
 * once more with the cache the first run filled. Run by `npm run bench`, or
 * alone: `npx tsx scripts/bench-photos.ts`.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import sharp from 'sharp';
import { processImages } from './build/images';

/**
 * A made-up 12-megapixel phone photo (4032 × 3024 JPEG): blurred noise, a
 * texture like a photo's, so the encoders have real work. `sideways` stores it
 * rotated with an EXIF orientation, as phones do with a portrait.
 */
export async function writePhonePhoto(path: string, sideways = false): Promise<void> {
  await sharp({
    create: {
      width: 4032,
      height: 3024,
      channels: 3,
      background: '#777',
      noise: { type: 'gaussian', mean: 128, sigma: 12 },
    },
  })
    .blur(3)
    .jpeg({ quality: 90 })
    .withMetadata({ orientation: sideways ? 6 : 1 })
    .toFile(path);
}

export async function photoPipelineTimes(
  count = Number(process.env.BENCH_PHOTOS ?? 20),
): Promise<string> {
  const work = await mkdtemp(join(tmpdir(), 'bench-photos-'));
  try {
    const pictures: Array<{ where: string; picture: { file: string; alt: string } }> = [];
    for (let index = 0; index < count; index += 1) {
      const file = `phone-${index}.jpg`;
      await writePhonePhoto(join(work, file), index % 2 === 1);
      pictures.push({ where: 'bench', picture: { file, alt: '' } });
    }
    const cache = join(work, 'cache');
    const time = async (out: string) => {
      const start = performance.now();
      const written = await processImages(pictures, work, join(work, out), { cacheDir: cache });
      return { seconds: (performance.now() - start) / 1000, files: written.length };
    };
    const cold = await time('cold');
    const cached = await time('cached');
    return [
      `Photo step, ${count} phone photos (4032 × 3024 JPEG):`,
      `  cold (empty cache): ${cold.seconds.toFixed(1)} s for ${cold.files} files`,
      `  cached:             ${cached.seconds.toFixed(1)} s for ${cached.files} files`,
    ].join('\n');
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  photoPipelineTimes().then(console.log, (error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
