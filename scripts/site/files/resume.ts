/**
 * The resume's files beside its page, made from the same resume
 * (src/content/resume.ts) as the page, so the three never disagree:
 *
 *   dist/resume.json   JSON Resume (jsonresume.org), for machines and résumé tools
 *   dist/resume.pdf    the PDF Home's View resume opens (./resume-pdf.ts); not written
 *                      when profile.yml names the owner's own PDF, which Vite has
 *                      copied from public/ and the content check found there
 *
 * Nothing is written without content/resume.yml: the owner's own PDF is then the resume.
 */
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { jsonResumeOf } from '../../../src/content/resume';
import type { JsonResume, LoadedSiteContent } from '../../../src/content/schema';
import { resumeFiles } from '../../../src/lib/paths';
import { siteUrlOf } from '../pages/metadata';
import type { SiteConfig } from '../settings';
import { resumePdf } from './resume-pdf';

/** The resume as resume.json publishes it, with this site's addresses. */
export function jsonResume(config: SiteConfig, content: LoadedSiteContent): JsonResume | undefined {
  if (!content.resume) return undefined;
  return jsonResumeOf(
    content.resume,
    siteUrlOf(config, '/'),
    siteUrlOf(config, `/${resumeFiles.json}`),
  );
}

/** What writeResumeFiles wrote: the PDF's size and how long it took to make, when it made one. */
export interface ResumeFilesWritten {
  pdf?: { bytes: number; ms: number };
}

/** Writes resume.json and (unless the owner has their own) resume.pdf into `dist`. */
export async function writeResumeFiles(
  dist: string,
  config: SiteConfig,
  content: LoadedSiteContent,
  date = new Date(),
): Promise<ResumeFilesWritten> {
  const resume = jsonResume(config, content);
  if (!resume) return {};
  await writeFile(join(dist, resumeFiles.json), `${JSON.stringify(resume, null, 2)}\n`);
  if (content.profile.resumeFile !== undefined) return {};
  const started = performance.now();
  const pdf = await resumePdf(resume, {
    siteUrl: siteUrlOf(config, '/'),
    // The day, not the moment: two builds of the same content on one day make the same file.
    date: new Date(`${date.toISOString().slice(0, 10)}T00:00:00Z`),
  });
  await writeFile(join(dist, resumeFiles.pdf), pdf);
  return { pdf: { bytes: pdf.length, ms: performance.now() - started } };
}
