/**
 * The resume, as the built site publishes it from the made-up owner's
 * resume.yml (as long as a student's resume gets: scripts/lab/unit-tests/fixture-content.ts):
 * its page prints on one or two sheets of A4 or Letter, and its PDF and
 * resume.json carry the same facts as the profile and the page.
 */
import { describe, expect, it } from 'vitest';
import { profileLinks } from '../src/content-model/profile-links';
import { resumeWords } from '../src/content-model/resume-words';
import { resumeFiles, resumePath } from '../src/lib/paths';
import { readPdf } from '../scripts/lab/unit-tests/read-pdf';
import { e2eSiteUrl } from './support/build-site';
import { appReady, fixtureContent, profile, useSite } from './support/site';

const resume = fixtureContent.resume!;
const page = resumePath.slice(1);

describe('the resume', () => {
  const site = useSite('/portfolio/');

  it.each([
    ['A4', true],
    ['Letter', true],
    ['A4', false],
    ['Letter', false],
  ] as const)(
    'prints on at most two %s pages (JavaScript %s), every entry on them',
    async (format, javaScriptEnabled) => {
      const { page: tab } = await site.open({ javaScriptEnabled });
      await tab.goto(site.url(page));
      if (javaScriptEnabled) await appReady(tab);
      // What the browser's Print gives, at its default scale.
      const printed = await readPdf(await tab.pdf({ format, printBackground: false }));
      expect(printed.pages.length).toBeGreaterThan(0);
      expect(printed.pages.length).toBeLessThanOrEqual(2);
      for (const job of resume.work) expect(printed.text).toContain(job.position);
      for (const award of resume.awards) expect(printed.text).toContain(award.title);
      expect(printed.text).toContain(resume.skills.at(-1)!.keywords.at(-1)!);
      // Neither the navigation nor the buttons are on paper.
      expect(printed.text).not.toContain(resumeWords.pdfLink);
    },
  );

  it('publishes the PDF Home opens: its facts are the profile’s and resume.yml’s, in order, on at most two pages', async () => {
    const response = await fetch(site.url(fixtureContent.resumePdf));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    const pdf = await readPdf(new Uint8Array(await response.arrayBuffer()));
    expect(pdf.pages.length).toBeLessThanOrEqual(2);
    const order = [
      profile.name,
      profile.email,
      ...resume.work.map((job) => job.position),
      ...resume.education.map((school) => school.institution),
      ...resume.awards.map((award) => award.title),
    ].map((text) => pdf.text.indexOf(text));
    expect(order.every((at) => at >= 0)).toBe(true);
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(pdf.links).toContain(`mailto:${profile.email}`);
    for (const { url } of profileLinks(profile)) expect(pdf.links).toContain(url);
  });

  it('publishes resume.json: JSON Resume with the profile’s facts and the site’s addresses', async () => {
    const response = await fetch(site.url(resumeFiles.json));
    expect(response.status).toBe(200);
    const json = (await response.json()) as typeof resume & {
      $schema: string;
      basics: { url: string };
      projects: Array<{ url?: string }>;
    };
    expect(json.$schema).toMatch(/^https:\/\/.*jsonresume.*schema/);
    expect(json.basics).toMatchObject({
      name: profile.name,
      email: profile.email,
      url: `${e2eSiteUrl}/portfolio/`,
    });
    expect(json.work).toEqual(resume.work);
    for (const [index, line] of resume.projects.entries())
      if (line.page) expect(json.projects[index]!.url).toBe(`${e2eSiteUrl}/portfolio/${line.page}`);
  });

  it('is reached from Home’s hero and from the navigation bar, and opens at its top', async () => {
    const { page: tab } = await site.open({ viewport: { width: 375, height: 800 } });
    await tab.goto(site.url());
    await appReady(tab);
    await tab.getByRole('link', { name: /resume on this site/i }).click();
    await tab.waitForURL(site.url(page));
    expect(await tab.getByRole('heading', { level: 1 }).textContent()).toBe(profile.name);
    expect(await tab.evaluate(() => window.scrollY)).toBe(0);
  });
});
