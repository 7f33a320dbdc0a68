/**
 * Reads STEP (AP203/AP214/AP242) through OpenCascade compiled to WebAssembly
 * (occt-import-js, which ships its .wasm in the package, so it runs offline).
 * OpenCascade tessellates the exact surfaces and gives millimetres, and each body with the
 * name and colour the file gives it (a product's name, a part's colour, in linear RGB as
 * OpenCascade holds colours: a STEP colour of 0.8 comes back 0.604).
 */
import occtImport, { type OcctMesh } from 'occt-import-js';
import { joinMeshes, type Colour, type Mesh } from './mesh.ts';

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
      name: mesh.name,
      colour: meshColour(mesh),
    })),
  );
}

/**
 * A body's colour: its own, or, where its faces carry colours of their own and not one for the
 * body (a part coloured face by face), the colour that covers more than half of its triangles;
 * none where no colour does (a grey part with one red face stays grey).
 */
function meshColour(mesh: OcctMesh): Colour | undefined {
  if (mesh.color?.length === 3) return mesh.color as unknown as Colour;
  const byColour = new Map<string, { colour: Colour; triangles: number }>();
  for (const face of mesh.brep_faces ?? []) {
    if (face.color?.length !== 3) continue;
    const key = face.color.join();
    const entry = byColour.get(key) ?? { colour: face.color as unknown as Colour, triangles: 0 };
    entry.triangles += face.last - face.first + 1;
    byColour.set(key, entry);
  }
  const triangles = mesh.index.array.length / 3;
  return [...byColour.values()].find((entry) => entry.triangles * 2 > triangles)?.colour;
}
