/**
 * Writes a made-up mesh as STL, binary or ASCII, with three's `STLExporter`,
 * the writer the sample's own model is made with (scripts/illustrations/rocket-fin-model.ts).
 * The one STL writer of the lab: the models tests, the bench and the made-up
 * owner's content all write theirs here.
 */
import { BufferAttribute, BufferGeometry, Mesh as ThreeMesh } from 'three';
import { STLExporter } from 'three/examples/jsm/exporters/STLExporter.js';

/** Triangles as xyz triples and three indices each, counter-clockwise seen from outside. */
export interface TriangleMesh {
  positions: ArrayLike<number>;
  indices: ArrayLike<number>;
}

/** The mesh as three holds one; positions kept as given (Float64Array: an ASCII file prints them as they are). */
function threeMesh(mesh: TriangleMesh): ThreeMesh {
  const geometry = new BufferGeometry();
  geometry.setAttribute('position', new BufferAttribute(Float64Array.from(mesh.positions), 3));
  geometry.setIndex(new BufferAttribute(Uint32Array.from(mesh.indices), 1));
  return new ThreeMesh(geometry);
}

/** A binary STL of the mesh (its 80-byte header left empty, as STLExporter writes it). */
export function binaryStl(mesh: TriangleMesh): Uint8Array {
  const stl = new STLExporter().parse(threeMesh(mesh), { binary: true }) as DataView;
  return new Uint8Array(stl.buffer, stl.byteOffset, stl.byteLength);
}

/** An ASCII STL of the mesh ("solid exported", as STLExporter names it). */
export function asciiStl(mesh: TriangleMesh): string {
  return new STLExporter().parse(threeMesh(mesh)) as string;
}
