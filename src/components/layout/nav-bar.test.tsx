import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { currentLocation, renderApp } from '../../test/render';

const menuButton = () => screen.getByRole('button', { name: /menu/i });
const mobileMenu = () => document.getElementById('mobile-menu')!;

describe('navigation bar (SPEC §2)', () => {
  it('links Home and PCBrule, with PCBrule marked as the current page', async () => {
    await renderApp('/pcbrule');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    // The first of each pair is the wide-screen link; the menu repeats them for small screens.
    const home = within(nav).getAllByRole('link', { name: 'Home' })[0]!;
    const project = within(nav).getAllByRole('link', { name: 'PCBrule' })[0]!;
    expect(home).toHaveAttribute('href', '/');
    expect(home).not.toHaveAttribute('aria-current');
    expect(project).toHaveAttribute('href', '/pcbrule');
    expect(project).toHaveAttribute('aria-current', 'page');
    expect(project.className).toContain('bg-gold');
    expect(home.className).not.toContain('bg-gold');
  });

  it('has a menu button that opens and closes the small-screen menu', async () => {
    const { user } = await renderApp('/pcbrule');
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    expect(menuButton()).toHaveAttribute('aria-controls', 'mobile-menu');
    expect(mobileMenu()).not.toBeVisible();

    await user.click(menuButton());
    expect(menuButton()).toHaveAttribute('aria-expanded', 'true');
    expect(menuButton()).toHaveAccessibleName('Close menu');
    expect(mobileMenu()).toBeVisible();

    await user.click(menuButton());
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes the menu after a link is chosen', async () => {
    const { user } = await renderApp('/pcbrule');
    await user.click(menuButton());
    await user.click(within(mobileMenu()).getByRole('link', { name: 'PCBrule' }));
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');

    await user.click(menuButton());
    await user.click(within(mobileMenu()).getByRole('link', { name: 'Home' }));
    expect(currentLocation()).toBe('/');
  });

  it('closes the menu on Escape and returns focus to its button', async () => {
    const { user } = await renderApp('/pcbrule');
    await user.click(menuButton());
    within(mobileMenu()).getAllByRole('link')[0]!.focus();
    await user.keyboard('{Escape}');
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    expect(menuButton()).toHaveFocus();
  });

  it('closes the menu when focus leaves the navigation', async () => {
    const { user } = await renderApp('/pcbrule');
    await user.click(menuButton());
    within(mobileMenu()).getAllByRole('link').at(-1)!.focus();
    expect(menuButton()).toHaveAttribute('aria-expanded', 'true');
    await user.tab();
    expect(document.activeElement?.closest('nav')).toBeNull();
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
  });
});
