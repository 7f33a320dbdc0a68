/**
 * Reads glTF/GLB with glTF Transform, flattening every triangle primitive of
 * the default scene with its node's world transform. glTF is in metres with
 * Y up (glTF 2.0 spec, "Coordinate System and Units"), so it turns into mm, Z up.
 * Each node with a mesh is a part, named by the node (or its mesh), each primitive a run of it
 * in its material's base colour (linear, as glTF holds it).
 */
import { NodeIO, Primitive, type Document, type Material } from '@gltf-transform/core';
import { ALL_EXTENSIONS } from '@gltf-transform/extensions';
import { MeshoptDecoder } from 'meshoptimizer';
import { joinMeshes, type Colour, type Mesh } from './mesh.ts';

/** glTF Transform's reader with every extension it knows, meshopt decoding included. */
export async function gltfIO(): Promise<NodeIO> {
  await MeshoptDecoder.ready;
  return new NodeIO()
    .registerExtensions(ALL_EXTENSIONS)
    .registerDependencies({ 'meshopt.decoder': MeshoptDecoder });
}

/**
 * A material's base colour (linear RGB, as glTF holds it), when it is one the file chose: not
 * glTF's default white (a material that gives no colour), nor a factor a texture multiplies.
 */
export function baseColour(material: Material): Colour | undefined {
  if (material.getBaseColorTexture()) return undefined;
  const [r, g, b] = material.getBaseColorFactor();
  return r === 1 && g === 1 && b === 1 ? undefined : [r, g, b];
}

/**
 * The triangles of a glTF document's default scene as a mesh in mm, Z up; `colourOf` reads a
 * primitive's colour from its material (by default its base colour).
 */
export function documentMesh(
  document: Document,
  colourOf: (material: Material) => Colour | undefined = baseColour,
): Mesh {
  const root = document.getRoot();
  const scene = root.getDefaultScene() ?? root.listScenes()[0];
  const parts: Parameters<typeof joinMeshes>[0] = [];
  let body = 0;
  scene?.traverse((node) => {
    const mesh = node.getMesh();
    if (!mesh) return;
    const m = node.getWorldMatrix();
    const name = node.getName().trim() || mesh.getName().trim();
    body += 1;
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
      const material = primitive.getMaterial();
      // Colours by vertex are the file's own: the part is not one colour.
      const colour =
        material && !primitive.getAttribute('COLOR_0') ? colourOf(material) : undefined;
      parts.push({
        positions,
        indices: indices ? Uint32Array.from(indices.getArray()!) : null,
        name,
        body,
        ...(colour && { colour }),
      });
    }
  });
  return joinMeshes(parts, 1000);
}

/** A glTF or GLB as a mesh in mm; `path` lets a .gltf find its .bin beside it. */
export async function readGltf(path: string): Promise<Mesh> {
  return documentMesh(await (await gltfIO()).read(path));
}
