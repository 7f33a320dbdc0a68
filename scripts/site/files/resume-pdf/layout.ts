/**
 * The look of resume.pdf and the drawing of it: US Letter, one column, Inter,
 * black text with one dark-gold accent. Text is drawn in reading order, and a
 * heading or an entry's title is never left alone at the foot of a page.
 */
import { createRequire } from 'node:module';
import type { JsonResume } from '../../../../src/content/schema';

const require = createRequire(import.meta.url);

/**
 * The fonts the PDF embeds (pdfkit subsets them): the 14 standard PDF fonts are
 * not embedded, and a reader without them substitutes its own, with other widths.
 */
export const fonts = {
  regular: require.resolve('@expo-google-fonts/inter/400Regular/Inter_400Regular.ttf'),
  bold: require.resolve('@expo-google-fonts/inter/700Bold/Inter_700Bold.ttf'),
};

// US Letter (612 × 792 pt), the size American recruiters print on. A4 is 17 pt
// narrower and 50 pt taller: printed on A4 at actual size, the page is centred and
// loses 8.5 pt a side, so 54 pt side margins still leave 45 pt, more than any
// printer's unprintable edge, and no line of text is cut.
const margins = { top: 50, bottom: 50, left: 54, right: 54 };
/** The page's size and margins, as pdfkit's document options. */
export const page = { size: [612, 792], margins };
const width = 612 - margins.left - margins.right;
const colours = { ink: '#000000', muted: '#444444', accent: '#8a6d1f' };
const sizes = { name: 22, label: 11.5, heading: 11.5, title: 10.5, body: 10, small: 9.5 };
const gaps = { line: 1.5, section: 12, entry: 7, bullet: 12 };

/** A piece of a line in one font: bold or not, muted or not, linked or not. */
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

/** Draws the resume top to bottom, keeping headings and titles with what follows them. */
export class Layout {
  constructor(private readonly doc: PDFKit.PDFDocument) {
    doc.registerFont('regular', fonts.regular);
    doc.registerFont('bold', fonts.bold);
    doc.lineGap(gaps.line);
  }

  /** The name, the label, a line of links (e-mail, site, profiles) and the summary. */
  header(basics: JsonResume['basics'], siteUrl: string): void {
    // Addresses as they are read aloud or typed from paper: no https://, no www., no last slash.
    // A printed copy and a tracking system that reads only the text keep every one of them.
    const shown = (url: string) => url.replace(/^https?:\/\/(www\.)?/, '').replace(/\/$/, '');
    const links: Run[] = [
      { text: basics.email, link: `mailto:${basics.email}` },
      { text: shown(siteUrl), link: siteUrl },
      ...basics.profiles.map((profile) => ({ text: shown(profile.url), link: profile.url })),
    ];
    this.runs([{ text: basics.name, bold: true }], sizes.name);
    this.runs([{ text: basics.label, muted: true }], sizes.label);
    this.doc.moveDown(0.2);
    this.runs(
      links.flatMap((run, index) => (index ? [{ text: '  ·  ', muted: true }, run] : [run])),
      sizes.small,
    );
    this.doc.moveDown(0.6);
    this.paragraph(basics.summary);
  }

  /** A section: its heading and rule, then its entries; `entries` is never empty. */
  section(heading: string, entries: Entry[]): void {
    const { doc } = this;
    doc.y += gaps.section;
    // A heading alone at the foot of a page is the commonest fault of a flowed resume.
    const headingHeight = this.lineHeight(sizes.heading, 'bold') + 4;
    this.room(headingHeight + this.headHeight(entries[0]!));
    this.runs([{ text: heading, bold: true }], sizes.heading, colours.accent);
    const ruleY = doc.y + 0.5;
    doc.moveTo(margins.left, ruleY).lineTo(margins.left + width, ruleY);
    doc.lineWidth(0.6).strokeColor(colours.accent).stroke();
    doc.y = ruleY + 3.5;
    // One-line entries (skills, most awards) sit close together; anything longer gets air.
    const oneLine = (entry?: Entry) =>
      entry && !entry.meta && !entry.paragraphs.length && !entry.bullets.length;
    entries.forEach((entry, index) => {
      if (index && !(oneLine(entry) && oneLine(entries[index - 1]))) doc.y += gaps.entry;
      this.entry(entry);
    });
  }

