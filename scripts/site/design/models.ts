/**
 * The models step: every CAD model the content names (src/content-model/design-files.ts)
 * read from public/models/, made into the web GLB a viewer loads and a still
 * picture the page shows first (../models/), kept between builds by the
 * file's bytes. The owner's file is never changed.
 *
 *   dist/models/<name>-<hash>.glb        the web model (its hash: a new one is a new address)
 *   dist/images/models/<file>.png         the still, a picture like any other (the photo
 *                                         step makes its AVIF and WebP versions)
 *   dist/models/<file>                    the owner's own file, when they offer it
 *
 * A model that cannot be made (missing, empty, cut short, over GitHub's limit)
 * is a warning naming the content's file and field and the model's file: the
 * page shows its labelled placeholder and the rest of the site is built.
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { dirname, isAbsolute, join, normalize } from 'node:path';
import type { Named } from '../../../src/content-model/design-files.ts';
import type { Model } from '../../../src/content-model/schema/index.ts';
import type { ViewerCamera } from '../models/viewer-camera.ts';
import { ModelProblem } from '../models/problems.ts';
import { pathToFileURL } from 'node:url';
import { codeVersion, keep, keptInfo, moduleFiles } from '../step-cache.ts';
import { emptyStep, madeWhen, offerDownload, type DesignStep } from './design-step.ts';

/** What is kept of a made model between builds. */
interface KeptModel {
  dimensions: string;
  /** An assembly's parts: "18 parts: plate, 2 × l-bracket, …" (../models/parts.ts). */
  parts?: string;
  trianglesBefore: number;
  trianglesAfter: number;
  warnings: string[];
  still: { width: number; height: number };
  /** Where "View in 3D" opens: the still's camera, as model-viewer's attributes. */
  camera: ViewerCamera;
}

/**
 * The code that makes what this step keeps: this file and every file of ours it runs, followed
 * through its imports (the colours of src/styles/palette.ts among them).
 */
const code = () => moduleFiles(new URL(import.meta.url)).map((file) => pathToFileURL(file));

/** Makes every model's files; a model that cannot be made is a warning, never a stop. */
export async function makeModels(
  root: string,
  named: Named<Model>[],
  cacheDir: string,
): Promise<DesignStep> {
  const made = emptyStep();
  const version = await codeVersion(code(), [
    'occt-import-js',
    'three',
    '@gltf-transform/core',
    '@gltf-transform/functions',
    'meshoptimizer',
    'sharp',
  ]);
  // Each model made, with the files beside it a .gltf names (offered with it for download).
  const done = new Map<string, string[]>();
  for (const { where, value: model } of named) {
    const resourcesOf = done.get(model.source);
    if (resourcesOf) {
      // Named twice: made once, its download offered where either asks for it.
      if (model.download) await offerDownload(made, root, 'models', model.source, resourcesOf);
      continue;
    }
    done.set(model.source, []);
    const file = join(root, 'public', 'models', model.source);
    try {
      const bytes = await readFile(file).catch(() => {
        throw new ModelProblem(
          `public/models/${model.source}`,
          'is not there: put your CAD export in public/models/, or check the name’s spelling and capitals',
        );
      });
      // A .gltf's buffers and textures are files of their own: they are the model too.
      const resources = model.source.toLowerCase().endsWith('.gltf')
        ? gltfResources(model.source, bytes)
        : [];
      done.set(model.source, resources);
      const hash = createHash('sha256').update(version).update(bytes);
      for (const resource of resources)
        hash
          .update(resource)
          .update(await readFile(join(root, 'public', 'models', resource)).catch(() => ''));
      const key = hash.digest('hex').slice(0, 16);
      const kept = join(cacheDir, `model-${key}`);
      let info = await keptInfo<KeptModel>(kept);
      const startedAt = performance.now();
      const fresh = !info;
      info ??= await makeModel(file, `public/models/${model.source}`, kept);
      const glb = await readFile(join(kept, 'model.glb'));
      const glbPath = `models/${model.source.replace(/\.[^.]+$/, '')}-${createHash('sha256').update(glb).digest('hex').slice(0, 8)}.glb`;
      const still = `models/${model.source}.png`;
      made.files.push(
        { path: glbPath, from: join(kept, 'model.glb') },
        { path: `images/${still}`, from: join(kept, 'still.png') },
      );
      made.sizes[still] = [info.still.width, info.still.height];
      made.pictures.push({ where, picture: { file: still } });
      made.models[model.source] = {
        still,
        glb: glbPath,
        dimensions: info.dimensions,
        ...(info.parts && { parts: info.parts }),
        camera: info.camera,
      };
      if (model.download) await offerDownload(made, root, 'models', model.source, resources);
      made.warnings.push(...info.warnings.map((warning) => `${where}: ${warning}`));
      made.lines.push(
        `model ${model.source}: ${info.dimensions}${info.parts ? `, ${info.parts}` : ''}, ${info.trianglesBefore.toLocaleString('en')} → ${info.trianglesAfter.toLocaleString('en')} triangles, ${kB(bytes.length)} → ${kB(glb.length)}` +
          madeWhen(fresh, startedAt),
      );
    } catch (error) {
      if (!(error instanceof ModelProblem)) throw error;
      made.warnings.push(
        `${where}.source: ${error.message} (the page shows the model's placeholder until it is fixed)`,
      );
    }
  }
  return made;
}

