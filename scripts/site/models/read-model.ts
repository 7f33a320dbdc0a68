/**
 * Reads any model format an owner's CAD program exports, by its extension,
 * into one mesh in mm; every way it can fail becomes a ModelProblem that
 * names the file and says what to do. The owner's file is only read.
 */
import { readFile, stat } from 'node:fs/promises';
import { extname } from 'node:path';
import { triangleCount, type Mesh } from './mesh.ts';
import { ModelProblem, modelExtensions, sizeProblem } from './problems.ts';
import { readGltf } from './read-gltf.ts';
import { readStep } from './read-step.ts';
import { readObj, readStl, readThreeMf } from './read-triangles.ts';

/** A model read from disk, with its size on disk and any warning for the owner. */
export interface ReadModel {
  mesh: Mesh;
  bytes: number;
  warnings: string[];
}

const exportAgain = 'export it again from your CAD program';

/** Reads the model at `file` into a mesh in mm, or throws a ModelProblem. */
export async function readModel(file: string): Promise<ReadModel> {
  const extension = extname(file).toLowerCase();
  if (!(modelExtensions as readonly string[]).includes(extension)) {
    throw new ModelProblem(
      file,
      `"${extension || 'no extension'}" is not a model format the site reads: export it as ${modelExtensions.join(', ')}`,
    );
  }
  const size = await stat(file).catch(() => undefined);
  if (!size?.isFile()) {
    throw new ModelProblem(
      file,
      'no such file: check the name and where it sits (public/ or beside the content)',
    );
  }
  if (size.size === 0) throw new ModelProblem(file, `is empty (0 bytes): ${exportAgain}`);
  const { error, warning } = sizeProblem(file, size.size);
  if (error) throw error;

  let mesh: Mesh | undefined;
  try {
    if (extension === '.glb' || extension === '.gltf') mesh = await readGltf(file);
    else {
      const bytes = new Uint8Array(await readFile(file));
      if (extension === '.step' || extension === '.stp') mesh = await readStep(bytes);
      else if (extension === '.stl') mesh = readStl(bytes);
      else if (extension === '.obj') mesh = readObj(bytes);
      else mesh = readThreeMf(bytes);
    }
  } catch (cause) {
    throw new ModelProblem(file, `cannot be read (${(cause as Error).message}): ${exportAgain}`);
  }
  if (!mesh)
    throw new ModelProblem(
      file,
      `is not a STEP file OpenCascade can read (cut short?): ${exportAgain}`,
    );
  if (triangleCount(mesh) === 0 || !mesh.positions.every(Number.isFinite)) {
    throw new ModelProblem(file, `holds no triangles (or unreadable ones): ${exportAgain}`);
  }
  return { mesh, bytes: size.size, warnings: warning ? [warning] : [] };
}
