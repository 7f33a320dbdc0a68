/**
 * The real owner's built site, whatever it holds: the checks a content edit can
 * break beyond the build itself (which renders every page). The deploy's
 * content fast path runs this file and links.e2e.ts alone, on the owner's
 * build only (`npm run check:content`); the full check runs them with the rest.
 */
import { describe, expect, it } from 'vitest';
import {
  content as ownerContent,
  trackedProjects as ownerProjects,
} from '../scripts/lab/owner-content';
import { violationsInBothSchemes } from './support/axe';
import { useSite } from './support/site';

// The real owner's pages, whatever they hold: Home and every kind of page of the featured project,
// in both schemes. As many pages however many projects and updates the owner has: the kinds of
// page, and the projects with fewer sections, are the made-up owner's above.
describe("accessibility of the owner's own content (axe, WCAG 2.2 AA)", () => {
  const site = useSite('/portfolio/', 'owner');
  const { slug, latestUpdate } =
    ownerProjects.find((project) => project.featured) ?? ownerProjects[0]!;
  const paths = [
    '',
    slug,
    ...(latestUpdate ? [`${slug}/updates`, `${slug}/updates/${latestUpdate.slug}`] : []),
    ...(ownerContent.hasResumePage ? ['resume'] : []),
  ];

  it.each(paths)('/%s has no violations, light or dark', async (path) => {
    const { page } = await site.open({ viewport: { width: 375, height: 900 } });
    await page.goto(site.url(path));
    expect(await violationsInBothSchemes(page)).toEqual([]);
  });
});
