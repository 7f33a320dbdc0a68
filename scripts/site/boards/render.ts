/**
 * The board's top and bottom as SVG, painted in its colours, with tracespace's
 * pcb-stackup (4.x, the kept release line; 5.x is an alpha): it stacks the
 * layers as the fab house builds them and cuts the board to its outline.
 */
import pcbStackup from 'pcb-stackup';
import { stackupColours, type BoardColours } from './colours.ts';
import type { Layer } from './identify.ts';
import { BoardProblem, boardProblems } from './problems.ts';

/** A rendered board: both faces as SVG, its outline size in mm and its copper layer count. */
export interface BoardRender {
  top: string;
  bottom: string;
  widthMm: number;
  heightMm: number;
  copperLayers: number;
}

const mmPer = { mm: 1, in: 25.4 } as const;

/** The board's size as people write it: `165.1 × 45.9 mm`. */
export function formatSize({
  widthMm,
  heightMm,
}: Pick<BoardRender, 'widthMm' | 'heightMm'>): string {
  return `${widthMm.toFixed(1)} × ${heightMm.toFixed(1)} mm`;
}

/**
 * Renders identified layers. `id` prefixes every id in the SVGs (tracespace
 * makes random ones otherwise), so the same files give the same pictures.
 */
export async function renderBoard(
  source: string,
  layers: Layer[],
  colours: BoardColours,
  id: string,
): Promise<BoardRender> {
  const color = stackupColours(colours);
  let stackup: pcbStackup.Stackup;
  try {
    stackup = await pcbStackup(
      // Each layer's own id too: gerber-to-svg makes a random one for each otherwise.
      layers.map(({ name, type, side, text }, index) => ({
        filename: name,
        type,
        side,
        gerber: text,
        options: { id: `${id}_layer${index}` },
      })),
      { id, color, useOutline: true },
    );
  } catch (error) {
    const file = layers.find((layer) => (error as Error).message.includes(layer.name))?.name;
    throw new BoardProblem(
      boardProblems.unreadableLayer(source, file ?? 'one of its layers', 'Gerber') +
        ` (${(error as Error).message})`,
    );
  }
  const { width, height, units } = stackup.top;
  const scale = mmPer[units as keyof typeof mmPer] ?? 1;
  return {
    top: stackup.top.svg,
    bottom: stackup.bottom.svg,
    widthMm: Math.round(width * scale * 1000) / 1000,
    heightMm: Math.round(height * scale * 1000) / 1000,
    copperLayers: layers.filter((layer) => layer.type === 'copper').length,
  };
}
