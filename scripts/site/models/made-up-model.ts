/**
 * A made-up model, as a CAD program exports one: for the models tests and the
 * made-up owner's content the page tests build (src/test/fixture-content.ts).
 */

/** A binary STL of an axis-aligned box w × d × h, 12 triangles. */
export function boxStl(w: number, d: number, h: number): Uint8Array {
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