  private entry(entry: Entry): void {
    const { doc } = this;
    this.room(this.headHeight(entry));
    const titleWidth = this.widthOf(entry.title, sizes.title);
    const asideWidth = entry.aside ? this.widthOf([{ text: entry.aside }], sizes.title) : 0;
    const asideFits = entry.aside && titleWidth + 12 + asideWidth <= width;
    const top = doc.y;
    this.runs(entry.title, sizes.title);
    if (asideFits) {
      // Drawn after the title, so it is read after it too.
      const after = doc.y;
      this.font('regular', sizes.title, colours.muted);
      doc.text(entry.aside!, margins.left, top, { width, align: 'right', link: null });
      doc.y = after;
    }
    const meta = [asideFits ? undefined : entry.aside, entry.meta].filter(Boolean).join(' · ');
    if (meta) this.runs([{ text: meta, muted: true }], sizes.small);
    entry.paragraphs.forEach((text) => this.paragraph(text));
    entry.bullets.forEach((text) => this.bullet(text));
  }

  private paragraph(text: string): void {
    this.room(Math.min(this.heightOf(text, width), 2 * this.lineHeight(sizes.body)));
    this.runs([{ text }], sizes.body);
  }

  private bullet(text: string): void {
    const { doc } = this;
    const textWidth = width - gaps.bullet;
    this.room(Math.min(this.heightOf(text, textWidth), 2 * this.lineHeight(sizes.body)));
    const top = doc.y;
    this.font('regular', sizes.body, colours.accent);
    doc.text('•', margins.left + 2, top, { lineBreak: false, link: null });
    this.font('regular', sizes.body, colours.ink);
    doc.text(text, margins.left + gaps.bullet, top, { width: textWidth, link: null });
    doc.x = margins.left;
  }

  /** Draws runs as one wrapped line of text from the left margin. */
  private runs(runs: Run[], size: number, colour?: string): void {
    const { doc } = this;
    runs.forEach((run, index) => {
      const ink = colour ?? (run.muted ? colours.muted : colours.ink);
      this.font(run.bold ? 'bold' : 'regular', size, ink);
      const options = { width, continued: index < runs.length - 1, link: run.link ?? null };
      if (index) doc.text(run.text, options);
      else doc.text(run.text, margins.left, doc.y, options);
    });
    doc.x = margins.left;
  }

  /** Starts a new page unless `height` more fits on this one. */
  private room(height: number): void {
    const { doc } = this;
    if (doc.y + height > doc.page.height - margins.bottom) doc.addPage();
  }

  /** The title of an entry and the first line after it, which are never parted. */
  private headHeight(entry: Entry): number {
    const title = entry.title.map((run) => run.text).join('');
    const follows = entry.meta || entry.paragraphs.length || entry.bullets.length;
    return (
      this.heightOf(title, width, sizes.title, 'bold') + (follows ? this.lineHeight(sizes.body) : 0)
    );
  }

  private heightOf(text: string, textWidth: number, size = sizes.body, font = 'regular'): number {
    this.font(font, size);
    return this.doc.heightOfString(text, { width: textWidth });
  }

  private lineHeight(size: number, font = 'regular'): number {
    this.font(font, size);
    return this.doc.currentLineHeight(true) + gaps.line;
  }

  private widthOf(runs: Run[], size: number): number {
    return runs.reduce((sum, run) => {
      this.font(run.bold ? 'bold' : 'regular', size);
      return sum + this.doc.widthOfString(run.text);
    }, 0);
  }

  private font(name: string, size: number, colour?: string): void {
    this.doc.font(name).fontSize(size);
    if (colour) this.doc.fillColor(colour);
  }
}
