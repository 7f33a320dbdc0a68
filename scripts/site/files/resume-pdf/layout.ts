/**
 * The look of resume.pdf and the drawing of it: US Letter, one column, Inter
 * (and the fallback fonts of fonts.ts for other scripts), black text with one
 * dark-gold accent. Text is drawn in reading order, and a heading or an
 * entry's title is never left alone at the foot of a page.
 *
 * The PDF is tagged (PDF 1.7 structure tree, as PDF/UA asks): the name is H1,
 * each section a Sect with its H2 and a list (L) of entries (LI), an entry's
 * title H3 when more follows it, its highlights a list of bullets (Lbl "•",
 * LBody), each address a Link holding its annotation; the rules are artifacts.
 * Text in a fallback font is a Span whose ActualText is the text as written:
 * a shaped script's glyphs are not in the order of its characters (Devanagari
 * draws the र् of र्मा after the मा), and a reader takes ActualText instead.
 */
import type { JsonResume } from '../../../../src/content-model/schema';
import type { Face, FontStack } from './fonts';

// US Letter (612 × 792 pt), the size American recruiters print on. A4 is 17 pt
// narrower and 50 pt taller: printed on A4 at actual size, the page is centred and
// loses 8.5 pt a side, so 54 pt side margins still leave 45 pt, more than any
// printer's unprintable edge, and no line of text is cut.
const margins = { top: 50, bottom: 50, left: 54, right: 54 };
/** The page's size and margins, as pdfkit's document options. */
export const page = { size: [612, 792], margins };
const width = 612 - margins.left - margins.right;
const colours = { ink: '#000000', muted: '#444444' };
/** The headings' and rules' colour where the build gives none (the owner's look gives one). */
export const defaultAccent = '#8a6d1f';
const sizes = { name: 22, label: 11.5, heading: 11.5, title: 10.5, body: 10, small: 9.5 };
const gaps = { line: 1.5, section: 12, entry: 7, bullet: 12 };

/** A piece of a line in one style: bold or not, muted or not, linked or not (drawn in whichever faces its characters need). */
export interface Run {
  text: string;
  bold?: boolean;
  muted?: boolean;
  link?: string | undefined;
}

/** One entry of a section, in the order it is drawn (and read). */
export interface Entry {
  /** Bold lead and regular rest, wrapped when long. */
  title: Run[];
  /** Dates or a status: at the right end of the title line when it fits there, else under it. */
  aside?: string | undefined;
  /** A muted line under the title: a place, a grade. */
  meta?: string | undefined;
  paragraphs: string[];
  bullets: string[];
}

type Element = PDFKit.PDFStructureElement;

/**
 * How pdfkit shapes a face's text. Without features, it lays out each word (with the space
 * after it) on its own and puts the words side by side in the order they are written, which
 * is right for left-to-right text only: Arabic words come out in reverse order with the
 * spaces at their ends. Given features (none beyond fontkit's own, which every shaper
 * applies), it lays out the whole piece at once, and fontkit orders a right-to-left run's
 * glyphs as it is read. Inter keeps the word-by-word layout, which pdfkit caches.
 */
function shaping(face: Face): { features?: PDFKit.Mixins.OpenTypeFeatures[] } {
  return face.fallback ? { features: [] } : {};
}

/** Where runs are drawn: from the left margin across the column, or from `x` across `width`. */
interface Place {
  colour?: string;
  x?: number;
  width?: number;
}

/** Draws the resume top to bottom into a tagged document, keeping headings and titles with what follows them. */
export class Layout {
  private readonly root: Element;

  constructor(
    private readonly doc: PDFKit.PDFDocument,
    private readonly fonts: FontStack,
    /** The accent of the headings and rules: the look's, as it reads on white paper. */
    private readonly accent = defaultAccent,
  ) {
    for (const face of fonts.faces) {
      doc.registerFont(face.regular, face.sources.regular);
      doc.registerFont(face.bold, face.sources.bold);
    }
    doc.lineGap(gaps.line);
    this.root = doc.struct('Document');
    doc.addStructure(this.root);
  }

  /** Closes the structure tree: call once, after the last section. */
  end(): void {
    this.root.end();
  }

