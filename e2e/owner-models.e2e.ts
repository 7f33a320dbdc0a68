/**
 * An owner's real CAD exports and fab files, the whole way through: a project
 * page naming a model of each format an owner has (a binary STL finer than the
 * web's budget, an ASCII STL, a STEP, a STEP assembly with its parts' names and
 * colours, a 3MF, an OBJ and a GLB), a board from KiCad's zip and two drawings (a
 * PDF of two sheets and a DXF profile), built as a deploy builds it and opened in
 * Chromium. The files are made by the test (scripts/lab/made-up/models/formats.ts,
 * scripts/lab/made-up/boards/fab-files.ts, scripts/lab/made-up/drawings.ts), never
 * the owner's.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { zipSync, strToU8 } from 'fflate';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kicadBoard } from '../scripts/lab/made-up/boards/fab-files';
import {
  box,
  gltfCoordinates,
  glb,
  obj,
  stepBox,
  stl,
  stlText,
  threeMf,
  torus,
  viseAssembly,
} from '../scripts/lab/made-up/models/formats';
import { triangleBudget } from '../scripts/site/models/web-model';
import { fingerProfileDxf, madeUpPdf } from '../scripts/lab/made-up/drawings';
import { fixtureFiles, writeFixtureProject } from '../scripts/lab/unit-tests/fixture-content';
import { violationsInBothSchemes } from './support/axe';
import { buildContentFolder, e2eBuildRoot } from './support/build-site';
import { appReady, featured, pageIdle, scrollSettled, siteWords, useSite } from './support/site';

const base = '/portfolio/';
const project = join(e2eBuildRoot, 'owner-models-project');
const dist = join(e2eBuildRoot, 'owner-models-dist');

/** The exports, by file name in public/models/, each with what an owner would write of it. */
const exports: Record<string, { alt: string; bytes: () => Promise<Uint8Array | string> }> = {
  'fine-torus.stl': {
    alt: 'A torus exported at 200,000 triangles',
    bytes: async () => stl(torus(200_000)),
  },
  'torus-ascii.stl': { alt: 'A torus as ASCII STL', bytes: async () => stlText(torus(2_000)) },
  'bracket.step': {
    alt: 'A flat bracket from a STEP export',
    bytes: async () => stepBox(60, 24, 3),
  },
  'vise.step': {
    alt: 'A bench vise assembly from a STEP export',
    bytes: async () => viseAssembly(),
  },
  'torus.3mf': { alt: 'A torus from a slicer’s 3MF', bytes: async () => threeMf(torus(2_000)) },
  'torus.obj': { alt: 'A torus as OBJ', bytes: async () => obj(torus(2_000)) },
  'plate.glb': {
    alt: 'A plate from a GLB export',
    bytes: () => glb(gltfCoordinates(box(50, 30, 2))),
  },
};
const boardZip = 'controller-gerbers.zip';
/** The drawings, by file name in public/drawings/: their alt text and how many sheets each has. */
const drawings: Record<
  string,
  { alt: string; sheets: number; bytes: () => Promise<Uint8Array | string> }
> = {
  'vise-drawing.pdf': {
    alt: 'The vise’s general arrangement drawing',
    sheets: 2,
    bytes: () =>
      madeUpPdf([
        { width: 420, height: 297, words: 'VISE GA  SCALE 1:2  SHEET 1 OF 2' },
        { width: 297, height: 210, words: 'JAW DETAIL  SCALE 1:1  SHEET 2 OF 2' },
      ]),
  },
  'jaw-profile.dxf': {
    alt: 'The jaw’s laser-cut profile',
    sheets: 1,
    bytes: async () => fingerProfileDxf(),
  },
};

let printed = '';

beforeAll(async () => {
  rmSync(project, { recursive: true, force: true });
  // The made-up owner's content, its featured project naming every export and the zip.
  const file = Object.keys(fixtureFiles).find(
    (path) =>
      /^content\/tracked\/[^/]+\/project\.yml$/.test(path) && 'designFiles' in fixtureFiles[path]!,
  )!;
  const projectYml = fixtureFiles[file] as { designFiles: Record<string, unknown> };
  writeFixtureProject(
    {
      ...fixtureFiles,
      [file]: {
        ...projectYml,
        designFiles: {
          ...projectYml.designFiles,
          models: Object.entries(exports).map(([source, { alt }]) => ({ source, alt })),
          drawings: Object.entries(drawings).map(([source, { alt }]) => ({ source, alt })),
          boards: [
            {
              fabFiles: boardZip,
              alt: 'The controller board, as the fab house gets it',
              soldermask: 'black',
              finish: 'ENIG',
              silkscreen: 'white',
            },
          ],
        },
      },
    },
    project,
  );
  mkdirSync(join(project, 'public', 'models'), { recursive: true });
  for (const [name, { bytes }] of Object.entries(exports))
    writeFileSync(join(project, 'public', 'models', name), await bytes());
  mkdirSync(join(project, 'public', 'drawings'), { recursive: true });
  for (const [name, { bytes }] of Object.entries(drawings))
    writeFileSync(join(project, 'public', 'drawings', name), await bytes());
  const zip = zipSync(
    Object.fromEntries(
      Object.entries(kicadBoard(80, 50, 4)).map(([name, text]) => [name, strToU8(text)]),
    ),
  );
  writeFileSync(join(project, 'public', 'boards', boardZip), zip);

  printed = buildContentFolder(project, dist, base);
}, 240_000);

afterAll(() => {
  rmSync(project, { recursive: true, force: true });
  rmSync(dist, { recursive: true, force: true });
});

