/**
 * The site's pages: Home, one page per tracked project and, for a project
 * with dated updates, its development log; each with its address and the
 * words of its head. The route table (routes/route-table.tsx) is made from this list, and
 * so is everything else that lists pages: the prerender, the sitemap, the
 * link-preview images, the JSON-LD and the navigation bar. An update's own
 * page is made by `updatePage` where it is needed (its route, the prerender),
 * so a long log adds nothing to this list. Wherever a title or description
 * names the owner, it is made from the profile.
 */
import {
  hasResumePage,
  home,
  profile,
  trackedProjects,
  type ProjectSummary,
  type UpdateSummary,
} from '../content-model';
import { site } from '../content-model/site-words';
import { homePath, projectPath, projectUpdatesPath, resumePath, updatePath } from '../lib/paths';

interface PageBase {
  /** 'home', the project's slug, or "<slug>/updates": names the route and the page's link-preview image. */
  id: string;
  path: string;
  /** The page's name in the navigation bar. */
  navLabel: string;
  /** The browser tab, search results and link previews. */
  title: string;
  description: string;
}
export type Page =
  | (PageBase & { kind: 'home' })
  | (PageBase & { kind: 'resume' })
  | (PageBase & { kind: 'project'; project: ProjectSummary })
  | (PageBase & { kind: 'log'; project: ProjectSummary })
  | (PageBase & { kind: 'update'; project: ProjectSummary; update: UpdateSummary });
export type ProjectPage = Extract<Page, { kind: 'project' }>;
export type LogPage = Extract<Page, { kind: 'log' }>;
export type UpdatePage = Extract<Page, { kind: 'update' }>;

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

/** The resume's page, made from content/resume.yml: none without it. */
export const resumePage: Page | undefined = hasResumePage
  ? {
      kind: 'resume',
      id: 'resume',
      path: resumePath,
      navLabel: site.nav.resume,
      title: `${site.resume.pageTitle} · ${profile.name}`,
      description: site.resume.description(profile.name, profile.jobTitle, profile.school),
    }
  : undefined;

export const projectPages: ProjectPage[] = trackedProjects.map((project) => ({
  kind: 'project',
  id: project.slug,
  path: projectPath(project.slug),
  navLabel: project.title,
  title: `${project.title} · ${project.tagline.replace(/[.!]$/, '')} · ${profile.name}`,
  description: project.description,
  project,
}));

export const logPages: LogPage[] = trackedProjects
  .filter((project) => project.updateCount > 0)
  .map((project) => ({
    kind: 'log',
    id: `${project.slug}/updates`,
    path: projectUpdatesPath(project.slug),
    navLabel: project.title,
    title: `${site.projectPage.log.pageTitle(project.title)} · ${profile.name}`,
    description: `${site.projectPage.log.pageIntro(project.updateCount)} ${project.description}`,
    project,
  }));

/** The route of a project's updates: one route for them all, its data saying which. */
export function updateRouteId(project: string): string {
  return `${project}/update`;
}

/** The page of one dated update of a project. */
export function updatePage(project: ProjectSummary, update: UpdateSummary): UpdatePage {
  return {
    kind: 'update',
    id: updateRouteId(project.slug),
    path: updatePath(project.slug, update.slug),
    navLabel: project.title,
    title: `${update.title} · ${project.title} · ${profile.name}`,
    description: update.description,
    project,
    update,
  };
}

/** Every listed page, Home first, then each project and its log, then the resume. */
export const pages: Page[] = [
  homePage,
  ...projectPages.flatMap((page) => [
    page,
    ...logPages.filter((log) => log.project === page.project),
  ]),
  ...(resumePage ? [resumePage] : []),
];

/** The navigation bar's links: Home, each project, and the resume. */
export const navLinks = [homePage, ...projectPages, ...(resumePage ? [resumePage] : [])].map(
  ({ path, navLabel }) => ({
    to: path,
    label: navLabel,
  }),
);
