import { importChunk } from '../../lib/import-chunk';
import type * as DialogModule from './search-dialog';

let dialogCode: Promise<typeof DialogModule | undefined> | undefined;

/**
 * The search dialog's code, a chunk of its own, fetched at the first opening
 * of search and never before; a failure is not remembered here, so the next
 * tap asks again (../../lib/import-chunk.ts), though a browser that keeps a
 * failed import for the page's life fails it at once: the note says to reload.
 */
export function loadSearchDialog(): Promise<typeof DialogModule | undefined> {
  dialogCode ??= importChunk(() => import('./search-dialog')).then((module) => {
    if (!module) dialogCode = undefined;
    return module;
  });
  return dialogCode;
}
