import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { resumeWords as words } from '../../content-model/resume-words';
import { site } from '../../content-model/site-words';
import { formatPeriod } from '../../lib/format';
import { resumeFiles, resumePath } from '../../lib/paths';
import { fixtureContent } from '../../../scripts/lab/unit-tests/fixtures';
import { renderApp } from '../../../scripts/lab/unit-tests/render';

// The made-up owner's content, as src/content-model gives it to the pages.
vi.mock(
  '../../content-model',
  () => import('../../../scripts/lab/unit-tests/fixture-site-content'),
);
vi.mock(
  '../../content-model/updates',
  () => import('../../../scripts/lab/unit-tests/fixture-updates'),
);

const resume = fixtureContent.resume!;

describe('the resume’s page (/resume)', () => {
  it('is titled with the owner’s name and says who they are and how to reach them', async () => {
    await renderApp(resumePath);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: resume.basics.name })).toBeInTheDocument();
    expect(screen.getByText(resume.basics.label)).toBeInTheDocument();
    const contact = screen.getByRole('list', { name: words.contact });
    expect(within(contact).getByRole('link', { name: resume.basics.email })).toHaveAttribute(
      'href',
      `mailto:${resume.basics.email}`,
    );
    for (const profile of resume.basics.profiles) {
      const link = within(contact).getByRole('link', {
        name: (name) => name.startsWith(profile.network),
      });
      expect(link).toHaveAttribute('href', profile.url);
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    expect(document.title).toContain(resume.basics.name);
  });

  it('offers the PDF in a new tab and JSON Resume', async () => {
    await renderApp(resumePath);
    const pdf = screen.getByRole('link', { name: (name) => name.startsWith(words.pdfLink) });
    expect(pdf).toHaveAttribute('href', `/${fixtureContent.resumePdf}`);
    expect(pdf).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: words.jsonLink })).toHaveAttribute(
      'href',
      `/${resumeFiles.json}`,
    );
  });

  it('has a section for each part with entries, in a recruiter’s order, every entry in it', async () => {
    await renderApp(resumePath);
    const sections = screen
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent);
    const { sections: named } = words;
    expect(sections).toEqual(
      [
        named.summary,
        resume.work.length && named.work,
        resume.projects.length && named.projects,
        resume.education.length && named.education,
        resume.skills.length && named.skills,
        resume.awards.length && named.awards,
      ].filter(Boolean),
    );
    const work = screen.getByRole('region', { name: named.work });
    for (const job of resume.work) {
      expect(within(work).getByRole('heading', { name: job.position })).toBeInTheDocument();
      expect(within(work).getByText(formatPeriod(job, words))).toBeInTheDocument();
      for (const point of job.highlights) expect(within(work).getByText(point)).toBeInTheDocument();
    }
    const education = screen.getByRole('region', { name: named.education });
    for (const school of resume.education) {
      expect(within(education).getByText(formatPeriod(school, words))).toBeInTheDocument();
      expect(within(education).getByText(new RegExp(school.institution))).toBeInTheDocument();
    }
    const skills = screen.getByRole('region', { name: named.skills });
    for (const skill of resume.skills)
      expect(within(skills).getByText(skill.keywords.join(', '))).toBeInTheDocument();
  });

  it('links each tracked project to its page on the site', async () => {
    await renderApp(resumePath);
    const projects = screen.getByRole('region', { name: words.sections.projects });
    for (const project of resume.projects.filter((line) => line.page))
      expect(within(projects).getByRole('link', { name: project.name })).toHaveAttribute(
        'href',
        `/${project.page}`,
      );
  });

  it('is in the navigation bar, marked as the page shown, and linked from Home’s hero', async () => {
    await renderApp(resumePath);
    const nav = screen.getByRole('navigation', { name: site.nav.label });
    const link = within(nav).getAllByRole('link', { name: site.nav.resume })[0]!;
    expect(link).toHaveAttribute('aria-current', 'page');
    await renderApp('/');
    expect(screen.getByRole('link', { name: site.resume.homeLink })).toHaveAttribute(
      'href',
      resumePath,
    );
  });
});
