import { Link } from 'react-router-dom';
import { notSearched } from '../../lib/search-marks';
import { Icon } from './icons';

/** The way back up: to a project from its log, to the log from an update; navigation, so never searched. */
export function BackLink({ to, children }: { to: string; children: string }) {
  return (
    <Link
      to={to}
      {...notSearched}
      className="inline-flex items-center gap-1.5 text-sm font-semibold text-accent-ink underline-offset-4 hover:underline"
    >
      <Icon name="arrowLeft" className="size-4 shrink-0" />
      {children}
    </Link>
  );
}
