/**
 * What the form editor does to a phone photo before committing it, in the
 * engines an owner's phone may run: Sveltia CMS decodes the upload with
 * createImageBitmap, draws it on an OffscreenCanvas no larger than the cap, and
 * writes it as WebP, natively or, where the browser cannot (Safari), with
 * jSquash's encoder, which the page's import map serves from the site
 * (scripts/site/admin/vendor.ts). e2e/admin.e2e.ts drives the editor itself in
 * Chromium; here the same steps run on the editor's own page, under its
 * CSP, in Firefox and WebKit: the photo comes out upright, as WebP, without
 * its GPS position.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminFolder, adminImportMap, writeAdmin } from '../scripts/site/admin';
import { maxOriginalSide } from '../src/lib/responsive-image';
import { writeFixtureProject } from '../scripts/lab/unit-tests/fixture-content';
import { phonePortrait } from '../scripts/lab/unit-tests/fixture-photos';
import { chosenEngines, launch, type EngineName } from '../scripts/lab/browsers/engines';
import { startPagesServer, type PagesServer } from '../scripts/lab/pages-server';

const base = '/portfolio/';

/** The unpkg address the editor imports its encoder from, which the import map sends to ours. */
const encoderAddress = Object.keys(
  (JSON.parse(adminImportMap) as { imports: Record<string, string> }).imports,
).find((address) => address.startsWith('https://unpkg.com/'))!;

/** A module of the test's, beside the editor's page, that imports the encoder as the editor does. */
const encoderModule = 'e2e-encoder.js';

/** A portrait as a phone stores it, with a GPS position (scripts/lab/unit-tests/fixture-photos.ts). */
const phonePhoto = await phonePortrait();

/**
 * Runs in the editor's page: the editor's upload steps on `photo` (base64),
 * with the longest side capped at `cap` and, where the browser cannot write WebP, the
 * encoder from the module `encoder`; returns how it encoded and the bytes.
 */
async function transformAsTheEditorDoes(photo: string, cap: number, encoder: string) {
  const bytes = Uint8Array.from(atob(photo), (character) => character.charCodeAt(0));
  const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/jpeg' }));
  const scale = Math.min(1, cap / Math.max(bitmap.width, bitmap.height));
  const canvas = new OffscreenCanvas(
    Math.round(bitmap.width * scale),
    Math.round(bitmap.height * scale),
  );
  const context = canvas.getContext('2d')!;
  context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  const native = await canvas.convertToBlob({ type: 'image/webp', quality: 0.85 });
  let webp: ArrayBuffer;
  let how: string;
  if (native.type === 'image/webp') {
    webp = await native.arrayBuffer();
    how = 'native';
  } else {
    // The editor imports the encoder by its unpkg address; a module of the test's does the same.
    type Encode = (data: ImageData, options: { quality: number }) => Promise<ArrayBuffer>;
    const loaded = new Promise<void>((resolve, reject) => {
      const script = Object.assign(document.createElement('script'), {
        type: 'module',
        src: encoder,
      });
      script.addEventListener('load', () => resolve());
      script.addEventListener('error', () => reject(new Error(`${encoder} did not load`)));
      document.head.append(script);
    });
    await loaded;
    const encode = (window as unknown as { e2eEncode: Encode }).e2eEncode;
    webp = await encode(context.getImageData(0, 0, canvas.width, canvas.height), { quality: 85 });
    how = 'jSquash';
  }
  let binary = '';
  for (const byte of new Uint8Array(webp)) binary += String.fromCharCode(byte);
  return { how, webp: btoa(binary) };
}

describe('the editor’s upload steps in every engine', () => {
  let root: string;
  let server: PagesServer;
  beforeAll(async () => {
    root = writeFixtureProject();
    const dist = join(mkdtempSync(join(tmpdir(), 'admin-uploads-')), 'dist');
    await writeAdmin(
      dist,
      { basePath: base, siteUrl: 'https://owner.github.io', noindex: false },
      { root, repo: 'fixture-owner/fixture-site' },
    );
    // What the editor's bundle does, as a module of the site's own: import the encoder by its
    // unpkg address (which the page's import map sends to the site's copy).
    writeFileSync(
      join(dist, adminFolder, encoderModule),
      `import encode from ${JSON.stringify(encoderAddress)};\nwindow.e2eEncode = encode;\n`,
    );
    server = await startPagesServer(dist, base);
  });
  afterAll(async () => {
    await server?.close();
    rmSync(root, { recursive: true, force: true });
  });

  const engines: Array<[EngineName, string]> = [
    ['firefox', 'native'],
    // WebKit, like Safari, cannot encode WebP: the site's copy of jSquash does it.
    ['webkit', 'jSquash'],
  ];
  for (const [engineName, expected] of engines)
    it.runIf(chosenEngines().includes(engineName))(
      `turns a sideways GPS-tagged photo into an upright WebP without metadata in ${engineName} (${expected})`,
      { timeout: 90_000 },
      async () => {
        const engine = await launch(engineName);
        try {
          const tab = await engine.open({ width: 1280, height: 800 });
          try {
            await tab.goto(`${server.url}${adminFolder}/`);
            const { how, webp } = await tab.evaluate(
              transformAsTheEditorDoes,
              phonePhoto.toString('base64'),
              maxOriginalSide,
              encoderModule,
            );
            expect(how).toBe(expected);
            const { format, width, height, exif, xmp } = await sharp(
              Buffer.from(webp, 'base64'),
            ).metadata();
            expect({ format, width, height, exif, xmp }).toEqual({
              format: 'webp',
              width: Math.round((2400 * maxOriginalSide) / 3200),
              height: maxOriginalSide,
              exif: undefined,
              xmp: undefined,
            });
          } finally {
            await tab.close();
          }
        } finally {
          await engine.close();
        }
      },
    );
});
