/**
 * Writes STL, binary and ASCII, from an indexed triangle mesh in millimetres.
 * The format is small enough to write by hand (Marshall Burns, "Automated
 * Fabrication", §6.5: an 80-byte header, a uint32 count, then 50 bytes a
 * triangle; ASCII: solid/facet/outer loop/vertex), and a writer of our own
 * keeps the sample's model byte-for-byte the same on every machine.
 */

/** Triangles as xyz triples and three indices each, counter-clockwise seen from outside. */
export interface TriangleMesh {
  positions: ArrayLike<number>;
  indices: ArrayLike<number>;
}

type Vector = [number, number, number];

function corner(mesh: TriangleMesh, triangle: number, k: number): Vector {
  const v = mesh.indices[triangle * 3 + k]! * 3;
  return [mesh.positions[v]!, mesh.positions[v + 1]!, mesh.positions[v + 2]!];
}

/** A triangle's unit normal by the right-hand rule, as STL's facet normal asks. */
function facetNormal(a: Vector, b: Vector, c: Vector): Vector {
  const u = [b[0] - a[0], b[1] - a[1], b[2] - a[2]];
  const v = [c[0] - a[0], c[1] - a[1], c[2] - a[2]];
  const n: Vector = [
    u[1]! * v[2]! - u[2]! * v[1]!,
    u[2]! * v[0]! - u[0]! * v[2]!,
    u[0]! * v[1]! - u[1]! * v[0]!,
  ];
  const length = Math.hypot(...n) || 1;
  return [n[0] / length, n[1] / length, n[2] / length];
}

/**
 * A binary STL. `header` (at most 80 ASCII characters) must not start with
 * "solid": readers take such a file for ASCII.
 */
export function binaryStl(mesh: TriangleMesh, header: string): Uint8Array {
  if (header.length > 80 || /^solid/i.test(header) || /[^\x20-\x7e]/.test(header))
    throw new Error(`an STL header is up to 80 ASCII characters, not starting "solid": ${header}`);
  const count = mesh.indices.length / 3;
  const bytes = new Uint8Array(84 + count * 50);
  bytes.set(new TextEncoder().encode(header));
  const view = new DataView(bytes.buffer);
  view.setUint32(80, count, true);
  for (let t = 0; t < count; t++) {
    const points = [0, 1, 2].map((k) => corner(mesh, t, k)) as [Vector, Vector, Vector];
    [facetNormal(...points), ...points].forEach((vector, row) =>
      vector.forEach((value, axis) =>
        view.setFloat32(84 + t * 50 + row * 12 + axis * 4, value, true),
      ),
    );
    // The two attribute bytes stay 0, as the format asks when they carry nothing.
  }
  return bytes;
}

/** An ASCII STL named `name`. */
export function asciiStl(mesh: TriangleMesh, name: string): string {
  const facets: string[] = [];
  for (let t = 0; t < mesh.indices.length / 3; t++) {
    const points = [0, 1, 2].map((k) => corner(mesh, t, k)) as [Vector, Vector, Vector];
    facets.push(
      `  facet normal ${facetNormal(...points).join(' ')}\n    outer loop\n` +
        points.map((p) => `      vertex ${p.join(' ')}\n`).join('') +
        '    endloop\n  endfacet\n',
    );
  }
  return `solid ${name}\n${facets.join('')}endsolid ${name}\n`;
}
