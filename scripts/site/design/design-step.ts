/**
 * What the models, boards and drawings steps make (./models.ts, ./boards.ts, ./drawings.ts), in one
 * shape: the app's view of them (./plugin.ts), the stills' sizes and where they
 * are named (for the picture sizes and the photo step), the files to write into
 * dist/, and what to print.
 */
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
