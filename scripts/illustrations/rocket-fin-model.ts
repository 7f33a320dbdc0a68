/**
 * The sample's rocket fin as a CAD model: its part outline (./rocket-fin.ts),
 * root, tip, sweep and tab, extruded to the sheet's thickness with its edges
 * chamfered, as a binary STL (what a CAD program exports). three.js makes the
 * solid (ExtrudeGeometry) and writes the file (STLExporter): the same numbers
 * as the drawing, so the model and the drawing cannot disagree.
 */
import { ExtrudeGeometry, Mesh, Shape, Vector2 } from 'three';
import { STLExporter } from 'three/examples/jsm/exporters/STLExporter.js';
import { partOutline, rocketFin } from './rocket-fin.ts';

/** The chamfer on every edge of the fin, in mm: a sanded G10 edge. */
const chamfer = 0.6;

/** The fin as a binary STL, in mm, lying flat: its thickness along Z. */
export function rocketFinStl(): Uint8Array {
  const shape = new Shape(partOutline().map(([x, y]) => new Vector2(x, y)));
  const geometry = new ExtrudeGeometry(shape, {
    // The chamfers add their depth on both faces, and grow the outline by their size unless
    // offset back in: the part stays exactly the drawing's outline and the sheet's thickness.
    depth: rocketFin.thickness - 2 * chamfer,
    bevelEnabled: true,
    bevelThickness: chamfer,
    bevelSize: chamfer,
    bevelOffset: -chamfer,
    bevelSegments: 1,
    curveSegments: 1,
  });
  geometry.translate(0, 0, chamfer - rocketFin.thickness / 2);
  const stl = new STLExporter().parse(new Mesh(geometry), { binary: true }) as DataView;
  return new Uint8Array(stl.buffer, stl.byteOffset, stl.byteLength);
}
