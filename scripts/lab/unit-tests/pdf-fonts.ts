/**
 * The fonts of a PDF pdfkit wrote, each with whether its glyphs are in the
 * file, for the tests of resume.pdf: read from the object dictionaries, which
 * pdfkit writes as plain text (no object streams), so nothing is inflated.
 */

/** Each font of the PDF (its BaseFont name) and whether it is embedded. */
export function pdfFonts(pdf: Buffer): Array<{ name: string; embedded: boolean }> {
  const objects = pdf
    .toString('latin1')
    .split(/\d+ 0 obj/)
    .slice(1);
  const dictionaries = objects.map((object) => object.split(/\bstream\b|\bendobj\b/)[0]!);
  const byNumber = new Map(
    [...pdf.toString('latin1').matchAll(/(\d+) 0 obj/g)].map((match, index) => [
      match[1]!,
      dictionaries[index]!,
    ]),
  );
  const descriptorEmbeds = (number: string | undefined) =>
    /\/FontFile[23]?\s/.test(byNumber.get(number ?? '') ?? '');
  return dictionaries
    .filter((body) => /\/Type\s*\/Font\b/.test(body) && !/\/Subtype\s*\/Type0\b/.test(body))
    .map((body) => ({
      name: /\/BaseFont\s*\/([^\s/]+)/.exec(body)?.[1] ?? '?',
      // Type 3 fonts draw their glyphs in the file; every other kind needs a font file.
      embedded:
        /\/Subtype\s*\/Type3\b/.test(body) ||
        descriptorEmbeds(/\/FontDescriptor\s+(\d+) 0 R/.exec(body)?.[1]),
    }));
}
