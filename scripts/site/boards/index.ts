/**
 * Boards from their fab files: an owner's Gerbers and drill file (a folder or
 * the fab house's zip) rendered at build time as the board's top and bottom
 * in its real colours, with its outline size and copper layer count.
 */
import { identifyLayers } from './identify.ts';
import { rasterise, type FacePictures } from './rasterise.ts';
import { formatSize, renderBoard, type BoardRender } from './render.ts';
import { readFabFiles } from './sources.ts';
import type { BoardColours } from './colours.ts';

export { BoardProblem } from './problems.ts';
export { finishes, silkscreens, soldermasks, type BoardColours } from './colours.ts';
export { formatSize, type BoardRender } from './render.ts';

/** A board ready for a page: its SVGs and measures, each face's pictures, and what was left out. */
export interface BoardPictures extends BoardRender {
  size: string;
  pictures: { top: FacePictures; bottom: FacePictures };
  warnings: string[];
}

/** Reads, identifies, renders and rasterises the board in `source` (a folder or .zip) at `width` px. */
export async function boardPictures(
  source: string,
  { colours, width, id = 'board' }: { colours: BoardColours; width: number; id?: string },
): Promise<BoardPictures> {
  const { layers, warnings } = identifyLayers(source, readFabFiles(source));
  const render = await renderBoard(source, layers, colours, id);
  const [top, bottom] = [rasterise(render.top, width), rasterise(render.bottom, width)];
  return {
    ...render,
    size: formatSize(render),
    pictures: { top, bottom },
    warnings,
  };
}
