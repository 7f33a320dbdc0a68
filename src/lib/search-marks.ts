/**
 * The marks that tell the build's search index (scripts/site/files/search-index.ts,
 * Pagefind) what a page holds, spread on its elements as attributes.
 */

/**
 * A page's `<main>`: what search indexes of it (never the navigation or the
 * footer), and the title its result shows, read from an attribute so that a
 * comma in it stays part of it.
 */
export const searchBody = (title: string) => ({
  'data-pagefind-body': '',
  'data-pagefind-meta': 'title[data-search-title]',
  'data-search-title': title,
});

/** An update's date, on its `<time>`: the result shows it, read from `datetime`. */
export const searchDate = { 'data-pagefind-meta': 'date[datetime]' } as const;

/** Words search leaves out on this page: the titles and summaries of updates, each found on its own page. */
export const notSearched = { 'data-pagefind-ignore': '' } as const;
