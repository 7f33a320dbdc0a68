// @vitest-environment node
import { execFileSync } from 'node:child_process';
import {
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  testGps,
  testPhotos,
  testSidewaysColour,
  writeTestPhotos,
} from '../lab/unit-tests/fixture-photos';
import { cleanPhoto, cleanPhotos, cleanReport, historyAdvice, positionsInHistory } from './clean';
import { maxOriginalSide } from '../../src/lib/responsive-image';

let made: string;
beforeAll(async () => {
  made = mkdtempSync(join(tmpdir(), 'photos-clean-made-'));
  await writeTestPhotos(made);
  // A photo larger than the cap, with a GPS position: as big as the cap allows twice over.
  await sharp({ create: { width: 4000, height: 3000, channels: 3, background: '#6a8caf' } })
    .withExif({ IFD0: { Make: 'PhoneCo' }, IFD3: testGps })
    .jpeg({ quality: 95 })
    .toFile(join(made, 'large.jpg'));
}, 60_000);
const folders: string[] = [];
afterAll(() =>
  [made, ...folders].forEach((folder) => rmSync(folder, { recursive: true, force: true })),
);

/** A folder holding copies of the made photos named in `files`. */
function copies(...files: string[]): string {
  const folder = mkdtempSync(join(tmpdir(), 'photos-clean-'));
  folders.push(folder);
  for (const file of files) copyFileSync(join(made, file), join(folder, file));
  return folder;
}

describe('npm run photos:clean', () => {
  it('turns a sideways photo upright and removes its GPS position, EXIF, XMP, IPTC and profile, in sRGB', async () => {
    const folder = copies(testPhotos.sideways);
    const [result] = await cleanPhotos(folder);
    expect(result!.changes).toEqual([
      'turned upright',
      'removed its GPS position, EXIF (camera, date, settings), XMP, IPTC, its colour profile (colours converted to sRGB)',
    ]);
    const meta = await sharp(join(folder, testPhotos.sideways)).metadata();
    expect([meta.width, meta.height, meta.orientation ?? 1, meta.format]).toEqual([
      1800,
      2400,
      1,
      'jpeg',
    ]);
    expect({ exif: meta.exif, xmp: meta.xmp, iptc: meta.iptc, icc: meta.icc }).toEqual({
      exif: undefined,
      xmp: undefined,
      iptc: undefined,
      icc: undefined,
    });
    const pixel = await sharp(join(folder, testPhotos.sideways)).raw().toBuffer();
    const { r, g, b } = testSidewaysColour;
    for (const [channel, value] of [r, g, b].entries())
      expect(Math.abs(pixel[channel]! - value), `channel ${channel}`).toBeLessThanOrEqual(3);
  }, 30_000);

  it(`shrinks a photo to ${maxOriginalSide} px on its longest side, and saves bytes`, async () => {
    const folder = copies('large.jpg');
    const [result] = await cleanPhotos(folder);
    expect(result!.changes[0]).toBe(`4000×3000 → ${maxOriginalSide}×1920`);
    const meta = await sharp(join(folder, 'large.jpg')).metadata();
    expect([meta.width, meta.height]).toEqual([maxOriginalSide, 1920]);
    expect(result!.bytesAfter).toBeLessThan(result!.bytesBefore);
    expect(result!.bytesAfter).toBe(statSync(join(folder, 'large.jpg')).size);
  }, 30_000);

  it('keeps a PNG lossless and transparent', async () => {
    const folder = copies(testPhotos.transparent);
    const before = await sharp(join(folder, testPhotos.transparent)).raw().toBuffer();
    await cleanPhotos(folder);
    const meta = await sharp(join(folder, testPhotos.transparent)).metadata();
    expect([meta.format, meta.hasAlpha]).toEqual(['png', true]);
    expect(await sharp(join(folder, testPhotos.transparent)).raw().toBuffer()).toEqual(before);
  });

  it('changes no byte on a second run, and leaves a clean photo alone', async () => {
    const folder = copies(
      testPhotos.sideways,
      'large.jpg',
      testPhotos.transparent,
      testPhotos.pixel,
    );
    await cleanPhotos(folder);
    const files = [testPhotos.sideways, 'large.jpg', testPhotos.transparent, testPhotos.pixel];
    const first = files.map((file) => [
      readFileSync(join(folder, file)),
      statSync(join(folder, file)).mtimeMs,
    ]);
    const again = await cleanPhotos(folder);
    expect(again.map(({ changes }) => changes)).toEqual(files.map(() => []));
    expect(
      files.map((file) => [readFileSync(join(folder, file)), statSync(join(folder, file)).mtimeMs]),
    ).toEqual(first);
  }, 60_000);

  it('reports each photo and the bytes saved; a file it cannot read is named and left as it was', async () => {
    const folder = copies('large.jpg');
    writeFileSync(join(folder, 'IMG_0042.HEIC'), 'not really a photo');
    // A copy that stopped halfway: its GPS position is there, the rest of the picture is not.
    const large = readFileSync(join(folder, 'large.jpg'));
    const truncated = large.subarray(0, Math.floor(large.length / 2));
    writeFileSync(join(folder, testPhotos.truncated), truncated);
    const cleaned = await cleanPhotos(folder);
    expect(readFileSync(join(folder, testPhotos.truncated))).toEqual(truncated);
    const [heicLine, largeLine, truncatedLine, total] = cleanReport(cleaned).split('\n');
    expect(heicLine).toBe(
      'public/images/IMG_0042.HEIC: cannot be read as a picture (an iPhone HEIC photo, which browsers cannot show); convert it to JPEG, or copy it from the phone again',
    );
    expect(largeLine).toMatch(
      /^public\/images\/large\.jpg: 4000×3000 → 2560×1920, removed its GPS position, EXIF \(camera, date, settings\); \d+\.\d MB → \d+\.\d MB$/,
    );
    expect(truncatedLine).toMatch(
      /^public\/images\/truncated\.jpg: cannot be read as a picture \(.+\); convert it to JPEG, or copy it from the phone again$/,
    );
    expect(total).toMatch(
      /^photos:clean: cleaned 1 of 3 photo\(s\), \d+\.\d MB → \d+\.\d MB \(\d+\.\d MB saved\)$/,
    );
    expect(cleanReport(await cleanPhotos(folder, ['large.jpg']))).toBe(
      'public/images/large.jpg: already clean\nphotos:clean: cleaned 0 of 1 photo(s)',
    );
  }, 30_000);
});

