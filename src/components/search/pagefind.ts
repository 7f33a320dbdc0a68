import { searchFolder } from '../../lib/paths';

/** What a result holds (Pagefind's `data()`): the page's route path, its words around the match, and its title and date. */
export interface PagefindResultData {
  /** The route path the build indexed the page by ("/pcbrule/updates/first-boards"). */
  url: string;
  /** The words around the match, HTML with each found word in <mark>. */
  excerpt: string;
  meta: { title?: string; date?: string };
}

/** The part of Pagefind's browser API (pagefind.js) the dialog uses. */
export interface Pagefind {
  options(options: { baseUrl?: string; excerptLength?: number }): Promise<void>;
  init(): Promise<void>;
  /** Null when a later call superseded this one before the wait was over. */
  debouncedSearch(
    term: string,
    options?: object,
    waitMs?: number,
  ): Promise<{ results: Array<{ id: string; data(): Promise<PagefindResultData> }> } | null>;
}

let pagefind: Promise<Pagefind | undefined> | undefined;

/**
 * Pagefind's search code, from the site itself (`<base>pagefind/pagefind.js`, written
 * by the build: scripts/site/files/search-index.ts), fetched when search opens and
 * never before; it then fetches only the parts of the index a search needs.
 * Undefined when it could not be had (a lost connection; `npm run dev`, which has
 * no index); the next opening tries again.
 */
export function loadPagefind(): Promise<Pagefind | undefined> {
  pagefind ??= (async () => {
    // Not a module of the bundle: the build writes it after the bundles, beside them.
    const module = (await import(
      /* @vite-ignore */ `${import.meta.env.BASE_URL}${searchFolder}pagefind.js`
    )) as Pagefind;
    // Results come back as route paths ("/" is Home): the router's links put the base path in front.
    await module.options({ baseUrl: '/', excerptLength: 24 });
    await module.init();
    return module;
  })().catch(() => (pagefind = undefined));
  return pagefind;
}
