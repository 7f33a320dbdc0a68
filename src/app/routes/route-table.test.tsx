import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { home, profile, trackedProjects } from '../../content-model';
import { site } from '../../content-model/site-words';
import { render as prerender, updatePages } from '../../entry-server';
import { homePath, projectPath, projectUpdatesPath } from '../../lib/paths';
import { fixtureProject, textOf } from '../../../scripts/lab/unit-tests/fixtures';
import { currentLocation, renderApp, settle } from '../../../scripts/lab/unit-tests/render';
import { homePage, logPages, navLinks, pages, projectPages, resumePage } from '../pages';
import { routes } from './route-table';

// The site's other tracked projects with the made-up one with every section appended last:
// adding a project folder must be all it takes to give it a page, a nav link and a card.
vi.mock('../../content-model', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../content-model')>();
  const { fixtureProject: appended } = await import('../../../scripts/lab/unit-tests/fixtures');
  const others = actual.trackedProjects.filter((project) => project.slug !== appended.slug);
  return { ...actual, trackedProjects: [...others, appended] };
});

// Parts of the pages that can be made to fail, to see what a failing route shows.
const failing = vi.hoisted(() => ({ home: false, project: false }));
vi.mock('../../components/sections/home-hero', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../components/sections/home-hero')>();
  return {
    HomeHero: () => {
      if (failing.home) throw new Error('the hero could not be drawn');
      return <actual.HomeHero />;
    },
  };
});
vi.mock('../../components/sections/project-header', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../components/sections/project-header')>();
  return {
    ProjectHeader: (props: Parameters<typeof actual.ProjectHeader>[0]) => {
      if (failing.project) throw new Error('the project header could not be drawn');
      return <actual.ProjectHeader {...props} />;
    },
  };
});
afterEach(() => {
  failing.home = false;
  failing.project = false;
});

const appendedPath = projectPath(fixtureProject.slug);
const appendedPage = () => pages.find((page) => page.id === fixtureProject.slug);

describe('tracked projects are a collection', () => {
  it('gives an appended project its own page entry, with a title made from the profile', () => {
    expect(trackedProjects.at(-1)).toBe(fixtureProject);
    expect(pages[0]).toBe(homePage);
    // Then each project, followed by its development log when it has dated updates; the resume last.
    expect(pages.slice(1)).toEqual([
      ...projectPages.flatMap((page) => [
        page,
        ...logPages.filter((log) => log.project === page.project),
      ]),
      ...(resumePage ? [resumePage] : []),
    ]);
    expect(projectPages.map((page) => page.project)).toEqual(trackedProjects);
    expect(logPages.map((page) => page.project)).toEqual(
      trackedProjects.filter((project) => project.updateCount > 0),
    );
    expect(logPages.find((log) => log.project.slug === fixtureProject.slug)).toMatchObject({
      kind: 'log',
      id: `${fixtureProject.slug}/updates`,
      path: projectUpdatesPath(fixtureProject.slug),
      navLabel: fixtureProject.title,
    });
    const page = appendedPage();
    expect(page).toMatchObject({
      kind: 'project',
      id: fixtureProject.slug,
      path: appendedPath,
      navLabel: fixtureProject.title,
      description: fixtureProject.description,
      project: fixtureProject,
    });
    expect(page!.title).toContain(fixtureProject.title);
    expect(page!.title).toContain(profile.name);
    // Home's description names every project, the appended one too.
    for (const project of [...trackedProjects, ...home.otherProjects])
      expect(homePage.description).toContain(project.title);
    expect(homePage.title).toContain(profile.name);
  });

  it('gives every page its own id and address', () => {
    const ids = pages.map((page) => page.id);
    const paths = pages.map((page) => page.path);
    expect(new Set(ids).size).toBe(pages.length);
    expect(new Set(paths).size).toBe(pages.length);
    expect(paths[0]).toBe(homePath);
  });

  it('serves the appended project at /<slug>, with its title in the tab', async () => {
    const { router } = await renderApp(appendedPath);
    expect(screen.getByRole('heading', { level: 1, name: fixtureProject.title })).toBeVisible();
    expect(screen.getByText(fixtureProject.tagline)).toBeInTheDocument();
    expect(router.state.matches.at(-1)?.route.id).toBe(fixtureProject.slug);
    expect(document.title).toBe(appendedPage()!.title);
  });

  it('links every page from the navigation bar, the appended project marked on its own page', async () => {
    await renderApp(appendedPath);
    const nav = screen.getByRole('navigation', { name: site.nav.label });
    // The wide-screen links (the closed small-screen menu repeats them).
    const links = within(nav)
      .getAllByRole('link')
      .map((link) => [
        link.textContent,
        link.getAttribute('href'),
        link.getAttribute('aria-current'),
      ]);
    // Home, each project and the resume: a project's log is reached from its page, not the bar.
    const barPages = [homePage, ...projectPages, ...(resumePage ? [resumePage] : [])];
    expect(navLinks).toEqual(barPages.map((page) => ({ to: page.path, label: page.navLabel })));
    expect(links).toEqual(
      barPages.map((page) => [
        page.navLabel,
        page.path,
        page.id === fixtureProject.slug ? 'page' : null,
      ]),
    );
  });

  it('shows the appended project’s card on Home, after the projects before it', async () => {
    const { user } = await renderApp(homePath);
    const featured = screen.getByRole('region', { name: site.featuredHeading });
    const cards = within(featured).getAllByRole('article');
    expect(cards).toHaveLength(trackedProjects.length);
    const card = cards.at(-1)!;
    expect(within(card).getByText(fixtureProject.card.badge)).toBeInTheDocument();
    expect(within(card).getByText(textOf(fixtureProject.card.summary))).toBeInTheDocument();
    const title = within(card).getByRole('link', { name: fixtureProject.title });
    expect(title).toHaveAttribute('href', appendedPath);
    await user.click(title);
    await settle();
    expect(currentLocation()).toBe(appendedPath);
    expect(screen.getByRole('heading', { level: 1, name: fixtureProject.title })).toBeVisible();
    expect(document.title).toBe(appendedPage()!.title);
  });

  it('keeps the tab title in step with each page of the site', async () => {
    for (const page of pages) {
      const { router, unmount } = await renderApp(page.path);
      expect(router.state.matches.at(-1)?.route.id, page.path).toBe(page.id);
      expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
      expect(document.title, page.path).toBe(page.title);
      unmount();
    }
  });
});

