/**
 * The resume's files beside its page, made from the same resume
 * (src/content-model/resume.ts) as the page, so the three never disagree:
 *
 *   dist/resume.json   JSON Resume (jsonresume.org), for machines and résumé tools
 *   dist/resume.pdf    the PDF Home's View resume opens (./resume-pdf.ts); not written
 *                      when profile.yml names the owner's own PDF, which Vite has
 *                      copied from public/ and the content check found there
 *
 * Nothing is written without content/resume.yml: the owner's own PDF is then the resume.
 * `npm run dev` serves the two files the same way (resumeDevPlugin).
 */
import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { join, relative, resolve } from 'node:path';
import type { Plugin } from 'vite';
import { buildDay, loadContent } from '../../../src/content-model/load.ts';
import { jsonResumeOf } from '../../../src/content-model/resume.ts';
import type { JsonResume, LoadedSiteContent } from '../../../src/content-model/schema';
import { resumeFiles } from '../../../src/lib/paths.ts';
import { forgetAllBut, keep, keptInfo, moduleFiles } from '../step-cache.ts';
import { printAccentOf, type DrawnLook } from '../look/index.ts';
import { siteUrlOf } from '../pages/metadata.ts';
import type { ResumePdfOptions } from './resume-pdf.ts';
import { isPublicSiteUrl, readSiteConfig, type SiteConfig } from '../settings.ts';

/**
 * The resume as resume.json publishes it, with this site's addresses, or with none when the
 * build does not know where the site is published (`npm run build` without SITE_URL).
 */
export function jsonResume(config: SiteConfig, content: LoadedSiteContent): JsonResume | undefined {
  if (!content.resume) return undefined;
  return jsonResumeOf(
    content.resume,
    isPublicSiteUrl(config.siteUrl)
      ? { homeUrl: siteUrlOf(config, '/'), jsonUrl: siteUrlOf(config, `/${resumeFiles.json}`) }
      : undefined,
  );
}

/** What writeResumeFiles wrote: the PDF's size, pages and how long it took to make, when it made one. */
export interface ResumeFilesWritten {
  pdf?: { bytes: number; pages: number; ms: number };
}

/** How many pages a PDF pdfkit wrote has: one page object each, written as plain text. */
export function pageCount(pdf: Buffer): number {
  return pdf.toString('latin1').match(/\/Type \/Page\b/g)?.length ?? 0;
}

/**
 * What the build says of a PDF longer than a resume should be (a recruiter reads one or two
 * pages) or heavier than a mail attachment needs to be: a warning, the site still publishes.
 */
export function resumePdfWarning({ bytes, pages }: { bytes: number; pages: number }): string {
  const problems = [
    pages > 2 ? `${pages} pages (a recruiter reads one or two)` : '',
    bytes > 150 * 1024
      ? `${(bytes / 1024).toFixed(0)} kB (under 150 kB mails and loads at once)`
      : '',
  ].filter(Boolean);
  return problems.length
    ? `warning: resume.pdf is ${problems.join(' and ')}: shorten the longest sections of content/resume.yml (fewer highlights, fewer courses)`
    : '';
}

/** Writes resume.json and (unless the owner has their own) resume.pdf into `dist`. */
export async function writeResumeFiles(
  dist: string,
  config: SiteConfig,
  content: LoadedSiteContent,
  look?: DrawnLook,
  day = buildDay(),
  cacheDir = resolve(defaultResumeCacheDir),
): Promise<ResumeFilesWritten> {
  const resume = jsonResume(config, content);
  if (!resume) return {};
  await writeFile(join(dist, resumeFiles.json), `${JSON.stringify(resume, null, 2)}\n`);
  if (content.profile.resumeFile !== undefined) return {};
  const started = performance.now();
  const pdf = await keptResumePdf(
    resume,
    {
      siteUrl: resume.basics.url,
      // The day, not the moment: two builds of the same content on one day make the same file.
      date: new Date(`${day}T00:00:00Z`),
      ...(look ? { accent: printAccentOf(look) } : {}),
    },
    cacheDir,
  );
  await writeFile(join(dist, resumeFiles.pdf), pdf);
  return { pdf: { bytes: pdf.length, pages: pageCount(pdf), ms: performance.now() - started } };
}

