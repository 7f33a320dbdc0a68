/**
 * Makes the one compact GLB the site serves for a model: welded, simplified
 * to a triangle budget when it is over it, quantized and meshopt-compressed
 * (EXT_meshopt_compression), so a phone never downloads the owner's export.
 */
import { Document, Logger, type Primitive } from '@gltf-transform/core';
import { EXTMeshoptCompression, KHRMeshQuantization } from '@gltf-transform/extensions';
import { meshopt, quantize, simplifyPrimitive, weld } from '@gltf-transform/functions';
import { MeshoptEncoder, MeshoptSimplifier } from 'meshoptimizer';
import { documentMesh, gltfIO } from './read-gltf.ts';
import { partGrey, triangleCount, type Colour, type Mesh, type MeshPart } from './mesh.ts';

/**
 * 60,000 triangles: a curved part reads smooth at phone size with a fraction
 * of that, and meshopt-compressed it is a few hundred kB, about one photo.
 */
export const triangleBudget = 60_000;

/** The web GLB, and the simplified mesh (mm, Z up) it holds, for the still picture. */
export interface WebModel {
  glb: Uint8Array;
  mesh: Mesh;
  trianglesBefore: number;
  trianglesAfter: number;
  warnings: string[];
}

/** The material of a part the file gives no colour: the site's grey, the still's (./still.ts). */
const uncoloured = 'part';

/**
 * A part of fewer triangles is kept whole when the model is simplified: at the ratio a big model
 * needs, a bolt of a few dozen triangles would go altogether. Such parts get primitives of their
 * own (by colour), apart from the big parts of the same colour, so the simplifier can leave them.
 */
const keptWhole = 500;
/** The fewest triangles a simplified primitive keeps: a big part never goes altogether either. */
const fewestKept = 12;

/** The web model's document, and which of its primitives the simplifier treats apart. */
interface WebDocument {
  document: Document;
  /** Primitives of small parts only (`keptWhole`). */
  small: Set<Primitive>;
  /** Primitives holding a run of a part of several colours: their borders are its seams. */
  seamed: Set<Primitive>;
}

/**
 * The mesh as a glTF document: a primitive for each colour its parts have (the file's colours
 * reach the viewer), the small parts apart from the big, each with the vertices its triangles use.
 */
function meshDocument(mesh: Mesh): WebDocument {
  // Quiet: its transforms' notes ("prune: Removed types…") are no news to the owner.
  const document = new Document().setLogger(new Logger(Logger.Verbosity.WARN));
  const buffer = document.createBuffer();
  const runs = (mesh.parts ?? [{ name: '', body: 0, first: 0, count: triangleCount(mesh) }]).filter(
    ({ count }) => count > 0,
  ); // a run of none (a shell not meshed) is an empty accessor
  const bodyTriangles = new Map<number, number>();
  const bodyColours = new Map<number, Set<string>>();
  for (const { body, count, colour } of runs) {
    bodyTriangles.set(body, (bodyTriangles.get(body) ?? 0) + count);
    bodyColours.set(body, (bodyColours.get(body) ?? new Set()).add(colour?.join() ?? ''));
  }
  const groups = new Map<string, { colour?: Colour; small: boolean; runs: MeshPart[] }>();
  for (const run of runs) {
    const small = bodyTriangles.get(run.body)! < keptWhole;
    const key = `${run.colour?.join() ?? ''}|${small}`;
    const group = groups.get(key) ?? {
      ...(run.colour && { colour: run.colour }),
      small,
      runs: [],
    };
    group.runs.push(run);
    groups.set(key, group);
  }
  const made: WebDocument = { document, small: new Set(), seamed: new Set() };
  const model = document.createMesh('model');
  // Each vertex's index in the group's primitive (-1: not in it), set again for each group.
  const newIndex = new Int32Array(mesh.positions.length / 3).fill(-1);
  for (const { colour, small, runs: grouped } of groups.values()) {
    const triangles = grouped.reduce((sum, run) => sum + run.count, 0);
    const indices = new Uint32Array(triangles * 3);
    const used: number[] = [];
    let at = 0;
    for (const run of grouped)
      for (let i = run.first * 3; i < (run.first + run.count) * 3; i++) {
        const vertex = mesh.indices[i]!;
        if (newIndex[vertex] === -1) newIndex[vertex] = used.push(vertex) - 1;
        indices[at++] = newIndex[vertex]!;
      }
    // glTF is metres, Y up (glTF 2.0 spec, "Coordinate System and Units").
    const positions = new Float32Array(used.length * 3);
    for (const [i, vertex] of used.entries()) {
      positions[i * 3] = mesh.positions[vertex * 3]! / 1000;
      positions[i * 3 + 1] = mesh.positions[vertex * 3 + 2]! / 1000;
      positions[i * 3 + 2] = -mesh.positions[vertex * 3 + 1]! / 1000;
    }
    for (const vertex of used) newIndex[vertex] = -1;
    const material = document
      .createMaterial(colour ? 'colour' : uncoloured)
      .setBaseColorFactor([...(colour ?? partGrey), 1])
      .setMetallicFactor(0.2)
      .setRoughnessFactor(0.55);
    // No normals: the glTF spec has viewers compute flat normals then, which keeps a CAD part's edges crisp.
    const primitive = document
      .createPrimitive()
      .setAttribute(
        'POSITION',
        document.createAccessor().setType('VEC3').setArray(positions).setBuffer(buffer),
      )
      .setIndices(document.createAccessor().setType('SCALAR').setArray(indices).setBuffer(buffer))
      .setMaterial(material);
    model.addPrimitive(primitive);
    if (small) made.small.add(primitive);
    if (grouped.some(({ body }) => bodyColours.get(body)!.size > 1)) made.seamed.add(primitive);
  }
  document.createScene('model').addChild(document.createNode('model').setMesh(model));
  return made;
}

