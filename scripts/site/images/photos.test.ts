// @vitest-environment node
import {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maxPhotoWidth, widthsFor } from '../../../src/lib/responsive-image';
import {
  testPhotos,
  testSidewaysColour,
  writeTestPhotos,
} from '../../lab/unit-tests/fixture-photos';
import { imageSize } from './sizes-plugin';
import { processImages } from './photos';

let work: string;
beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'images-test-'));
  await writeTestPhotos(work);
  // The photo cut short stops any run over its folder: it waits in a folder of its own.
  mkdirSync(join(work, 'broken'));
  renameSync(join(work, testPhotos.truncated), join(work, 'broken', testPhotos.truncated));
  writeFileSync(
    join(work, 'drawing.svg'),
    '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="20"/>',
  );
}, 30_000);
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** Processes the folder's photos, `files` as the content would name them, into `out`. */
const run = (
  files: string[],
  out: string,
  options: Parameters<typeof processImages>[3] = {},
  folder = work,
) =>
  processImages(
    files.map((file) => ({ where: 'content/test.yml: picture', picture: { file } })),
    folder,
    join(work, out),
    { cacheDir: join(work, 'cache'), ...options },
  );
const names = (written: string[], out: string) =>
  written.map((file) => file.slice(join(work, out).length + 1)).sort();

