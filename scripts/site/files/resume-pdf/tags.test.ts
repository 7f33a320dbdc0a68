// @vitest-environment node
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import type { JsonResume } from '../../../../src/content-model/schema';
import { resumeWords } from '../../../../src/content-model/resume-words';
import { site } from '../../../../src/content-model/site-words';
import { fullerResume, smallResume } from '../../../lab/unit-tests/fixture-resume';
import {
  inReadingOrder,
  readTaggedPdf,
  type Tagged,
} from '../../../lab/unit-tests/read-tagged-pdf';
import { resumePdf } from '../resume-pdf';

const date = new Date('2026-02-03T04:05:06Z');
const { sections } = resumeWords;

/** The tagged PDF of `resume`, read as a screen reader reads it. */
const read = async (resume: JsonResume) =>
  readTaggedPdf(await resumePdf(resume, { siteUrl: resume.basics.url, date }));

/** The sections with entries, as [heading, entries], in the order the resume gives them. */
const sectionsOf = (resume: JsonResume): Array<[string, number]> =>
  (
    [
      [sections.work, resume.work.length],
      [sections.projects, resume.projects.length],
      [sections.education, resume.education.length],
      [sections.skills, resume.skills.length],
      [sections.awards, resume.awards.length],
    ] as Array<[string, number]>
  ).filter(([, count]) => count);

const roles = (elements: readonly Tagged[]) => elements.map((element) => element.role);
const squash = (text: string) => text.replace(/\s+/g, ' ').trim();

describe('resumePdf’s structure tree (one page: the small fixture)', () => {
  const reading = read(smallResume);

  it('is a tagged PDF/UA document in English, whose viewer shows its title', async () => {
    const { marks } = await reading;
    expect(marks).toEqual({
      language: 'en',
      title: `${smallResume.basics.name} · ${site.resume.pageTitle}`,
      displayTitle: true,
      tagged: true,
      pdfUa: '1',
    });
  });

  it('tags every piece of text it draws', async () => {
    expect((await reading).untagged).toEqual([]);
  });

  it('reads the name as H1, then the label, the links and the summary, then one Sect per section', async () => {
    const [page] = (await reading).pages;
    const [document] = page!.children;
    expect(document!.role).toBe('Document');
    const [name, label, links, summary, ...rest] = document!.children;
    expect(name).toMatchObject({ role: 'H1', text: smallResume.basics.name });
    expect(label).toMatchObject({ role: 'P', text: smallResume.basics.label });
    expect(links!.role).toBe('P');
    expect(summary).toMatchObject({ role: 'P', text: smallResume.basics.summary });
    expect(roles(rest)).toEqual(sectionsOf(smallResume).map(() => 'Sect'));
  });

  it('gives each section its H2 and a list (L) with one item (LI › LBody) per entry', async () => {
    const [document] = (await reading).pages[0]!.children;
    const sects = document!.children.filter((element) => element.role === 'Sect');
    sectionsOf(smallResume).forEach(([heading, count], index) => {
      const [title, list, ...more] = sects[index]!.children;
      expect(title).toMatchObject({ role: 'H2', text: heading });
      expect(list!.role).toBe('L');
      expect(more).toEqual([]);
      expect(roles(list!.children)).toEqual(Array(count).fill('LI'));
      for (const item of list!.children) expect(roles(item.children)).toEqual(['LBody']);
    });
  });

  it('heads a job with H3 (its position and company) and lists its highlights as labelled bullets', async () => {
    const [job] = smallResume.work;
    const entry = inReadingOrder((await reading).pages).find(
      (element) => element.role === 'LBody' && element.children[0]?.role === 'H3',
    )!;
    const [title, ...rest] = entry.children;
    expect(squash(title!.text)).toBe(`${job!.position} — ${job!.name}`);
    const bullets = rest.find((element) => element.role === 'L')!;
    expect(
      bullets.children.map((item) => [
        roles(item.children),
        item.children[0]!.text,
        squash(item.children[1]!.text),
      ]),
    ).toEqual(job!.highlights.map((highlight) => [['Lbl', 'LBody'], '•', highlight]));
  });

  it('makes each address a Link that holds its annotation and reads as the address', async () => {
    const links = inReadingOrder((await reading).pages).filter(
      (element) => element.role === 'Link',
    );
    const shown = (url: string) => url.replace(/^https:\/\/(www\.)?/, '').replace(/\/$/, '');
    const { basics, projects } = smallResume;
    expect(links.map((link) => squash(link.text))).toEqual([
      basics.email,
      shown(basics.url!),
      ...basics.profiles.map((profile) => shown(profile.url)),
      ...projects.filter((project) => project.url).map((project) => project.name),
    ]);
    for (const link of links) expect(link.annotations, link.text).toBeGreaterThan(0);
  });

  it('describes each link annotation by where it leads (its Contents, as PDF/UA asks)', async () => {
    const { links } = await reading;
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) expect(link.contents).toBe(link.url);
  });
});

describe('resumePdf’s metadata', () => {
  it('is well-formed XML when the label holds &, < or >, and says the label as written', async () => {
    const basics = { ...smallResume.basics, label: 'R&D <Test> Engineer' };
    const pdf = await resumePdf({ ...smallResume, basics }, { siteUrl: basics.url, date });
    // pdfkit writes the XMP packet uncompressed, in UTF-8.
    const packet = /<\?xpacket begin[\s\S]*?<\?xpacket end="w"\?>/.exec(pdf.toString('latin1'));
    const xml = Buffer.from(packet![0], 'latin1').toString('utf8');
    const { document } = new JSDOM(xml, { contentType: 'application/xml' }).window;
    const subject = document.getElementsByTagName('dc:description')[0];
    expect(subject?.textContent?.trim()).toBe(basics.label);
    expect((await readTaggedPdf(pdf)).info['Subject']).toBe(basics.label);
  });
});

describe('resumePdf’s structure tree (two pages: the fuller fixture)', () => {
  it('reads the headings in the order of the resume: the name, each section, each entry’s title', async () => {
    const elements = inReadingOrder((await read(fullerResume)).pages);
    const texts = (role: string) =>
      elements.filter((element) => element.role === role).map((element) => squash(element.text));
    expect(texts('H1')).toEqual([fullerResume.basics.name]);
    expect(texts('H2')).toEqual(sectionsOf(fullerResume).map(([heading]) => heading));
    const titles = texts('H3');
    const expected = [
      ...fullerResume.work.map((job) => job.position),
      ...fullerResume.projects
        .filter((project) => project.description)
        .map((project) => project.name),
      ...fullerResume.education.map((school) => school.studyType),
      // An award with a sentence about it is headed too; a bare one is a line.
      ...fullerResume.awards.filter((award) => award.summary).map((award) => award.title),
    ];
    expect(titles).toHaveLength(expected.length);
    titles.forEach((title, index) => expect(title.startsWith(expected[index]!), title).toBe(true));
  });
});
