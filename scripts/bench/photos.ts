/**
 * What an owner with many phone photos pays per build: the made-up owner's
 * site (scripts/lab/unit-tests/fixture-content.ts) with 10 and then 100 made-up
 * 12-megapixel phone photos (4032 × 3024 JPEGs, half stored sideways, every
 * one with a GPS position) posted in updates of eight. For each count, the
 * build's photo-dependent steps (content check, vite build, prerender with the
 * photo step), timed and with each process's peak memory:
 *
 *   cold        an empty cache of processed photos (a fork's first deploy)
 *   warm        the cache the cold build filled (every later deploy)
 *   warm + 1    one photo more (the usual push): about one photo's work
 *
 * The photos are made in a scratch folder and never committed. Run by
 * `npm run bench`, or alone: `npx tsx scripts/bench/photos.ts` (BENCH_PHOTO_COUNTS=10,100).
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import sharp from 'sharp';
import { stringify } from 'yaml';
import { writeFixtureProject } from '../lab/unit-tests/fixture-content';
import { testGps } from '../lab/unit-tests/fixture-photos';
import { formatTable } from '../lab/table';

/**
 * A made-up 12-megapixel phone photo (4032 × 3024 JPEG): blurred noise, a
 * texture like a photo's, so the encoders have real work, and a GPS position.
 * `sideways` stores it rotated with an EXIF orientation, as phones do with a
 * portrait. `seed` makes each photo's pixels its own.
 */
export async function writePhonePhoto(path: string, sideways = false, seed = 0): Promise<void> {
  await sharp({
    create: {
      width: 4032,
      height: 3024,
      channels: 3,
      background: { r: 100 + (seed % 50), g: 110, b: 120 + ((seed * 7) % 50) },
      noise: { type: 'gaussian', mean: 128 + (seed % 20), sigma: 12 },
    },
  })
    .blur(3)
    .withMetadata({ orientation: sideways ? 6 : 1 })
    .withExif({ IFD0: { Make: 'PhoneCo', Model: 'Pocket 12' }, IFD3: testGps })
    .jpeg({ quality: 90 })
    .toFile(path);
}

/** One build's wall time, its photo step's (as the build reports it) and its peak memory. */
interface Measured {
  seconds: number;
  photoSeconds: number;
  peakMB: number;
}

/**
 * Runs `node <args>` in the repository and measures it; `env` adds to the
 * environment. Its warnings are dropped: it warns of each GPS-tagged photo, as
 * it should, and that is a hundred lines here.
 */
function measure(args: string[], env: Record<string, string>, peakModule: string): Measured {
  const peakFile = join(tmpdir(), `bench-peak-${process.pid}-${Date.now()}`);
  const start = performance.now();
  const output = execFileSync(process.execPath, ['--import', peakModule, ...args], {
    env: { ...process.env, ...env, PEAK_FILE: peakFile, NODE_ENV: 'production' },
    stdio: ['ignore', 'pipe', 'ignore'],
    encoding: 'utf8',
  });
  const seconds = (performance.now() - start) / 1000;
  const peakKB = Number(readFileSync(peakFile, 'utf8'));
  rmSync(peakFile, { force: true });
  // scripts/site/build.ts: "wrote <n> photo file(s) in <s> s".
  const photoSeconds = Number(/photo file\(s\) in ([\d.]+) s/.exec(output)?.[1] ?? NaN);
  return { seconds, photoSeconds, peakMB: peakKB / 1024 };
}

/** Posts `photos` in updates of eight on the made-up owner's featured project. */
async function postUpdates(root: string, photos: string[]): Promise<void> {
  for (let first = 0; first < photos.length; first += 8) {
    const day = String(1 + first / 8).padStart(2, '0');
    const pictures = photos
      .slice(first, first + 8)
      .map((file) => ({ file, alt: `A photo of the bench, ${file}` }));
    await writeFile(
      join(
        root,
        'content/tracked/gripper-arm/updates',
        `2031-06-${day}-photos-${first / 8 + 1}.md`,
      ),
      `---\n${stringify({ title: `Photos from the bench, part ${first / 8 + 1}`, pictures })}---\n\nWhat the bench looked like.\n`,
    );
  }
}

/** The three builds for `count` photos, as table rows. */
async function buildsWith(count: number, peakModule: string): Promise<string[][]> {
  const root = writeFixtureProject();
  const out = join(root, 'dist');
  const cache = join(root, 'photo-cache');
  const images = join(root, 'public', 'images');
  try {
    const photos: string[] = [];
    for (let index = 0; index < count; index += 1) {
      const file = `phone-${index}.jpg`;
      await writePhonePhoto(join(images, file), index % 2 === 1, index);
      photos.push(file);
    }
    await postUpdates(root, photos);
    const env = { CONTENT_ROOT: root, IMAGE_CACHE_DIR: cache, BASE_PATH: '/' };
    const tsx = join(process.cwd(), 'node_modules', 'tsx', 'dist', 'loader.mjs');
    const build = () => measure(['--import', tsx, 'scripts/site/build.ts', out], env, peakModule);
    const cold = build();
    const warm = build();
    const extra = `phone-${count}.jpg`;
    await writePhonePhoto(join(images, extra), true, count);
    await postUpdates(root, [...photos, extra]);
    const plusOne = build();
    const row = (label: string, figures: ReturnType<typeof build>) => [
      `${count} photos, ${label}`,
      figures.seconds.toFixed(1),
      figures.photoSeconds.toFixed(1),
      figures.peakMB.toFixed(0),
    ];
    return [
      row('cold', cold),
      row('warm', warm),
      row('warm + 1 new', plusOne),
      [
        `${count} photos, one photo's work (cold ÷ ${count})`,
        '',
        ((cold.photoSeconds - warm.photoSeconds) / count).toFixed(1),
        '',
      ],
    ];
  } finally {
    await rm(root, { recursive: true, force: true });
  }
}

/** The table `npm run bench` prints. */
export async function photoBuildFigures(
  counts = (process.env.BENCH_PHOTO_COUNTS ?? '10,100').split(',').map(Number),
): Promise<string> {
  const scratch = await mkdtemp(join(tmpdir(), 'bench-photos-'));
  // Each measured process writes its own peak memory (resident set, as the kernel counts it) on exit.
  const peakModule = pathToFileURL(join(scratch, 'peak.mjs')).href;
  await writeFile(
    join(scratch, 'peak.mjs'),
    "import { writeFileSync } from 'node:fs';\nprocess.on('exit', () => writeFileSync(process.env.PEAK_FILE, String(process.resourceUsage().maxRSS)));\n",
  );
  try {
    const rows: string[][] = [];
    for (const count of counts) rows.push(...(await buildsWith(count, peakModule)));
    return [
      'Builds with many phone photos (4032 × 3024 JPEGs, half sideways, with GPS), made-up site:',
      formatTable(['case', 'build s', 'of it photo step s', 'peak MB'], rows),
      '(build: scripts/site/build.ts, content check to dist/, one process; peak: its resident memory)',
    ].join('\n');
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  photoBuildFigures().then(console.log, (error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
