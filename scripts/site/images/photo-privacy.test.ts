// @vitest-environment node
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { testGps } from '../../lab/unit-tests/fixture-photos';
import { photoCarriesPosition, photosWithPosition, positionWarnings } from './photo-privacy';

const folder = mkdtempSync(join(tmpdir(), 'photo-privacy-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const photo = () => sharp({ create: { width: 8, height: 8, channels: 3, background: '#888' } });

describe('where a photo was taken, as its file says', () => {
  it('finds a position in EXIF or in XMP, in any of the formats a phone or editor writes', async () => {
    expect(
      await photoCarriesPosition(await photo().withExif({ IFD3: testGps }).jpeg().toBuffer()),
    ).toBe(true);
    expect(
      await photoCarriesPosition(await photo().withExif({ IFD3: testGps }).png().toBuffer()),
    ).toBe(true);
    expect(
      await photoCarriesPosition(await photo().withExif({ IFD3: testGps }).webp().toBuffer()),
    ).toBe(true);
    const xmp =
      '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description xmlns:exif="http://ns.adobe.com/exif/1.0/" exif:GPSLatitude="51,30.2N" exif:GPSLongitude="0,7.6W"/></rdf:RDF></x:xmpmeta>';
    expect(await photoCarriesPosition(await photo().withXmp(xmp).jpeg().toBuffer())).toBe(true);
    // Half a position still says where, within a band.
    const { GPSLatitudeRef, GPSLatitude } = testGps;
    expect(
      await photoCarriesPosition(
        await photo().withExif({ IFD3: { GPSLatitudeRef, GPSLatitude } }).jpeg().toBuffer(),
      ),
    ).toBe(true);
  });

  it('finds none in a photo without one: no metadata, a camera but no GPS, a GPS block with no position', async () => {
    expect(await photoCarriesPosition(await photo().jpeg().toBuffer())).toBe(false);
    expect(
      await photoCarriesPosition(
        await photo()
          .withExif({ IFD0: { Make: 'PhoneCo' } })
          .jpeg()
          .toBuffer(),
      ),
    ).toBe(false);
    // A phone with location off may still write the GPS block, with no position in it.
    expect(
      await photoCarriesPosition(
        await photo()
          .withExif({ IFD3: { GPSVersionID: '2 3 0 0' } })
          .jpeg()
          .toBuffer(),
      ),
    ).toBe(false);
    expect(await photoCarriesPosition(Buffer.from('not a photo'))).toBe(false);
  });

  it('lists the photos of a folder that carry one, by name, and says what to run for each', async () => {
    await photo().withExif({ IFD3: testGps }).jpeg().toFile(join(folder, 'b-where.jpg'));
    await photo().withExif({ IFD3: testGps }).png().toFile(join(folder, 'a-where.png'));
    await photo().jpeg().toFile(join(folder, 'clean.jpg'));
    writeFileSync(join(folder, 'drawing.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    const found = await photosWithPosition(folder);
    expect(found).toEqual(['a-where.png', 'b-where.jpg']);
    expect(positionWarnings(found).text.split('\n')).toEqual([
      'warning: 2 photo(s) in your repository carry a GPS position. The site never publishes it, but the repository is public:',
      '  - public/images/a-where.png: carries the GPS position where it was taken; run `npm run photos:clean`, then commit',
      '  - public/images/b-where.jpg: carries the GPS position where it was taken; run `npm run photos:clean`, then commit',
    ]);
    expect(positionWarnings([])).toEqual({ text: '', markdown: '' });
    expect(await photosWithPosition(join(folder, 'no-such-folder'))).toEqual([]);
  });
});
