/**
 * A DXF drawing (a laser-cut or waterjet profile, an AutoCAD or LibreCAD sheet) as one SVG sheet,
 * through the `dxf` package: it reads the file, expands its blocks and draws its lines, arcs,
 * circles, ellipses, polylines and splines as SVG. It draws no text, so its TEXT and MTEXT, and
 * the dimensions' text (a dimension's lines and text are a block the file names), are written
 * here as SVG text at the places the library works out for them. Vector from end to end: sharp
 * at any zoom. On white paper, whatever the site's scheme; a line in colour 7 (white on a CAD
 * program's black screen) is black on it.
 */
import dxf from 'dxf';
import type { DxfEntity, DxfParsed } from 'dxf';
import applyTransformsModule from 'dxf/lib/applyTransforms.js';
import { escapeMarkup } from '../../shared/escape-markup.ts';
import { DrawingProblem, paperName, statedScale, zoomSize, type Sheet } from './sheets.ts';

// Node hands a Babel-built module over whole, Vite its `default`: either way, the function.
const applyTransforms =
  typeof applyTransformsModule === 'function'
    ? applyTransformsModule
    : applyTransformsModule.default;

/**
 * Millimetres per drawing unit, by the header's $INSUNITS. None or 0 (unitless, as R12 files
 * are): inches where $MEASUREMENT says imperial (0), else millimetres.
 */
const unitMm: Record<number, number> = {
  13: 0.001,
  1: 25.4,
  2: 304.8,
  4: 1,
  5: 10,
  6: 1000,
  8: 0.0000254,
  9: 0.0254,
  10: 914.4,
  14: 100,
};

/** The characters a DXF writes as control codes. */
const special: Record<string, string> = { c: 'Ø', d: '°', p: '±' };