/** Where resume.pdf is kept between builds (../kept.ts). */
export const defaultResumeCacheDir = join('node_modules', '.cache', 'resume-pdf');

/**
 * The PDF of `resume`, made by ./resume-pdf.ts, or the one an earlier build on this machine made
 * of the same resume, address and day with the same code and installed libraries: making it
 * loads pdfkit and five fonts, 0.8 s of a 5 s build, and the browser tests and the rehearsals
 * build one site many times over (the workflows do not keep it: a deploy makes it once).
 * Its warnings are printed again when it is kept. Without npm's record of what is installed
 * (node_modules/.package-lock.json) nothing is kept: a library's update could not be seen.
 */
async function keptResumePdf(
  resume: JsonResume,
  options: Omit<ResumePdfOptions, 'warn'>,
  cacheDir: string,
): Promise<Buffer> {
  const hash = createHash('sha256');
  for (const file of moduleFiles(new URL('./resume-pdf.ts', import.meta.url)))
    hash.update(relative(process.cwd(), file)).update(await readFile(file));
  const installed = await readFile(join(process.cwd(), 'node_modules', '.package-lock.json')).catch(
    () => undefined,
  );
  if (!installed) return (await import('./resume-pdf.ts')).resumePdf(resume, options);
  hash.update(installed).update(process.version);
  hash.update(JSON.stringify({ resume, ...options }));
  const kept = join(cacheDir, `resume-${hash.digest('hex').slice(0, 16)}`);
  const info = await keptInfo<{ warnings: string[] }>(kept);
  if (info) {
    for (const warning of info.warnings) console.warn(warning);
    return readFile(join(kept, 'resume.pdf'));
  }
  // Loaded when a PDF is made: the Vite settings import this file, and most runs make none.
  const { resumePdf } = await import('./resume-pdf.ts');
  const warnings: string[] = [];
  const pdf = await resumePdf(resume, {
    ...options,
    warn: (warning) => {
      warnings.push(warning);
      console.warn(warning);
    },
  });
  await keep(kept, { 'resume.pdf': pdf }, { warnings });
  await forgetAllBut(cacheDir, 'resume-', keptResumePdfs);
  return pdf;
}

/** How many PDFs are kept: each day's build makes another (the date is in the file). */
const keptResumePdfs = 20;

/**
 * `npm run dev` serves resume.pdf and resume.json as the build would write them, made afresh
 * from content/ at each request, so that View resume and the page's links work while the owner
 * edits. (The owner's own PDF, when named, is served from public/ by Vite itself.)
 */
export function resumeDevPlugin(root: string): Plugin {
  return {
    name: 'resume-files',
    apply: 'serve',
    configureServer(server) {
      const base = server.config.base;
      server.middlewares.use((request, response, next) => {
        const file = (request.url ?? '').split('?')[0]!.slice(base.length);
        if (file !== resumeFiles.pdf && file !== resumeFiles.json) return next();
        const { content } = loadContent(root);
        const resume = content && jsonResume(readSiteConfig(), content);
        if (!content || !resume || (file === resumeFiles.pdf && content.profile.resumeFile))
          return next();
        if (file === resumeFiles.json) {
          response.setHeader('Content-Type', 'application/json');
          response.end(`${JSON.stringify(resume, null, 2)}\n`);
          return;
        }
        import('./resume-pdf.ts')
          .then(({ resumePdf }) =>
            resumePdf(resume, {
              siteUrl: resume.basics.url,
              date: new Date(`${buildDay()}T00:00:00Z`),
            }),
          )
          .then((pdf) => {
            response.setHeader('Content-Type', 'application/pdf');
            response.end(pdf);
          }, next);
      });
    },
  };
}
