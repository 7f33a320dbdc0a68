/**
 * The resume, assembled at build time from content/resume.yml and the facts
 * the other files already hold, so that nothing is typed twice: the name,
 * title, e-mail, bio and links are profile.yml's, the school is the profile's
 * unless an entry names another, and a tracked project's line is made from its
 * own files (title, card summary, page, badge) unless the owner writes one.
 * The /resume page, resume.pdf and resume.json are all made from this one
 * value (scripts/site/files/resume.ts).
 */
import { projectPath } from '../lib/paths.ts';
import { textOf } from './markdown.ts';
import { profileLinks } from './profile-links.ts';
import type { JsonResume, Profile, Resume, ResumeFile, TrackedProject } from './schema/index.ts';

/** JSON Resume's schema, the version whose shape resume.json follows. */
export const jsonResumeSchema =
  'https://raw.githubusercontent.com/jsonresume/resume-schema/v1.0.0/schema.json';

/** The resume made from `file` (content/resume.yml), the profile and the tracked projects. */
export function resumeOf(
  file: ResumeFile,
  profile: Profile,
  trackedProjects: readonly TrackedProject[],
  /** The day of the build (YYYY-MM-DD): an education ending after it is "expected". */
  today: string,
): Resume {
  const lineOf = (project: TrackedProject): Resume['projects'][number] => ({
    name: project.title,
    description: textOf(project.card.summary),
    page: projectPath(project.slug).slice(1),
    status: project.badge,
    highlights: [],
  });
  // No list, or an empty one (the form editor leaves an emptied list out): every tracked project.
  const projects = file.projects?.length
    ? file.projects.map(({ project: slug, ...written }): Resume['projects'][number] => {
        const tracked = trackedProjects.find((project) => project.slug === slug);
        // Whatever the owner wrote replaces the project's own fact; the rest comes from its files.
        const { page, ...own } = tracked
          ? lineOf(tracked)
          : { page: undefined, name: '', description: '', highlights: [] };
        return {
          ...own,
          ...dropUndefined(written),
          // An address written for it is where its name leads, on the page as in the PDF.
          ...(page !== undefined && written.url === undefined ? { page } : {}),
          highlights: written.highlights.length ? written.highlights : own.highlights,
        };
      })
    : trackedProjects.map(lineOf);
  return {
    basics: {
      name: profile.name,
      label: profile.jobTitle,
      email: profile.email,
      summary: file.summary ?? textOf(profile.bio),
      profiles: profileLinks(profile).map(({ name, url }) => ({ network: name, url })),
    },
    work: file.work.map((entry) => dropUndefined(entry)),
    education: file.education.map(({ institution, ...entry }) => ({
      institution: institution ?? profile.school,
      ...dropUndefined(entry),
      // "2027-05" is after "2026-11-26" as text: ISO dates compare as they read.
      ...(entry.endDate !== undefined && entry.endDate > today ? { expected: true } : {}),
    })),
    projects,
    skills: file.skills.map((entry) => dropUndefined(entry)),
    awards: file.awards.map((entry) => dropUndefined(entry)),
  };
}

/**
 * The resume as /resume.json publishes it (JSON Resume v1.0.0): the site's
 * address in `basics.url`, a tracked project's page as its full `url`.
 * `site`: the site's home page, ending in "/", and resume.json's address; none
 * when the build does not know where the site is published, and then the
 * resume names no address of the site (a local build would give localhost's).
 */
export function jsonResumeOf(
  resume: Resume,
  site: { homeUrl: string; jsonUrl: string } | undefined,
): JsonResume {
  return {
    $schema: jsonResumeSchema,
    ...resume,
    basics: { ...resume.basics, ...(site ? { url: site.homeUrl } : {}) },
    projects: resume.projects.map(({ page, ...project }) =>
      page === undefined || project.url || !site
        ? project
        : { ...project, url: site.homeUrl + page },
    ),
    meta: { ...(site ? { canonical: site.jsonUrl } : {}), version: 'v1.0.0' },
  };
}

/** The object without its undefined fields: JSON and the page show only what was written. */
function dropUndefined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, inner]) => inner !== undefined)) as T;
}