/** A TEXT's or MTEXT's words without the DXF's codes: %%c for Ø, \P for a new line, {\f…;…} for fonts. */
export function plainText(text: string): string[] {
  return (
    text
      // A character by its code point, as DXF writes what its code page lacks: \U+00B0 is °.
      .replace(/\\U\+([0-9a-fA-F]{4,5})/g, (_, code: string) =>
        String.fromCodePoint(parseInt(code, 16)),
      )
      .replace(/%%([cdp])/gi, (_, code: string) => special[code.toLowerCase()]!)
      .replace(/%%[ou]/gi, '')
      .replace(/\\[Pp]/g, '\n')
      .replace(/\\S([^;^#/]*)[\^#/]([^;]*);/g, '$1/$2')
      .replace(/\\[A-Za-z][^;\\{}]*;/g, '')
      .replace(/\\[LlOoKk]/g, '')
      .replace(/[{}]/g, '')
      .replace(/\\\\/g, '\\')
      .split('\n')
      .map((line) => line.trim())
  );
}

/** A text entity as the page draws it: where it stands, how tall, turned how far, which way anchored. */
interface Placed {
  x: number;
  y: number;
  height: number;
  rotation: number;
  lines: string[];
  /** start, middle or end: where x is along the line. */
  anchor: 'start' | 'middle' | 'end';
  /** Where y is: the first line's baseline, or the block's top, middle or bottom. */
  vertical: 'baseline' | 'top' | 'middle' | 'bottom';
}

/**
 * A TEXT or MTEXT entity placed in the drawing's coordinates, blocks and dimensions applied;
 * `unitsPerMm` for the height of a text that names none (2.5 mm).
 */
function placed(entity: DxfEntity, unitsPerMm: number): Placed | undefined {
  const number = (field: string) =>
    typeof entity[field] === 'number' ? (entity[field] as number) : undefined;
  const string = typeof entity.string === 'string' ? entity.string : '';
  if (!string.trim()) return undefined;
  let x = number('x') ?? 0;
  let y = number('y') ?? 0;
  let anchor: Placed['anchor'] = 'start';
  let vertical: Placed['vertical'] = 'baseline';
  let height: number;
  let rotation: number;
  if (entity.type === 'TEXT') {
    height = number('textHeight') ?? 2.5 * unitsPerMm;
    rotation = number('rotation') ?? 0;
    const horizontal = number('hAlign') ?? 0;
    const verticalAlign = number('vAlign') ?? 0;
    // Centred, right or middle TEXT stands at its second point; Aligned and Fit (3, 5) run from
    // the first to the second, drawn here from the first at its own height.
    const fitted = horizontal === 3 || horizontal === 5;
    if ((horizontal || verticalAlign) && !fitted && number('x2') !== undefined) {
      x = number('x2')!;
      y = number('y2') ?? y;
    }
    anchor = horizontal === 1 || horizontal === 4 ? 'middle' : horizontal === 2 ? 'end' : 'start';
    vertical = fitted
      ? 'baseline'
      : ((['baseline', 'bottom', 'middle', 'top'] as const)[verticalAlign] ?? 'baseline');
  } else {
    height = number('nominalTextHeight') ?? 2.5 * unitsPerMm;
    const axisX = number('xAxisX');
    const axisY = number('xAxisY');
    rotation =
      axisX !== undefined && axisY !== undefined
        ? (Math.atan2(axisY, axisX) * 180) / Math.PI
        : (number('rotation') ?? 0);
    // MTEXT's attachment: 1 to 9, top left to bottom right.
    const attachment = (number('attachmentPoint') ?? 1) - 1;
    anchor = (['start', 'middle', 'end'] as const)[attachment % 3]!;
    vertical = (['top', 'middle', 'bottom'] as const)[Math.floor(attachment / 3)] ?? 'top';
  }
  const [point] = applyTransforms([[x, y]], entity.transforms);
  for (const transform of entity.transforms) {
    height *= Math.abs(transform.scaleY ?? 1);
    rotation += transform.rotation ?? 0;
  }
  return {
    x: point![0],
    y: point![1],
    height,
    rotation,
    lines: plainText(string),
    anchor,
    vertical,
  };
}

/** A placed text as SVG, in the page's coordinates (y down: the drawing's y negated). */
function textSvg(text: Placed): string {
  const lineStep = text.height * 1.5;
  const count = text.lines.length;
  // The first line's baseline below y: for a block anchored at its top, one cap height down.
  const first =
    text.vertical === 'top'
      ? text.height
      : text.vertical === 'middle'
        ? text.height / 2 - ((count - 1) * lineStep) / 2
        : text.vertical === 'bottom'
          ? -(count - 1) * lineStep
          : 0;
  const lines = text.lines
    .map(
      (line, at) =>
        `<tspan x="${round(text.x)}" y="${round(-text.y + first + at * lineStep)}">${escapeMarkup(line)}</tspan>`,
    )
    .join('');
  const turn = text.rotation
    ? ` transform="rotate(${round(-text.rotation)} ${round(text.x)} ${round(-text.y)})"`
    : '';
  return `<text font-size="${round(text.height * 1.4)}" text-anchor="${text.anchor}"${turn}>${lines}</text>`;
}

const round = (value: number) => Math.round(value * 1000) / 1000;

/** The extent of a placed text, roughly (a character of a sans-serif face drawn at 1.4 times the height is about 0.9 of the height wide). */
function textBox(text: Placed): [number, number, number, number] {
  const width = Math.max(...text.lines.map((line) => line.length)) * text.height * 0.9;
  const height = text.lines.length * text.height * 1.5;
  if (text.rotation % 360 !== 0) {
    // Turned: whatever way it is turned, it stays within its diagonal of where it stands.
    const reach = Math.hypot(width, height);
    return [text.x - reach, text.y - reach, text.x + reach, text.y + reach];
  }
  const left = text.x - (text.anchor === 'middle' ? width / 2 : text.anchor === 'end' ? width : 0);
  const top = text.vertical === 'top' ? text.y : text.y + height;
  return [left, top - height - text.height / 2, left + width, top];
}

/**
 * The file's text: UTF-8 from AutoCAD 2007 (AC1021) on; before, in the code page its header
 * names ($DWGCODEPAGE, ANSI_1252 for most), where ° and Ø are single bytes.
 */
export function dxfText(bytes: Uint8Array): string {
  const head = new TextDecoder('latin1').decode(bytes.subarray(0, 4096));
  const version = /\$ACADVER\s*\r?\n\s*1\s*\r?\n\s*AC(\d{4})/.exec(head)?.[1];
  const codePage = /\$DWGCODEPAGE\s*\r?\n\s*3\s*\r?\n\s*ANSI_(\d+)/i.exec(head)?.[1];
  if (version && Number(version) < 1021 && codePage) {
    try {
      return new TextDecoder(`windows-${codePage}`).decode(bytes);
    } catch {
      // A code page this runtime cannot decode: as UTF-8 below.
    }
  }
  return new TextDecoder('utf-8').decode(bytes);
}

/**
 * A block's TEXT and MTEXT moved by the block's base point, as the library moves its lines
 * (denormalise.js does it for lines, arcs, circles, polylines and splines, not for text).
 */
function textsFromBase(parsed: DxfParsed): DxfParsed {
  return {
    ...parsed,
    blocks: parsed.blocks.map((block) => {
      const base = block as { x?: number; y?: number };
      if (!base.x && !base.y) return block;
      return {
        ...block,
        entities: block.entities.map((entity) => {
          const text = entity as {
            type?: string;
            x?: number;
            y?: number;
            x2?: number;
            y2?: number;
          };
          if (text.type !== 'TEXT' && text.type !== 'MTEXT') return entity;
          const moved = { ...text };
          for (const [field, by] of [
            ['x', base.x],
            ['x2', base.x],
            ['y', base.y],
            ['y2', base.y],
          ] as const)
            if (typeof moved[field] === 'number') moved[field] = moved[field] - (by ?? 0);
          return moved;
        }),
      };
    }),
  };
}

/** Reads the DXF `shown` names (its bytes, or its text), into its one sheet. */
export function readDxf(file: Uint8Array | string, shown: string): Sheet {
  const text = typeof file === 'string' ? file : dxfText(file);
  let parsed: DxfParsed;
  try {
    parsed = textsFromBase(dxf.parseString(text));
  } catch (error) {
    throw new DrawingProblem(
      shown,
      `is not a DXF the build can read (${(error as Error).message}): save it again as DXF (ASCII, not binary) from your CAD program`,
    );
  }
  const units = parsed.header.insUnits ?? 0;
  const perUnit = unitMm[units] ?? (parsed.header.measurement === 0 ? 25.4 : 1);
  // Model space only: a layout's title block in paper space is drawn around views the file
  // does not carry as geometry.
  const modelSpace = parsed.entities.filter((entity) => !entity.paperSpace);
  if (modelSpace.length === 0)
    throw new DrawingProblem(
      shown,
      'has nothing in model space: draw the profile in model space (not only on a layout) and save it again',
    );
  // A dimension's lines, arrows and text are a block the file names: drawn as if inserted.
  const withDimensions: DxfParsed = {
    ...parsed,
    entities: modelSpace.map((entity) =>
      entity.type === 'DIMENSION' && typeof entity.block === 'string'
        ? { type: 'INSERT', block: entity.block, x: 0, y: 0, layer: entity.layer }
        : entity,
    ),
  };
  const drawn = dxf.toSVG(withDimensions);
  const viewBox = /viewBox="([^"]+)"/.exec(drawn)?.[1]?.split(' ').map(Number);
  const inner = /<g stroke="#000000"[^>]*>([\s\S]*)<\/g>\s*<\/svg>\s*$/.exec(drawn)?.[1] ?? '';
  const texts = dxf
    .denormalise(withDimensions)
    .filter((entity) => entity.type === 'TEXT' || entity.type === 'MTEXT')
    .map((entity) => placed(entity, 1 / perUnit))
    .filter((text): text is Placed => text !== undefined);
  if (!inner.trim() && texts.length === 0)
    throw new DrawingProblem(
      shown,
      'has nothing the build can draw in model space (no lines, arcs, circles, polylines, splines or text): save it again as DXF',
    );
  // The extent: the lines' (the library's view box, y negated back) and the texts'.
  let [minX, minY, maxX, maxY] =
    viewBox && viewBox[2]! > 0
      ? [viewBox[0]!, -viewBox[1]! - viewBox[3]!, viewBox[0]! + viewBox[2]!, -viewBox[1]!]
      : [Infinity, Infinity, -Infinity, -Infinity];
  for (const box of texts.map(textBox)) {
    minX = Math.min(minX, box[0]);
    minY = Math.min(minY, box[1]);
    maxX = Math.max(maxX, box[2]);
    maxY = Math.max(maxY, box[3]);
  }
  // A margin round the part, as on a sheet: 5% of its longer side. The paper is the drawing's
  // own extent (a frame drawn in model space is its sheet: A3 reads as A3).
  const margin = Math.max(maxX - minX, maxY - minY) * 0.05 || 1;
  const x = minX - margin;
  const top = -(maxY + margin);
  const width = maxX - minX + 2 * margin;
  const height = maxY - minY + 2 * margin;
  const size = zoomSize(width * perUnit, height * perUnit);
  // Lines 0.35 mm wide on the part's own scale, or a thousandth of the sheet on a large one.
  const line = Math.max(0.35 / perUnit, Math.max(width, height) / 1000);
  const svg = [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${round(x)} ${round(top)} ${round(width)} ${round(height)}" width="${size.width}" height="${size.height}">`,
    `<rect x="${round(x)}" y="${round(top)}" width="${round(width)}" height="${round(height)}" fill="#fff"/>`,
    `<g fill="none" stroke="#000" stroke-width="${round(line)}" stroke-linecap="round" stroke-linejoin="round" transform="matrix(1,0,0,-1,0,0)">`,
    // Black on the paper, as a monochrome plot prints it: a layer's yellow or cyan, readable on a
    // CAD program's black screen, would barely show on white.
    inner.replace(/ stroke="[^"]*"/g, ''),
    '</g>',
    `<g fill="#000" font-family="'DejaVu Sans', Arial, Helvetica, sans-serif">`,
    ...texts.map(textSvg),
    '</g>',
    '</svg>',
  ].join('\n');
  const data = new TextEncoder().encode(svg);
  return {
    page: { data, format: 'svg', width: size.width, height: size.height },
    zoom: { data, format: 'svg', width: size.width, height: size.height },
    paper: paperName((maxX - minX) * perUnit, (maxY - minY) * perUnit),
    scale: statedScale(texts.flatMap((text) => text.lines).join(' ')),
  };
}
