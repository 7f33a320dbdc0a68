import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { site } from '../../content-model/site-words';
import { homePath, projectPath, sectionIds } from '../../lib/paths';
import { fixtureProject, minimalProject } from '../../../scripts/lab/unit-tests/fixtures';
import { currentLocation, renderApp } from '../../../scripts/lab/unit-tests/render';
import { NavBar } from './nav-bar';

// Home and two made-up projects: the bar takes whatever pages it is given.
const links = [
  { to: homePath, label: site.nav.home },
  { to: projectPath(fixtureProject.slug), label: fixtureProject.title },
  { to: projectPath(minimalProject.slug), label: minimalProject.title },
];
/** The bar alone, at `path`, in a data router like the app's. */
const renderBar = (path: string) =>
  renderApp(path, [{ path: '*', element: <NavBar links={links} /> }]);

const menuButton = () => screen.getByRole('button', { name: /menu/i });
/** The small-screen menu: in the page's HTML, hidden while closed (the head script can open it). */
const mobileMenu = () => document.getElementById(sectionIds.mobileMenu)!;
const menuIsOpen = () => !mobileMenu().hidden;

describe('navigation bar (SPEC §2)', () => {
  it('links every page, with the current one marked and highlighted', async () => {
    await renderBar(projectPath(fixtureProject.slug));
    const nav = screen.getByRole('navigation', { name: site.nav.label });
    // The first of each pair is the wide-screen link; the menu repeats them for small screens.
    const [home, project, other] = links.map(
      (link) => within(nav).getAllByRole('link', { name: link.label })[0]!,
    );
    expect(home).toHaveAttribute('href', homePath);
    expect(home).not.toHaveAttribute('aria-current');
    expect(project).toHaveAttribute('href', projectPath(fixtureProject.slug));
    expect(project).toHaveAttribute('aria-current', 'page');
    expect(other).toHaveAttribute('href', projectPath(minimalProject.slug));
    expect(other).not.toHaveAttribute('aria-current');
    expect(project!.className).toContain('bg-highlight');
    expect(home!.className).not.toContain('bg-highlight');
    expect(other!.className).not.toContain('bg-highlight');
  });

  it('marks Home only on Home itself', async () => {
    await renderBar(homePath);
    const nav = screen.getByRole('navigation', { name: site.nav.label });
    // Once where a visitor sees it, in the bar: the closed small-screen menu is hidden.
    const current = within(nav)
      .getAllByRole('link')
      .filter((link) => link.getAttribute('aria-current') === 'page');
    expect(current.map((link) => link.textContent)).toEqual([site.nav.home]);
    expect(mobileMenu().hidden).toBe(true);
  });

  it('has a menu button that opens and closes the small-screen menu', async () => {
    const { user } = await renderBar(projectPath(fixtureProject.slug));
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    expect(menuButton()).toHaveAttribute('aria-controls', sectionIds.mobileMenu);
    expect(menuButton()).toHaveAccessibleName(site.nav.openMenu);
    expect(menuIsOpen()).toBe(false);

    await user.click(menuButton());
    expect(menuButton()).toHaveAttribute('aria-expanded', 'true');
    expect(menuButton()).toHaveAccessibleName(site.nav.closeMenu);
    expect(mobileMenu()).toBeVisible();
    expect(
      within(mobileMenu())
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(links.map((link) => link.label));

    await user.click(menuButton());
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    expect(menuIsOpen()).toBe(false);
  });

  it('closes the menu after a link is chosen', async () => {
    const { user } = await renderBar(projectPath(fixtureProject.slug));
    await user.click(menuButton());
    await user.click(within(mobileMenu()).getByRole('link', { name: fixtureProject.title }));
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');

    await user.click(menuButton());
    await user.click(within(mobileMenu()).getByRole('link', { name: site.nav.home }));
    expect(currentLocation()).toBe(homePath);
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes the menu on Escape and returns focus to its button', async () => {
    const { user } = await renderBar(projectPath(fixtureProject.slug));
    await user.click(menuButton());
    within(mobileMenu()).getAllByRole('link')[0]!.focus();
    await user.keyboard('{Escape}');
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    expect(menuButton()).toHaveFocus();
  });

  it('closes the menu when focus leaves the navigation', async () => {
    const { user } = await renderBar(projectPath(fixtureProject.slug));
    await user.click(menuButton());
    within(mobileMenu()).getAllByRole('link').at(-1)!.focus();
    expect(menuButton()).toHaveAttribute('aria-expanded', 'true');
    await user.tab();
    expect(document.activeElement?.closest('nav')).toBeNull();
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
  });
});
