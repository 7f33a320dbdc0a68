import { formatDate } from '../../lib/format';

/** A date as people read it ("Mar 14, 2025"), marked up as a date for machines. */
export function DateText({ iso, className }: { iso: string; className?: string }) {
  return (
    <time dateTime={iso} className={className}>
      {formatDate(iso)}
    </time>
  );
}
