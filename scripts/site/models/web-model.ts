/**
 * Makes the one compact GLB the site serves for a model: welded, simplified
 * to a triangle budget when it is over it, quantized and meshopt-compressed
 * (EXT_meshopt_compression), so a phone never downloads the owner's export.
 */
import { Document, Logger } from '@gltf-transform/core';
import { EXTMeshoptCompression, KHRMeshQuantization } from '@gltf-transform/extensions';
import { meshopt, quantize, simplify, weld } from '@gltf-transform/functions';
import { MeshoptEncoder, MeshoptSimplifier } from 'meshoptimizer';
import { documentMesh, gltfIO } from './read-gltf.ts';
import { triangleCount, type Mesh } from './mesh.ts';

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

function meshDocument(mesh: Mesh): Document {
  // Quiet: its transforms' notes ("prune: Removed types…") are no news to the owner.
  const document = new Document().setLogger(new Logger(Logger.Verbosity.WARN));
  const buffer = document.createBuffer();
  // glTF is metres, Y up (glTF 2.0 spec, "Coordinate System and Units").
  const positions = new Float32Array(mesh.positions.length);
  for (let i = 0; i < positions.length; i += 3) {
    positions[i] = mesh.positions[i]! / 1000;
    positions[i + 1] = mesh.positions[i + 2]! / 1000;
    positions[i + 2] = -mesh.positions[i + 1]! / 1000;
  }
  // No normals: the glTF spec has viewers compute flat normals then, which keeps a CAD part's edges crisp.
  const primitive = document
    .createPrimitive()
    .setAttribute(
      'POSITION',
      document.createAccessor().setType('VEC3').setArray(positions).setBuffer(buffer),
    )
    .setIndices(
      document.createAccessor().setType('SCALAR').setArray(mesh.indices).setBuffer(buffer),
    )
    .setMaterial(
      document
        .createMaterial('part')
        .setBaseColorFactor([0.72, 0.74, 0.78, 1])
        .setMetallicFactor(0.2)
        .setRoughnessFactor(0.55),
    );
  document
    .createScene('model')
    .addChild(
      document.createNode('model').setMesh(document.createMesh('model').addPrimitive(primitive)),
    );
  return document;
}

/** Turns a model's mesh into the web GLB; `file` names it in the over-budget warning. */
export async function makeWebModel(
  file: string,
  mesh: Mesh,
  budget = triangleBudget,
): Promise<WebModel> {
  await Promise.all([MeshoptEncoder.ready, MeshoptSimplifier.ready]);
  const document = meshDocument(mesh);
  const trianglesBefore = triangleCount(mesh);
  const warnings: string[] = [];
  await document.transform(weld());
  if (trianglesBefore > budget) {
    // error 1 lets the simplifier go as far as the budget asks; the ratio is what stops it.
    await document.transform(
      simplify({ simplifier: MeshoptSimplifier, ratio: budget / trianglesBefore, error: 1 }),
    );
  }
  const simplified = documentMesh(document);
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