/**
 * Simplifies the document's primitives to `budget` triangles in all: the small parts' as they
 * are, the rest at one ratio (each keeping `fewestKept` at least); a primitive holding a part of
 * several colours keeps its border, the seam where that part's colours meet. Small parts that fill
 * half the budget on their own (hundreds of bolts) are simplified with the rest. error 1 lets the
 * simplifier go as far as the ratio asks; the ratio is what stops it.
 */
function simplifyToBudget({ document, small, seamed }: WebDocument, budget: number) {
  const primitives = document
    .getRoot()
    .listMeshes()
    .flatMap((mesh) => mesh.listPrimitives());
  const triangles = (primitive: Primitive) => primitive.getIndices()!.getCount() / 3;
  let simplified = primitives.filter((primitive) => !small.has(primitive));
  let kept = primitives.reduce((sum, p) => sum + (small.has(p) ? triangles(p) : 0), 0);
  if (kept * 2 > budget) [simplified, kept] = [primitives, 0];
  const total = simplified.reduce((sum, primitive) => sum + triangles(primitive), 0);
  const ratio = (budget - kept) / total;
  for (const primitive of simplified) {
    const count = triangles(primitive);
    simplifyPrimitive(primitive, {
      simplifier: MeshoptSimplifier,
      ratio: Math.min(1, Math.max(ratio, fewestKept / count)),
      error: 1,
      lockBorder: seamed.has(primitive),
    });
    // Simplified to nothing all the same: gone, as glTF Transform's own simplify() leaves it.
    if (triangles(primitive) === 0) primitive.dispose();
  }
}

/** Turns a model's mesh into the web GLB; `file` names it in the over-budget warning. */
export async function makeWebModel(
  file: string,
  mesh: Mesh,
  budget = triangleBudget,
): Promise<WebModel> {
  await Promise.all([MeshoptEncoder.ready, MeshoptSimplifier.ready]);
  const made = meshDocument(mesh);
  const { document } = made;
  const trianglesBefore = triangleCount(mesh);
  const warnings: string[] = [];
  await document.transform(weld());
  if (trianglesBefore > budget) simplifyToBudget(made, budget);
  // The still draws the file's colours (white too), and its own grey where the file gives none.
  const simplified = documentMesh(document, (material) =>
    material.getName() === uncoloured
      ? undefined
      : (material.getBaseColorFactor().slice(0, 3) as unknown as Colour),
  );
  const trianglesAfter = triangleCount(simplified);
  if (trianglesBefore > budget) {
    warnings.push(
      `${file}: ${trianglesBefore.toLocaleString('en')} triangles is over the site's ${budget.toLocaleString('en')}; simplified to ${trianglesAfter.toLocaleString('en')} for the web (your file is unchanged)`,
    );
  }
  await document.transform(quantize(), meshopt({ encoder: MeshoptEncoder, level: 'medium' }));
  document.createExtension(KHRMeshQuantization).setRequired(true);
  document.createExtension(EXTMeshoptCompression).setRequired(true);
  const io = (await gltfIO()).registerDependencies({ 'meshopt.encoder': MeshoptEncoder });
  return {
    glb: await io.writeBinary(document),
    mesh: simplified,
    trianglesBefore,
    trianglesAfter,
    warnings,
  };
}
