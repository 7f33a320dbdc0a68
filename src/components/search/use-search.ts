import { useEffect, useState } from 'react';
import { searchWords } from '../../content-model/search-words';
import { site } from '../../content-model/site-words';
import { loadPagefind, type PagefindResultData } from './pagefind';

/** How many results are shown (and their excerpts fetched): a personal site's best ten are plenty. */
const shownResults = 10;
/** The pause after the last key before a search starts, so a word typed fast is one search. */
const typingPauseMs = 120;

/** Where a search stands, and what it found. */
export type Found =
  | { state: 'idle' | 'searching' | 'failed' }
  | { state: 'done'; words: string; total: number; results: PagefindResultData[] };

/** The results of `words`, as the dialog shows them; follows the words as they change. */
export function useSearch(words: string, open: boolean): Found {
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
export function statusText(found: Found): string {
  const { hint, searching } = searchWords;
  const { failed } = site.search;
  if (found.state !== 'done') return { idle: hint, searching, failed }[found.state];
  return found.total ? searchWords.found(found.total) : searchWords.none(found.words);
}
