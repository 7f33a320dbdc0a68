// @vitest-environment node
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profile } from '../../src/content/profile';
import { otherProjects } from '../../src/content/projects';
import { trackedProjects } from '../../src/content/tracked';
import { contentPictures, loadContent } from './content-check';
import { processImages } from './images';

let work: string;
beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'images-test-'));
  await sharp({ create: { width: 1600, height: 900, channels: 3, background: '#c9a227' } })
    .jpeg()
    .toFile(join(work, 'photo.jpg'));
  writeFileSync(
    join(work, 'drawing.svg'),
    '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="20"/>',
  );
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

const photo = { file: 'photo.jpg', alt: 'A photo', width: 1600, height: 900 };

describe('the image step', () => {
  it('makes AVIF and WebP versions of a photo at each width up to its own', async () => {
    const out = join(work, 'out');
    const written = await processImages([{ where: 'test', picture: photo }], work, out);
    const names = written.map((file) => file.slice(out.length + 1)).sort();
    expect(names).toEqual(
      [480, 960, 1440, 1600]
        .flatMap((w) => [`generated/photo-${w}w.avif`, `generated/photo-${w}w.webp`])
        .sort(),
    );
    const small = await sharp(join(out, 'generated/photo-480w.webp')).metadata();
    expect([small.width, small.height, small.format]).toEqual([480, 270, 'webp']);
    expect((await sharp(join(out, 'generated/photo-960w.avif')).metadata()).format).toBe('heif');
  }, 30_000); // AVIF encoding takes seconds on a loaded two-core machine

  it('uses a drawing as it is, after checking its size', async () => {
    const written = await processImages(
      [{ where: 'test', picture: { file: 'drawing.svg', alt: '', width: 40, height: 20 } }],
      work,
      join(work, 'out2'),
    );
    expect(written).toEqual([]);
  });

  it('stops the build on a missing file or a wrong size, naming the file and the field', async () => {
    await expect(
      processImages(
        [{ where: 'src/content/profile.ts: avatar', picture: { ...photo, file: 'me.jpg' } }],
        work,
        join(work, 'x'),
      ),
    ).rejects.toThrow('src/content/profile.ts: avatar.file: "me.jpg" is not in public/images/');
    await expect(
      processImages(
        [
          {
            where: 'src/content/projects.ts: otherProjects[0].image',
            picture: { ...photo, width: 1200 },
          },
        ],
        work,
        join(work, 'x'),
      ),
    ).rejects.toThrow(
      /otherProjects\[0\]\.image: width and height say 1200×900, but photo\.jpg is 1600×900/,
    );
  });

  it('finds every picture of the real content present and truly sized', async () => {
    const pictures = contentPictures(await loadContent(process.cwd()));
    // The pictures every valid content has: the portrait, each project's card and hero.
    const files = new Set(pictures.map(({ picture }) => picture.file));
    for (const picture of [
      profile.avatar,
      ...otherProjects.map((project) => project.image),
      ...trackedProjects.flatMap((project) => [project.heroImage, project.card.image]),
    ])
      expect(files, picture.file).toContain(picture.file);
    await expect(
      processImages(pictures, join(process.cwd(), 'public', 'images'), join(work, 'real')),
    ).resolves.toBeDefined();
  });
});
