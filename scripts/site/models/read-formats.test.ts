// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { bounds, dimensionsText, triangleCount } from './mesh.ts';
import { readModel } from './read-model.ts';
import {
  box,
  glb,
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
