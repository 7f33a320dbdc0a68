import { useEffect, useId, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { useNavigate } from 'react-router-dom';
import { searchWords } from '../../content-model/search-words';
import { Icon } from '../ui/icons';
import { SearchResult } from './search-result';
import { statusText, useSearch } from './use-search';

export interface SearchDialogProps {
  open: boolean;
  /** Closed: by Escape, the close button or a tap beside it (focus back on the search button), or by a result chosen. */
  onClose: (returnFocus: boolean) => void;
}

/** Shows `dialog` as a modal while `open`, with the focus in `field` and its words (kept from the last search) selected to type over. */
function useModal(
  dialog: RefObject<HTMLDialogElement | null>,
  field: RefObject<HTMLInputElement | null>,
  open: boolean,
) {
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      element.showModal();
      field.current?.focus();
      field.current?.select();
    } else if (!open && element.open) element.close();
  }, [dialog, field, open]);
}

/** The dialog's top line: the labelled search field and the close button. */
function SearchBar({
  field,
  ids,
  words,
  onWords,
  onKeyDown,
  onClose,
}: {
  field: RefObject<HTMLInputElement | null>;
  /** The prefix of the ids the dialog's parts are named by. */
  ids: string;
  words: string;
  onWords: (words: string) => void;
  onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => void;
  onClose: () => void;
}) {
  return (
    <div className="flex items-center gap-2 border-b border-line p-2 pl-4">
      <Icon name="search" className="size-5 shrink-0 text-muted" />
      <label htmlFor={`${ids}-field`} className="sr-only">
        {searchWords.label}
      </label>
      <input
        ref={field}
        id={`${ids}-field`}
        type="search"
        value={words}
        onChange={(event) => onWords(event.target.value)}
        onKeyDown={onKeyDown}
        placeholder={searchWords.placeholder}
        aria-describedby={`${ids}-status`}
        aria-controls={`${ids}-results`}
        autoComplete="off"
        spellCheck={false}
        enterKeyHint="search"
        className="min-w-0 flex-1 rounded-md bg-transparent px-1 py-2 text-lg text-ink placeholder:text-muted [&::-webkit-search-cancel-button]:appearance-none"
      />
      <button
        type="button"
        onClick={onClose}
        aria-label={searchWords.close}
        title={searchWords.close}
        className="inline-flex size-11 shrink-0 items-center justify-center rounded-lg text-muted hover:bg-sunken hover:text-ink"
      >
        <Icon name="close" />
      </button>
    </div>
  );
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

  useModal(dialog, field, open);

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
      aria-label={searchWords.label}
      // The browser fires `close` a moment after the dialog closed: by then it may be open again.
      onClose={() => open && !dialog.current?.open && onClose(true)}
      onClick={(event) => event.target === dialog.current && onClose(true)}
      className="m-0 mx-auto mt-3 max-h-[calc(100dvh-1.5rem)] w-[calc(100%-1.5rem)] max-w-xl flex-col overflow-hidden rounded-2xl border border-line bg-raised p-0 text-ink shadow-2xl backdrop:bg-band/70 open:flex motion-safe:animate-dialog-in sm:mt-[10vh] sm:max-h-[80vh]"
    >
      <SearchBar
        field={field}
        ids={id}
        words={words}
        onWords={setWords}
        onKeyDown={onFieldKey}
        onClose={() => onClose(true)}
      />
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
        {results.map((result, index) => (
          <SearchResult
            key={result.url}
            result={result}
            ids={`${id}-${index}`}
            onOpen={() => onClose(false)}
          />
        ))}
      </ul>
    </dialog>,
    document.body,
  );
}
