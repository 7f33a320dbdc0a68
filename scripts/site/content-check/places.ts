/** Where a field of a content file is, from the files as parsed: for the build's notes on good content. */
import type { RawFile } from '../../../src/content-model/loaders/read-file.ts';

/** "file:line:column" of a field of one of `raw`'s files, or the file alone where it was not read. */
export const placeIn =
  (raw: readonly RawFile[]) =>
  (file: string, field: readonly PropertyKey[]): string =>
    raw.find(({ path }) => path === file)?.place(field) ?? file;
