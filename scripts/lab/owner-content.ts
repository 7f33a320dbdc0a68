/**
 * The owner's content, read on import, for the tests, benches and screenshots
 * that take their expectations or their pages from it: content/ of the project
 * this runs in (or CONTENT_ROOT), checked, as the loader reads it
 * (src/content-model/load.ts; the pages get the profile without its links' fields). A mistake
 * in it throws, naming the file. The build never imports this: it reads the content once and
 * hands it on (scripts/site/build.ts).
 */
import { readContent } from '../../src/content-model/load';
import { contentRoot } from '../../src/content-model/content-files';

export const content = readContent(contentRoot());
export const { profile, home, trackedProjects } = content;
