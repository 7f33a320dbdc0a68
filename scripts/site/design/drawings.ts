/**
 * The drawings step: every drawing the content names (src/content-model/design-files.ts) read
 * from public/drawings/ and drawn sheet by sheet (../drawings/), kept between builds by the
 * file's bytes. The owner's file is never changed.
 *
 *   dist/images/drawings/<file>-<n>.png        a PDF's sheet n for the page (the photo step
 *                                              makes its AVIF and WebP versions)
 *   dist/images/drawings/<file>-<n>-zoom.webp  the same sheet, drawn for zooming
 *   dist/images/drawings/<file>-1.svg          a DXF's sheet: vector, for the page and the zoom
 *   dist/drawings/<file>                       the owner's own file, when they offer it
 *
 * A drawing that cannot be read (missing, locked, empty, nothing in model space, or anything a
 * reader could not cope with on one of its sheets) is a warning
 * naming the content's file and field and the drawing's file: the page shows its labelled
 * placeholder and the rest of the site is built.
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Named } from '../../../src/content-model/design-files.ts';
import { drawingFormat, type Drawing } from '../../../src/content-model/schema/index.ts';
import type { DrawingSheet } from '../../../src/lib/engineering-files.ts';
import { DrawingProblem, type Sheet } from '../drawings/sheets.ts';
import { codeVersion, keep, keptInfo, moduleFiles } from '../step-cache.ts';
import { emptyStep, madeWhen, offerDownload, type DesignStep } from './design-step.ts';

/** What is kept of a drawn drawing between builds: each sheet's files are kept beside it. */
interface KeptDrawing {
  sheets: Array<
    Omit<DrawingSheet, 'image' | 'zoom'> & {
      image: { file: string; width: number; height: number };
      zoom: { file: string; width: number; height: number };
    }
  >;
}

const code = () => moduleFiles(new URL(import.meta.url)).map((file) => pathToFileURL(file));

/** Draws every drawing's sheets; a drawing that cannot be read is a warning, never a stop. */
export async function makeDrawings(
  root: string,
  named: Named<Drawing>[],
  cacheDir: string,
): Promise<DesignStep> {
  const made = emptyStep();
  const version = await codeVersion(code(), ['pdfjs-dist', '@napi-rs/canvas', 'dxf', 'sharp']);
  const done = new Set<string>();
  for (const { where, value: drawing } of named) {
    if (done.has(drawing.source)) {
      if (drawing.download) await offerDownload(made, root, 'drawings', drawing.source);
      continue;
    }
    done.add(drawing.source);
    const shown = `public/drawings/${drawing.source}`;
    try {
      const bytes = await readFile(join(root, shown)).catch(() => {
        throw new DrawingProblem(
          shown,
          'is not there: put your drawing’s PDF or DXF in public/drawings/, or check the name’s spelling and capitals',
        );
      });
      if (bytes.length === 0)
        throw new DrawingProblem(shown, 'is empty: export the drawing again from your CAD program');
      const key = createHash('sha256').update(version).update(bytes).digest('hex').slice(0, 16);
      const kept = join(cacheDir, `drawing-${key}`);
      const startedAt = performance.now();
      let info = await keptInfo<KeptDrawing>(kept);
      const fresh = !info;
      info ??= await drawDrawing(bytes, shown, kept);
      const sheets: DrawingSheet[] = [];
      const name = drawing.source.replace(/\.[^.]+$/, '');
      for (const sheet of info.sheets) {
        const image = `drawings/${name}-${sheet.image.file.replace(/^sheet-/, '')}`;
        const zoom = `drawings/${name}-${sheet.zoom.file.replace(/^sheet-/, '')}`;
        made.files.push({ path: `images/${image}`, from: join(kept, sheet.image.file) });
        if (zoom !== image)
          made.files.push({ path: `images/${zoom}`, from: join(kept, sheet.zoom.file) });
        made.sizes[image] = [sheet.image.width, sheet.image.height];
        made.sizes[zoom] = [sheet.zoom.width, sheet.zoom.height];
        // A PNG sheet gets the photos' versions; an SVG is used as it is.
        made.pictures.push({ where, picture: { file: image } });
        sheets.push({
          image,
          zoom: { image: zoom, width: sheet.zoom.width, height: sheet.zoom.height },
          paper: sheet.paper,
          ...(sheet.scale ? { scale: sheet.scale } : {}),
        });
      }
      made.drawings[drawing.source] = { sheets };
      if (drawing.download) await offerDownload(made, root, 'drawings', drawing.source);
      made.lines.push(
        `drawing ${drawing.source}: ${sheets.length} sheet${sheets.length === 1 ? '' : 's'} (${sheets[0]!.paper})` +
          madeWhen(fresh, startedAt),
      );
    } catch (error) {
      if (!(error instanceof DrawingProblem)) throw error;
      made.warnings.push(
        `${where}.source: ${error.message} (the page shows the drawing's placeholder until it is fixed)`,
      );
    }
  }
  return made;
}

/** Reads and draws one drawing's sheets into the folder `kept`, written whole or not at all. */
async function drawDrawing(bytes: Buffer, shown: string, kept: string): Promise<KeptDrawing> {
  let sheets: Sheet[];
  try {
    // Loaded only when a drawing is drawn: pdf.js takes a while to load.
    sheets =
      drawingFormat(shown) === 'pdf'
        ? await (
            await import('../drawings/read-pdf.ts')
          ).readPdf(bytes, shown, (done, count) => {
            if (count > 3) console.log(`drawing ${shown}: sheet ${done} of ${count} drawn`);
          })
        : [(await import('../drawings/read-dxf.ts')).readDxf(bytes, shown)];
  } catch (error) {
    if (error instanceof DrawingProblem) throw error;
    // Whatever a reader could not cope with on a sheet is this drawing's problem, not the build's.
    throw new DrawingProblem(
      shown,
      `could not be drawn (${(error as Error).message ?? error}): export it again from your CAD program`,
    );
  }
  // Kept under names of their own: the same bytes under another name, or renamed, are the same
  // files, named for the page from the content's name (makeDrawings).
  const files: Record<string, Uint8Array> = {};
  const info: KeptDrawing = {
    sheets: sheets.map((sheet, at) => {
      const image = `sheet-${at + 1}.${sheet.page.format}`;
      const zoom =
        sheet.zoom.format === 'svg' ? image : `sheet-${at + 1}-zoom.${sheet.zoom.format}`;
      files[image] = sheet.page.data;
      files[zoom] = sheet.zoom.data;
      return {
        image: { file: image, width: sheet.page.width, height: sheet.page.height },
        zoom: { file: zoom, width: sheet.zoom.width, height: sheet.zoom.height },
        paper: sheet.paper,
        ...(sheet.scale ? { scale: sheet.scale } : {}),
      };
    }),
  };
  await keep(kept, files, info);
  return info;
}
