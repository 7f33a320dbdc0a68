import { chunkOnDemand } from '../../lib/import-chunk';

/**
 * The search dialog's code, a chunk of its own, fetched at the first opening
 * of search and never before; a failure is not remembered here, so the next
 * tap asks again (../../lib/import-chunk.ts), though a browser that keeps a
 * failed import for the page's life fails it at once: the note says to reload.
 */
export const loadSearchDialog = chunkOnDemand(() => import('./search-dialog'));
