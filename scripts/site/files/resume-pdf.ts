/**
 * resume.pdf: the resume as a one- or two-page PDF, laid out with pdfkit (no
 * browser). Made for applicant-tracking systems as much as for people: one
 * column of real text, drawn in reading order, in an embedded font, with live
 * links, tagged for screen readers (its structure: resume-pdf/layout.ts); the
 * same resume and date give the same bytes. The look and the drawing are
 * resume-pdf/layout.ts's, the sections' entries resume-pdf/entries.ts's, the
 * fonts for every script resume-pdf/fonts.ts's: a character none of them has
 * is left out with a warning (resume-pdf/coverage.ts).
 */
import PDFDocument from 'pdfkit';
import type { JsonResume } from '../../../src/content-model/schema';
import { resumeWords } from '../../../src/content-model/resume-words.ts';
import { site } from '../../../src/content-model/site-words.ts';
import { escapeMarkup } from '../../shared/escape-markup.ts';
import {
  awardEntry,
  educationEntry,
  projectEntry,
  skillEntry,
  workEntry,
} from './resume-pdf/entries.ts';
import { sourcedTexts, uncoveredProblems, withoutCharacters } from './resume-pdf/coverage.ts';
import { FontStack, inter } from './resume-pdf/fonts.ts';
import { Layout, page, type Entry } from './resume-pdf/layout.ts';

/** What resumePdf needs besides the resume. */
export interface ResumePdfOptions {
  /**
   * The site's home address, shown (without https:// and a trailing slash) and linked in the
   * header; none when the build does not know where the site is published.
   */
  siteUrl: string | undefined;
  /** The PDF's CreationDate and ModDate. */
  date: Date;
  /** Where a warning goes (console.warn unless a test says). */
  warn?: (message: string) => void;
  /** The headings' and rules' colour, #rrggbb: the owner's accent as it reads on paper. */
  accent?: string;
}

/** The resume as a PDF: US Letter, one column, at most two pages for a student's resume. */
export async function resumePdf(written: JsonResume, options: ResumePdfOptions): Promise<Buffer> {
  const headings = resumeWords.sections;
  const texts = sourcedTexts(written);
  const fonts = await FontStack.for([
    ...texts.map(({ text }) => text),
    ...Object.values(headings),
    options.siteUrl ?? '',
  ]);
  // A character no font has is left out, with a warning: the deploy goes on (the pages show it).
  const warnings = uncoveredProblems(texts, fonts);
  for (const warning of warnings) (options.warn ?? console.warn)(`warning: ${warning}`);
  const dropped = new Set(texts.flatMap(({ text }) => fonts.missing(text)));
  const resume = dropped.size ? withoutCharacters(written, dropped) : written;
  const { basics } = resume;
  const doc = new ResumeDocument({
    ...page,
    // Inter from the start: pdfkit's default, Helvetica, is one of the standard fonts no file embeds.
    font: inter.regular,
    // Tagged, with its language and a title a viewer shows: what PDF/UA asks of a document
    // (pdfkit's "PDF/UA" subset writes the pdfuaid mark into the XMP metadata of PDF 1.7).
    pdfVersion: '1.7',
    tagged: true,
    subset: 'PDF/UA' as PDFKit.Mixins.PDFSubsets,
    lang: 'en',
    displayTitle: true,
    // pdfkit makes the file's /ID from this dictionary alone, so a fixed date gives the same bytes.
    info: {
      Title: `${basics.name} · ${site.resume.pageTitle}`,
      Author: basics.name,
      Subject: basics.label,
      CreationDate: options.date,
      ModDate: options.date,
    },
  });
  const chunks: Uint8Array[] = [];
  doc.on('data', (chunk: Uint8Array) => chunks.push(chunk));
  const ended = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const layout = new Layout(doc, fonts, options.accent);
  layout.header(basics, options.siteUrl);
  const sections: Array<[string, Entry[]]> = [
    [headings.work, resume.work.map(workEntry)],
    [headings.projects, resume.projects.map(projectEntry)],
    [headings.education, resume.education.map(educationEntry)],
    [headings.skills, resume.skills.map(skillEntry)],
    [headings.awards, resume.awards.map(awardEntry)],
  ];
  for (const [heading, entries] of sections) if (entries.length) layout.section(heading, entries);
  layout.end();
  doc.end();
  return ended;
}

/** pdfkit's document, with what PDF/UA and a reader need where pdfkit falls short. */
class ResumeDocument extends PDFDocument {
  /**
   * Every link's annotation says where it leads (its Contents), as PDF/UA asks of each
   * annotation; pdfkit leaves it empty. A String object, which pdfkit writes as a PDF string
   * (a plain string would be written as a name).
   */
  link(
    x: number,
    y: number,
    w: number,
    h: number,
    url: string,
    option: PDFKit.Mixins.AnnotationOption = {},
  ): this {
    const contents = new String(url) as unknown as string;
    return super.link(x, y, w, h, url, { ...option, Contents: contents });
  }

  /**
   * pdfkit writes the title, author and subject into the XMP metadata as they are, so a
   * job title such as "R&D Engineer" would make it invalid XML: they are escaped there
   * (the Info dictionary, written before, keeps them as written).
   */
  _addInfo(): void {
    const { info } = this;
    const escape = (value: unknown) => (typeof value === 'string' ? escapeMarkup(value) : value);
    this.info = Object.fromEntries(
      Object.entries(info).map(([key, value]) => [key, escape(value)]),
    ) as PDFKit.DocumentInfo;
    // @ts-expect-error pdfkit's MetadataMixin method, not in its types.
    super._addInfo();
    this.info = info;
  }
}
