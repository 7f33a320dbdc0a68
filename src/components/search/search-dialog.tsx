import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import { Link, useNavigate } from 'react-router-dom';
import { site } from '../../content/site';
import { DateText } from '../ui/date-text';
import { Icon } from '../ui/icons';
import { Excerpt } from './excerpt';
import { loadPagefind, type PagefindResultData } from './pagefind';

export interface SearchDialogProps {
  open: boolean;
  /** Closed: by Escape, the close button or a tap beside it (focus back on the search button), or by a result chosen. */
  onClose: (returnFocus: boolean) => void;
}

/** How many results are shown (and their excerpts fetched): a personal site's best ten are plenty. */
const shownResults = 10;
/** The pause after the last key before a search starts, so a word typed fast is one search. */
const typingPauseMs = 120;

type Found =
  | { state: 'idle' | 'searching' | 'failed' }
  | { state: 'done'; words: string; total: number; results: PagefindResultData[] };

/** An ISO day ("2031-03-10"), or nothing: the date a result shows, an update's. */
const dayOf = (date: string | undefined) =>
  date && /^\d{4}-\d{2}-\d{2}$/.test(date) ? date : undefined;

/** The results of `words`, as the dialog shows them; follows the words as they change. */
function useSearch(words: string, open: boolean): Found {
  const [found, setFound] = useState<Found>({ state: 'idle' });
  // Opening search starts Pagefind (its code, WebAssembly and the index's entry), so the first word waits less.
  useEffect(() => {
    if (open) void loadPagefind();
  }, [open]);
  useEffect(() => {
    const term = words.trim();
    if (!term) return setFound({ state: 'idle' });
    let current = true;
    setFound((last) => (last.state === 'done' ? last : { state: 'searching' }));
    void (async () => {
      const pagefind = await loadPagefind();
      if (!pagefind) throw new Error('no search');
      const search = await pagefind.debouncedSearch(term, {}, typingPauseMs);
      if (!search || !current) return;
      const results = await Promise.all(
        search.results.slice(0, shownResults).map((result) => result.data()),
      );
      if (current) setFound({ state: 'done', words: term, total: search.results.length, results });
    })().catch(() => current && setFound({ state: 'failed' }));
    return () => {
      current = false;
    };
  }, [words]);
  return found;
}

/** What the line under the field says: read out by screen readers as it changes. */
function statusText(found: Found): string {
  const { hint, searching, failed } = site.search;
  if (found.state !== 'done') return { idle: hint, searching, failed }[found.state];
  return found.total ? site.search.found(found.total) : site.search.none(found.words);
}

/**
 * Search: a modal <dialog> (the browser keeps the focus in it, and the page
 * behind inert) with a labelled search field, a status line read out as it
 * changes, and the results as a list of links: each page's title, an
 * update's date, and its words around the match. Escape closes it; ArrowDown
 * goes from the field to the results and Enter there to the first one.
 * Rendered into <body>, out of the navigation's colours.
 */
export function SearchDialog({ open, onClose }: SearchDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const field = useRef<HTMLInputElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const [words, setWords] = useState('');
  const found = useSearch(words, open);
  const navigate = useNavigate();
  const id = useId();
  const results = found.state === 'done' ? found.results : [];
  // The results shown are of the words typed, not of the last ones while a new search runs.
  const current = found.state === 'done' && found.words === words.trim();

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      element.showModal();
      // Into the field, its words (kept from the last search) selected to type over.
      field.current?.focus();
      field.current?.select();
    } else if (!open && element.open) element.close();
  }, [open]);

  const links = () => Array.from(list.current?.querySelectorAll('a') ?? []);
  const onFieldKey = (event: KeyboardEvent<HTMLInputElement>) => {
    // The keys that confirm or cancel a word being composed (an input method's) are its own.
    if (event.nativeEvent.isComposing || event.keyCode === 229) return;
    // A search field's own Escape would empty it first, and close the dialog only at the second.
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose(true);
    } else if (event.key === 'ArrowDown' && results.length) {
      event.preventDefault();
      links()[0]?.focus();
    } else if (event.key === 'Enter' && current && results[0]) {
      event.preventDefault();
      void navigate(results[0].url);
      onClose(false);
    }
  };
  const onListKey = (event: KeyboardEvent<HTMLUListElement>) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    const all = links();
    const at = all.indexOf(document.activeElement as HTMLAnchorElement);
    const next = at + (event.key === 'ArrowDown' ? 1 : -1);
    (next < 0 ? field.current : all[Math.min(next, all.length - 1)])?.focus();
  };

  return createPortal(
    // The dialog's own box is only the backdrop's: a click on it is a click beside the panel.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={dialog}
      aria-label={site.search.label}
      // The browser fires `close` a moment after the dialog closed: by then it may be open again.
      onClose={() => open && !dialog.current?.open && onClose(true)}
      onClick={(event) => event.target === dialog.current && onClose(true)}
      className="m-0 mx-auto mt-3 max-h-[calc(100dvh-1.5rem)] w-[calc(100%-1.5rem)] max-w-xl flex-col overflow-hidden rounded-2xl border border-line bg-raised p-0 text-ink shadow-2xl backdrop:bg-band/70 open:flex motion-safe:animate-dialog-in sm:mt-[10vh] sm:max-h-[80vh]"
    >
      <div className="flex items-center gap-2 border-b border-line p-2 pl-4">
        <Icon name="search" className="size-5 shrink-0 text-muted" />
        <label htmlFor={`${id}-field`} className="sr-only">
          {site.search.label}
        </label>
        <input
          ref={field}
          id={`${id}-field`}
          type="search"
          value={words}
          onChange={(event) => setWords(event.target.value)}
          onKeyDown={onFieldKey}
          placeholder={site.search.placeholder}
          aria-describedby={`${id}-status`}
          aria-controls={`${id}-results`}
          autoComplete="off"
          spellCheck={false}
          enterKeyHint="search"
          className="min-w-0 flex-1 rounded-md bg-transparent px-1 py-2 text-lg text-ink placeholder:text-muted [&::-webkit-search-cancel-button]:appearance-none"
        />
        <button
          type="button"
          onClick={() => onClose(true)}
          aria-label={site.search.close}
          title={site.search.close}
          className="inline-flex size-11 shrink-0 items-center justify-center rounded-lg text-muted hover:bg-sunken hover:text-ink"
        >
          <Icon name="close" />
        </button>
      </div>
      <p id={`${id}-status`} role="status" className="px-4 pt-3 text-sm text-muted">
        {statusText(current || found.state !== 'done' ? found : { state: 'searching' })}
      </p>
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
      <ul
        ref={list}
        id={`${id}-results`}
        onKeyDown={onListKey}
        aria-busy={found.state === 'done' && !current}
        className="min-h-0 flex-1 overflow-y-auto overscroll-contain p-2"
      >
        {results.map((result, index) => {
          const day = dayOf(result.meta.date);
          const [title, date, excerpt] = ['title', 'date', 'words'].map(
            (part) => `${id}-${index}-${part}`,
          );
          return (
            <li key={result.url}>
              <Link
                to={result.url}
                onClick={(event) => {
                  // A result opened in a new tab or window leaves search open here.
                  if (event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey)
                    onClose(false);
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
        })}
      </ul>
    </dialog>,
    document.body,
  );
}
