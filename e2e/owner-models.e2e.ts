/**
 * An owner's real CAD exports and fab files, the whole way through: a project
 * page naming a model of each format an owner has (a binary STL finer than the
 * web's budget, an ASCII STL, a STEP, a 3MF, an OBJ and a GLB) and a board
 * from KiCad's zip, built as a deploy builds it and opened in Chromium. The
 * files are made by the test (scripts/lab/made-up/models/formats.ts,
 * scripts/lab/made-up/boards/fab-files.ts), never the owner's.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { zipSync, strToU8 } from 'fflate';
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
} from '../scripts/lab/made-up/models/formats';
import { triangleBudget } from '../scripts/site/models/web-model';
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
  'torus.3mf': { alt: 'A torus from a slicer’s 3MF', bytes: async () => threeMf(torus(2_000)) },
  'torus.obj': { alt: 'A torus as OBJ', bytes: async () => obj(torus(2_000)) },
  'plate.glb': {
    alt: 'A plate from a GLB export',
    bytes: () => glb(gltfCoordinates(box(50, 30, 2))),
  },
};
const boardZip = 'controller-gerbers.zip';

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
