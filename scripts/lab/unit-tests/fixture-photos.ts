/**
 * Photos made by the tests themselves (with sharp), never the owner's: small,
 * so every step that reads them stays quick, and shaped like what a phone
 * gives, so each case a phone produces is tried.
 *
 * - `testPhotos`: the cases the photo steps must handle (a sideways photo with
 *   its EXIF orientation, GPS position, XMP, IPTC and a wide-gamut profile; a
 *   PNG with transparency; a one-pixel file; a file cut short).
 * - `fixturePhotoFiles`: the photos the made-up owner's content names
 *   (scripts/lab/unit-tests/fixture-content.ts), portrait and landscape, one stored sideways.
 *   `fixturePhotoFolder()` makes them once per machine and returns their
 *   folder, so that writing a fixture project stays synchronous.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import sharp from 'sharp';

/** A GPS position as a phone writes it (EXIF GPS IFD: degrees, minutes, seconds as rationals). */
export const testGps = {
  GPSLatitudeRef: 'N',
  GPSLatitude: '51/1 30/1 1234/100',
  GPSLongitudeRef: 'W',
  GPSLongitude: '0/1 7/1 3900/100',
};

/** XMP as a photo editor writes it, with a position of its own. */
const testXmp = `<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description xmlns:exif="http://ns.adobe.com/exif/1.0/" exif:GPSLatitude="51,30.2N"/></rdf:RDF></x:xmpmeta>`;

/**
 * Adds an IPTC block (a caption, in Photoshop's APP13 segment, as news and
 * photo apps write it) after a JPEG's start marker: sharp can read IPTC but
 * not write it.
 */
export function withIptc(jpeg: Buffer, caption = 'Taken at home'): Buffer {
  const text = Buffer.from(caption, 'latin1');
  const dataset = Buffer.concat([Buffer.from([0x1c, 0x02, 0x78, 0, text.length]), text]);
  const data = dataset.length % 2 ? Buffer.concat([dataset, Buffer.from([0])]) : dataset;
  const size = Buffer.alloc(4);
  size.writeUInt32BE(dataset.length);
  const resource = Buffer.concat([
    Buffer.from('8BIM'),
    Buffer.from([0x04, 0x04, 0, 0]),
    size,
    data,
  ]);
  const body = Buffer.concat([Buffer.from('Photoshop 3.0\0', 'latin1'), resource]);
  const length = Buffer.alloc(2);
  length.writeUInt16BE(body.length + 2);
  return Buffer.concat([
    jpeg.subarray(0, 2),
    Buffer.from([0xff, 0xed]),
    length,
    body,
    jpeg.subarray(2),
  ]);
}

/** The sideways photo's colour in sRGB: its file stores other numbers, those of its P3 profile. */
export const testSidewaysColour = { r: 200, g: 100, b: 50 };

/** The cases the photo steps must handle, by file name. */
export const testPhotos = {
  landscape: 'landscape.jpg',
  sideways: 'sideways.jpg',
  transparent: 'transparent.png',
  pixel: 'pixel.png',
  truncated: 'truncated.jpg',
} as const;

/**
 * Writes `testPhotos` into `dir`. The sideways one is 2400 × 1800 pixels stored
 * with orientation 6 (it shows 1800 × 2400), a GPS position, XMP, IPTC and a
 * Display P3 profile: its pixels hold `testSidewaysColour` in P3's numbers.
 */
export async function writeTestPhotos(dir: string): Promise<void> {
  mkdirSync(dir, { recursive: true });
  await sharp({ create: { width: 1600, height: 900, channels: 3, background: '#c9a227' } })
    .jpeg()
    .toFile(join(dir, testPhotos.landscape));
  // In this order: withMetadata would otherwise replace the profile with sRGB's.
  const sideways = await sharp({
    create: { width: 2400, height: 1800, channels: 3, background: testSidewaysColour },
  })
    .withMetadata({ orientation: 6 })
    .withIccProfile('p3')
    .withExif({ IFD0: { Make: 'PhoneCo', Model: 'Pocket 12' }, IFD3: testGps })
    .withXmp(testXmp)
    .jpeg()
    .toBuffer();
  await writeFile(join(dir, testPhotos.sideways), withIptc(sideways));
  await sharp({
    create: {
      width: 300,
      height: 200,
      channels: 4,
      background: { r: 20, g: 90, b: 160, alpha: 0.4 },
    },
  })
    .png()
    .toFile(join(dir, testPhotos.transparent));
  await sharp({ create: { width: 1, height: 1, channels: 3, background: '#000' } })
    .png()
    .toFile(join(dir, testPhotos.pixel));
  const whole = await sharp({
    create: {
      width: 640,
      height: 480,
      channels: 3,
      background: '#777',
      noise: { type: 'gaussian', mean: 128, sigma: 30 },
    },
  })
    .jpeg()
    .toBuffer();
  await writeFile(join(dir, testPhotos.truncated), whole.subarray(0, Math.floor(whole.length / 2)));
}

