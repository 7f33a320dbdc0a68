/** content/home.yml: Home's other projects and its 'More Coming Soon' list. */
import { contentFolder } from '../content-files.ts';
import { homeSchema, type LoadedSiteContent } from '../schema/index.ts';
import type { ContentReader } from './read-file.ts';

/** Reads and checks content/home.yml. */
export function loadHome(reader: ContentReader): LoadedSiteContent['home'] | undefined {
  return reader.read(`${contentFolder}/home.yml`, homeSchema).value;
}
