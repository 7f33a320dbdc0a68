// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { JsonResume } from '../../../src/content-model/schema';
import { resumeWords } from '../../../src/content-model/resume-words';
import { site } from '../../../src/content-model/site-words';
import { fullerResume, smallResume } from '../../lab/unit-tests/fixture-resume';
import { pdfFonts as fontsOf } from '../../lab/unit-tests/pdf-fonts';
import { readPdf as read } from '../../lab/unit-tests/read-pdf';
import { resumePdf } from './resume-pdf';

const date = new Date('2026-02-03T04:05:06Z');
const { sections } = resumeWords;
const headings: string[] = [
  sections.work,
  sections.projects,
  sections.education,
  sections.skills,
  sections.awards,
];

/** The PDF of `resume`, with its own address as the site's. */
const pdfOf = (resume: JsonResume, when = date) =>
  resumePdf(resume, { siteUrl: resume.basics.url, date: when });

/** The strings a reader must find, in the order the resume gives them. */
function keyStrings(resume: JsonResume): string[] {
  return [
    resume.basics.name,
    resume.basics.label,
    ...resume.work.flatMap((work) => [work.position, work.name, ...work.highlights]),
    ...resume.projects.map((project) => project.name),
    ...resume.education.flatMap((school) => [school.studyType, school.institution]),
    ...resume.skills.flatMap((skill) => skill.keywords),
    ...resume.awards.map((award) => award.title),
  ];
}

describe.each([
  ['small', smallResume],
  ['fuller', fullerResume],
])('resumePdf of the %s fixture', (_, resume) => {
  // Made once and read once for the checks that only look.
  const made = pdfOf(resume);
  const reading = made.then(read);

  it('holds every entry as text, in the order of the resume', async () => {
    const { text } = await reading;
    let from = 0;
    for (const key of keyStrings(resume)) {
      const at = text.indexOf(key.replace(/\s+/g, ' '), from);
      expect(at, `"${key}" after character ${from}`).toBeGreaterThanOrEqual(from);
      from = at + key.length;
    }
  });

  it('titles the sections that have entries, in order, and leaves out the empty ones', async () => {
    const lines = (await reading).pages.flat();
    const listed = [resume.work, resume.projects, resume.education, resume.skills, resume.awards];
    expect(lines.filter((line) => headings.includes(line))).toEqual(
      headings.filter((_heading, index) => listed[index]!.length),
    );
  });

  it('links the e-mail address, the site, every profile and every project', async () => {
    const { links } = await reading;
    expect(links).toEqual(
      expect.arrayContaining([
        `mailto:${resume.basics.email}`,
        resume.basics.url,
        ...resume.basics.profiles.map((profile) => profile.url),
        ...resume.projects.flatMap((project) => (project.url ? [project.url] : [])),
      ]),
    );
  });

  it('shows the site and every profile as an address read from paper: no scheme, www. or last slash', async () => {
    const { text } = await reading;
    const shown = (url: string) => url.replace(/^https:\/\/(www\.)?/, '').replace(/\/$/, '');
    expect(text).toContain(shown(resume.basics.url!));
    expect(text).not.toContain(resume.basics.url);
    for (const profile of resume.basics.profiles) expect(text).toContain(shown(profile.url));
  });

  it('embeds every font it uses', async () => {
    const fonts = fontsOf(await made);
    expect(fonts.length).toBeGreaterThan(0);
    for (const font of fonts) expect(font, font.name).toMatchObject({ embedded: true });
  });

  it('is small, and the same bytes for the same resume and date', async () => {
    const [first, second] = [await made, await pdfOf(resume)];
    expect(first.length).toBeLessThan(150_000);
    expect(first.equals(second)).toBe(true);
  });

  it('carries the title, author, subject and date', async () => {
    const { info } = await reading;
    expect(info).toMatchObject({
      Title: `${resume.basics.name} · ${site.resume.pageTitle}`,
      Author: resume.basics.name,
      Subject: resume.basics.label,
      CreationDate: 'D:20260203040506Z',
      ModDate: 'D:20260203040506Z',
    });
  });
});

describe('resumePdf', () => {
  it('fits the small resume on one page and the fuller one on two at most', async () => {
    expect((await read(await pdfOf(smallResume))).pages).toHaveLength(1);
    expect((await read(await pdfOf(fullerResume))).pages.length).toBeLessThanOrEqual(2);
  });

  it('writes accents, apostrophes and quotes as they are', async () => {
    const { text, info } = await read(await pdfOf(fullerResume));
    const tricky = keyStrings(fullerResume).filter((key) => /[^\x20-\x7e]|['"]/.test(key));
    expect(tricky.some((key) => /[^\x20-\x7e]/.test(key))).toBe(true);
    expect(tricky.some((key) => key.includes("'"))).toBe(true);
    expect(tricky.some((key) => key.includes('’'))).toBe(true);
    for (const key of tricky) expect(text).toContain(key);
    expect(info['Author']).toBe(fullerResume.basics.name);
  });

  it('writes dates in English: a year, a month, a day, ongoing and expected', async () => {
    const { present, expected } = resumeWords;
    const [work] = smallResume.work;
    const [school] = smallResume.education;
    const resume: JsonResume = {
      ...smallResume,
      work: [{ ...work!, startDate: '2025-06', endDate: undefined }],
      education: [{ ...school!, startDate: '2023', endDate: '2027-05', expected: true }],
      awards: [{ title: 'An award', date: '2025-06-02' }],
    };
    // "expected" is the build's to say, from its day (src/content-model/resume.ts): the PDF words it.
    const before = await read(await pdfOf(resume));
    expect(before.text).toContain(`Jun 2025 – ${present}`);
    expect(before.text).toContain(`2023 – May 2027 (${expected})`);
    expect(before.text).toContain('Jun 2, 2025');
    const after = await read(
      await pdfOf({ ...resume, education: [{ ...resume.education[0]!, expected: undefined }] }),
    );
    expect(after.text).toContain('2023 – May 2027');
    expect(after.text).not.toContain(`(${expected})`);
  });

  it('never leaves a heading or an entry title alone at the foot of a page', async () => {
    // The summary grows a line at a time, so the headings and titles near the page's foot pass it.
    const titles = [
      ...headings,
      ...fullerResume.work.map((work) => work.position),
      ...fullerResume.projects.map((project) => project.name),
    ];
    for (let extra = 0; extra < 10; extra++) {
      const { basics } = fullerResume;
      const summary = basics.summary + '\nAnd one more line.'.repeat(extra);
      const { pages } = await read(
        await pdfOf({ ...fullerResume, basics: { ...basics, summary } }),
      );
      for (const lines of pages.slice(0, -1)) {
        const last = lines.at(-1)!;
        expect(
          titles.some((title) => last.startsWith(title)),
          `${extra}: ${last}`,
        ).toBe(false);
      }
    }
  }, 30_000);
});
