/**
 * Reads glTF/GLB with glTF Transform, flattening every triangle primitive of
 * the default scene with its node's world transform. glTF is in metres with
 * Y up (glTF 2.0 spec, "Coordinate System and Units"), so it turns into mm, Z up.
 */
import { NodeIO, Primitive, type Document } from '@gltf-transform/core';
import { ALL_EXTENSIONS } from '@gltf-transform/extensions';
import { MeshoptDecoder } from 'meshoptimizer';
import { joinMeshes, type Mesh } from './mesh.ts';

/** glTF Transform's reader with every extension it knows, meshopt decoding included. */
export async function gltfIO(): Promise<NodeIO> {
  await MeshoptDecoder.ready;
  return new NodeIO()
    .registerExtensions(ALL_EXTENSIONS)
    .registerDependencies({ 'meshopt.decoder': MeshoptDecoder });
}

/** The triangles of a glTF document's default scene as a mesh in mm, Z up. */
export function documentMesh(document: Document): Mesh {
  const root = document.getRoot();
  const scene = root.getDefaultScene() ?? root.listScenes()[0];
  const parts: { positions: Float32Array; indices: Uint32Array | null }[] = [];
  scene?.traverse((node) => {
    const mesh = node.getMesh();
    if (!mesh) return;
    const m = node.getWorldMatrix();
    for (const primitive of mesh.listPrimitives()) {
      if (primitive.getMode() !== Primitive.Mode.TRIANGLES) continue;
      const position = primitive.getAttribute('POSITION');
      if (!position) continue;
      const positions = new Float32Array(position.getCount() * 3);
      const v: number[] = [0, 0, 0];
      for (let i = 0; i < position.getCount(); i++) {
        position.getElement(i, v);
        const [x, y, z] = v as [number, number, number];
        const wx = m[0] * x + m[4] * y + m[8] * z + m[12];
        const wy = m[1] * x + m[5] * y + m[9] * z + m[13];
        const wz = m[2] * x + m[6] * y + m[10] * z + m[14];
        // Y up to Z up: glTF's -Z (forward) becomes CAD's +Y.
        positions.set([wx, -wz, wy], i * 3);
      }
      const indices = primitive.getIndices();
      parts.push({ positions, indices: indices ? Uint32Array.from(indices.getArray()!) : null });
    }
  });
  return joinMeshes(parts, 1000);
}

/** A glTF or GLB as a mesh in mm; `path` lets a .gltf find its .bin beside it. */
export async function readGltf(path: string): Promise<Mesh> {
  return documentMesh(await (await gltfIO()).read(path));
}
