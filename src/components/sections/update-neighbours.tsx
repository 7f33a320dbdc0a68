import { Link } from 'react-router-dom';
import type { UpdateSummary } from '../../content/schema';
import { site } from '../../content/site';
import { updatePath } from '../../lib/paths';
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
      className={`block rounded-2xl border border-line bg-raised p-5 hover:border-accent ${align}`}
    >
      <span className="font-mono text-xs uppercase tracking-widest text-muted">
        {label} · <DateText iso={update.date} />
      </span>
      <span className="mt-1 block font-bold">{update.title}</span>
    </Link>
  );
  if (!newer && !older) return null;
  return (
    <nav
      aria-label={log.neighbours}
      className="mx-auto grid max-w-page gap-4 px-5 pb-16 sm:grid-cols-2 sm:px-8"
    >
      <div>{older && neighbour(older, log.older, '')}</div>
      <div>{newer && neighbour(newer, log.newer, 'sm:text-right')}</div>
    </nav>
  );
}
