/**
 * Part of `npm run bench`: how long the build takes to make resume.pdf, and
 * how big and how long it is, for the sample and for the owner-content variant
 * (a fuller resume: scripts/bench/owner-content.ts), and for the test fixture
 * of an owner who writes in other scripts (fallback fonts: Devanagari, Chinese,
 * Arabic, Greek, Cyrillic). Each is made BENCH_PDF_RUNS times (6) in this
 * process: the first pays for reading and parsing the fonts, as a build does;
 * the median of the others is the steady cost.
 *
 *   tsx scripts/bench/resume-pdf.ts
 */
import { pathToFileURL } from 'node:url';
import { loadContent } from '../../src/content-model/load';
import { contentRoot } from '../../src/content-model/content-files';
import type { JsonResume } from '../../src/content-model/schema';
import { worldResume } from '../lab/unit-tests/fixture-resume';
import { readPdf } from '../lab/unit-tests/read-pdf';
import { resumePdf } from '../site/files/resume-pdf';
import { jsonResume } from '../site/files/resume';
import { readSiteConfig } from '../site/settings';
import { median } from '../lab/statistics';
import { formatTable } from '../lab/table';

/** The PDF figures of each content folder (`[label, root]`) and of the other-scripts fixture, as text. */
export async function resumePdfFigures(
  roots: ReadonlyArray<readonly [string, string]>,
  runs = Number(process.env.BENCH_PDF_RUNS ?? 6),
): Promise<string> {
  const config = readSiteConfig();
  const rows: string[][] = [];
  const resumes: Array<[string, JsonResume | undefined]> = roots.map(([label, root]) => {
    const { content, problems } = loadContent(root);
    if (!content) throw new Error(`${root}: ${problems.join('\n')}`);
    return [label, jsonResume(config, content)];
  });
  resumes.push(['other scripts (test fixture)', worldResume]);
  for (const [label, resume] of resumes) {
    if (!resume) {
      rows.push([label, 'no resume.yml: the owner’s own PDF', '', '', '', '']);
      continue;
    }
    const times: number[] = [];
    let pdf: Buffer = Buffer.alloc(0);
    for (let run = 0; run < runs; run += 1) {
      const started = performance.now();
      pdf = await resumePdf(resume, { siteUrl: resume.basics.url, date: new Date() });
      times.push(performance.now() - started);
    }
    const { pages } = await readPdf(pdf);
    rows.push([
      label,
      `${resume.work.length} jobs, ${resume.education.length} schools, ${resume.skills.flatMap((skill) => skill.keywords).length} skills, ${resume.projects.length} projects`,
      (pdf.length / 1024).toFixed(1),
      String(pages.length),
      times[0]!.toFixed(0),
      median(times.slice(1)).toFixed(0),
    ]);
  }
  return [
    `resume.pdf as the build makes it (pdfkit, fonts embedded and subset), ${runs} times each:`,
    '',
    formatTable(['content', 'resume', 'kB', 'pages', 'first ms', 'then ms'], rows),
  ].join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { writeOwnerVariant } = await import('./owner-content');
  const variant = await writeOwnerVariant();
  console.log(
    await resumePdfFigures([
      ['sample', contentRoot()],
      ['owner variant', variant.root],
    ]),
  );
}
