/**
 * What the models, boards and drawings steps make (./models.ts, ./boards.ts, ./drawings.ts), in one
 * shape: the app's view of them (./plugin.ts), the stills' sizes and where they
 * are named (for the picture sizes and the photo step), the files to write into
 * dist/, and what to print.
 */
import { stat } from 'node:fs/promises';
import { basename, join } from 'node:path';
import type { DesignFiles } from './plugin.ts';

export interface DesignStep extends DesignFiles {
  /** Each still's [width, height], by its file under images/. */
  sizes: Record<string, [number, number]>;
  /** Each still as a picture the content names, for the photo step's versions. */
  pictures: Array<{ where: string; picture: { file: string } }>;
  /** Files for dist/: `path` under it, copied from `from`. */
  files: Array<{ path: string; from: string }>;
  /** A line per model or board made, and the warnings for the owner. */
  lines: string[];
  warnings: string[];
}

export function emptyStep(): DesignStep {
  return {
    models: {},
    boards: {},
    drawings: {},
    sizes: {},
    pictures: [],
    files: [],
    lines: [],
    warnings: [],
  };
}

/** Both steps' results as one. */
export function joinSteps(...steps: DesignStep[]): DesignStep {
  const joined = emptyStep();
  for (const step of steps) {
    Object.assign(joined.models, step.models);
    Object.assign(joined.boards, step.boards);
    Object.assign(joined.drawings, step.drawings);
    Object.assign(joined.sizes, step.sizes);
    for (const key of ['pictures', 'files', 'lines', 'warnings'] as const)
      (joined[key] as unknown[]).push(...step[key]);
  }
  return joined;
}

/**
 * The owner's own file, offered for download beside what its step made of it: public/<folder>/
 * <source> published as <folder>/<its name>, with the files beside it that it names (a .gltf's
 * buffers and textures, `resources`, paths in public/<folder>/). Once, however often it is named.
 */
export async function offerDownload(
  made: DesignStep,
  root: string,
  folder: 'models' | 'drawings',
  source: string,
  resources: readonly string[] = [],
): Promise<void> {
  const files = made[folder][source];
  if (!files || files.download) return;
  const from = join(root, 'public', folder, source);
  const { size } = await stat(from);
  files.download = { path: `${folder}/${basename(source)}`, bytes: size };
  made.files.push({ path: `${folder}/${basename(source)}`, from });
  for (const resource of resources)
    made.files.push({
      path: `${folder}/${resource}`,
      from: join(root, 'public', folder, resource),
    });
}

/** How a made file came, for the build's line about it: " in 2.2 s", or kept from an earlier build. */
export function madeWhen(fresh: boolean, startedAt: number): string {
  return fresh
    ? ` in ${((performance.now() - startedAt) / 1000).toFixed(1)} s`
    : ' (kept from an earlier build)';
}
