import { useId } from 'react';
import { Link } from 'react-router-dom';
import type { TrackedProject, UpdateSummary } from '../../content-model/schema';
import { site } from '../../content-model/site-words';
import { projectUpdatesPath } from '../../lib/paths';
import { notSearched } from '../../lib/search-marks';
import { Card } from '../ui/card';
import { FeedLink } from '../ui/feed-link';
import { Icon } from '../ui/icons';
import { SectionHeading } from '../ui/section-heading';
import { UpdateItem } from '../ui/update-item';

/**
 * Project page: the development log after the timeline. The newest few
 * updates, each with its date, title and summary, then the way to all of
 * them and to the feed: a long log keeps the page light.
 */
export function DevelopmentLog({
  project,
  updates,
}: {
  project: Pick<TrackedProject, 'slug' | 'title'>;
  updates: readonly UpdateSummary[];
}) {
  const headingId = useId();
  const { log } = site.projectPage;
  return (
    <section
      aria-labelledby={headingId}
      className="mx-auto max-w-page px-5 py-16 sm:px-8"
      {...notSearched}
    >
      <SectionHeading id={headingId}>{log.heading}</SectionHeading>
      <div className="mt-3">
        <FeedLink project={project.slug} />
      </div>
      <ol className="mt-8 grid gap-4 md:grid-cols-3">
        {updates.slice(0, log.latestCount).map((update) => (
          <Card as="li" key={update.slug} padding="snug">
            <UpdateItem project={project.slug} update={update} />
          </Card>
        ))}
      </ol>
      {updates.length > log.latestCount && (
        <Link
          to={projectUpdatesPath(project.slug)}
          className="mt-6 inline-flex items-center gap-2 font-semibold text-accent-ink underline underline-offset-4 hover:decoration-2"
        >
          {log.allUpdates(updates.length)}
          <Icon name="arrowRight" className="size-4 shrink-0" />
        </Link>
      )}
    </section>
  );
}
