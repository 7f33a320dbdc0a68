/**
 * What the build publishes of the made-up owner's photos (scripts/lab/unit-tests/fixture-photos.ts:
 * phone photos with EXIF, one stored sideways): every raster in the built
 * site, its own file and every generated version, upright, in sRGB, and
 * carrying no metadata at all.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { isPhoto } from '../src/lib/responsive-image';
import { fixturePhotoFiles } from '../scripts/lab/unit-tests/fixture-photos';
import { siteDir } from './support/build-site';

const images = join(siteDir('/portfolio/'), 'images');
const published = (readdirSync(images, { recursive: true }) as string[]).filter(isPhoto).sort();

describe('the photos the build publishes', () => {
  it('are each photo of the content, with its versions', () => {
    for (const file of Object.keys(fixturePhotoFiles)) expect(published, file).toContain(file);
    expect(published.filter((file) => file.startsWith('generated/')).length).toBeGreaterThan(0);
  });

  it('carry no EXIF, GPS, XMP, IPTC or colour profile, and are upright sRGB', async () => {
    const found = await Promise.all(
      published.map(async (file) => {
        const { exif, xmp, iptc, icc, orientation, space } = await sharp(
          join(images, file),
        ).metadata();
        return { file, exif, xmp, iptc, icc, orientation: orientation ?? 1, space };
      }),
    );
    expect(found).toEqual(
      published.map((file) => ({
        file,
        exif: undefined,
        xmp: undefined,
        iptc: undefined,
        icc: undefined,
        orientation: 1,
        space: 'srgb',
      })),
    );
  });

  it('show a photo the phone stored sideways as it shows, upright', async () => {
    for (const [file, { shows }] of Object.entries(fixturePhotoFiles)) {
      const { width, height } = await sharp(join(images, file)).metadata();
      expect(Math.sign(width - height), file).toBe(Math.sign(shows[0] - shows[1]));
    }
  });
});
