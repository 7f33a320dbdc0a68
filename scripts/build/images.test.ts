// @vitest-environment node
import {
  copyFileSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentPictures, contentRoot } from '../../src/content/load';
import { maxPhotoWidth } from '../../src/lib/responsive-image';
import { content } from '../shared/content';
import { imageSize } from './image-sizes';
import { processImages } from './images';

let work: string;
beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'images-test-'));
  await sharp({ create: { width: 1600, height: 900, channels: 3, background: '#c9a227' } })
    .jpeg()
    .toFile(join(work, 'photo.jpg'));
  // As a phone stores a portrait: the pixels landscape, an EXIF tag saying "turn it",
  // and a GPS position that must never be published.
  await sharp({ create: { width: 2400, height: 1800, channels: 3, background: '#3a6ea5' } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'PhoneCo' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 0/1' },
    })
    .withMetadata({ orientation: 6 })
    .toFile(join(work, 'sideways.jpg'));
  writeFileSync(
    join(work, 'drawing.svg'),
    '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="20"/>',
  );
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

const photo = { file: 'photo.jpg', alt: 'A photo' };
const run = (file: string, out: string, cache = join(work, 'cache')) =>
  processImages([{ where: 'test', picture: { file } }], work, join(work, out), cache);

describe('the image step', () => {
  it('makes AVIF and WebP versions of a photo at each width up to its own', async () => {
    const out = join(work, 'out');
    const written = await processImages([{ where: 'test', picture: photo }], work, out);
    const names = written.map((file) => file.slice(out.length + 1)).sort();
    expect(names).toEqual(
      [
        'photo.jpg',
        ...[480, 960, 1440, 1600].flatMap((w) => [
          `generated/photo-${w}w.avif`,
          `generated/photo-${w}w.webp`,
        ]),
      ].sort(),
    );
    const small = await sharp(join(out, 'generated/photo-480w.webp')).metadata();
    expect([small.width, small.height, small.format]).toEqual([480, 270, 'webp']);
    expect((await sharp(join(out, 'generated/photo-960w.avif')).metadata()).format).toBe('heif');
  }, 30_000); // AVIF encoding takes seconds on a loaded two-core machine

  it('measures and sends a sideways-stored phone photo upright, without its metadata', async () => {
    expect(await imageSize(join(work, 'sideways.jpg'))).toEqual([1800, 2400]);
    await run('sideways.jpg', 'upright');
    for (const file of ['sideways.jpg', 'generated/sideways-960w.webp']) {
      const meta = await sharp(join(work, 'upright', file)).metadata();
      expect(meta.height, file).toBeGreaterThan(meta.width);
      expect(meta.exif, file).toBeUndefined();
      expect(meta.orientation ?? 1, file).toBe(1);
    }
    // Never wider than the widest version, however large the phone's photo.
    expect((await sharp(join(work, 'upright', 'sideways.jpg')).metadata()).width).toBe(
      Math.min(1800, maxPhotoWidth),
    );
  }, 30_000);

  it('reuses what it made for an unchanged photo, and remakes it when the photo changes', async () => {
    const cache = join(work, 'reuse-cache');
    await run('photo.jpg', 'first', cache);
    const made = readdirSync(cache).map((file) => [file, statSync(join(cache, file)).mtimeMs]);
    await run('photo.jpg', 'second', cache);
    expect(readdirSync(cache).map((file) => [file, statSync(join(cache, file)).mtimeMs])).toEqual(
      made,
    );
    expect(readFileSync(join(work, 'second', 'photo.jpg'))).toEqual(
      readFileSync(join(work, 'first', 'photo.jpg')),
    );
    await sharp({ create: { width: 1000, height: 500, channels: 3, background: '#000000' } })
      .jpeg()
      .toFile(join(work, 'photo-2.jpg'));
    copyFileSync(join(work, 'photo-2.jpg'), join(work, 'changed.jpg'));
    await run('changed.jpg', 'third', cache);
    expect(readdirSync(cache).length).toBeGreaterThan(made.length);
  }, 60_000);

  it('uses a drawing as it is', async () => {
    expect(await run('drawing.svg', 'out2')).toEqual([]);
  });

  it('stops the build on a missing file, naming the content file and the field', async () => {
    await expect(
      processImages(
        [
          {
            where: 'content/profile.yml: avatar',
            picture: { ...photo, file: 'me.jpg' },
          },
        ],
        work,
        join(work, 'x'),
      ),
    ).rejects.toThrow('content/profile.yml: avatar.file: "me.jpg" is not in public/images/');
  });

  it('finds every picture of the real content, and processes them', async () => {
    const pictures = contentPictures(content);
    // The pictures every valid content has: the portrait, each project's card and hero.
    const files = new Set(pictures.map(({ picture }) => picture.file));
    for (const picture of [
      content.profile.avatar,
      ...content.home.otherProjects.map((project) => project.image),
      ...content.trackedProjects.flatMap((project) => [project.heroImage, project.card.image]),
    ])
      expect(files, picture.file).toContain(picture.file);
    await expect(
      processImages(pictures, join(contentRoot(), 'public', 'images'), join(work, 'real')),
    ).resolves.toBeDefined();
  });
});
