/**
 * The owner's content for the build's Node steps and for tests that read their
 * expectations from it: content/ of the project this runs in (or CONTENT_ROOT),
 * checked, as the pages see it (src/content/load.ts). A mistake in it throws, naming the file.
 */
import { contentRoot, readContent } from '../../src/content/load';

export const content = readContent(contentRoot());
export const { profile, home, trackedProjects } = content;