describe('the image step', () => {
  it('makes AVIF and WebP versions of a named photo at each width up to its own', async () => {
    const out = 'widths';
    const written = await run([testPhotos.landscape], out);
    const own = written.filter((file) => !file.includes('/generated/'));
    // Every other photo of the folder is published too, as its own file only.
    expect(names(own, out)).toEqual(
      Object.values(testPhotos)
        .filter((file) => file !== testPhotos.truncated)
        .sort(),
    );
    const variants = names(
      written.filter((file) => file.includes('/generated/')),
      out,
    );
    expect(variants).toEqual(
      widthsFor(1600)
        .flatMap((w) => [`generated/landscape-${w}w.avif`, `generated/landscape-${w}w.webp`])
        .sort(),
    );
    const small = await sharp(join(work, out, 'generated/landscape-480w.webp')).metadata();
    expect([small.width, small.height, small.format]).toEqual([480, 270, 'webp']);
    expect((await sharp(join(work, out, 'generated/landscape-960w.avif')).metadata()).format).toBe(
      'heif',
    );
  }, 60_000); // AVIF encoding takes seconds on a loaded two-core machine

  it('publishes a sideways phone photo upright, in sRGB, without EXIF, GPS, XMP, IPTC or ICC', async () => {
    const source = await sharp(join(work, testPhotos.sideways)).metadata();
    // The fixture carries all of it, as a phone's photo does.
    expect([source.orientation, !!source.exif, !!source.xmp, !!source.iptc, !!source.icc]).toEqual([
      6,
      true,
      true,
      true,
      true,
    ]);
    expect(await imageSize(join(work, testPhotos.sideways))).toEqual([1800, 2400]);
    await run([testPhotos.sideways], 'upright');
    for (const file of [
      testPhotos.sideways,
      'generated/sideways-960w.webp',
      'generated/sideways-480w.avif',
    ]) {
      const meta = await sharp(join(work, 'upright', file)).metadata();
      expect(meta.height, file).toBeGreaterThan(meta.width);
      expect(meta.orientation ?? 1, file).toBe(1);
      expect(
        { exif: meta.exif, xmp: meta.xmp, iptc: meta.iptc, icc: meta.icc, space: meta.space },
        file,
      ).toEqual({
        exif: undefined,
        xmp: undefined,
        iptc: undefined,
        icc: undefined,
        space: 'srgb',
      });
    }
    // Its colour is converted to sRGB's numbers, not published as the numbers of its P3 profile.
    const { r, g, b } = testSidewaysColour;
    const stored = await sharp(join(work, testPhotos.sideways), { ignoreIcc: true })
      .raw()
      .toBuffer();
    const published = await sharp(join(work, 'upright', testPhotos.sideways))
      .raw()
      .toBuffer();
    expect(Math.abs(stored[0]! - r)).toBeGreaterThan(8);
    for (const [channel, value] of [r, g, b].entries())
      expect(Math.abs(published[channel]! - value), `channel ${channel}`).toBeLessThanOrEqual(3);
    // Never wider than the widest version, however large the phone's photo.
    expect((await sharp(join(work, 'upright', testPhotos.sideways)).metadata()).width).toBe(
      Math.min(1800, maxPhotoWidth),
    );
  }, 60_000);

  it('keeps a PNG’s transparency in every version', async () => {
    await run([testPhotos.transparent], 'alpha');
    for (const file of [
      testPhotos.transparent,
      'generated/transparent-300w.webp',
      'generated/transparent-300w.avif',
    ])
      expect((await sharp(join(work, 'alpha', file)).metadata()).hasAlpha, file).toBe(true);
  }, 30_000);

  it('publishes a one-pixel picture at its one width', async () => {
    const written = await run([testPhotos.pixel], 'pixel');
    expect(names(written, 'pixel')).toEqual(
      expect.arrayContaining(['generated/pixel-1w.avif', 'generated/pixel-1w.webp', 'pixel.png']),
    );
  }, 30_000);

  it('stops on a photo cut short, naming where it is named and what to do', async () => {
    await expect(run([testPhotos.truncated], 'cut', {}, join(work, 'broken'))).rejects.toThrow(
      /^content\/test\.yml: picture\.file: "truncated\.jpg" cannot be read as a picture \(.+\): the file is damaged or was cut short; copy or export it from the phone again$/,
    );
  });

  it('reuses what it made for an unchanged photo, and remakes it when the photo changes', async () => {
    const cacheDir = join(work, 'reuse-cache');
    await run([testPhotos.landscape], 'first', { cacheDir });
    const made = readdirSync(cacheDir).map((file) => [
      file,
      statSync(join(cacheDir, file)).mtimeMs,
    ]);
    await run([testPhotos.landscape], 'second', { cacheDir });
    expect(
      readdirSync(cacheDir).map((file) => [file, statSync(join(cacheDir, file)).mtimeMs]),
    ).toEqual(made);
    expect(readFileSync(join(work, 'second', testPhotos.landscape))).toEqual(
      readFileSync(join(work, 'first', testPhotos.landscape)),
    );
    await sharp({ create: { width: 1000, height: 500, channels: 3, background: '#000000' } })
      .jpeg()
      .toFile(join(work, testPhotos.landscape));
    await run([testPhotos.landscape], 'third', { cacheDir });
    expect(readdirSync(cacheDir).length).toBeGreaterThan(made.length);
  }, 60_000);

  it('writes stand-ins of every version, in each one’s format, without encoding a photo', async () => {
    const real = names(await run([testPhotos.sideways], 'for-real'), 'for-real');
    const cacheDir = join(work, 'stand-in-cache');
    const written = await run([testPhotos.sideways], 'stand-ins', { standIns: true, cacheDir });
    expect(names(written, 'stand-ins')).toEqual(real);
    for (const file of written) {
      const meta = await sharp(file).metadata();
      expect(meta.width, file).toBe(8);
      expect(meta.format, file).toBe(
        file.endsWith('.avif')
          ? 'heif'
          : ({ jpg: 'jpeg', png: 'png', webp: 'webp' } as Record<string, string>)[
              file.split('.').pop()!
            ],
      );
    }
    expect(readdirSync(work)).not.toContain('stand-in-cache');
  }, 60_000);

  it('uses a drawing as it is', async () => {
    const written = await run(['drawing.svg'], 'drawing');
    expect(written.filter((file) => file.endsWith('.svg'))).toEqual([]);
  }, 30_000);

  it('stops the build on a missing file, naming the content file and the field', async () => {
    await expect(
      processImages(
        [{ where: 'content/profile.yml: avatar', picture: { file: 'me.jpg' } }],
        work,
        join(work, 'x'),
      ),
    ).rejects.toThrow('content/profile.yml: avatar.file: "me.jpg" is not in public/images/');
  });
});
