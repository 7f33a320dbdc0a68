import { formatDate } from '../../lib/format';
import { searchDate } from '../../lib/search-marks';

/**
 * A date as people read it ("Mar 14, 2025"), marked up as a date for machines;
 * `searched`: the date of the page's search result (an update's own).
 */
export function DateText({
  iso,
  className,
  searched = false,
}: {
  iso: string;
  className?: string;
  searched?: boolean;
}) {
  return (
    <time dateTime={iso} className={className} {...(searched && searchDate)}>
      {formatDate(iso)}
    </time>
  );
}