describe('an owner’s CAD exports of every format and a KiCad zip', () => {
  const site = useSite(base, { folder: dist });

  it('build, each model under the web’s triangle budget, the finer than that simplified with a warning naming it', () => {
    for (const name of Object.keys(exports)) {
      const line = new RegExp(`model ${name.replace('.', '\\.')}: .*→ ([\\d,]+) triangles`).exec(
        printed,
      );
      expect(line, name).not.toBeNull();
      expect(Number(line![1]!.replace(/,/g, '')), name).toBeLessThanOrEqual(triangleBudget);
    }
    expect(printed).toMatch(
      /public\/models\/fine-torus\.stl: 200,000 triangles is over the site's [\d,]+; simplified/,
    );
    expect(printed).toContain(`board ${boardZip}: 80.0 × 50.0 mm, 4 copper layer(s)`);
  });

  it('show every still and both faces of the board before any script, fetch no viewer before a tap, and ask our own origin alone', async () => {
    const { page } = await site.open({ javaScriptEnabled: false });
    await page.goto(site.url(featured.slug));
    const figures = page.locator('[data-model-viewer]');
    expect(await figures.count()).toBe(Object.keys(exports).length);
    for (const { alt } of Object.values(exports))
      expect(await page.getByRole('img', { name: alt }).count(), alt).toBe(1);

    const { page: live } = await site.open();
    const asked: string[] = [];
    live.on('request', (request) => asked.push(request.url()));
    await live.goto(site.url(featured.slug));
    await live.mouse.wheel(0, 20000);
    await appReady(live);
    await scrollSettled(live);
    await pageIdle(live);
    // Every still, and the board's two faces, drawn from the page's own pictures, each
    // brought on screen (they load lazily) and waited for.
    const pictures = live.locator('figure img');
    for (let index = 0; index < (await pictures.count()); index += 1) {
      const picture = pictures.nth(index);
      await picture.scrollIntoViewIfNeeded();
      await expect
        .poll(() =>
          picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0),
        )
        .toBe(true);
    }
    expect(asked.filter((url) => /model-viewer|\.glb$/.test(new URL(url).pathname))).toEqual([]);
    expect(asked.filter((url) => !url.startsWith(site.origin))).toEqual([]);
    expect(await violationsInBothSchemes(live)).toEqual([]);
  });

  it('show the assembly in its parts’ colours with its parts listed, and every sheet of each drawing, before any script', async () => {
    const { page } = await site.open({ javaScriptEnabled: false });
    await page.goto(site.url(featured.slug));
    const assembly = page.locator('figure', {
      has: page.getByRole('img', { name: exports['vise.step']!.alt }),
    });
    // Biggest first, each kind once, the part the file leaves uncoloured counted too.
    expect(await assembly.locator('figcaption').textContent()).toContain(
      '4 parts: base plate, 2 × jaw, spacer',
    );
    expect(printed).toContain(
      'model vise.step: 120 × 80 × 38 mm, 4 parts: base plate, 2 × jaw, spacer',
    );
    // The still, as the browser gets it, holds the file's yellow-green and blue.
    const still = await assembly
      .getByRole('img')
      .evaluate((image: HTMLImageElement) => image.currentSrc || image.src);
    const png = await (await page.request.get(still)).body();
    const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
    let [yellowGreen, blue] = [0, 0];
    for (let i = 0; i < data.length; i += info.channels) {
      if (info.channels === 4 && data[i + 3]! < 255) continue;
      const [r, g, b] = [data[i]!, data[i + 1]!, data[i + 2]!];
      if (g > 120 && r > 0.5 * g && b < 40) yellowGreen++;
      if (b > 120 && b > 2 * r + 40) blue++;
    }
    expect(yellowGreen).toBeGreaterThan(1000);
    expect(blue).toBeGreaterThan(1000);
    // Each sheet a picture the build drew (not the placeholder of a drawing it could not read).
    for (const [name, { alt, sheets }] of Object.entries(drawings))
      for (let sheet = 1; sheet <= sheets; sheet += 1) {
        const sheetAlt = siteWords.projectPage.drawing.sheetAlt(alt, sheet, sheets);
        expect(
          await page.locator(`img[alt=${JSON.stringify(sheetAlt)}]`).count(),
          `${name} sheet ${sheet}`,
        ).toBe(1);
      }
  });

  it('open each model in the 3D view after its View in 3D, every file from our own origin', async () => {
    const { page } = await site.open();
    const asked: string[] = [];
    page.on('request', (request) => asked.push(request.url()));
    await page.goto(site.url(featured.slug));
    await appReady(page);
    const figures = page.locator('[data-model-viewer]');
    for (let index = 0; index < (await figures.count()); index += 1) {
      const figure = figures.nth(index);
      await figure.scrollIntoViewIfNeeded();
      await figure.getByRole('button', { name: siteWords.model.view3d }).click();
      await expect
        .poll(() =>
          figure.evaluate((element) =>
            Boolean((element.querySelector('model-viewer') as { loaded?: boolean } | null)?.loaded),
          ),
        )
        .toBe(true);
    }
    // Each viewer's own model (two exports of the same mesh share one file: its name is its bytes').
    const models = await page
      .locator('model-viewer')
      .evaluateAll((viewers) =>
        viewers.map(
          (viewer) => new URL((viewer as HTMLElement & { src: string }).src, location.href).href,
        ),
      );
    expect(models).toHaveLength(Object.keys(exports).length);
    for (const model of models) expect(asked, model).toContain(model);
    expect(asked.filter((url) => !url.startsWith(site.origin))).toEqual([]);
  });
});