  /** The name, the label, a line of links (e-mail, site, profiles) and the summary. */
  header(basics: JsonResume['basics'], siteUrl: string | undefined): void {
    // Addresses as they are read aloud or typed from paper: no https://, no www., no last slash.
    // A printed copy and a tracking system that reads only the text keep every one of them.
    const shown = (url: string) => url.replace(/^https?:\/\/(www\.)?/, '').replace(/\/$/, '');
    const links: Run[] = [
      { text: basics.email, link: `mailto:${basics.email}` },
      // A build that does not know where the site is published prints no address for it.
      ...(siteUrl ? [{ text: shown(siteUrl), link: siteUrl }] : []),
      ...basics.profiles.map((profile) => ({ text: shown(profile.url), link: profile.url })),
    ];
    this.block('H1', [{ text: basics.name, bold: true }], sizes.name);
    this.block('P', [{ text: basics.label, muted: true }], sizes.label);
    this.doc.moveDown(0.2);
    this.block(
      'P',
      links.flatMap((run, index) => (index ? [{ text: '  ·  ', muted: true }, run] : [run])),
      sizes.small,
    );
    this.doc.moveDown(0.6);
    this.paragraph(basics.summary, this.root);
  }

  /** A section: its heading and rule, then the list of its entries; `entries` is never empty. */
  section(heading: string, entries: Entry[]): void {
    const { doc } = this;
    doc.y += gaps.section;
    // A heading alone at the foot of a page is the commonest fault of a flowed resume.
    const headingHeight = this.lineHeight(sizes.heading, 'bold') + 4;
    this.room(headingHeight + this.headHeight(entries[0]!));
    const sect = this.child(this.root, 'Sect');
    this.block('H2', [{ text: heading, bold: true }], sizes.heading, sect, {
      colour: this.accent,
    });
    const ruleY = doc.y + 0.5;
    this.artifact(() => {
      doc.moveTo(margins.left, ruleY).lineTo(margins.left + width, ruleY);
      doc.lineWidth(0.6).strokeColor(this.accent).stroke();
    });
    doc.y = ruleY + 3.5;
    const list = this.child(sect, 'L');
    // One-line entries (skills, most awards) sit close together; anything longer gets air.
    const oneLine = (entry?: Entry) =>
      entry && !entry.meta && !entry.paragraphs.length && !entry.bullets.length;
    entries.forEach((entry, index) => {
      if (index && !(oneLine(entry) && oneLine(entries[index - 1]))) doc.y += gaps.entry;
      const item = this.child(list, 'LI');
      const body = this.child(item, 'LBody');
      this.entry(entry, body, !oneLine(entry));
      body.end();
      item.end();
    });
    list.end();
    sect.end();
  }

  private entry(entry: Entry, body: Element, headed: boolean | undefined): void {
    const { doc } = this;
    this.room(this.headHeight(entry));
    const titleWidth = this.widthOf(entry.title, sizes.title);
    const asideRuns = entry.aside ? this.fonts.split(entry.aside) : [];
    const asideWidth = entry.aside ? this.widthOf([{ text: entry.aside }], sizes.title) : 0;
    // Right-aligned, the aside is drawn in one call, so in one face.
    const asideFits = asideRuns.length === 1 && titleWidth + 12 + asideWidth <= width;
    const top = doc.y;
    this.block(headed ? 'H3' : 'P', entry.title, sizes.title, body);
    if (asideFits) {
      // Drawn after the title, so it is read after it too.
      const after = doc.y;
      const aside = this.child(body, 'P');
      this.piece(aside, asideRuns[0]!.face, entry.aside!, () => {
        this.font(asideRuns[0]!.face, false, sizes.title, colours.muted);
        doc.text(entry.aside!, margins.left, top, {
          width,
          align: 'right',
          link: null,
          ...shaping(asideRuns[0]!.face),
        });
      });
      aside.end();
      doc.y = after;
    }
    const meta = [asideFits ? undefined : entry.aside, entry.meta].filter(Boolean).join(' · ');
    if (meta) this.block('P', [{ text: meta, muted: true }], sizes.small, body);
    entry.paragraphs.forEach((text) => this.paragraph(text, body));
    if (entry.bullets.length) {
      const bullets = this.child(body, 'L');
      entry.bullets.forEach((text) => this.bullet(text, bullets));
      bullets.end();
    }
  }

  private paragraph(text: string, parent: Element): void {
    this.room(Math.min(this.heightOf(text, width), 2 * this.lineHeight(sizes.body)));
    this.block('P', [{ text }], sizes.body, parent);
  }

