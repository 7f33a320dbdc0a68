/**
 * The boards step: every circuit board the content names (src/content-model/design-files.ts),
 * rendered from its fab files in public/boards/ (a folder or the fab house's .zip) in its
 * own colours (../boards/), top and bottom, kept between builds by the files' bytes and
 * the colours.
 *
 *   dist/images/boards/<name>-top.png, -bottom.png   pictures like any other (the photo
 *                                                     step makes their AVIF and WebP versions)
 *
 * A board that cannot be rendered (missing, no outline, an unreadable layer) is a warning
 * naming the content's file and field and the fab file: the page shows the board's
 * labelled placeholder and the rest of the site is built. A layer left out (an unknown
 * file, a drawing) is a warning too.
 */
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import type { Named } from '../../../src/content-model/design-files.ts';
import type { Board } from '../../../src/content-model/schema/index.ts';
import { maxPhotoWidth } from '../../../src/lib/responsive-image.ts';
import { BoardProblem } from '../boards/problems.ts';
import { readFabFiles } from '../boards/sources.ts';
import { pathToFileURL } from 'node:url';
import { codeVersion, keep, keptInfo, moduleFiles } from '../step-cache.ts';
import { emptyStep, madeWhen, type DesignStep } from './design-step.ts';

/** What is kept of a rendered board between builds. */
interface KeptBoard {
  size: string;
  layers: number;
  warnings: string[];
  top: [number, number];
  bottom: [number, number];
}

/**
 * The code that makes what this step keeps: this file and every file of ours it runs, followed
 * through its imports (the colours of src/styles/palette.ts among them).
 */
const code = () => moduleFiles(new URL(import.meta.url)).map((file) => pathToFileURL(file));

/** Renders every board; one that cannot be rendered is a warning, never a stop. */
export async function makeBoards(
  root: string,
  named: Named<Board>[],
  cacheDir: string,
): Promise<DesignStep> {
  const made = emptyStep();
  const version = await codeVersion(code(), [
    'pcb-stackup',
    'whats-that-gerber',
    '@resvg/resvg-js',
  ]);
  // A board is its fab files: named again, it is the same pictures, in the colours it was first named in.
  const first = new Map<string, { where: string; colours: string }>();
  for (const { where, value: board } of named) {
    const { fabFiles, soldermask, finish, silkscreen } = board;
    const colours = { soldermask, finish, silkscreen };
    const earlier = first.get(fabFiles);
    if (earlier) {
      if (earlier.colours !== JSON.stringify(colours))
        made.warnings.push(
          `${where}: names ${fabFiles} again in other colours; it is shown in those of ${earlier.where} (one board, one set of colours)`,
        );
      continue;
    }
    first.set(fabFiles, { where, colours: JSON.stringify(colours) });
    // The whole name: a folder `x` and an `x.zip` are two boards.
    const id = fabFiles;
    const shown = `public/boards/${fabFiles}`;
    const source = join(root, 'public', 'boards', fabFiles);
    try {
      const hash = createHash('sha256')
        .update(version)
        .update(JSON.stringify({ colours, width: maxPhotoWidth }));
      // The files' names and bytes, as the renderer reads them (a folder or a zip alike).
      for (const file of readFabFiles(source)) hash.update(file.name).update(file.data);
      const kept = join(cacheDir, `board-${hash.digest('hex').slice(0, 16)}`);
      let info = await keptInfo<KeptBoard>(kept);
      const startedAt = performance.now();
      const fresh = !info;
      info ??= await renderInto(source, shown, colours, id, kept);
      const top = `boards/${id}-top.png`;
      const bottom = `boards/${id}-bottom.png`;
      made.files.push(
        { path: `images/${top}`, from: join(kept, 'top.png') },
        { path: `images/${bottom}`, from: join(kept, 'bottom.png') },
      );
      made.sizes[top] = info.top;
      made.sizes[bottom] = info.bottom;
      made.pictures.push({ where, picture: { file: top } }, { where, picture: { file: bottom } });
      made.boards[fabFiles] = {
        top,
        bottom,
        size: info.size,
        layers: info.layers,
      };
      made.warnings.push(...info.warnings.map((warning) => `${where}: ${warning}`));
      made.lines.push(
        `board ${fabFiles}: ${info.size}, ${info.layers} copper layer(s)` +
          madeWhen(fresh, startedAt),
      );
    } catch (error) {
      if (!(error instanceof BoardProblem)) throw error;
      made.warnings.push(
        `${where}.fabFiles: ${error.message.split(source).join(shown)} (the page shows the board's placeholder until it is fixed)`,
      );
    }
  }
  return made;
}

/** Renders one board into the folder `kept`, written whole or not at all. */
async function renderInto(
  source: string,
  shown: string,
  colours: { soldermask: string; finish: string; silkscreen: string },
  id: string,
  kept: string,
): Promise<KeptBoard> {
  // Loaded only when a board is rendered (pcb-stackup and resvg), as the models step does.
  const { boardPictures } = await import('../boards/index.ts');
  const board = await boardPictures(source, { colours, width: maxPhotoWidth, id });
  const { top, bottom } = board.pictures;
  const info: KeptBoard = {
    size: board.size,
    layers: board.copperLayers,
    warnings: board.warnings.map((warning) => warning.split(source).join(shown)),
    top: [top.width, top.height],
    bottom: [bottom.width, bottom.height],
  };
  await keep(kept, { 'top.png': top.png, 'bottom.png': bottom.png }, info);
  return info;
}
