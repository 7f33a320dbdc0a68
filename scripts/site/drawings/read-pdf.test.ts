// @vitest-environment node
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { lockedPdf, madeUpPdf } from '../../lab/made-up/drawings';
import { readPdf } from './read-pdf';
import { DrawingProblem, pageSheetWidth, zoomPixelsPerMm } from './sheets';

describe('readPdf', () => {
  it('draws every page as a sheet: for the page, and for zooming at the resolution that keeps small text legible', async () => {
    const bytes = await madeUpPdf([
      { width: 148, height: 105, words: 'SHEET 1 OF 2 SCALE 1:2' },
      // Drawn upright and turned for showing, as a CAD program exports a landscape sheet.
      { width: 148, height: 105, words: 'SHEET 2 OF 2 SCALE 2:1', rotate: 90 },
    ]);
    const sheets = await readPdf(bytes, 'public/drawings/bracket.pdf');
    expect(sheets.map((sheet) => [sheet.paper, sheet.scale])).toEqual([
      ['148 × 105 mm', '1:2'],
      ['105 × 148 mm', '2:1'],
    ]);
    // The turned sheet is drawn as it is shown: taller than wide.
    expect(sheets[1]!.page.height).toBeGreaterThan(sheets[1]!.page.width);
    const [first] = sheets;
    expect(first!.page).toMatchObject({ format: 'png', width: pageSheetWidth });
    expect(first!.zoom).toMatchObject({
      format: 'webp',
      width: 148 * zoomPixelsPerMm,
      height: 105 * zoomPixelsPerMm,
    });
    const zoomed = await sharp(first!.zoom.data).metadata();
    expect([zoomed.format, zoomed.width, zoomed.height]).toEqual(['webp', 1776, 1260]);
    // On white paper: the corner, outside the frame, is white and opaque.
    const { data } = await sharp(first!.page.data)
      .extract({ left: 2, top: 2, width: 1, height: 1 })
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect([...data]).toEqual([255, 255, 255, 255]);
    // The frame's line is drawn: the page is not blank.
    const { channels } = await sharp(first!.page.data).stats();
    expect(channels[0]!.min).toBeLessThan(64);
  });

  it('names a standard paper', async () => {
    const [sheet] = await readPdf(
      await madeUpPdf([{ width: 148, height: 210, words: 'A5' }]),
      'a5.pdf',
    );
    expect(sheet!.paper).toBe('A5 portrait, 148 × 210 mm');
    expect(sheet!.scale).toBeUndefined();
  });

  it('names the file and says what to do with one that is no PDF', async () => {
    const notPdf = new TextEncoder().encode('ISO-10303-21; a STEP file named .pdf');
    await expect(readPdf(notPdf, 'public/drawings/part.pdf')).rejects.toThrow(DrawingProblem);
    await expect(readPdf(notPdf, 'public/drawings/part.pdf')).rejects.toThrow(
      /^public\/drawings\/part\.pdf: is not a PDF the build can read \(.+\): export the drawing again/,
    );
  });

  it('says a PDF locked with a password is one, and what to do, where one that opens with it is sound', async () => {
    const locked = lockedPdf('s3cret');
    await expect(readPdf(locked, 'public/drawings/locked.pdf')).rejects.toThrow(
      /^public\/drawings\/locked\.pdf: is a PDF locked with a password, which the build cannot open: export it again without one/,
    );
    // The file is a sound PDF, locked: with its password pdf.js opens it.
    const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
    const opened = await getDocument({ data: locked, password: 's3cret', verbosity: 0 }).promise;
    expect(opened.numPages).toBe(1);
    await opened.destroy();
  });
});
