import { mkdtemp, open, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dimensionsText, triangleCount } from './mesh.ts';
import { githubBlockBytes, githubWarnBytes } from './problems.ts';
import { readModel } from './read-model.ts';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'models-read-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

const occtCube = () =>
  join(
    dirname(createRequire(import.meta.url).resolve('occt-import-js/package.json')),
    'test/testfiles/cube-10x10mm/Cube 10x10.stp',
  );

/** A binary STL of an axis-aligned box w × d × h, 12 triangles. */
function boxStl(w: number, d: number, h: number): Uint8Array {
  const c = [0, 1].flatMap((x) => [0, 1].flatMap((y) => [0, 1].map((z) => [x * w, y * d, z * h])));
  const faces = [[0,1,3],[0,3,2],[4,6,7],[4,7,5],[0,4,5],[0,5,1],[2,3,7],[2,7,6],[0,2,6],[0,6,4],[1,5,7],[1,7,3]]; // prettier-ignore
  const bytes = new Uint8Array(84 + faces.length * 50);
  const view = new DataView(bytes.buffer);
  view.setUint32(80, faces.length, true);
  faces.forEach((face, f) =>
    face.forEach((v, k) =>
      c[v]!.forEach((value, axis) =>
        view.setFloat32(84 + f * 50 + 12 + k * 12 + axis * 4, value, true),
      ),
    ),
  );
  return bytes;
}

/** A sparse file of that many bytes, so a size test writes nothing to disk. */
async function sized(name: string, bytes: number) {
  const path = join(dir, name);
  const file = await open(path, 'w');
  await file.truncate(bytes);
  await file.close();
  return path;
}

describe('readModel', () => {
  it('reads a binary STL in millimetres', async () => {
    const path = join(dir, 'box.stl');
    await writeFile(path, boxStl(40, 25, 6));
    const { mesh, warnings } = await readModel(path);
    expect(triangleCount(mesh)).toBe(12);
    expect(dimensionsText(mesh)).toBe('40 × 25 × 6 mm');
    expect(warnings).toEqual([]);
  });

  it('reads the STEP cube shipped in occt-import-js’s tests', async () => {
    const { mesh } = await readModel(occtCube());
    expect(dimensionsText(mesh)).toBe('10 × 10 × 10 mm');
  });

  it('names a cut-off STEP file', async () => {
    const text = await readFile(occtCube(), 'utf8');
    const path = join(dir, 'cut.step');
    await writeFile(path, text.slice(0, Math.floor(text.length / 3)));
    await expect(readModel(path)).rejects.toThrow(/cut\.step: .*export it again/);
  });

  it('names an STL with no triangles', async () => {
    const path = join(dir, 'none.stl');
    await writeFile(path, new Uint8Array(84));
    await expect(readModel(path)).rejects.toThrow(/none\.stl: .*export it again/);
  });

  it('names an empty file, a missing file and an unknown extension', async () => {
    await expect(readModel(await sized('empty.stl', 0))).rejects.toThrow(/empty\.stl: is empty/);
    await expect(readModel(join(dir, 'gone.stl'))).rejects.toThrow(/gone\.stl: no such file/);
    await writeFile(join(dir, 'part.sldprt'), 'x');
    await expect(readModel(join(dir, 'part.sldprt'))).rejects.toThrow(
      /part\.sldprt: "\.sldprt" is not a model format/,
    );
  });

  it('refuses a file over GitHub’s 100 MiB block, saying how to make it smaller', async () => {
    const path = await sized('huge.stl', githubBlockBytes + 1);
    await expect(readModel(path)).rejects.toThrow(/huge\.stl: is 100\.0 MiB; GitHub refuses/);
    expect(githubWarnBytes).toBeLessThan(githubBlockBytes);
  });
});
