/**
 * The words of the search dialog (src/components/search/search-dialog.tsx), a chunk fetched when
 * a visitor opens search. Apart from ./site-words.ts, whose words every page's script carries, so
 * that they come with the dialog, not with Home's script, which is at its budget
 * (docs/decisions.md, "Words where they are used"). The button's own name is there.
 */
export const searchWords = {
  /** The dialog's name and its field's label. */
  label: 'Search this site',
  placeholder: 'Search pages and updates',
  close: 'Close search',
  /** Under the field before a word is typed. */
  hint: 'Type a word from any page, project or update.',
  searching: 'Searching…',
  found: (count: number) => `${count} ${count === 1 ? 'result' : 'results'}`,
  none: (words: string) => `Nothing found for “${words}”.`,
} as const;
