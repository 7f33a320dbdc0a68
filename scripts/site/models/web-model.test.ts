import { NodeIO } from '@gltf-transform/core';
import { EXTMeshoptCompression, KHRMeshQuantization } from '@gltf-transform/extensions';
import { MeshoptDecoder } from 'meshoptimizer';
import { describe, expect, it } from 'vitest';
import { dimensionsText } from './mesh.ts';
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
});