  private bullet(text: string, list: Element): void {
    const { doc } = this;
    const textWidth = width - gaps.bullet;
    this.room(Math.min(this.heightOf(text, textWidth), 2 * this.lineHeight(sizes.body)));
    const top = doc.y;
    const item = this.child(list, 'LI');
    const label = this.child(item, 'Lbl');
    label.add(() => {
      this.font(this.fonts.faces[0]!, false, sizes.body, this.accent);
      doc.text('•', margins.left + 2, top, { lineBreak: false, link: null });
    });
    label.end();
    doc.y = top;
    this.block('LBody', [{ text }], sizes.body, item, {
      x: margins.left + gaps.bullet,
      width: textWidth,
    });
    item.end();
    doc.x = margins.left;
  }

  /** A structure element of its own under `parent`, holding `runs` drawn as one wrapped line. */
  private block(tag: string, runs: Run[], size: number, parent = this.root, place?: Place): void {
    const element = this.child(parent, tag);
    this.runs(runs, size, element, place);
    element.end();
  }

  /**
   * Draws runs as one wrapped line of text into `parent`, each face's piece marked as its
   * content; a linked run is a Link element holding its text and its annotation.
   */
  private runs(runs: Run[], size: number, parent: Element, place: Place = {}): void {
    const { doc } = this;
    const x = place.x ?? margins.left;
    const pieces = runs.flatMap((run) =>
      this.fonts.split(run.text).map((piece) => ({ ...piece, run })),
    );
    let link: Element | undefined;
    pieces.forEach(({ text, face, run }, index) => {
      if (!link || pieces[index - 1]!.run !== run) {
        link?.end();
        link = run.link ? this.child(parent, 'Link') : undefined;
      }
      this.piece(link ?? parent, face, text, () => {
        const ink = place.colour ?? (run.muted ? colours.muted : colours.ink);
        this.font(face, run.bold ?? false, size, ink);
        const options = {
          width: place.width ?? width,
          continued: index < pieces.length - 1,
          link: run.link ?? null,
          // Every face on Inter's baseline: pdfkit sets each font's text from its own ascender.
          baseline: -this.ascent(size),
          ...shaping(face),
        };
        if (index) doc.text(text, options);
        else doc.text(text, x, doc.y, options);
      });
    });
    link?.end();
    doc.x = margins.left;
  }

  /** Marked content for one face's text: a fallback face's is a Span that reads as the text. */
  private piece(parent: Element, face: Face, text: string, draw: () => void): void {
    if (face.fallback) parent.add(this.doc.struct('Span', { actual: text }, [draw]));
    else parent.add(draw);
  }

  private child(parent: Element, tag: string): Element {
    const element = this.doc.struct(tag);
    parent.add(element);
    return element;
  }

  /** Drawing that is decoration, not content: a reader skips it. */
  private artifact(draw: () => void): void {
    this.doc.markContent('Artifact', { type: 'Layout' });
    draw();
    this.doc.endMarkedContent();
  }

  /** Starts a new page unless `height` more fits on this one. */
  private room(height: number): void {
    const { doc } = this;
    if (doc.y + height > doc.page.height - margins.bottom) doc.addPage();
  }

  /**
   * The title of an entry and the first line after it, which are never parted. Heights are
   * measured in Inter: a fallback face's wider glyphs may wrap a line more than measured.
   */
  private headHeight(entry: Entry): number {
    const title = entry.title.map((run) => run.text).join('');
    const follows = entry.meta || entry.paragraphs.length || entry.bullets.length;
    return (
      this.heightOf(title, width, sizes.title, true) + (follows ? this.lineHeight(sizes.body) : 0)
    );
  }

  private heightOf(text: string, textWidth: number, size = sizes.body, bold = false): number {
    this.font(this.fonts.faces[0]!, bold, size);
    return this.doc.heightOfString(text, { width: textWidth });
  }

  private lineHeight(size: number, weight = 'regular'): number {
    this.font(this.fonts.faces[0]!, weight === 'bold', size);
    return this.doc.currentLineHeight(true) + gaps.line;
  }

  private widthOf(runs: Run[], size: number): number {
    return runs.reduce(
      (sum, run) =>
        sum +
        this.fonts.split(run.text).reduce((total, piece) => {
          this.font(piece.face, run.bold ?? false, size);
          return total + this.doc.widthOfString(piece.text);
        }, 0),
      0,
    );
  }

  /** Inter's ascent at `size`, in points: where every face's baseline goes. */
  private ascent(size: number): number {
    const { font } = this.fonts.faces[0]!;
    return (font.ascent / font.unitsPerEm) * size;
  }

  private font(face: Face, bold: boolean, size: number, colour?: string): void {
    this.doc.font(bold ? face.bold : face.regular).fontSize(size);
    if (colour) this.doc.fillColor(colour);
  }
}
