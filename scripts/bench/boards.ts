/**
 * How long the build's board step takes on the sample's fab files
 * (sample/public/boards/pcbrule/), and how big its pictures are: reading and
 * identifying the layers, rendering both faces as SVG (pcb-stackup), and
 * rasterising them (resvg PNG, sharp WebP and AVIF) at each width. Each is
 * run BENCH_BOARD_RUNS times (5); the first pays for loading the libraries,
 * the median of the others is the steady cost.
 *
 *   tsx scripts/bench/boards.ts
 */
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { sampleFolder } from '../../src/content-model/content-files';
import { pcbruleBoardFolder } from '../illustrations/fab-files';
import { formatSize } from '../site/boards';
import { identifyLayers } from '../site/boards/identify';
import { rasterise } from '../site/boards/rasterise';
import { renderBoard } from '../site/boards/render';
import { readFabFiles } from '../site/boards/sources';
import { median } from '../lab/statistics';
import { formatTable } from '../lab/table';

const kB = (bytes: number): string => (bytes / 1024).toFixed(1);

/** Times `step` `runs` times: the first run's ms and the median of the rest. */
async function timed<T>(runs: number, step: () => Promise<T> | T): Promise<[T, string, string]> {
  const times: number[] = [];
  let result: T | undefined;
  for (let run = 0; run < runs; run += 1) {
    const started = performance.now();
    result = await step();
    times.push(performance.now() - started);
  }
  return [result!, times[0]!.toFixed(0), median(times.slice(1)).toFixed(0)];
}

/** The board step's figures on the sample's fab files, as text. */
export async function boardFigures(
  widths: readonly number[] = [800, 1600],
  runs = Number(process.env.BENCH_BOARD_RUNS ?? 5),
): Promise<string> {
  const source = join(process.cwd(), sampleFolder, 'public', pcbruleBoardFolder);
  const colours = { soldermask: 'black', finish: 'ENIG', silkscreen: 'white' };
  const [{ layers }, readFirst, readThen] = await timed(runs, () =>
    identifyLayers(source, readFabFiles(source)),
  );
  const [board, renderFirst, renderThen] = await timed(runs, () =>
    renderBoard(source, layers, colours, 'bench'),
  );
  const steps = [
    ['read + identify', '', readFirst, readThen],
    [
      'render SVG (both faces)',
      `top ${kB(board.top.length)}, bottom ${kB(board.bottom.length)}`,
      renderFirst,
      renderThen,
    ],
  ];
  for (const width of widths)
    for (const face of ['top', 'bottom'] as const) {
      const [pictures, first, then] = await timed(runs, () => rasterise(board[face], width));
      steps.push([
        `rasterise ${face} at ${width} px`,
        `PNG ${kB(pictures.png.length)}`,
        first,
        then,
      ]);
    }
  return [
    `The sample's board (${layers.length} layers, ${formatSize(board)}, ${board.copperLayers} copper layers), ${runs} runs each:`,
    '',
    formatTable(['step', 'kB', 'first ms', 'then ms'], steps),
  ].join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href)
  console.log(await boardFigures());
