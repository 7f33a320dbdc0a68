/**
 * What a picture file really holds, read from its first bytes (build time
 * only): the content check refuses a file the pages cannot show before the
 * photo step would stumble on it, and it costs the same for a 10 kB drawing
 * and a 10 MB phone photo. A name can lie (a HEIC photo saved as .jpg);
 * the bytes cannot.
 */
import { closeSync, openSync, readSync } from 'node:fs';
import { heicAdvice } from './schema/index.ts';

/** The formats the site shows. */
export const shownFormats = ['jpeg', 'png', 'webp', 'avif', 'svg'] as const;

/** What the first bytes of a picture say it is; `empty` for a file with nothing in it. */
export type PictureFormat = (typeof shownFormats)[number] | 'heic' | 'gif' | 'empty' | 'unknown';

/** ISO base media (HEIF) brands: an AVIF, or an iPhone's HEIC. */
const avifBrands = /^(avif|avis)$/;
const heicBrands = /^(heic|heix|hevc|hevx|heim|heis|mif1|msf1)$/;

/** The format of a picture from its first bytes (at least 32 of them where the file has them). */
export function formatOf(head: Buffer): PictureFormat {
  if (head.length === 0) return 'empty';
  if (head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'jpeg';
  if (head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'png';
  if (head.toString('latin1', 0, 4) === 'RIFF' && head.toString('latin1', 8, 12) === 'WEBP')
    return 'webp';
  if (head.toString('latin1', 0, 3) === 'GIF') return 'gif';
  if (head.toString('latin1', 4, 8) === 'ftyp') {
    // The major brand, then the compatible ones: an AVIF may say mif1 first and avif after.
    const boxSize = Math.min(head.readUInt32BE(0), head.length);
    const brands = [head.toString('latin1', 8, 12)];
    for (let at = 16; at + 4 <= boxSize; at += 4) brands.push(head.toString('latin1', at, at + 4));
    if (brands.some((brand) => avifBrands.test(brand))) return 'avif';
    if (brands.some((brand) => heicBrands.test(brand))) return 'heic';
    return 'unknown';
  }
  const text = head
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trimStart();
  if (text.startsWith('<') && /<svg[\s>]|<\?xml|<!--|<!DOCTYPE svg/i.test(text)) return 'svg';
  return 'unknown';
}

/** The format of the picture file at `path`, from its first 64 bytes. */
export function pictureFormat(path: string): PictureFormat {
  const head = Buffer.alloc(64);
  const descriptor = openSync(path, 'r');
  try {
    return formatOf(head.subarray(0, readSync(descriptor, head, 0, head.length, 0)));
  } finally {
    closeSync(descriptor);
  }
}

/**
 * What is wrong with the picture file `name` at `path` for the pages to show
 * it, in the words the content check prints after the field; undefined when
 * it is fine. A photo saved under another photo format's name (a PNG named
 * .jpg) is fine: browsers and the photo step read the bytes.
 */
export function pictureFileProblem(path: string, name: string): string | undefined {
  const format = pictureFormat(path);
  const found = `(found ${JSON.stringify(name)})`;
  const drawingName = /\.svg$/i.test(name);
  if (format === 'heic') return `that file ${heicAdvice} ${found}`;
  if (format === 'empty')
    return `that file is empty ${found}: copy the picture into public/images/ again`;
  if (format === 'gif' || format === 'unknown')
    return `that file is not a JPEG, PNG, WebP, AVIF or SVG picture ${found}: export it again as JPEG (a photo) or PNG, and name that file here`;
  if (drawingName && format !== 'svg')
    return `that file is named as a drawing (.svg) but holds a ${format.toUpperCase()} photo ${found}: rename it to .${format === 'jpeg' ? 'jpg' : format} and name that here`;
  if (!drawingName && format === 'svg')
    return `that file holds an SVG drawing under a photo's name ${found}: rename it to .svg and name that here`;
  return undefined;
}
