import { Link } from 'react-router-dom';
import type { UpdateSummary } from '../../content-model/schema';
import { site } from '../../content-model/site-words';
import { updatePath } from '../../lib/paths';
import { notSearched } from '../../lib/search-marks';
import { DateText } from '../ui/date-text';

/** Under an update: the newer and the older one, to read the log in either direction. */
export function UpdateNeighbours({
  project,
  newer,
  older,
}: {
  project: string;
  newer: UpdateSummary | null;
  older: UpdateSummary | null;
}) {
  const { log } = site.projectPage;
  const neighbour = (update: UpdateSummary, label: string, align: string) => (
    <Link
      to={updatePath(project, update.slug)}
      className={`block rounded-2xl border border-line bg-raised p-4 hover:border-accent sm:p-5 ${align}`}
    >
      <span className="font-mono text-xs uppercase tracking-widest text-muted">
        {label} · <DateText iso={update.date} />
      </span>
      <span className="mt-1 block font-headings font-bold">{update.title}</span>
    </Link>
  );
  if (!newer && !older) return null;
  return (
    <nav
      aria-label={log.neighbours}
      {...notSearched}
      className="mx-auto grid max-w-page gap-4 px-5 pb-12 sm:grid-cols-2 sm:px-8 sm:pb-16"
    >
      {/* Only the ones there are (an empty cell would add a gap on a phone); newer on the right. */}
      {older && <div>{neighbour(older, log.older, '')}</div>}
      {newer && (
        <div className="sm:col-start-2">{neighbour(newer, log.newer, 'sm:text-right')}</div>
      )}
    </nav>
  );
}
