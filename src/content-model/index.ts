/**
 * The owner's content as the pages read it: what content/ holds, checked and
 * with its Markdown already HTML (scripts/site/content-check/plugin.ts). Components
 * import their data from here and nothing but types from ./schema.
 */
import content from 'virtual:content';

export type * from './schema';

export const {
  profile,
  home,
  trackedProjects,
  copyrightYears,
  resumePdf,
  hasResumePage,
  ownerLinks,
} = content;
