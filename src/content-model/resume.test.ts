import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parse, stringify } from 'yaml';
import { projectPath } from '../lib/paths';
import { fixtureFiles, writeFixtureProject } from '../../scripts/lab/unit-tests/fixture-content';
import { loadContent } from './load';
import { textOf } from './markdown';
import { jsonResumeOf, jsonResumeSchema, resumeOf } from './resume';
import type { ResumeFile } from './schema';

const roots: string[] = [];
afterAll(() => roots.forEach((root) => rmSync(root, { recursive: true, force: true })));

/** The fixture project, with `change` made to one of its YAML files; the content as the build reads it. */
function loadedWith(
  file = 'content/resume.yml',
  change: (data: Record<string, unknown>) => void = () => {},
) {
  const root = writeFixtureProject();
  roots.push(root);
  const path = join(root, file);
  const data = parse(readFileSync(path, 'utf8')) as Record<string, unknown>;
  change(data);
  writeFileSync(path, stringify(data));
  const { content, problems } = loadContent(root);
  expect(problems).toEqual([]);
  return content!;
}

const written = fixtureFiles['content/resume.yml'] as unknown as ResumeFile;

describe('the resume, made from resume.yml and the other files (nothing typed twice)', () => {
  it('takes the name, title, e-mail, bio and links from the profile', () => {
    const { resume, profile } = loadedWith();
    expect(resume!.basics).toEqual({
      name: profile.name,
      label: profile.jobTitle,
      email: profile.email,
      summary: textOf(profile.bio),
      profiles: [
        { network: profile.professionalNetworkName, url: profile.professionalNetworkUrl },
        { network: profile.artPortfolioName, url: profile.artPortfolioUrl },
      ],
    });
  });

  it('follows an edit of profile.yml: a new e-mail is the resume’s', () => {
    const { resume } = loadedWith('content/profile.yml', (profile) => {
      profile.email = 'a.new.address@example.net';
    });
    expect(resume!.basics.email).toBe('a.new.address@example.net');
  });

  it('keeps resume.yml’s own summary when it has one', () => {
    const { resume } = loadedWith(undefined, (file) => {
      file.summary = 'A resume-only summary: with a colon, and “quotes”.';
    });
    expect(resume!.basics.summary).toBe('A resume-only summary: with a colon, and “quotes”.');
  });

  it('gives an education entry without an institution the profile’s school', () => {
    const { resume, profile } = loadedWith();
    const [school] = resume!.education;
    expect(school!.institution).toBe(profile.school);
    expect(school!.courses).toEqual(written.education[0]!.courses);
  });

  it('marks an education that ends after the day of the build as expected, and not after it', () => {
    const { profile, trackedProjects } = loadedWith();
    const file = { ...written, education: [{ ...written.education[0]!, endDate: '2027-05' }] };
    const on = (today: string) => resumeOf(file, profile, trackedProjects, today).education[0]!;
    expect(on('2027-04-30').expected).toBe(true);
    expect(on('2027-05-01').expected).toBeUndefined();
    expect(on('2028-01-01').expected).toBeUndefined();
  });

  it('lists every tracked project when the list is there but empty, as the form editor leaves it', () => {
    const { resume, trackedProjects } = loadedWith(undefined, (file) => {
      file.projects = [];
    });
    expect(resume!.projects.map((line) => line.name)).toEqual(
      trackedProjects.map((project) => project.title),
    );
  });

  it('sends a tracked project’s name to the address written beside it, on the page as in the JSON', () => {
    const { resume, trackedProjects } = loadedWith(undefined, (file) => {
      file.projects = [
        { project: loadedWith().trackedProjects[0]!.slug, url: 'https://elsewhere.example.org/it' },
      ];
    });
    expect(resume!.projects).toEqual([
      expect.objectContaining({
        name: trackedProjects[0]!.title,
        url: 'https://elsewhere.example.org/it',
      }),
    ]);
    expect(resume!.projects[0]).not.toHaveProperty('page');
  });

  it('lists every tracked project from its own files when resume.yml lists none', () => {
    const { resume, trackedProjects } = loadedWith();
    expect(resume!.projects).toEqual(
      trackedProjects.map((project) => ({
        name: project.title,
        description: textOf(project.card.summary),
        page: projectPath(project.slug).slice(1),
        status: project.badge,
        highlights: [],
      })),
    );
  });

  it('takes a listed project’s facts from its folder, replaced where resume.yml writes one, in resume.yml’s order', () => {
    const [firstSlug, secondSlug] = loadedWith().trackedProjects.map((project) => project.slug);
    const { resume, trackedProjects } = loadedWith(undefined, (file) => {
      file.projects = [
        { project: secondSlug, description: 'Written for the resume.' },
        {
          name: 'A bench power supply',
          description: 'Built from a laptop charger.',
          highlights: ['0–20 V'],
        },
        { project: firstSlug },
      ];
    });
    const [second, first] = [trackedProjects[1]!, trackedProjects[0]!];
    expect(resume!.projects.map((line) => line.name)).toEqual([
      second.title,
      'A bench power supply',
      first.title,
    ]);
    expect(resume!.projects[0]).toMatchObject({
      description: 'Written for the resume.',
      status: second.badge,
      page: second.slug,
    });
    expect(resume!.projects[1]).toEqual({
      name: 'A bench power supply',
      description: 'Built from a laptop charger.',
      highlights: ['0–20 V'],
    });
    expect(resume!.projects[2]!.description).toBe(textOf(first.card.summary));
  });

  it('publishes JSON Resume: the schema, the site’s address, and each tracked project’s page as its url', () => {
    const { resume } = loadedWith();
    const json = jsonResumeOf(resume!, {
      homeUrl: 'https://you.example.io/site/',
      jsonUrl: 'https://you.example.io/site/resume.json',
    });
    expect(json.$schema).toBe(jsonResumeSchema);
    expect(json.basics.url).toBe('https://you.example.io/site/');
    expect(json.meta.canonical).toBe('https://you.example.io/site/resume.json');
    for (const [index, line] of resume!.projects.entries())
      expect(json.projects[index]).toEqual({
        ...Object.fromEntries(Object.entries(line).filter(([key]) => key !== 'page')),
        url: `https://you.example.io/site/${line.page}`,
      });
    expect(json.work).toEqual(resume!.work);
  });

  it('names no address of the site when the build does not know where it is published', () => {
    const { resume } = loadedWith();
    const json = jsonResumeOf(resume!, undefined);
    expect(json.basics).not.toHaveProperty('url');
    expect(json.meta).toEqual({ version: 'v1.0.0' });
    // A project's page has no address to give; one the owner wrote for it is still there.
    for (const [index, line] of resume!.projects.entries())
      expect(json.projects[index]!.url).toBe(line.url);
  });
});
