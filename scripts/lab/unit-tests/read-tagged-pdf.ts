/**
 * What a screen reader or an applicant-tracking system reads of a tagged PDF,
 * for the tests of resume.pdf: its structure tree, each element with the text
 * it holds (its ActualText, when it has one, as a reader takes it), the text
 * drawn outside any tag, every glyph drawn, and the document's own marks
 * (language, title, PDF/UA). Read with pdfjs, as Firefox reads it.
 */
import { getDocument, OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** One element of the structure tree, as a reader meets it. */
export interface Tagged {
  role: string;
  /** Its text: its ActualText, or the text of its content and its children's, in order. */
  text: string;
  children: Tagged[];
  /** How many annotations (a link's) it holds. */
  annotations: number;
}

/** A glyph drawn: its code in its font, whether the font has it, and what it reads as. */
export interface DrawnGlyph {
  code: number;
  inFont: boolean;
  unicode: string;
}

interface PdfjsNode {
  role?: string;
  alt?: string;
  type?: string;
  id?: string;
  children?: PdfjsNode[];
}

/** The structure tree of each page, the text no tag holds, every glyph, and the document's marks. */
export async function readTaggedPdf(pdf: Uint8Array) {
  // A copy: pdfjs takes the bytes over and leaves the array it was given empty.
  const document = await getDocument({ data: new Uint8Array(pdf), isEvalSupported: false }).promise;
  const pages: Tagged[] = [];
  const untagged: string[] = [];
  const glyphs: DrawnGlyph[] = [];
  /** Each link annotation: where it leads, and what it says it is (its Contents). */
  const links: Array<{ url: string; contents: string }> = [];
  for (let number = 1; number <= document.numPages; number++) {
    const page = await document.getPage(number);
    const content = await page.getTextContent({ includeMarkedContent: true });
    const textOf = new Map<string, string>();
    const open: Array<string | undefined> = [];
    for (const item of content.items) {
      if ('type' in item) {
        if (item.type === 'endMarkedContent') open.pop();
        else open.push(item.id ?? undefined);
        continue;
      }
      const id = open.findLast(Boolean);
      if (id) textOf.set(id, (textOf.get(id) ?? '') + item.str);
      else if (item.str.trim()) untagged.push(item.str);
    }
    const toTagged = (node: PdfjsNode): Tagged => {
      const children = (node.children ?? []).filter((child) => child.role);
      const own = (node.children ?? [])
        .map((child) => (child.role ? toTagged(child).text : (textOf.get(child.id ?? '') ?? '')))
        .join('');
      return {
        role: node.role ?? '',
        text: node.alt ?? own,
        children: children.map(toTagged),
        annotations: (node.children ?? []).filter((child) => child.type === 'object').length,
      };
    };
    const tree = (await page.getStructTree()) as PdfjsNode | null;
    pages.push(toTagged({ role: 'Root', children: tree?.children ?? [] }));
    for (const annotation of await page.getAnnotations())
      if (annotation.subtype === 'Link' && annotation.url)
        links.push({ url: annotation.url, contents: annotation.contentsObj?.str ?? '' });
    const operators = await page.getOperatorList();
    operators.fnArray.forEach((fn, index) => {
      if (fn !== OPS.showText) return;
      for (const glyph of operators.argsArray[index][0] as unknown[])
        // Numbers between glyphs are kerning.
        if (glyph && typeof glyph === 'object') {
          const { originalCharCode, isInFont, unicode } = glyph as Record<string, unknown>;
          glyphs.push({
            code: originalCharCode as number,
            inFont: isInFont as boolean,
            unicode: unicode as string,
          });
        }
    });
  }
  const { info, metadata } = await document.getMetadata();
  const marks = {
    language: (info as Record<string, unknown>)['Language'],
    title: (info as Record<string, unknown>)['Title'],
    displayTitle: ((await document.getViewerPreferences()) as Record<string, unknown> | null)?.[
      'DisplayDocTitle'
    ],
    tagged: (await document.getMarkInfo())?.Marked,
    pdfUa: metadata?.get('pdfuaid:part'),
  };
  await document.destroy();
  return { pages, untagged, glyphs, links, marks, info: info as Record<string, unknown> };
}

/** The elements of the trees, depth first: the order a reader reads them in. */
export function inReadingOrder(trees: readonly Tagged[]): Tagged[] {
  return trees.flatMap((tree) => [tree, ...inReadingOrder(tree.children)]);
}
