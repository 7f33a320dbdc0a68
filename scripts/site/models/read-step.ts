/**
 * Reads STEP (AP203/AP214/AP242) through OpenCascade compiled to WebAssembly
 * (occt-import-js, which ships its .wasm in the package, so it runs offline).
 * OpenCascade tessellates the exact surfaces and gives millimetres.
 */
import occtImport from 'occt-import-js';
import { joinMeshes, type Mesh } from './mesh.ts';

let occt: ReturnType<typeof occtImport> | undefined;

/** A STEP file as a mesh in mm, or `undefined` when OpenCascade cannot read it. */
export async function readStep(bytes: Uint8Array): Promise<Mesh | undefined> {
  occt ??= occtImport();
  const result = (await occt).ReadStepFile(bytes, null);
  if (!result.success) return undefined;
  return joinMeshes(
    result.meshes.map((mesh) => ({
      positions: mesh.attributes.position.array,
      indices: mesh.index.array,
    })),
  );
}
