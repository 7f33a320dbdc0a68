/**
 * The site's pages: Home and one page per tracked project, each with its
 * address and the words of its head. The route table (routes.tsx) is made from
 * this list, and so is everything else that lists pages: the prerender, the
 * sitemap, the link-preview images, the JSON-LD and the navigation bar.
 * Wherever a title or description names the owner, it is made from the profile.
 */
import { home, profile, trackedProjects, type TrackedProject } from '../content';
import { site } from '../content/site';
import { homePath, projectPath } from '../lib/paths';

interface PageBase {
  /** 'home', or the project's slug: names the route and the page's link-preview image. */
  id: string;
  path: string;
  /** The page's name in the navigation bar. */
  navLabel: string;
  /** The browser tab, search results and link previews. */
  title: string;
  description: string;
}
export type Page =
  (PageBase & { kind: 'home' }) | (PageBase & { kind: 'project'; project: TrackedProject });
export type ProjectPage = Extract<Page, { kind: 'project' }>;

/** "A, B and C". */
const listed = (items: readonly string[]) =>
  items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;

export const homePage: Page = {
  kind: 'home',
  id: 'home',
  path: homePath,
  navLabel: site.nav.home,
  title: `${profile.name} · ${profile.jobTitle}`,
  description: `Portfolio of ${profile.name}, ${profile.jobTitle} at ${profile.school}: ${listed(
    [...trackedProjects, ...home.otherProjects].map((project) => project.title),
  )}.`,
};

export const projectPages: ProjectPage[] = trackedProjects.map((project) => ({
  kind: 'project',
  id: project.slug,
  path: projectPath(project.slug),
  navLabel: project.title,
  title: `${project.title} · ${project.tagline.replace(/[.!]$/, '')} · ${profile.name}`,
  description: project.description,
  project,
}));

/** Every page, Home first. */
export const pages: Page[] = [homePage, ...projectPages];
