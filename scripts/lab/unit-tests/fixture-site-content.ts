/**
 * The made-up owner's content in the shape src/content-model/index.ts gives the
 * pages: tests that render the whole site with it mock src/content-model with this
 * module (`vi.mock('…/content', () => import('…/test/fixture-site-content'))`).
 */
import { projectSummaryOf } from '../../../src/content-model/load';
import { withoutLinkFields } from '../../../src/content-model/profile-links';
import type { PageContent } from '../../../src/content-model/schema';
import { fixtureContent } from './fixtures';

export const { home, copyrightYears, resumePdf, hasResumePage, ownerLinks } = fixtureContent;
// As the content plugin serves it: the links as ownerLinks, not as the profile's fields.
export const profile: PageContent['profile'] = withoutLinkFields(fixtureContent.profile);
export const trackedProjects = fixtureContent.trackedProjects.map(projectSummaryOf);
