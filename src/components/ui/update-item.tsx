import { Link } from 'react-router-dom';
import type { UpdateSummary } from '../../content-model/schema';
import { site } from '../../content-model/site-words';
import { cn } from '../../lib/cn';
import { updatePath } from '../../lib/paths';
import { DateText } from './date-text';
import { ImageWithFallback } from './image-with-fallback';
import { RichText } from './rich-text';

/**
 * One dated update in a list: its date, its title (the link to it) and its
 * summary; with `withPicture`, its lead picture beside them and how many
 * more photos it has.
 */
export function UpdateItem({
  project,
  update,
  heading: Heading = 'h3',
  withPicture = false,
  className,
}: {
  project: string;
  update: UpdateSummary;
  /** The title's heading level: under a section's h2, or straight under a page's h1. */
  heading?: 'h2' | 'h3';
  /** Show the update's lead picture (the development log's page). */
  withPicture?: boolean;
  className?: string;
}) {
  const to = updatePath(project, update.slug);
  const [lead, ...more] = withPicture ? update.pictures : [];
  return (
    <article className={cn('flex h-full gap-4 sm:gap-6', className)}>
      <div className="min-w-0 flex-1">
        <p className="font-mono text-xs uppercase tracking-widest text-muted">
          <DateText iso={update.date} />
        </p>
        <Heading className="mt-2 text-lg font-bold leading-snug">
          <Link
            to={to}
            className="hover:text-accent-ink hover:underline hover:decoration-accent hover:underline-offset-4"
          >
            {update.title}
          </Link>
        </Heading>
        <RichText as="p" html={update.summary} className="mt-2 leading-relaxed text-muted" />
      </div>
      {lead && (
        <div className="relative w-24 shrink-0 self-start sm:w-40">
          {/* The title is the way in for the keyboard and screen readers; the picture is the same link for a pointer. */}
          <Link
            to={to}
            tabIndex={-1}
            aria-hidden="true"
            className="relative block aspect-[4/3] overflow-hidden rounded-xl border border-line bg-sunken"
          >
            <ImageWithFallback picture={lead} fill sizes="(min-width: 40rem) 10rem, 6rem" />
          </Link>
          {more.length > 0 && (
            // "+7" on the small picture of a phone's list, "+7 photos" where there is room; read whole.
            <p className="pointer-events-none absolute bottom-1 right-1 rounded-full bg-band px-1.5 font-mono text-xs font-semibold leading-5 text-band-ink sm:bottom-1.5 sm:right-1.5 sm:px-2">
              <span aria-hidden="true" className="sm:hidden">
                +{more.length}
              </span>
              <span className="sr-only sm:not-sr-only">
                {site.projectPage.gallery.more(more.length)}
              </span>
            </p>
          )}
        </div>
      )}
    </article>
  );
}
