// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { bounds, dimensionsText, triangleCount } from './mesh.ts';
import { readModel } from './read-model.ts';
import {
  box,
  glb,
  glbOfParts,
  gltfCoordinates,
  viseAssembly,
  viseParts,
  obj,
  sampleOfEachFormat,
  stepBox,
  stlText,
  testModelFolder,
  threeMf,
} from '../../lab/made-up/models/formats.ts';

const folder = testModelFolder();
const samples = await sampleOfEachFormat(folder);

describe('readModel, format by format', () => {
  it('reads an ASCII STL in mm', async () => {
    const { mesh } = await readModel(folder.write('ascii.stl', stlText(box(30, 20, 4))));
    expect(triangleCount(mesh)).toBe(12);
    expect(dimensionsText(mesh)).toBe('30 × 20 × 4 mm');
  });

  it('reads an OBJ in mm', async () => {
    const { mesh } = await readModel(folder.write('part.obj', obj(box(12, 8, 2.5))));
    expect(triangleCount(mesh)).toBe(12);
    expect(dimensionsText(mesh)).toBe('12 × 8 × 2.5 mm');
  });

  it('reads a 3MF by its stated unit', async () => {
    const { mesh } = await readModel(folder.write('part.3mf', threeMf(box(2, 1, 0.5), 'inch')));
    expect(triangleCount(mesh)).toBe(12);
    const inch = (n: number) => Math.round(n * 25.4); // sides of 10 mm and more are whole mm
    expect(dimensionsText(mesh)).toBe(`${inch(2)} × ${inch(1)} × ${inch(0.5)} mm`);
  });

  it('reads a GLB in metres as mm', async () => {
    // glTF is Y up; the mesh is Z up like CAD, so glTF’s height (y) becomes the third side.
    const { mesh } = await readModel(folder.write('part.glb', await glb(box(0.09, 0.012, 0.06))));
    expect(triangleCount(mesh)).toBe(12);
    expect(dimensionsText(mesh)).toBe('90 × 60 × 12 mm');
  });

  it('reads a STEP AP214 box through OpenCascade in mm', async () => {
    const { mesh } = await readModel(folder.write('part.step', stepBox(30, 20, 4)));
    expect(triangleCount(mesh)).toBe(12);
    expect(dimensionsText(mesh)).toBe('30 × 20 × 4 mm');
  });
});

describe('readModel, an assembly’s parts', () => {
  /** A linear channel of a STEP or 3MF colour (sRGB, 0 to 1). */
  const linear = (srgb: number) =>
    srgb <= 0.04045 ? srgb / 12.92 : ((srgb + 0.055) / 1.055) ** 2.4;

  it('reads a STEP assembly’s parts with their product names and colours, each instance a part', async () => {
    const file = folder.write('vise.step', viseAssembly());
    const { mesh } = await readModel(file);
    const parts = mesh.parts!;
    // Each instance of each part the file places, in the file's order.
    const placed = viseParts.flatMap((part) => part.at.map(() => part));
    expect(parts.map(({ name }) => name)).toEqual(placed.map(({ name }) => name));
    expect(parts.map(({ count }) => count)).toEqual(placed.map(() => 12));
    expect(new Set(parts.map(({ body }) => body)).size).toBe(placed.length);
    // OpenCascade hands colours on in linear RGB: a STEP colour of 0.8 comes back 0.604.
    for (const [index, { colour }] of placed.entries()) {
      if (!colour) expect(parts[index]!.colour).toBeUndefined();
      else
        colour.forEach((channel, i) =>
          expect(parts[index]!.colour![i]).toBeCloseTo(linear(channel), 3),
        );
    }
    expect(dimensionsText(mesh)).toBe('120 × 80 × 38 mm');
  });

  it('reads a GLB’s nodes as parts, named by the node, in their material’s colour', async () => {
    const file = folder.write(
      'parts.glb',
      await glbOfParts([
        { mesh: gltfCoordinates(box(50, 40, 5)), name: 'base', colour: [0.1, 0.2, 0.3] },
        { mesh: gltfCoordinates(box(5, 5, 30)), name: 'post' },
        // glTF's default white: a material that gives no colour.
        { mesh: gltfCoordinates(box(5, 5, 5)), name: '  ', colour: [1, 1, 1] },
      ]),
    );
    const { mesh } = await readModel(file);
    // A name of spaces is none.
    expect(mesh.parts!.map(({ name, count }) => [name, count])).toEqual([
      ['base', 12],
      ['post', 12],
      ['', 12],
    ]);
    mesh.parts![0]!.colour!.forEach((channel, i) =>
      expect(channel).toBeCloseTo([0.1, 0.2, 0.3][i]!, 5),
    );
    expect(mesh.parts![1]!.colour).toBeUndefined();
    expect(mesh.parts![2]!.colour).toBeUndefined();
  });

  it('reads a 3MF object’s name and its base material’s colour', async () => {
    const file = folder.write(
      'named.3mf',
      threeMf(box(20, 10, 2), 'millimeter', { name: 'lid', colour: '#FF8000' }),
    );
    const { mesh } = await readModel(file);
    expect(mesh.parts!.map(({ name }) => name)).toEqual(['lid']);
    [1, 0x80 / 255, 0].forEach((channel, i) =>
      expect(mesh.parts![0]!.colour![i]).toBeCloseTo(linear(channel), 3),
    );
    const plain = await readModel(folder.write('plain.3mf', threeMf(box(20, 10, 2))));
    expect(plain.mesh.parts!.map(({ colour }) => colour)).toEqual([undefined]);
  });
});

describe('readModel, the same part in each format', () => {
  it.each(samples)(
    '$format reads with the box of the part written',
    async ({ file, mesh: written }) => {
      const { mesh, warnings } = await readModel(file);
      expect(triangleCount(mesh)).toBeGreaterThan(0);
      expect(warnings).toEqual([]);
      const read = bounds(mesh);
      const expected = bounds(written);
      for (const end of ['min', 'max'] as const)
        read[end].forEach((value, axis) => expect(value).toBeCloseTo(expected[end][axis]!, 3));
    },
  );
});