describe('what git history keeps', () => {
  /** A repository whose first commit holds a photo with a GPS position. */
  function repositoryWithPhoto(): string {
    const repository = copies();
    const images = join(repository, 'public', 'images');
    mkdirSync(images, { recursive: true });
    copyFileSync(join(made, testPhotos.sideways), join(images, testPhotos.sideways));
    const git = (...args: string[]) =>
      execFileSync(
        'git',
        ['-c', 'user.name=Owner', '-c', 'user.email=owner@example.org', ...args],
        {
          cwd: repository,
        },
      );
    git('init', '-q', '-b', 'main');
    git('add', '.');
    git('commit', '-q', '-m', 'a photo from the phone');
    return repository;
  }

  it('lists earlier photo files with a position, once their cleaned versions are committed', async () => {
    const repository = repositoryWithPhoto();
    const original = execFileSync(
      'git',
      ['rev-parse', `HEAD:public/images/${testPhotos.sideways}`],
      {
        cwd: repository,
      },
    )
      .toString()
      .trim();
    await cleanPhotos(join(repository, 'public', 'images'));
    // Not committed yet: the last commit's photo still carries it, and is not offered for removal.
    expect(await positionsInHistory(repository)).toEqual({ blobs: [], current: 1 });
    execFileSync(
      'git',
      ['-c', 'user.name=O', '-c', 'user.email=o@example.org', 'commit', '-qam', 'clean'],
      {
        cwd: repository,
      },
    );
    expect(await positionsInHistory(repository)).toEqual({
      blobs: [{ id: original, path: `public/images/${testPhotos.sideways}` }],
      current: 0,
    });
  }, 30_000);

  it('says what to commit first, and the commands that remove the earlier files', () => {
    const list = '.git/photos-with-gps.txt';
    expect(historyAdvice({ blobs: [], current: 0 }, list, undefined)).toBe('');
    expect(historyAdvice({ blobs: [], current: 2 }, list, undefined)).toBe(
      '2 photo(s) of your last commit still carry a GPS position: commit the cleaned files, then run this again to look through the history.',
    );
    const advice = historyAdvice(
      {
        blobs: [
          { id: 'a1', path: 'public/images/x.jpg' },
          { id: 'b2', path: 'public/images/x.jpg' },
        ],
        current: 0,
      },
      list,
      'https://github.com/owner/site.git',
    ).split('\n');
    expect(advice[0]).toBe(
      'Git history keeps 2 earlier photo file(s) with a GPS position (public/images/x.jpg); anyone can look back at them in your repository.',
    );
    expect(advice.slice(2, 5)).toEqual([
      `  git filter-repo --strip-blobs-with-ids ${list} --force`,
      '  git remote add origin https://github.com/owner/site.git',
      '  git push --force origin main',
    ]);
  });

  it('runs as npm run photos:clean: cleans, reports and writes the list of earlier files', async () => {
    const repository = repositoryWithPhoto();
    const commit = (message: string) =>
      execFileSync(
        'git',
        ['-c', 'user.name=O', '-c', 'user.email=o@example.org', 'commit', '-qam', message],
        {
          cwd: repository,
        },
      );
    const run = () =>
      execFileSync(
        process.execPath,
        [
          join(process.cwd(), 'node_modules', 'tsx', 'dist', 'cli.mjs'),
          join(process.cwd(), 'scripts', 'photos', 'clean.ts'),
        ],
        { cwd: repository, encoding: 'utf8' },
      );
    expect(run()).toMatch(
      /^public\/images\/sideways\.jpg: turned upright, removed its GPS position/,
    );
    commit('clean');
    const output = run();
    expect(output).toContain('public/images/sideways.jpg: already clean');
    expect(output).toContain(
      'git filter-repo --strip-blobs-with-ids .git/photos-with-gps.txt --force',
    );
    expect(readFileSync(join(repository, '.git', 'photos-with-gps.txt'), 'utf8')).toMatch(
      /^[0-9a-f]{40}\n$/,
    );
  }, 60_000);
});

it('cleanPhoto leaves a photo without metadata, upright and small enough, as it is', async () => {
  const folder = copies(testPhotos.landscape);
  const before = readFileSync(join(folder, testPhotos.landscape));
  expect((await cleanPhoto(join(folder, testPhotos.landscape))).changes).toEqual([]);
  expect(readFileSync(join(folder, testPhotos.landscape))).toEqual(before);
});
