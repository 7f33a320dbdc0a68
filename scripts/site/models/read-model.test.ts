// @vitest-environment node
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { dimensionsText, triangleCount } from './mesh.ts';
import { githubBlockBytes, githubWarnBytes, sizeProblem } from './problems.ts';
import { readModel } from './read-model.ts';
import {
  box,
  emptyStl,
  largeStl,
  stl,
  testModelFolder,
  truncatedStep,
} from '../../lab/made-up/models/formats.ts';

const folder = testModelFolder();

// A STEP file a CAD program wrote (Autodesk Inventor), shipped in occt-import-js's tests.
const occtCube = () =>
  join(
    dirname(createRequire(import.meta.url).resolve('occt-import-js/package.json')),
    'test/testfiles/cube-10x10mm/Cube 10x10.stp',
  );

describe('readModel', () => {
  it('reads a binary STL in millimetres', async () => {
    const { mesh, warnings } = await readModel(folder.write('box.stl', stl(box(40, 25, 6))));
    expect(triangleCount(mesh)).toBe(12);
    expect(dimensionsText(mesh)).toBe('40 × 25 × 6 mm');
    expect(warnings).toEqual([]);
  });

  it('reads the STEP cube shipped in occt-import-js’s tests', async () => {
    const { mesh } = await readModel(occtCube());
    expect(dimensionsText(mesh)).toBe('10 × 10 × 10 mm');
  });

  it('names a STEP file cut off half way', async () => {
    await expect(readModel(truncatedStep(folder))).rejects.toThrow(
      /truncated\.step: is not a STEP file OpenCascade can read \(cut short\?\): export it again/,
    );
  });

  it('names an STL with no triangles', async () => {
    const path = folder.write('none.stl', new Uint8Array(84));
    await expect(readModel(path)).rejects.toThrow(/none\.stl: .*export it again/);
  });

  it('names an empty file, a missing file and an unknown extension', async () => {
    await expect(readModel(emptyStl(folder))).rejects.toThrow(
      /empty\.stl: is empty \(0 bytes\): export it again/,
    );
    await expect(readModel(join(folder.path, 'gone.stl'))).rejects.toThrow(
      /gone\.stl: no such file/,
    );
    await expect(readModel(folder.write('part.sldprt', 'x'))).rejects.toThrow(
      /part\.sldprt: "\.sldprt" is not a model format/,
    );
  });
});

describe('readModel and GitHub’s file size limits', () => {
  const mib = 1024 * 1024;

  // The check that matters: the size on disk against the limits, before anything is read.
  it('warns about 80 MiB (over the 50 MiB warning) and refuses over 100 MiB', () => {
    expect(sizeProblem('large.stl', 80 * mib)).toEqual({
      warning: expect.stringMatching(
        /^large\.stl: is 80\.0 MiB; GitHub warns about files over 50 MiB: export it again smaller/,
      ),
    });
    expect(sizeProblem('huge.stl', githubBlockBytes + 1).error?.message).toMatch(
      /^huge\.stl: is 100\.0 MiB; GitHub refuses files over 100 MiB, so it cannot be pushed/,
    );
    expect(sizeProblem('fine.stl', githubWarnBytes)).toEqual({});
  });

  // readModel reads a warned-about file whole (it must, to convert it): the 80 MiB here are
  // a sparse file's hole, so they come as zeros from memory and the read stays fast.
  it('reads an 80 MiB STL with GitHub’s warning naming the file', async () => {
    const { mesh, bytes, warnings } = await readModel(largeStl(folder));
    expect(bytes).toBe(80 * mib);
    expect(warnings).toEqual([expect.stringMatching(/large\.stl: is 80\.0 MiB; GitHub warns/)]);
    expect(dimensionsText(mesh)).toBe('40 × 25 × 6 mm');
  });

  it('refuses a file over GitHub’s 100 MiB block before reading it, saying how to make it smaller', async () => {
    const path = largeStl(folder, githubBlockBytes + 1, 'huge.stl');
    await expect(readModel(path)).rejects.toThrow(
      /huge\.stl: is 100\.0 MiB; GitHub refuses .*: export it again smaller/,
    );
  });
});
