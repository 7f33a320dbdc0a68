/**
 * The owner's design files, as the pages show them: each CAD model, board and drawing the
 * content names made into pictures and web files (./models.ts, ./boards.ts)
 * before the bundles, which show their sizes (./plugin.ts), and written into
 * dist/ after them (Vite empties dist/ first).
 */
import { copyFile, mkdir, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import {
  contentBoards,
  contentDrawings,
  contentModels,
} from '../../../src/content-model/design-files.ts';
import type { LoadedSiteContent } from '../../../src/content-model/schema/index.ts';
import { makeBoards } from './boards.ts';
import { makeDrawings } from './drawings.ts';
import { joinSteps, type DesignStep } from './design-step.ts';
import { makeModels } from './models.ts';
import { annotate, appendSummary } from '../../shared/workflow-run.ts';

export { designFilesPlugin, type DesignFiles } from './plugin.ts';
export type { DesignStep } from './design-step.ts';

/** Where made models and boards are kept between builds, unless a build names another folder. */
export const defaultDesignCacheDir = join('node_modules', '.cache', 'design-files');

/** Makes every model's and board's files, printing a line for each and a warning for each problem. */
export async function makeDesignFiles(
  root: string,
  content: LoadedSiteContent,
  cacheDir: string,
): Promise<DesignStep> {
  const made = joinSteps(
    await makeModels(root, contentModels(content), cacheDir),
    await makeBoards(root, contentBoards(content), cacheDir),
    await makeDrawings(root, contentDrawings(content), cacheDir),
  );
  for (const line of made.lines) console.log(line);
  for (const warning of made.warnings) console.warn(`warning: ${warning}`);
  // The site is published all the same: on GitHub, each problem is a warning on the run and on
  // its summary page, where the owner sees it, not only in the log.
  for (const warning of made.warnings)
    annotate('warning', warning, { title: 'A model, board or drawing' });
  if (made.warnings.length)
    await appendSummary(
      `### Models, boards and drawings\n\n${made.warnings.map((warning) => `- ${warning}`).join('\n')}\n\n`,
    );
  return made;
}

/**
 * Writes the made files into `dist`. The owner's own models, fab files and drawings, which Vite copied
 * with the rest of public/, go first: an original is published only where the content offers
 * it for download (`download: true`), never a board's Gerbers.
 */
export async function writeDesignFiles(dist: string, made: DesignStep): Promise<void> {
  await rm(join(dist, 'models'), { recursive: true, force: true });
  await rm(join(dist, 'boards'), { recursive: true, force: true });
  await rm(join(dist, 'drawings'), { recursive: true, force: true });
  for (const { path, from } of made.files) {
    await mkdir(dirname(join(dist, path)), { recursive: true });
    await copyFile(from, join(dist, path));
  }
}
