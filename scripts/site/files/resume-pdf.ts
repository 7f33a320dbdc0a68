/**
 * resume.pdf: the resume as a one- or two-page PDF, laid out with pdfkit (no
 * browser). Made for applicant-tracking systems as much as for people: one
 * column of real text, drawn in reading order, in an embedded font, with live
 * links; the same resume and date give the same bytes. The look and the
 * drawing are resume-pdf/layout.ts's, the sections' entries resume-pdf/entries.ts's.
 */
import PDFDocument from 'pdfkit';
import type { JsonResume } from '../../../src/content/schema';
import { site } from '../../../src/content/site';
import {
  awardEntry,
  educationEntry,
  projectEntry,
  skillEntry,
  workEntry,
} from './resume-pdf/entries';
import { fonts, Layout, page, type Entry } from './resume-pdf/layout';

/** What resumePdf needs besides the resume. */
export interface ResumePdfOptions {
  /** The site's home address, shown (without https:// and a trailing slash) and linked in the header. */
  siteUrl: string;
  /** The PDF's CreationDate and ModDate. */
  date: Date;
}

/** The resume as a PDF: US Letter, one column, at most two pages for a student's resume. */
export async function resumePdf(resume: JsonResume, options: ResumePdfOptions): Promise<Buffer> {
  const { basics } = resume;
  const doc = new PDFDocument({
    ...page,
    // Inter from the start: pdfkit's default, Helvetica, is one of the standard fonts no file embeds.
    font: fonts.regular,
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

  const layout = new Layout(doc);
  layout.header(basics, options.siteUrl);
  const headings = site.resume.sections;
  const sections: Array<[string, Entry[]]> = [
    [headings.work, resume.work.map(workEntry)],
    [headings.projects, resume.projects.map(projectEntry)],
    [headings.education, resume.education.map(educationEntry)],
    [headings.skills, resume.skills.map(skillEntry)],
    [headings.awards, resume.awards.map(awardEntry)],
  ];
  for (const [heading, entries] of sections) if (entries.length) layout.section(heading, entries);
  doc.end();
  return ended;
}
