/**
 * What a reader gets out of a PDF, for the tests of the resume's PDF (its unit
 * tests, and the browser tests of the built site): each page's lines of text,
 * its links, its metadata. Read with pdfjs, as a PDF viewer reads it.
 */
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** What a reader gets out of the PDF: each page's lines of text, its links and its metadata. */
export async function readPdf(pdf: Uint8Array) {
  // A copy: pdfjs takes the bytes over and leaves the array it was given empty.
  const document = await getDocument({ data: new Uint8Array(pdf), isEvalSupported: false }).promise;
  const pages: string[][] = [];
  const links: string[] = [];
  for (let number = 1; number <= document.numPages; number++) {
    const page = await document.getPage(number);
    const lines = [''];
    for (const item of (await page.getTextContent()).items) {
      if (!('str' in item)) continue;
      lines[lines.length - 1] += item.str;
      if (item.hasEOL) lines.push('');
    }
    pages.push(lines.map((line) => line.trim()).filter(Boolean));
    for (const annotation of await page.getAnnotations())
      if (annotation.subtype === 'Link' && annotation.url) links.push(annotation.url);
  }
  // pdfjs types the document information dictionary as a bare Object.
  const info = (await document.getMetadata()).info as Record<string, unknown>;
  await document.destroy();
  return { pages, text: pages.flat().join(' ').replace(/\s+/g, ' '), links, info };
}
