/**
 * Small generated models for the model tests and the bench, in every format
 * the build reads, plus the broken and oversized files an owner can push:
 * a box and a torus of any triangle count, written with three's STLExporter (./stl.ts),
 * fflate (3MF), glTF Transform (GLB) and a STEP template (./step.ts), in a
 * temporary folder.
 */
import { mkdtempSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Document, NodeIO } from '@gltf-transform/core';
import { strToU8, zipSync } from 'fflate';
import { afterAll } from 'vitest';
import { asciiStl, binaryStl } from './stl.ts';
import type { Mesh } from '../../../site/models/mesh.ts';
import { box, torus } from './meshes.ts';
import { stepAssembly, stepBox, type AssemblyBox } from './step.ts';

export { box, stepAssembly, stepBox, torus };

/**
 * A bench vise as its CAD program's STEP assembly would hold it (stepAssembly): a base plate
 * (yellow-green), two jaws (blue), and a spacer the file gives no colour, 120 × 80 × 38 mm.
 */
export const viseParts: readonly AssemblyBox[] = [
  { name: 'base plate', size: [120, 80, 8], colour: [0.8, 1, 0], at: [[0, 0, 0]] },
  {
    name: 'jaw',
    size: [10, 60, 30],
    colour: [0.2, 0.4, 1],
    at: [
      [10, 10, 8],
      [100, 10, 8],
    ],
  },
  { name: 'spacer', size: [20, 20, 4], at: [[50, 50, 8]] },
];
export const viseAssembly = (): string => stepAssembly('vise', viseParts);

/** The mesh in mm, Z up, as glTF holds it: metres, Y up, -Z forward (glTF 2.0 spec, "Coordinate System and Units"). */
export function gltfCoordinates(mesh: Mesh): Mesh {
  const positions = new Float32Array(mesh.positions.length);
  for (let i = 0; i < positions.length; i += 3) {
    positions[i] = mesh.positions[i]! / 1000;
    positions[i + 1] = mesh.positions[i + 2]! / 1000;
    positions[i + 2] = -mesh.positions[i + 1]! / 1000;
  }
  return { positions, indices: mesh.indices };
}

/** A number as CAD programs print it in text formats: seven significant digits. */
const printed = (value: number): number => Number(value.toPrecision(7));

/** A binary STL of the mesh, its numbers as they are (STL has no unit; CAD programs write mm). */
export function stl(mesh: Mesh): Uint8Array {
  return binaryStl(mesh);
}

/** An ASCII STL of the mesh. */
export function stlText(mesh: Mesh): string {
  return asciiStl({ positions: Array.from(mesh.positions, printed), indices: mesh.indices });
}

/** A Wavefront OBJ of the mesh: `v` lines, then `f` lines counting corners from 1. */
export function obj(mesh: Mesh): string {
  const lines: string[] = [];
  for (let i = 0; i < mesh.positions.length; i += 3)
    lines.push(`v ${Array.from(mesh.positions.subarray(i, i + 3), printed).join(' ')}`);
  for (let t = 0; t < mesh.indices.length; t += 3)
    lines.push(`f ${Array.from(mesh.indices.subarray(t, t + 3), (v) => v + 1).join(' ')}`);
  return `${lines.join('\n')}\n`;
}

/**
 * A 3MF package (3MF core spec: an OPC zip with 3D/3dmodel.model) of the mesh, in `unit`; its
 * object named `name` and coloured `colour` (a base material's sRGB displaycolor) when given.
 */
export function threeMf(
  mesh: Mesh,
  unit = 'millimeter',
  { name, colour }: { name?: string; colour?: string } = {},
): Uint8Array {
  const vertices: string[] = [];
  for (let i = 0; i < mesh.positions.length; i += 3) {
    const [x, y, z] = Array.from(mesh.positions.subarray(i, i + 3), printed);
    vertices.push(`<vertex x="${x}" y="${y}" z="${z}"/>`);
  }
  const triangles: string[] = [];
  for (let t = 0; t < mesh.indices.length; t += 3) {
    const [a, b, c] = mesh.indices.subarray(t, t + 3);
    triangles.push(`<triangle v1="${a}" v2="${b}" v3="${c}"/>`);
  }
  const model = `<?xml version="1.0" encoding="UTF-8"?>
<model unit="${unit}" xmlns="http://schemas.microsoft.com/3dmanufacturing/core/2015/02">
<resources>${colour ? `<basematerials id="2"><base name="colour" displaycolor="${colour}"/></basematerials>` : ''}<object id="1" type="model"${name ? ` name="${name}"` : ''}${colour ? ' pid="2" pindex="0"' : ''}><mesh>
<vertices>${vertices.join('')}</vertices>
<triangles>${triangles.join('')}</triangles>
</mesh></object></resources>
<build><item objectid="1"/></build>
</model>`;
  return zipSync({
    '[Content_Types].xml': strToU8(
      '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="model" ContentType="application/vnd.ms-package.3dmanufacturing-3dmodel+xml"/></Types>',
    ),
    '_rels/.rels': strToU8(
      '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Target="/3D/3dmodel.model" Id="rel0" Type="http://schemas.microsoft.com/3dmanufacturing/2013/01/3dmodel"/></Relationships>',
    ),
    '3D/3dmodel.model': strToU8(model),
  });
}