/**
 * A portrait as a phone stores it, bigger than the 2560 px the form editor keeps: 3200 × 2400
 * pixels with EXIF orientation 6 (it shows 2400 × 3200), a GPS position and a wide-gamut profile.
 */
export function phonePortrait(): Promise<Buffer> {
  return sharp({ create: { width: 3200, height: 2400, channels: 3, background: '#3a6ea5' } })
    .withMetadata({ orientation: 6 })
    .withIccProfile('p3')
    .withExif({ IFD0: { Make: 'PhoneCo' }, IFD3: testGps })
    .jpeg()
    .toBuffer();
}

/**
 * The photos the made-up owner's content names: how each is stored (pixels
 * and EXIF orientation) and how it shows.
 */
export const fixturePhotoFiles = {
  /** The owner's portrait: stored sideways, as a phone does. */
  'fixture-portrait.jpg': { stored: [800, 600], orientation: 6, shows: [600, 800] },
  /** The featured project's card: a landscape photo. */
  'fixture-arm-card.jpg': { stored: [960, 640], orientation: 1, shows: [960, 640] },
  /** An update's photos: one landscape, one portrait stored sideways. */
  'fixture-bench.jpg': { stored: [1024, 768], orientation: 1, shows: [1024, 768] },
  'fixture-gripper-tall.jpg': { stored: [1000, 750], orientation: 6, shows: [750, 1000] },
  /** The rest of that update's gallery: eight pictures in all, portrait and landscape. */
  'fixture-servo-horn.jpg': { stored: [800, 600], orientation: 1, shows: [800, 600] },
  'fixture-wrist-tall.jpg': { stored: [800, 600], orientation: 6, shows: [600, 800] },
  'fixture-fingertips.jpg': { stored: [640, 640], orientation: 1, shows: [640, 640] },
  'fixture-egg-test.jpg': { stored: [600, 800], orientation: 1, shows: [600, 800] },
  'fixture-calipers.jpg': { stored: [900, 600], orientation: 1, shows: [900, 600] },
} as const;

/** Writes the made-up owner's photos into `dir`: smooth gradients, so each is a few kilobytes. */
export async function writeFixturePhotos(dir: string): Promise<void> {
  mkdirSync(dir, { recursive: true });
  for (const [file, { stored, orientation }] of Object.entries(fixturePhotoFiles)) {
    const [width, height] = stored;
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g"><stop offset="0" stop-color="#3a6ea5"/><stop offset="1" stop-color="#c9a227"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/><circle cx="${width / 3}" cy="${height / 2}" r="${height / 4}" fill="#f4f1ea"/></svg>`;
    // EXIF as a phone writes it, but no position: a fixture photo is good content, which warns of nothing.
    await sharp(Buffer.from(svg))
      .withExif({ IFD0: { Make: 'PhoneCo', Model: 'Pocket 12' } })
      .withMetadata({ orientation })
      .jpeg({ quality: 80 })
      .toFile(join(dir, file));
  }
}

/** Changes with the photos above, so a folder made by an older version is never used. */
const version = 'v3';

/**
 * The folder holding the made-up owner's photos, made on first use on this
 * machine (in a child process, as sharp has no synchronous API), then reused.
 */
export function fixturePhotoFolder(): string {
  const folder = join(process.cwd(), 'node_modules', '.cache', `fixture-photos-${version}`);
  if (existsSync(folder)) return folder;
  const making = `${folder}-${process.pid}`;
  const self = fileURLToPath(import.meta.url);
  execFileSync(
    process.execPath,
    [
      '--import',
      'tsx',
      '--input-type=module',
      '-e',
      `import(${JSON.stringify(pathToFileURL(self).href)}).then((m) => m.writeFixturePhotos(${JSON.stringify(making)}))`,
    ],
    { stdio: 'inherit' },
  );
  // Two test workers may make it at once: the first to finish wins, the other's copy goes.
  try {
    renameSync(making, folder);
  } catch {
    rmSync(making, { recursive: true, force: true });
  }
  return folder;
}
