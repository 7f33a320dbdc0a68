/**
 * A PDF drawing, sheet by sheet, through pdf.js (Mozilla's PDF renderer, the one Firefox shows
 * PDFs with; in Node it draws on @napi-rs/canvas, a prebuilt Skia from npm). Every CAD program
 * exports drawings as PDF: SolidWorks, Fusion, Onshape, FreeCAD TechDraw, Inventor, KiCad.
 * Each page is a sheet: its paper from the page's size, its scale from its text, drawn once at
 * the page's width and once for zooming.
 */
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import sharp from 'sharp';
import {
  DrawingProblem,
  pageSheetWidth,
  paperName,
  statedScale,
  zoomSize,
  type Sheet,
} from './sheets.ts';

/** The canvas pdf.js draws on in Node, as far as it is read here. */
interface PngCanvas {
  toBuffer(type: 'image/png'): Buffer;
  /** Its pixels as they are, RGBA (premultiplied: the same on the opaque white a sheet is drawn on). */
  data(): Buffer;
  width: number;
  height: number;
}

/** PDF points per millimetre: a point is 1/72 inch. */
const pointsPerMm = 72 / 25.4;

/** pdf.js's own files beside its code: the 14 standard fonts a PDF may name without embedding. */
const pdfjsFolder = dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));

/** Reads `bytes`, the PDF `shown` names (its path as the owner knows it), into its sheets. */
export async function readPdf(
  bytes: Uint8Array,
  shown: string,
  /** Told after each sheet is drawn: a drawing of thirty A1 sheets takes a while. */
  onSheet: (done: number, sheets: number) => void = () => {},
): Promise<Sheet[]> {
  // Loaded here: pdf.js and its canvas take a while to load, which a build with no PDF skips.
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const task = getDocument({
    // pdf.js takes the buffer over (transfers it): a copy, so the caller's stays whole.
    data: new Uint8Array(bytes),
    // Its own files, from node_modules: the 14 standard fonts a PDF may name without embedding,
    // the character maps of a CJK font not embedded, the decoders of JPEG 2000 and JBIG2 scans,
    // the colour profiles. Nothing from elsewhere.
    standardFontDataUrl: `${join(pdfjsFolder, 'standard_fonts')}/`,
    cMapUrl: `${join(pdfjsFolder, 'cmaps')}/`,
    cMapPacked: true,
    wasmUrl: `${join(pdfjsFolder, 'wasm')}/`,
    iccUrl: `${join(pdfjsFolder, 'iccs')}/`,
    isEvalSupported: false,
    // Errors only: a CAD program's PDF makes pdf.js warn of fonts and features it draws anyway.
    verbosity: 0,
  });
  const pdf = await task.promise.catch(async (error: unknown) => {
    await task.destroy();
    const name = (error as { name?: string }).name;
    throw new DrawingProblem(
      shown,
      name === 'PasswordException'
        ? 'is a PDF locked with a password, which the build cannot open: export it again without one (a PDF that only forbids editing is fine)'
        : `is not a PDF the build can read (${(error as Error).message}): export the drawing again from your CAD program`,
    );
  });
  try {
    if (pdf.numPages === 0)
      throw new DrawingProblem(shown, 'is a PDF with no pages: export the drawing again');
    const sheets: Sheet[] = [];
    for (let number = 1; number <= pdf.numPages; number += 1) {
      const page = await pdf.getPage(number);
      // The page as it is shown, turned as its /Rotate says; a user unit enlarges a big sheet's points.
      const points = page.getViewport({ scale: 1 });
      const width = points.width / pointsPerMm;
      const height = points.height / pointsPerMm;
      const text = (await page.getTextContent()).items
        .map((item) => ('str' in item ? item.str : ''))
        .join(' ');
      /** The page drawn `pixelWidth` wide on white, made into a file by `encode` before its pixels go. */
      const draw = async <T>(pixelWidth: number, encode: (canvas: PngCanvas) => Promise<T>) => {
        const viewport = page.getViewport({ scale: pixelWidth / points.width });
        // pdf.js's own canvas for Node (@napi-rs/canvas), typed loosely by pdf.js.
        const factory = pdf.canvasFactory as {
          create(width: number, height: number): { canvas: PngCanvas };
          destroy(drawn: { canvas: PngCanvas }): void;
        };
        const drawn = factory.create(Math.round(viewport.width), Math.round(viewport.height));
        try {
          // Drawn on white: a drawing keeps its paper in a dark scheme too.
          await page.render({ canvas: drawn.canvas as never, viewport, background: 'white' })
            .promise;
          return await encode(drawn.canvas);
        } finally {
          // Its pixels let go at once: an A1 sheet for zooming is 190 MB of them.
          factory.destroy(drawn);
        }
      };
      const shownPage = await draw(pageSheetWidth, async (canvas) => ({
        data: canvas.toBuffer('image/png'),
        format: 'png' as const,
        width: canvas.width,
        height: canvas.height,
      }));
      const zoom = zoomSize(width, height);
      const zoomed = await draw(zoom.width, async (canvas) => ({
        // Line work on white: lossless WebP keeps every pixel and is a fifth of the PNG. Made
        // from the pixels themselves: a PNG between would cost an A1 sheet 4 s more to encode
        // and decode (measured), and its 25 MB.
        data: await sharp(canvas.data(), {
          raw: { width: canvas.width, height: canvas.height, channels: 4 },
        })
          .webp({ lossless: true, effort: 4 })
          .toBuffer(),
        format: 'webp' as const,
        width: canvas.width,
        height: canvas.height,
      }));
      sheets.push({
        page: shownPage,
        zoom: zoomed,
        paper: paperName(width, height),
        scale: statedScale(text),
      });
      page.cleanup();
      onSheet(number, pdf.numPages);
    }
    return sheets;
  } finally {
    await pdf.destroy();
  }
}