/** A GLB of the mesh with its numbers as they are, so in glTF's metres, Y up (see gltfCoordinates). */
export async function glb(mesh: Mesh): Promise<Uint8Array> {
  return glbOfParts([{ mesh }]);
}

/**
 * A GLB of parts, a node each, named `name`, in a material of base colour `colour` (linear RGB,
 * as glTF holds it) when given: the meshes' numbers as they are, as `glb` writes them.
 */
export async function glbOfParts(
  parts: ReadonlyArray<{ mesh: Mesh; name?: string; colour?: readonly [number, number, number] }>,
): Promise<Uint8Array> {
  const document = new Document();
  const buffer = document.createBuffer();
  const accessor = (type: 'VEC3' | 'SCALAR', array: Float32Array | Uint32Array) =>
    document.createAccessor().setType(type).setArray(array).setBuffer(buffer);
  const scene = document.createScene();
  for (const { mesh, name, colour } of parts) {
    const primitive = document
      .createPrimitive()
      .setAttribute('POSITION', accessor('VEC3', mesh.positions))
      .setIndices(accessor('SCALAR', mesh.indices));
    if (colour) primitive.setMaterial(document.createMaterial().setBaseColorFactor([...colour, 1]));
    scene.addChild(
      document.createNode(name).setMesh(document.createMesh().addPrimitive(primitive)),
    );
  }
  return new NodeIO().writeBinary(document);
}

/** A temporary folder of model files; `remove()` deletes it and all it holds. */
export class ModelFolder {
  readonly path = mkdtempSync(join(tmpdir(), 'models-'));

  /** Writes `data` as `name` in the folder; returns its path. */
  write(name: string, data: string | Uint8Array): string {
    const path = join(this.path, name);
    writeFileSync(path, data);
    return path;
  }

  /**
   * A file of `bytes` that begins with `start` and is a hole after it: the
   * file system stores no data for the hole (a sparse file), so an 80 MB
   * file costs a few blocks of disk and no time to write.
   */
  sparse(name: string, bytes: number, start: Uint8Array = new Uint8Array()): string {
    const path = this.write(name, start);
    truncateSync(path, bytes);
    return path;
  }

  remove(): void {
    rmSync(this.path, { recursive: true, force: true });
  }
}

/** A folder for a test file's models, removed after its last test, so no run leaves one behind. */
export function testModelFolder(): ModelFolder {
  const folder = new ModelFolder();
  afterAll(() => folder.remove());
  return folder;
}

/** One model file of a format, and the mesh (mm, Z up) it was written from. */
export interface FormatSample {
  format: string;
  file: string;
  mesh: Mesh;
}

/**
 * The same torus of `triangles` in each mesh format, and a box as STEP (its
 * template writes flat faces only), in `folder`.
 */
export async function sampleOfEachFormat(
  folder: ModelFolder,
  triangles = 2_000,
): Promise<FormatSample[]> {
  const ring = torus(triangles);
  const block = box(30, 20, 4);
  return [
    { format: 'STL (binary)', file: folder.write('torus.stl', stl(ring)), mesh: ring },
    { format: 'STL (ASCII)', file: folder.write('torus-ascii.stl', stlText(ring)), mesh: ring },
    { format: 'OBJ', file: folder.write('torus.obj', obj(ring)), mesh: ring },
    { format: '3MF', file: folder.write('torus.3mf', threeMf(ring)), mesh: ring },
    {
      format: 'GLB',
      file: folder.write('torus.glb', await glb(gltfCoordinates(ring))),
      mesh: ring,
    },
    { format: 'STEP (AP214)', file: folder.write('box.step', stepBox(30, 20, 4)), mesh: block },
  ];
}

/** An STL of no bytes at all, as a failed export or upload leaves. */
export function emptyStl(folder: ModelFolder): string {
  return folder.write('empty.stl', '');
}

/** A STEP file cut off half way, as an interrupted copy or upload leaves it. */
export function truncatedStep(folder: ModelFolder): string {
  const text = stepBox(30, 20, 4);
  return folder.write('truncated.step', text.slice(0, Math.floor(text.length / 2)));
}

/**
 * A binary STL of `bytes` (80 MiB unless said): a valid box of 12 triangles,
 * then a hole to that size. Its header counts the 12, so a reader that trusts
 * the count (three's STLLoader does) makes the box of it; the size is what
 * the GitHub limits are about.
 */
export function largeStl(
  folder: ModelFolder,
  bytes = 80 * 1024 * 1024,
  name = 'large.stl',
): string {
  return folder.sparse(name, bytes, stl(box(40, 25, 6)));
}
