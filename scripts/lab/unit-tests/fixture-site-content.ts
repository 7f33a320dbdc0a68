/**
 * The made-up owner's content in the shape src/content-model/index.ts gives the
 * pages: tests that render the whole site with it mock src/content-model with this
 * module (`vi.mock('…/content', () => import('…/test/fixture-site-content'))`).
 */
import { projectSummaryOf } from '../../../src/content-model/load';
import { fixtureContent } from './fixtures';

export const { profile, home, copyrightYears, resumePdf, hasResumePage, ownerLinks } =
  fixtureContent;
export const trackedProjects = fixtureContent.trackedProjects.map(projectSummaryOf);
