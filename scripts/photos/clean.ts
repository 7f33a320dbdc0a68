/**
 * `npm run photos:clean`: rewrites the owner's photos in public/images/ so the
 * repository holds nothing the site would not publish: each one upright (its
 * EXIF orientation applied), at most 2560 px on its longest side, in sRGB,
 * without metadata (the GPS position where it was taken, the camera, the
 * date), at a quality a reader cannot tell from the phone's. Same name, same
 * format, so the content that names it stays right. A photo already so is
 * left alone, byte for byte: a second run changes nothing.
 *
 * Git keeps every earlier version of a file, so it then looks through the
 * history: earlier photo files that carry a position are listed in
 * .git/photos-with-gps.txt, with the commands that remove them (README, "Photos").
 *
 *   npm run photos:clean [-- file …]     every photo, or the files named
 */
import { execFileSync } from 'node:child_process';
import { readdir, rename, rm, stat } from 'node:fs/promises';
import { writeFileSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import sharp, { type Metadata, type Sharp } from 'sharp';
import { isPhoto, maxOriginalSide } from '../../src/lib/responsive-image';
import { carriesPosition, photoCarriesPosition } from '../site/images/photo-privacy';

/** Re-encoding per format: high enough that a reader cannot tell (PNG stays lossless). */
const encode: Record<string, (image: Sharp) => Sharp> = {
  jpeg: (image) => image.jpeg({ quality: 90, mozjpeg: true }),
  png: (image) => image.png({ compressionLevel: 9 }),
  webp: (image) => image.webp({ quality: 90 }),
  heif: (image) => image.avif({ quality: 75 }),
};

/** What the cleaning did to one photo. */
export interface Cleaned {
  file: string;
  /** Empty when the photo was already clean and left as it was. */
  changes: string[];
  bytesBefore: number;
  bytesAfter: number;
  /** Why it could not be read, if it could not. */
  unreadable?: string;
}

/** The metadata a photo carries that cleaning removes, in words. */
function metadataIn(meta: Metadata): string[] {
  return [
    carriesPosition(meta) && 'its GPS position',
    meta.exif && 'EXIF (camera, date, settings)',
    meta.xmp && 'XMP',
    meta.iptc && 'IPTC',
    meta.comments?.length && 'text notes',
    meta.icc && 'its colour profile (colours converted to sRGB)',
  ].filter((change): change is string => typeof change === 'string');
}

/** Everything cleaning would change about a photo with this metadata; empty when it is clean. */
export function changesFor(meta: Metadata): string[] {
  const width = meta.autoOrient?.width ?? meta.width;
  const height = meta.autoOrient?.height ?? meta.height;
  const longest = Math.max(width, height);
  const removed = metadataIn(meta);
  return [
    (meta.orientation ?? 1) !== 1 && 'turned upright',
    longest > maxOriginalSide &&
      `${width}×${height} → ${Math.round((width * maxOriginalSide) / longest)}×${Math.round((height * maxOriginalSide) / longest)}`,
    removed.length > 0 && `removed ${removed.join(', ')}`,
  ].filter((change): change is string => typeof change === 'string');
}

/** Cleans the photo at `path` in place, unless it is clean already. */
export async function cleanPhoto(path: string): Promise<Cleaned> {
  const file = basename(path);
  const { size: bytesBefore } = await stat(path);
  const unchanged = { file, changes: [], bytesBefore, bytesAfter: bytesBefore };
  let meta: Metadata;
  try {
    meta = await sharp(path).metadata();
  } catch (error) {
    return { ...unchanged, unreadable: (error as Error).message.trim() };
  }
  const changes = changesFor(meta);
  const format = encode[meta.format ?? ''];
  if (changes.length === 0 || !format) return unchanged;
  const temporary = `${path}.photos-clean`;
  try {
    await format(
      sharp(path, { failOn: 'truncated' })
        .rotate()
        .resize({
          width: maxOriginalSide,
          height: maxOriginalSide,
          fit: 'inside',
          withoutEnlargement: true,
        })
        .toColourspace('srgb'),
    ).toFile(temporary);
  } catch (error) {
    await rm(temporary, { force: true });
    return { ...unchanged, unreadable: (error as Error).message.trim() };
  }
  // Written beside it, then put in its place: an interrupted run never leaves half a photo.
  await rename(temporary, path);
  return { file, changes, bytesBefore, bytesAfter: (await stat(path)).size };
}

const heic = /\.hei[cf]$/i;

/** Cleans every photo in `imagesDir` (or the `files` named), in order of name; a HEIC one is named, not read. */
export async function cleanPhotos(imagesDir: string, files?: string[]): Promise<Cleaned[]> {
  const names =
    files ?? (await readdir(imagesDir)).filter((file) => isPhoto(file) || heic.test(file)).sort();
  const cleaned: Cleaned[] = [];
  for (const name of names) {
    const path = join(imagesDir, name);
    if (heic.test(name)) {
      const { size } = await stat(path);
      cleaned.push({
        file: name,
        changes: [],
        bytesBefore: size,
        bytesAfter: size,
        unreadable: 'an iPhone HEIC photo, which browsers cannot show',
      });
    } else cleaned.push(await cleanPhoto(path));
  }
  return cleaned;
}

const megabytes = (bytes: number) => `${(bytes / 1e6).toFixed(1)} MB`;

/** What a run did, a line per photo and a total. */
export function cleanReport(cleaned: Cleaned[], folder = 'public/images'): string {
  const changed = cleaned.filter(({ changes }) => changes.length > 0);
  const before = changed.reduce((sum, { bytesBefore }) => sum + bytesBefore, 0);
  const after = changed.reduce((sum, { bytesAfter }) => sum + bytesAfter, 0);
  return [
    ...cleaned.map(({ file, changes, bytesBefore, bytesAfter, unreadable }) =>
      unreadable
        ? `${folder}/${file}: cannot be read as a picture (${unreadable}); convert it to JPEG, or copy it from the phone again`
        : changes.length
          ? `${folder}/${file}: ${changes.join(', ')}; ${megabytes(bytesBefore)} → ${megabytes(bytesAfter)}`
          : `${folder}/${file}: already clean`,
    ),
    `photos:clean: cleaned ${changed.length} of ${cleaned.length} photo(s)` +
      (changed.length
        ? `, ${megabytes(before)} → ${megabytes(after)} (${megabytes(before - after)} saved)`
        : ''),
  ].join('\n');
}

const git = (cwd: string, ...args: string[]) =>
  execFileSync('git', args, { cwd, encoding: 'buffer', maxBuffer: 1 << 30 });

/**
 * Earlier versions of photos in `folder` that git history keeps and that carry
 * a position: blob ids, with a path each had. The versions in the last commit
 * are not listed (removing them would remove today's photos); `current` says
 * how many of those still carry a position (commit the cleaned files first).
 */
export async function positionsInHistory(
  repository: string,
  folder = 'public/images',
): Promise<{ blobs: Array<{ id: string; path: string }>; current: number }> {
  const inHead = new Map<string, string>();
  for (const line of git(repository, 'ls-tree', '-r', 'HEAD', '--', folder)
    .toString()
    .split('\n')) {
    const match = /^\d+ blob ([0-9a-f]+)\t(.+)$/.exec(line);
    if (match && isPhoto(match[2]!)) inHead.set(match[1]!, match[2]!);
  }
  const blobs: Array<{ id: string; path: string }> = [];
  const seen = new Set<string>();
  for (const line of git(repository, 'rev-list', '--objects', '--all', '--', folder)
    .toString()
    .split('\n')) {
    const [id, path] = [line.slice(0, line.indexOf(' ')), line.slice(line.indexOf(' ') + 1)];
    if (!path.startsWith(`${folder}/`) || !isPhoto(path) || seen.has(id) || inHead.has(id))
      continue;
    seen.add(id);
    if (git(repository, 'cat-file', '-t', id).toString().trim() !== 'blob') continue;
    if (await photoCarriesPosition(git(repository, 'cat-file', 'blob', id)))
      blobs.push({ id, path });
  }
  let current = 0;
  for (const id of inHead.keys())
    if (await photoCarriesPosition(git(repository, 'cat-file', 'blob', id))) current += 1;
  return { blobs, current };
}

/** What to tell the owner about their history, and the list file to write (or nothing to say). */
export function historyAdvice(
  found: Awaited<ReturnType<typeof positionsInHistory>>,
  listFile: string,
  origin: string | undefined,
): string {
  const lines: string[] = [];
  if (found.current > 0)
    lines.push(
      `${found.current} photo(s) of your last commit still carry a GPS position: commit the cleaned files, then run this again to look through the history.`,
    );
  if (found.blobs.length > 0) {
    const paths = [...new Set(found.blobs.map(({ path }) => path))];
    lines.push(
      `Git history keeps ${found.blobs.length} earlier photo file(s) with a GPS position (${paths.join(', ')}); anyone can look back at them in your repository.`,
      `Their ids are in ${listFile}. To remove them from every commit (this rewrites the history: other clones and forks keep their copies):`,
      `  git filter-repo --strip-blobs-with-ids ${listFile} --force`,
      // filter-repo forgets the remote on purpose, so that a rewritten history is pushed knowingly.
      `  git remote add origin ${origin ?? '<your repository’s address>'}`,
      '  git push --force origin main',
      '(git filter-repo: `pip install git-filter-repo`, `brew install git-filter-repo` or `apt install git-filter-repo`.)',
    );
  }
  return lines.join('\n');
}

async function main() {
  const root = process.cwd();
  const imagesDir = join(root, 'public', 'images');
  const named = process.argv.slice(2).map((file) => basename(resolve(file)));
  const cleaned = await cleanPhotos(imagesDir, named.length ? named : undefined);
  console.log(cleanReport(cleaned));
  if (cleaned.some(({ unreadable }) => unreadable)) process.exitCode = 1;
  let inRepository = false;
  try {
    inRepository = git(root, 'rev-parse', '--verify', '--quiet', 'HEAD').length > 0;
  } catch {
    // Not a git repository, or one with no commit yet: no history to look through.
  }
  if (!inRepository) return;
  const found = await positionsInHistory(root);
  const listFile = git(root, 'rev-parse', '--git-path', 'photos-with-gps.txt').toString().trim();
  if (found.blobs.length > 0)
    writeFileSync(join(root, listFile), `${found.blobs.map(({ id }) => id).join('\n')}\n`);
  let origin: string | undefined;
  try {
    origin = git(root, 'remote', 'get-url', 'origin').toString().trim();
  } catch {
    origin = undefined;
  }
  const advice = historyAdvice(found, listFile, origin);
  if (advice) console.log(`\n${advice}`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
