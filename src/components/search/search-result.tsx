import { Link } from 'react-router-dom';
import { DateText } from '../ui/date-text';
import { Excerpt } from './excerpt';
import type { PagefindResultData } from './pagefind';

/** An ISO day ("2031-03-10"), or nothing: the date a result shows, an update's. */
const dayOf = (date: string | undefined) =>
  date && /^\d{4}-\d{2}-\d{2}$/.test(date) ? date : undefined;

/**
 * One result in the search dialog's list: a link named by the page's title
 * (and an update's date), described by its words around the match. `ids`
 * prefixes the ids its parts are named by.
 */
export function SearchResult({
  result,
  ids,
  onOpen,
}: {
  result: PagefindResultData;
  ids: string;
  /** The result was opened here (a click, not a new tab or window). */
  onOpen: () => void;
}) {
  const day = dayOf(result.meta.date);
  const [title, date, excerpt] = ['title', 'date', 'words'].map((part) => `${ids}-${part}`);
  return (
    <li>
      <Link
        to={result.url}
        onClick={(event) => {
          // A result opened in a new tab or window leaves search open here.
          if (event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey) onOpen();
        }}
        aria-labelledby={day ? `${title} ${date}` : title}
        aria-describedby={excerpt}
        className="block rounded-xl px-3 py-3 hover:bg-sunken"
      >
        <span id={title} className="block font-semibold text-accent-ink">
          {result.meta.title ?? result.url}
        </span>
        {day && (
          <span
            id={date}
            className="mt-0.5 block font-mono text-xs uppercase tracking-widest text-muted"
          >
            <DateText iso={day} />
          </span>
        )}
        <span id={excerpt} className="mt-1 block text-sm leading-relaxed">
          <Excerpt html={result.excerpt} />
        </span>
      </Link>
    </li>
  );
}