/** Reads, converts and pictures one model into the folder `kept`, written whole or not at all. */
async function makeModel(file: string, shown: string, kept: string): Promise<KeptModel> {
  // Loaded only when a model is made: OpenCascade, three and glTF-Transform take 0.25 s to
  // load, which a build whose models are all kept would spend for nothing.
  const { dimensionsText, layDown, makeWebModel, modelStill, partList, readModel, viewerCamera } =
    await import('../models/index.ts');
  const read = await readModel(file).catch((error: unknown) => {
    // The problem names the file as the owner knows it, not the build's full path.
    if (error instanceof ModelProblem)
      throw new ModelProblem(shown, error.message.slice(error.file.length + 2));
    throw error;
  });
  // Laid as the still shows it (a plate flat), so the viewer opens on the still's view of it.
  const web = await makeWebModel(shown, layDown(read.mesh));
  const still = await modelStill(web.mesh, { laid: true });
  const parts = partList(read.mesh);
  const info: KeptModel = {
    dimensions: dimensionsText(read.mesh),
    ...(parts && { parts }),
    trianglesBefore: web.trianglesBefore,
    trianglesAfter: web.trianglesAfter,
    warnings: [...read.warnings, ...web.warnings].map((warning) =>
      warning.startsWith(file) ? `${shown}${warning.slice(file.length)}` : warning,
    ),
    still: { width: still.width, height: still.height },
    camera: viewerCamera(web.mesh, still.width / still.height),
  };
  await keep(kept, { 'model.glb': web.glb, 'still.png': still.png }, info);
  return info;
}

/**
 * The files a .gltf names beside it (its buffers and textures, by relative address), each a
 * plain path inside public/models/; data: addresses are inside the file itself.
 */
function gltfResources(source: string, bytes: Buffer): string[] {
  let gltf: { buffers?: Array<{ uri?: string }>; images?: Array<{ uri?: string }> };
  try {
    gltf = JSON.parse(bytes.toString('utf8')) as typeof gltf;
  } catch {
    return []; // the reader names the problem
  }
  return [...(gltf.buffers ?? []), ...(gltf.images ?? [])]
    .map(({ uri }) => (uri ? decodeURIComponent(uri) : ''))
    .filter((uri) => uri && !uri.startsWith('data:'))
    .map((uri) => normalize(join(dirname(source), uri)))
    .filter((path) => !path.startsWith('..') && !isAbsolute(path));
}

const kB = (bytes: number) =>
  bytes >= 1024 * 1024
    ? `${(bytes / 1024 / 1024).toFixed(1)} MB`
    : `${(bytes / 1024).toFixed(0)} kB`;
