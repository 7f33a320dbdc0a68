// @vitest-environment node
import { copyFileSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import type { Named } from '../../../src/content-model/design-files';
import type { Model } from '../../../src/content-model/schema';
import { boxStl } from '../../lab/made-up/models/meshes';
import {
  ModelFolder,
  sampleOfEachFormat,
  viseAssembly,
  stl,
  torus,
} from '../../lab/made-up/models/formats';
import { triangleBudget } from '../models/web-model';
import { scratchFolders } from '../../lab/scratch-folders';
import { makeModels } from './models';

const folders = scratchFolders();
afterAll(folders.remove);
const scratch = (prefix: string) => folders.make(prefix);

const root = scratch('models-root-');
mkdirSync(join(root, 'public', 'models'), { recursive: true });
writeFileSync(join(root, 'public', 'models', 'plate.stl'), boxStl(120, 84, 3));
writeFileSync(join(root, 'public', 'models', 'empty.stl'), '');

const named = (
  source: string,
  where = 'content/home.yml: otherProjects[0].model',
): Named<Model> => ({
  where,
  value: { source, alt: 'A part', download: false },
});

describe('the models step', () => {
  it('makes a web model and a still of each model, with its size from the model', async () => {
    const made = await makeModels(root, [named('plate.stl')], scratch('models-cache-'));
    expect(made.warnings).toEqual([]);
    const files = made.models['plate.stl']!;
    expect(files.dimensions).toBe('120 × 84 × 3 mm');
    expect(files.still).toBe('models/plate.stl.png');
    expect(files.glb).toMatch(/^models\/plate-[0-9a-f]{8}\.glb$/);
    // The viewer opens where the still looks from: a plate, 55° down, turned 35°.
    expect(files.camera.orbit).toMatch(/^35\.00deg 35\.00deg [\d.]+mm$/);
    expect(files.camera.target).toMatch(/^-?[\d.]+mm -?[\d.]+mm -?[\d.]+mm$/);
    expect(files.camera.fieldOfView).toMatch(/^[\d.]+deg$/);
    const glb = made.files.find(({ path }) => path === files.glb)!;
    // A GLB: its magic, "glTF".
    expect(readFileSync(glb.from).subarray(0, 4).toString()).toBe('glTF');
    const still = made.files.find(({ path }) => path === `images/${files.still}`)!;
    const { width, height, format } = await sharp(readFileSync(still.from)).metadata();
    expect(format).toBe('png');
    expect(made.sizes[files.still]).toEqual([width, height]);
    expect(made.pictures).toEqual([
      { where: 'content/home.yml: otherProjects[0].model', picture: { file: files.still } },
    ]);
    expect(made.lines.join('\n')).toMatch(/model plate\.stl: 120 × 84 × 3 mm, 12 → \d+ triangles/);
    expect(files.download).toBeUndefined();
  });

  it('lists an assembly’s parts from its file, and draws its still in its colours', async () => {
    writeFileSync(join(root, 'public', 'models', 'vise.step'), viseAssembly());
    const cache = scratch('models-cache-');
    const made = await makeModels(root, [named('vise.step')], cache);
    expect(made.warnings).toEqual([]);
    const files = made.models['vise.step']!;
    expect(files.parts).toBe('4 parts: base plate, 2 × jaw, spacer');
    expect(made.lines.join('\n')).toContain(
      'vise.step: 120 × 80 × 38 mm, 4 parts: base plate, 2 × jaw, spacer,',
    );
    const still = made.files.find(({ path }) => path === `images/${files.still}`)!;
    const { data } = await sharp(readFileSync(still.from))
      .raw()
      .toBuffer({ resolveWithObject: true });
    let blue = 0;
    for (let i = 0; i < data.length; i += 4)
      if (data[i + 3] === 255 && data[i + 2]! > 2 * data[i]! + 40) blue++;
    expect(blue).toBeGreaterThan(1000);
    // Kept, the list comes back with the rest.
    expect((await makeModels(root, [named('vise.step')], cache)).models['vise.step']!.parts).toBe(
      files.parts,
    );
  });

  it('keeps a made model between builds, by the file’s bytes', async () => {
    const cache = scratch('models-cache-');
    const first = await makeModels(root, [named('plate.stl')], cache);
    const again = await makeModels(root, [named('plate.stl')], cache);
    expect(again.models).toEqual(first.models);
    expect(again.lines.join('\n')).toMatch(/kept from an earlier build/);
  });

  it('offers the owner’s own file where the content asks for it', async () => {
    const offered = named('plate.stl');
    offered.value = { ...offered.value, download: true };
    const made = await makeModels(root, [offered], scratch('models-cache-'));
    const { size } = await import('node:fs').then(({ statSync }) =>
      statSync(join(root, 'public', 'models', 'plate.stl')),
    );
    expect(made.models['plate.stl']!.download).toEqual({ path: 'models/plate.stl', bytes: size });
    expect(made.files).toContainEqual({
      path: 'models/plate.stl',
      from: join(root, 'public', 'models', 'plate.stl'),
    });
  });

  it('turns a model it cannot use into a warning naming the content’s field and the file, and goes on', async () => {
    const made = await makeModels(
      root,
      [
        named('missing.step', 'content/a.yml: designFiles.models[0]'),
        named('empty.stl', 'content/a.yml: designFiles.models[1]'),
        named('plate.stl', 'content/a.yml: designFiles.models[2]'),
      ],
      scratch('models-cache-'),
    );
    expect(made.warnings).toEqual([
      expect.stringMatching(
        /^content\/a\.yml: designFiles\.models\[0\]\.source: public\/models\/missing\.step: is not there: put your CAD export in public\/models\//,
      ),
      expect.stringMatching(
        /^content\/a\.yml: designFiles\.models\[1\]\.source: public\/models\/empty\.stl: is empty \(0 bytes\)/,
      ),
    ]);
    expect(made.warnings.join('\n')).not.toContain(root);
    expect(Object.keys(made.models)).toEqual(['plate.stl']);
  });
});

describe('a .gltf with its buffer beside it', () => {
  it('is made again when its buffer changes, and offered with it', async () => {
    const { Document, NodeIO } = await import('@gltf-transform/core');
    const folder = join(root, 'public', 'models');
    const write = async (height: number) => {
      const document = new Document();
      const buffer = document.createBuffer('part');
      const positions = new Float32Array([0, 0, 0, 0.05, 0, 0, 0, height, 0]);
      const primitive = document
        .createPrimitive()
        .setAttribute(
          'POSITION',
          document.createAccessor().setType('VEC3').setArray(positions).setBuffer(buffer),
        );
      document
        .createScene()
        .addChild(document.createNode().setMesh(document.createMesh().addPrimitive(primitive)));
      await new NodeIO().write(join(folder, 'part.gltf'), document);
    };
    const cache = scratch('models-cache-');
    const offered = named('part.gltf');
    offered.value = { ...offered.value, download: true };
    await write(0.02);
    const first = await makeModels(root, [offered], cache);
    expect(first.warnings).toEqual([]);
    const buffers = readdirSync(folder).filter((file) => file.endsWith('.bin'));
    expect(buffers.length).toBe(1);
    // The owner's .gltf is offered with the buffer it names, or it would open as an error.
    expect(first.files.map(({ path }) => path)).toContain(`models/${buffers[0]}`);
    // Only the buffer changes, the .gltf's own bytes as they were (the third point taller):
    // a new model, not the kept one.
    const bin = join(folder, buffers[0]!);
    const bytes = readFileSync(bin);
    bytes.writeFloatLE(0.04, 7 * 4);
    writeFileSync(bin, bytes);
    const again = await makeModels(root, [offered], cache);
    expect(again.models['part.gltf']!.dimensions).not.toBe(first.models['part.gltf']!.dimensions);
  });
});

describe('an owner’s exports, one of each format', () => {
  it('are each made, under the web’s triangle budget, the fine one simplified with a warning', async () => {
    const owner = scratch('models-owner-');
    const models = join(owner, 'public', 'models');
    mkdirSync(models, { recursive: true });
    const exports = new ModelFolder();
    try {
      const samples = await sampleOfEachFormat(exports);
      for (const { file } of samples) copyFileSync(file, join(models, basename(file)));
      writeFileSync(join(models, 'fine.stl'), stl(torus(200_000)));
      const named = [...samples.map(({ file }) => basename(file)), 'fine.stl'].map((source) => ({
        where: `content/home.yml: ${source}`,
        value: { source, alt: 'A part', download: false },
      }));
      const made = await makeModels(owner, named, scratch('models-cache-'));
      expect(Object.keys(made.models).sort()).toEqual(
        named.map(({ value }) => value.source).sort(),
      );
      for (const line of made.lines) {
        const after = Number(/→ ([\d,]+) triangles/.exec(line)![1]!.replace(/,/g, ''));
        expect(after, line).toBeLessThanOrEqual(triangleBudget);
      }
      expect(made.warnings).toEqual([
        expect.stringMatching(
          /^content\/home\.yml: fine\.stl: public\/models\/fine\.stl: 200,000 triangles is over the site's 60,000/,
        ),
      ]);
    } finally {
      exports.remove();
    }
  });
});
