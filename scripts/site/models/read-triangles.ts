/**
 * Reads STL, OBJ and 3MF with three.js's own loaders (kept alongside three,
 * used by most web viewers), and flattens the scene they build into one mesh.
 * STL and OBJ carry no unit: CAD programs write them in millimetres, so they
 * are read as mm. 3MF states its unit, which the loader leaves to us. Each mesh of the scene is
 * a part, named by its 3MF object; a 3MF part's material gives its colour (three turns its sRGB
 * displaycolor into linear, as glTF holds colours). An OBJ is one part, the site's grey: its
 * groups are not parts, and its colours are in its .mtl, which is not read.
 */
import { unzipSync, strFromU8 } from 'fflate';
import { JSDOM } from 'jsdom';
import type { BufferGeometry, Object3D } from 'three';
import { Loader, Material, Mesh as ThreeMesh } from 'three';
import { STLLoader } from 'three/examples/jsm/loaders/STLLoader.js';
import { OBJLoader } from 'three/examples/jsm/loaders/OBJLoader.js';
import { ThreeMFLoader } from 'three/examples/jsm/loaders/3MFLoader.js';
import { joinMeshes, type Colour, type Mesh } from './mesh.ts';

function geometryPart(geometry: BufferGeometry) {
  return {
    positions: geometry.getAttribute('position').array,
    indices: geometry.getIndex()?.array ?? null,
  };
}

/** A material's colour, when the file gave it one: not the loader's default, a texture or colours by vertex. */
function materialColour(material: Material | Material[]): Colour | undefined {
  if (Array.isArray(material)) return undefined;
  const { color, map, vertexColors } = material as Material & {
    color?: { r: number; g: number; b: number };
    map?: unknown;
  };
  if (!color || map || vertexColors || material.name === Loader.DEFAULT_MATERIAL_NAME)
    return undefined;
  return [color.r, color.g, color.b];
}

/**
 * The scene's meshes as parts. A 3MF's (`threeMf`): three's loader draws each object as a group
 * of a mesh per base material, so the group is the part, named by the object, and each mesh a run
 * in its material's colour. An OBJ's: one part, whose groups (`g`) and objects are not dependably
 * parts.
 */
function sceneParts(root: Object3D, { threeMf = false } = {}) {
  root.updateMatrixWorld(true);
  const parts: Parameters<typeof joinMeshes>[0] = [];
  const bodies = new Map<Object3D, number>();
  root.traverse((object) => {
    if (!(object instanceof ThreeMesh)) return;
    const geometry = (object.geometry as BufferGeometry).clone().applyMatrix4(object.matrixWorld);
    const owner = threeMf ? (object.parent ?? object) : root;
    if (!bodies.has(owner)) bodies.set(owner, bodies.size);
    const colour = threeMf ? materialColour(object.material as Material) : undefined;
    parts.push({
      ...geometryPart(geometry),
      name: threeMf ? owner.name.trim() : '',
      body: bodies.get(owner)!,
      ...(colour && { colour }),
    });
  });
  return parts;
}

/** An STL (binary or ASCII) as a mesh in mm. */
export function readStl(bytes: Uint8Array): Mesh {
  const copy = bytes.slice().buffer;
  return joinMeshes([geometryPart(new STLLoader().parse(copy))]);
}

/** An OBJ as a mesh in mm. */
export function readObj(bytes: Uint8Array): Mesh {
  return joinMeshes(sceneParts(new OBJLoader().parse(new TextDecoder().decode(bytes))));
}

const millimetresPer: Record<string, number> = {
  micron: 0.001,
  millimeter: 1,
  centimeter: 10,
  inch: 25.4,
  foot: 304.8,
  meter: 1000,
};

/** The 3MF unit (3MF core spec: `unit` on <model>, millimeter by default) in mm. */
function threeMfScale(files: Record<string, Uint8Array>): number {
  const modelFile = Object.keys(files).find((name) => /^3D\/.*\.model$/i.test(name));
  if (!modelFile) return 1;
  const unit =
    /<model[^>]*\sunit="([^"]+)"/.exec(strFromU8(files[modelFile]!))?.[1] ?? 'millimeter';
  const scale = millimetresPer[unit];
  if (scale === undefined) throw new Error(`the 3MF unit "${unit}" is not one the 3MF spec allows`);
  return scale;
}

/** A 3MF as a mesh in mm, scaled by its stated unit. */
export function readThreeMf(bytes: Uint8Array): Mesh {
  const scale = threeMfScale(unzipSync(bytes));
  // The loader parses XML with the browser's DOMParser; jsdom gives Node the same one.
  const globals = globalThis as { DOMParser?: unknown };
  const before = globals.DOMParser;
  globals.DOMParser = new JSDOM('').window.DOMParser;
  try {
    const group = new ThreeMFLoader().parse(bytes.slice().buffer);
    return joinMeshes(sceneParts(group, { threeMf: true }), scale);
  } finally {
    globals.DOMParser = before;
  }
}
