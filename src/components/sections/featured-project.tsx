import { useId } from 'react';
import { Link } from 'react-router-dom';
import type { ProjectSummary } from '../../content-model/schema';
import { site } from '../../content-model/site-words';
import { trackedProjects } from '../../content-model';
import { projectPath, projectTimelinePath, updatePath } from '../../lib/paths';
import { notSearched } from '../../lib/search-marks';
import { Badge } from '../ui/badge';
import { buttonClasses } from '../ui/button-link';
import { DateText } from '../ui/date-text';
import { Icon } from '../ui/icons';
import { ImageWithFallback } from '../ui/image-with-fallback';
import { RichText } from '../ui/rich-text';
import { dressedAs } from '../../styles/colour-roles';

/** One tracked project's card. Image and title open its page; the button opens its timeline. */
function ProjectCard({ project }: { project: ProjectSummary }) {
  const { card, latestUpdate } = project;
  return (
    <article
      className="mt-4 overflow-hidden rounded-3xl border border-line bg-raised shadow-sm"
      {...dressedAs(project.slug)}
    >
      {/* The title link below is the accessible way in; this one is the same destination for a pointer, so it stays out of the tab order. */}
      <Link
        to={projectPath(project.slug)}
        tabIndex={-1}
        aria-hidden="true"
        className="block bg-band"
      >
        <ImageWithFallback picture={card.image} className="transition-opacity hover:opacity-90" />
      </Link>
      <div className="grid gap-8 p-6 sm:p-10 lg:grid-cols-[1fr_18rem]">
        <div>
          <Badge tone="now">
            <span className="size-2 rounded-full bg-now" aria-hidden="true" />
            {card.badge}
          </Badge>
          <h3 className="mt-4 text-3xl font-bold tracking-tight">
            <Link
              to={projectPath(project.slug)}
              className="hover:text-accent-ink hover:underline hover:decoration-accent hover:underline-offset-8"
            >
              {project.title}
            </Link>
          </h3>
          <RichText html={card.summary} className="mt-4 max-w-prose leading-relaxed text-muted" />
          {latestUpdate && (
            <p className="mt-5 flex flex-wrap items-baseline gap-x-2 text-sm" {...notSearched}>
              <span className="font-mono text-xs uppercase tracking-widest text-muted">
                {site.projectPage.log.latest} · <DateText iso={latestUpdate.date} />
              </span>{' '}
              <Link
                to={updatePath(project.slug, latestUpdate.slug)}
                className="font-semibold text-accent-ink underline underline-offset-4 hover:decoration-2"
              >
                {latestUpdate.title}
              </Link>
            </p>
          )}
        </div>
        <div className="flex flex-col justify-between gap-6">
          {card.highlights.length > 0 && (
            <ul className="space-y-3 text-sm leading-relaxed">
              {card.highlights.map((highlight) => (
                <li key={highlight} className="flex gap-3">
                  <span
                    className="mt-2 size-1.5 shrink-0 rounded-full bg-accent"
                    aria-hidden="true"
                  />
                  <RichText as="span" html={highlight} />
                </li>
              ))}
            </ul>
          )}
          {project.hasTimeline && (
            <Link
              to={projectTimelinePath(project.slug)}
              className={buttonClasses('primary', 'self-start whitespace-nowrap')}
            >
              {card.timelineButtonLabel ?? site.timelineButton}
              <Icon name="arrowRight" />
            </Link>
          )}
        </div>
      </div>
    </article>
  );
}

/** Home: the featured project (docs/spec.md §2), and any other tracked project after it. */
export function FeaturedProject() {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="mx-auto max-w-page px-5 py-12 sm:px-8">
      <h2
        id={headingId}
        className="font-mono text-xs font-semibold uppercase tracking-widest text-muted"
      >
        {site.featuredHeading}
      </h2>
      {trackedProjects.map((project) => (
        <ProjectCard key={project.slug} project={project} />
      ))}
    </section>
  );
}
