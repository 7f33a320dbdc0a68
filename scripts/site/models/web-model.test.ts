import { NodeIO } from '@gltf-transform/core';
import { EXTMeshoptCompression, KHRMeshQuantization } from '@gltf-transform/extensions';
import { MeshoptDecoder } from 'meshoptimizer';
import { describe, expect, it } from 'vitest';
import { dimensionsText, joinMeshes } from './mesh.ts';
import { makeWebModel, triangleBudget } from './web-model.ts';

/** A flat grid of w × d cells (two triangles each), z = height at the far edge: a fin. */
function fin(cells: number, width: number, depth: number, height: number) {
  const positions: number[] = [];
  const indices: number[] = [];
  for (let j = 0; j <= cells; j++)
    for (let i = 0; i <= cells; i++)
      positions.push((i / cells) * width, (j / cells) * depth, (j / cells) ** 2 * height);
  for (let j = 0; j < cells; j++)
    for (let i = 0; i < cells; i++) {
      const a = j * (cells + 1) + i;
      indices.push(a, a + 1, a + cells + 1, a + 1, a + cells + 2, a + cells + 1);
    }
  return { positions: new Float32Array(positions), indices: new Uint32Array(indices) };
}

describe('makeWebModel', () => {
  it('keeps a mesh under budget whole and measures it', async () => {
    const mesh = fin(20, 120, 84, 3);
    const model = await makeWebModel('fin.stl', mesh);
    expect(model.trianglesBefore).toBe(20 * 20 * 2);
    expect(model.trianglesAfter).toBe(model.trianglesBefore);
    expect(model.warnings).toEqual([]);
    expect(dimensionsText(mesh)).toBe('120 × 84 × 3 mm');
  });

  it('simplifies a 200,000-triangle mesh under the budget, with a warning naming the file', async () => {
    const cells = 317; // 317² × 2 = 200,978 triangles
    const mesh = fin(cells, 50, 50, 20);
    const model = await makeWebModel('big.stl', mesh);
    expect(model.trianglesBefore).toBe(cells * cells * 2);
    expect(model.trianglesAfter).toBeLessThanOrEqual(triangleBudget);
    expect(model.warnings).toEqual([
      expect.stringMatching(
        new RegExp(`^big\\.stl: ${(cells * cells * 2).toLocaleString('en')} triangles is over`),
      ),
    ]);
    expect(model.glb.byteLength).toBeLessThan(mesh.positions.byteLength + mesh.indices.byteLength);
  });

  it('writes a GLB with meshopt compression that reads back', async () => {
    const model = await makeWebModel('fin.stl', fin(10, 10, 10, 1));
    await MeshoptDecoder.ready;
    const io = new NodeIO()
      .registerExtensions([EXTMeshoptCompression, KHRMeshQuantization])
      .registerDependencies({ 'meshopt.decoder': MeshoptDecoder });
    const document = await io.readBinary(model.glb);
    expect(
      document
        .getRoot()
        .listExtensionsUsed()
        .map((e) => e.extensionName),
    ).toContain('EXT_meshopt_compression');
    expect(document.getRoot().listMeshes()).toHaveLength(1);
  });

  it('holds a primitive for each colour the parts have, in that colour, and the site’s grey for the rest', async () => {
    const red = [1, 0, 0] as const;
    const blue = [0, 0, 1] as const;
    const part = (offset: number) => {
      const { positions, indices } = fin(4, 10, 10, 1);
      return { positions: positions.map((v, i) => (i % 3 === 0 ? v + offset : v)), indices };
    };
    const mesh = joinMeshes([
      { ...part(0), colour: red },
      { ...part(20), colour: blue },
      { ...part(40), colour: red },
      { ...part(60) },
    ]);
    const model = await makeWebModel('parts.step', mesh);
    await MeshoptDecoder.ready;
    const io = new NodeIO()
      .registerExtensions([EXTMeshoptCompression, KHRMeshQuantization])
      .registerDependencies({ 'meshopt.decoder': MeshoptDecoder });
    const primitives = (await io.readBinary(model.glb))
      .getRoot()
      .listMeshes()
      .flatMap((m) => m.listPrimitives());
    const colours = primitives.map((p) => p.getMaterial()!.getBaseColorFactor().slice(0, 3));
    expect(colours).toHaveLength(3);
    expect(colours).toContainEqual([...red]);
    expect(colours).toContainEqual([...blue]);
    // Red's primitive holds both red parts' triangles; the part without a colour keeps the grey.
    const redPrimitive = primitives[colours.findIndex((c) => c.join() === red.join())]!;
    expect(redPrimitive.getIndices()!.getCount() / 3).toBe(2 * 4 * 4 * 2);
    // The mesh the still is drawn from keeps the colours, and no colour where the file gave none.
    expect(model.mesh.parts!.map(({ colour }) => colour && [...colour])).toEqual(
      colours.map((c) => (c.join() === red.join() || c.join() === blue.join() ? c : undefined)),
    );
    expect(model.trianglesAfter).toBe(model.trianglesBefore);
  });

  it('simplifies an assembly over budget with every part kept: the small whole, in their colour or the big part’s grey, the big to the budget', async () => {
    const cells = 200; // 80,000 triangles
    const big = fin(cells, 50, 50, 20);
    const bolt = fin(4, 5, 5, 1); // 32 triangles
    // The big part and a bolt share the grey; another bolt is blue.
    const mesh = joinMeshes([{ ...big }, { ...bolt, colour: [0, 0, 1] }, { ...bolt }]);
    const model = await makeWebModel('assembly.step', mesh);
    expect(model.trianglesAfter).toBeLessThanOrEqual(triangleBudget);
    const runs = model.mesh.parts!.map(({ colour, count }) => [colour?.join() ?? 'grey', count]);
    expect(runs).toContainEqual(['0,0,1', 32]);
    expect(runs).toContainEqual(['grey', 32]);
    const bigRun = runs.find(([colour, count]) => colour === 'grey' && count !== 32)!;
    expect(bigRun[1]).toBeLessThan(cells * cells * 2);
    expect(bigRun[1]).toBeGreaterThan(0);
  });
});
