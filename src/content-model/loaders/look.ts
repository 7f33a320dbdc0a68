/** content/look.yml, when there is one: the site's colours, corners and type. */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { lookFile } from '../content-files.ts';
import { lookSchema, type Look } from '../schema/index.ts';
import type { ContentReader } from './read-file.ts';

/** Reads and checks content/look.yml; without it, the board's look (every field's default). */
export function loadLook(reader: ContentReader): Look | undefined {
  if (!existsSync(join(reader.root, lookFile))) return lookSchema.parse({});
  return reader.read(lookFile, lookSchema).value;
}