describe('the prerender (src/entry-server.tsx)', () => {
  it('draws each page for its own route, as the browser’s router will match it', async () => {
    for (const page of pages) {
      const { html, routeId } = await prerender(page.path);
      expect(routeId, page.path).toBe(page.id);
      const container = document.createElement('div');
      container.innerHTML = html;
      const h1 = container.querySelectorAll('h1');
      expect(h1, page.path).toHaveLength(1);
      expect(h1[0]!.textContent).toBe(
        page.kind === 'home'
          ? profile.name
          : page.kind === 'resume'
            ? profile.name
            : page.kind === 'log'
              ? site.projectPage.log.pageTitle(page.project.title)
              : page.project.title,
      );
    }
  });

  it('draws each dated update’s page on its update route, with the update’s title as its h1', async () => {
    const updates = await updatePages();
    for (const page of updates) {
      if (page.kind !== 'update') throw new Error(`${page.path} is not an update's page`);
      const { html, routeId } = await prerender(page.path);
      expect(routeId, page.path).toBe(`${page.project.slug}/update`);
      const container = document.createElement('div');
      container.innerHTML = html;
      const h1 = container.querySelectorAll('h1');
      expect(h1, page.path).toHaveLength(1);
      expect(h1[0]!.textContent).toBe(page.update.title);
    }
  });

  it('draws Home for any other address, on the fallback route', async () => {
    const { html, routeId } = await prerender('/no-such-page');
    expect(routeId).toBe('fallback');
    const container = document.createElement('div');
    container.innerHTML = html;
    expect(container.querySelector('h1')?.textContent).toBe(profile.name);
    expect(routes[0]!.children!.map((route) => route.id)).toEqual([
      homePage.id,
      ...projectPages.map((page) => page.id),
      ...logPages.map((page) => page.id),
      ...logPages.map((page) => `${page.project.slug}/update`),
      ...(resumePage ? [resumePage.id] : []),
      'fallback',
    ]);
  });
});

describe('a route that fails (SPEC §8)', () => {
  it('shows the router’s own “Unexpected Application Error!” screen on Home', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    failing.home = true;
    await renderApp(homePath);
    expect(
      screen.getByRole('heading', { name: 'Unexpected Application Error!' }),
    ).toBeInTheDocument();
    expect(screen.getByText('the hero could not be drawn')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: profile.name })).toBeNull();
  });

  it('shows it on a project page too', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    failing.project = true;
    await renderApp(appendedPath);
    expect(
      screen.getByRole('heading', { name: 'Unexpected Application Error!' }),
    ).toBeInTheDocument();
    expect(screen.getByText('the project header could not be drawn')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: fixtureProject.title })).toBeNull();
  });

  it('shows the page itself when nothing fails', async () => {
    await renderApp(homePath);
    expect(screen.queryByRole('heading', { name: 'Unexpected Application Error!' })).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: profile.name })).toBeVisible();
  });
});
