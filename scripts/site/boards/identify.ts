/**
 * Which layer each fab file is: by the file function a Gerber X2 file states
 * inside it (`%TF.FileFunction,Legend,Top*%`: the PCB tool's own word), else
 * by its name as the PCB tools write it (tracespace's whats-that-gerber knows
 * KiCad, Eagle, Altium, EasyEDA and more), else an Excellon header. A file that is
 * neither is left out with a warning; one named as a layer that does not read
 * as one stops the build.
 */
import { basename } from 'node:path';
import whatsThatGerber from 'whats-that-gerber';
import { BoardProblem, boardProblems } from './problems.ts';
import type { FabFile } from './sources.ts';

type Side = 'top' | 'bottom' | 'inner' | 'all';
type Kind =
  'copper' | 'soldermask' | 'silkscreen' | 'solderpaste' | 'drill' | 'outline' | 'drawing';

/** A fab file known as a layer: its kind and side, and its text. */
export interface Layer {
  name: string;
  type: Kind;
  side: Side;
  text: string;
}

const decoder = new TextDecoder();

const x2Sides: Record<string, Side> = { Top: 'top', Bot: 'bottom', Inr: 'inner' };
const x2Kinds: Record<string, Kind> = {
  Copper: 'copper',
  Soldermask: 'soldermask',
  Legend: 'silkscreen',
  Paste: 'solderpaste',
  Profile: 'outline',
  Plated: 'drill',
  NonPlated: 'drill',
};

/** The layer a Gerber X2 file's file function says it is. */
function byFileFunction(text: string): Pick<Layer, 'type' | 'side'> | null {
  const fileFunction = /TF\.FileFunction,([A-Za-z]+)(?:,([^,*\n]*))?(?:,([^,*\n]*))?/.exec(text);
  if (fileFunction) {
    const [, kind, first = '', second = ''] = fileFunction;
    const type = x2Kinds[kind!];
    if (!type) return null;
    const side = type === 'copper' ? x2Sides[second] : x2Sides[first];
    return { type, side: side ?? 'all' };
  }
  return null;
}

/** Whether a file's text reads as the format its layer kind is written in. */
function readsAs(type: Kind, text: string): boolean {
  return type === 'drill'
    ? /^(M48|T\d+C[\d.]+)/m.test(text)
    : /%FS[LT][AI]X\d\dY\d\d\*%/.test(text) && /D0?[123]\*/.test(text);
}

/** The fab files' layers, and a warning for each file that is none. */
export function identifyLayers(
  source: string,
  files: FabFile[],
): { layers: Layer[]; warnings: string[] } {
  const byName = whatsThatGerber(files.map((file) => basename(file.name)));
  const layers: Layer[] = [];
  const warnings: string[] = [];
  for (const file of files) {
    const text = decoder.decode(file.data);
    const named = byName[basename(file.name)];
    const found =
      byFileFunction(text) ??
      (named?.type ? { type: named.type, side: named.side as Side } : null) ??
      (/^M48\s*$/m.test(text) ? { type: 'drill' as const, side: 'all' as const } : null);
    // A drawing (an assembly or fab drawing, or a Gerber nothing names) is no part of the board's picture.
    if (!found || found.type === 'drawing') {
      warnings.push(boardProblems.unknownFile(source, file.name));
      continue;
    }
    // Drill files are often .txt (Eagle, Altium), but so are notes: a .txt that is no drill file is a note.
    if (!readsAs(found.type, text) && /\.txt$/i.test(file.name)) {
      warnings.push(boardProblems.unknownFile(source, file.name));
      continue;
    }
    if (!readsAs(found.type, text))
      throw new BoardProblem(
        boardProblems.unreadableLayer(
          source,
          file.name,
          found.type === 'drill' ? 'drill' : 'Gerber',
        ),
      );
    layers.push({ name: file.name, ...found, text });
  }
  if (!layers.some((layer) => layer.type === 'outline'))
    throw new BoardProblem(
      boardProblems.noOutline(
        source,
        files.map((file) => file.name),
      ),
    );
  return { layers, warnings };
}
