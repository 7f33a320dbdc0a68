import { Link } from 'react-router-dom';
import type { UpdateSummary } from '../../content/schema';
import { cn } from '../../lib/cn';
import { updatePath } from '../../lib/paths';
import { DateText } from './date-text';
import { RichText } from './rich-text';

/** One dated update in a list: its date, its title (the link to it) and its summary. */
export function UpdateItem({
  project,
  update,
  heading: Heading = 'h3',
  className,
}: {
  project: string;
  update: UpdateSummary;
  /** The title's heading level: under a section's h2, or straight under a page's h1. */
  heading?: 'h2' | 'h3';
  className?: string;
}) {
  return (
    <article className={cn('flex h-full flex-col', className)}>
      <p className="font-mono text-xs uppercase tracking-widest text-muted">
        <DateText iso={update.date} />
      </p>
      <Heading className="mt-2 text-lg font-bold leading-snug">
        <Link
          to={updatePath(project, update.slug)}
          className="hover:text-accent-ink hover:underline hover:decoration-accent hover:underline-offset-4"
        >
          {update.title}
        </Link>
      </Heading>
      <RichText as="p" html={update.summary} className="mt-2 leading-relaxed text-muted" />
    </article>
  );
}
