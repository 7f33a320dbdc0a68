import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { Resume } from '../../content-model/schema';
import { formatResumeDate } from '../../lib/format';
import { coursesOf, degreeOf, periodOf } from '../../content-model/resume-text';
import { ExternalLink } from '../ui/external-link';

/** One entry of a resume section: what and where, when, then its sentence and its points. */
export interface ResumeEntry {
  title: ReactNode;
  /** Where: the company, the school, who gave an award. */
  place?: ReactNode;
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
      {/* By place: the owner may well write the same line twice. */}
      {entries.map((entry, index) => (
        <li key={index} className="break-inside-avoid">
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
              {entry.points.map((point, index) => (
                <li key={index}>{point}</li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ul>
  );
}

const linkClass = 'underline decoration-line underline-offset-4 hover:decoration-accent';

/** A name, linked to its `url` (a new tab) when it has one, followed by the other parts, "·" between. */
function placeOf(
  name: string | undefined,
  url: string | undefined,
  ...rest: Array<string | undefined>
) {
  const others = rest.filter(Boolean).join(' · ');
  if (!name) return others || undefined;
  return (
    <>
      {url ? (
        <ExternalLink href={url} className={linkClass}>
          {name}
        </ExternalLink>
      ) : (
        name
      )}
      {others && ` · ${others}`}
    </>
  );
}

/** Work, education, projects and awards as entries: one wording for all four (src/content-model/resume-text.ts). */
export const entriesOf = {
  work: (work: Resume['work']): ResumeEntry[] =>
    work.map((job) => ({
      title: job.position,
      place: placeOf(job.name, job.url, job.location),
      when: periodOf(job),
      text: job.summary,
      points: job.highlights,
    })),
  education: (education: Resume['education']): ResumeEntry[] =>
    education.map((school) => ({
      title: degreeOf(school),
      place: placeOf(school.institution, school.url, school.score),
      when: periodOf(school),
      text: coursesOf(school),
      points: [],
    })),
  projects: (projects: Resume['projects']): ResumeEntry[] =>
    projects.map((project) => ({
      // A tracked project's page on this site; a written address leaves the site.
      title: project.page ? (
        <Link to={`/${project.page}`} className={linkClass}>
          {project.name}
        </Link>
      ) : (
        placeOf(project.name, project.url)
      ),
      place: project.status,
      text: project.description,
      points: project.highlights,
    })),
  awards: (awards: Resume['awards']): ResumeEntry[] =>
    awards.map((award) => ({
      title: award.title,
      place: award.awarder,
      when: award.date && formatResumeDate(award.date),
      text: award.summary,
      points: [],
    })),
};
