import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { Resume } from '../../content/schema';
import { site } from '../../content/site';
import { formatPeriod, formatResumeDate } from '../../lib/format';
import { ExternalLink } from '../ui/external-link';

const { resume: words } = site;

/** One entry of a resume section: what and where, when, then its sentence and its points. */
export interface ResumeEntry {
  key: string;
  title: ReactNode;
  /** Where: the company, the school, who gave an award. */
  place?: string;
  when?: string;
  text?: string;
  points: readonly string[];
}

/** A section of the resume with a heading and its entries, in order. */
export function ResumeSection({
  id,
  heading,
  children,
}: {
  id: string;
  heading: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="break-inside-auto pt-8">
      <h2
        id={id}
        className="border-b border-line pb-2 font-mono text-sm font-semibold uppercase tracking-widest text-accent-ink"
      >
        {heading}
      </h2>
      {children}
    </section>
  );
}

/** A section's entries, each an article with its heading (h3). */
export function ResumeEntries({ entries }: { entries: readonly ResumeEntry[] }) {
  return (
    <ul className="mt-4 space-y-6">
      {entries.map((entry) => (
        <li key={entry.key} className="break-inside-avoid">
          <div className="flex flex-wrap items-baseline justify-between gap-x-4">
            <h3 className="text-lg font-semibold text-ink">{entry.title}</h3>
            {entry.when && (
              <p className="font-mono text-sm tabular-nums text-muted">{entry.when}</p>
            )}
          </div>
          {entry.place && <p className="text-muted">{entry.place}</p>}
          {entry.text && <p className="mt-2 max-w-prose leading-relaxed">{entry.text}</p>}
          {entry.points.length > 0 && (
            <ul className="mt-2 max-w-prose list-disc space-y-1 pl-5 leading-relaxed marker:text-accent">
              {entry.points.map((point) => (
                <li key={point}>{point}</li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ul>
  );
}

const joined = (...parts: Array<string | undefined>) => parts.filter(Boolean).join(' · ');

/** Work, education, projects and awards as entries: one wording for all four. */
export const entriesOf = {
  work: (work: Resume['work']): ResumeEntry[] =>
    work.map((job) => ({
      key: `${job.name} ${job.position} ${job.startDate}`,
      title: job.position,
      place: joined(job.name, job.location),
      when: formatPeriod(job, words),
      text: job.summary,
      points: job.highlights,
    })),
  education: (education: Resume['education']): ResumeEntry[] =>
    education.map((school) => ({
      key: `${school.institution} ${school.startDate}`,
      title: `${school.studyType} in ${school.area}`,
      place: joined(school.institution, school.score),
      when: formatPeriod(school, words),
      text: school.courses.length ? `${words.courses}: ${school.courses.join(', ')}` : undefined,
      points: [],
    })),
  projects: (projects: Resume['projects']): ResumeEntry[] =>
    projects.map((project) => ({
      key: project.name,
      title: project.page ? (
        <Link
          to={`/${project.page}`}
          className="underline decoration-line underline-offset-4 hover:decoration-accent"
        >
          {project.name}
        </Link>
      ) : project.url ? (
        <ExternalLink
          href={project.url}
          className="underline decoration-line underline-offset-4 hover:decoration-accent"
        >
          {project.name}
        </ExternalLink>
      ) : (
        project.name
      ),
      place: project.status,
      text: project.description,
      points: project.highlights,
    })),
  awards: (awards: Resume['awards']): ResumeEntry[] =>
    awards.map((award) => ({
      key: `${award.title} ${award.date ?? ''}`,
      title: award.title,
      place: award.awarder,
      when: award.date && formatResumeDate(award.date),
      text: award.summary,
      points: [],
    })),
};
