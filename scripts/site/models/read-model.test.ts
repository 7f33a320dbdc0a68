import { mkdtemp, open, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boxStl } from './made-up-model.ts';
import { dimensionsText, triangleCount } from './mesh.ts';
import { githubBlockBytes, githubWarnBytes, sizeProblem } from './problems.ts';
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

  it('warns about an 80 MB export, which GitHub takes with a warning, and says how to make it smaller', () => {
    const { error, warning } = sizeProblem('public/models/bracket.stl', 80 * 1024 * 1024);
    expect(error).toBeUndefined();
    expect(warning).toMatch(
      /^public\/models\/bracket\.stl: is 80\.0 MiB; GitHub warns about files over 50 MiB: export it again smaller \(STEP or 3MF/,
    );
  });
});
