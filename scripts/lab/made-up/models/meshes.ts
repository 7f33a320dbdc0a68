/**
 * Made-up meshes, a box and a torus of any size, and the box as a CAD program
 * exports it: for the models tests, the bench and the made-up owner's content
 * the page tests build (scripts/lab/unit-tests/fixture-content.ts). Free of test-runner
 * imports: the unit tests' configuration and the bench load it too.
 */
import type { Mesh } from '../../../site/models/mesh.ts';
import { binaryStl } from './stl.ts';

/** A `width` × `depth` × `height` box with a corner at the origin: 8 corners, 12 triangles. */
export function box(width: number, depth: number, height: number): Mesh {
  const corners = [0, 1].flatMap((x) =>
    [0, 1].flatMap((y) => [0, 1].map((z) => [x * width, y * depth, z * height])),
  );
  const faces = [[0,1,3],[0,3,2],[4,6,7],[4,7,5],[0,4,5],[0,5,1],[2,3,7],[2,7,6],[0,2,6],[0,6,4],[1,5,7],[1,7,3]]; // prettier-ignore
  return { positions: new Float32Array(corners.flat()), indices: new Uint32Array(faces.flat()) };
}

/** An axis-aligned box from corner `min` to corner `max`, its 12 triangles wound outwards. */
export function boxBetween(
  min: readonly [number, number, number],
  max: readonly [number, number, number],
): Mesh {
  const corner = (i: number) => [0, 1, 2].map((axis) => ((i >> axis) & 1 ? max : min)[axis]!);
  const quads = [[0,2,3,1],[4,5,7,6],[0,1,5,4],[2,6,7,3],[0,4,6,2],[1,3,7,5]]; // prettier-ignore
  return {
    positions: new Float32Array([0, 1, 2, 3, 4, 5, 6, 7].flatMap(corner)),
    indices: new Uint32Array(quads.flatMap(([a, b, c, d]) => [a!, b!, c!, a!, c!, d!])),
  };
}

/**
 * A closed torus round the z axis with exactly `triangles` triangles (an
 * even count whose half splits into two factors of 3 or more: 200,000 is 500
 * round by 200 across), so a test can ask for a model of any size it needs.
 */
export function torus(triangles: number, radius = 40, tube = 12): Mesh {
  const cells = triangles / 2;
  // Rings across the tube: the factor of `cells` nearest half as many as round it, so cells are near square.
  const target = Math.sqrt(cells / 2);
  let across = 0;
  for (let n = 3; n <= cells / 3; n++)
    if (Number.isInteger(cells / n) && Math.abs(n - target) < Math.abs(across - target)) across = n;
  if (!across)
    throw new Error(`${triangles} triangles cannot make a torus: ask for 2 × m × n, m, n ≥ 3`);
  const round = cells / across;
  const positions = new Float32Array(cells * 3);
  const indices = new Uint32Array(triangles * 3);
  for (let i = 0; i < round; i++)
    for (let j = 0; j < across; j++) {
      const u = (2 * Math.PI * i) / round;
      const v = (2 * Math.PI * j) / across;
      const ring = radius + tube * Math.cos(v);
      positions.set(
        [ring * Math.cos(u), ring * Math.sin(u), tube * Math.sin(v)],
        (i * across + j) * 3,
      );
      const at = (di: number, dj: number) => ((i + di) % round) * across + ((j + dj) % across);
      indices.set(
        [at(0, 0), at(1, 0), at(1, 1), at(0, 0), at(1, 1), at(0, 1)],
        (i * across + j) * 6,
      );
    }
  return { positions, indices };
}

/** A binary STL of an axis-aligned box w × d × h, 12 triangles. */
export function boxStl(w: number, d: number, h: number): Uint8Array {
  return binaryStl(box(w, d, h));
}
