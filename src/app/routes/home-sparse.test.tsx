import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { site } from '../../content-model/site-words';
import { homePath } from '../../lib/paths';
import { fixtureContent } from '../../../scripts/lab/unit-tests/fixtures';
import { renderApp } from '../../../scripts/lab/unit-tests/render';

// Home for an owner who wrote the least content/profile.yml and home.yml allow: no
// professional-network profile, an art portfolio, and no 'More Coming Soon' list.
vi.mock('../../content-model', async () => {
  const { profileLinks } = await import('../../content-model/profile-links');
  const { fixtureContent: written } = await import('../../../scripts/lab/unit-tests/fixtures');
  const fixture = await import('../../../scripts/lab/unit-tests/fixture-site-content');
  const {
    professionalNetworkUrl: _url,
    professionalNetworkName: _name,
    ...withoutNetwork
  } = written.profile;
  return {
    ...fixture,
    ownerLinks: profileLinks(withoutNetwork),
    home: { ...fixture.home, comingSoon: undefined },
  };
});
vi.mock(
  '../../content-model/updates',
  () => import('../../../scripts/lab/unit-tests/fixture-updates'),
);

const { heroActions } = site;
const { profile, home } = fixtureContent;

// Beside the spec's four actions and its list (SPEC §2): docs/decisions.md, "An owner's links and
// Home's last list are optional".
describe('Home with the optional parts left out', () => {
  it('leaves a link the owner did not write off the card and the footer, and keeps the rest', async () => {
    await renderApp(homePath);
    const card = screen.getByRole('heading', { name: heroActions.heading }).closest('div')!;
    const labels = within(card)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(labels).toHaveLength(3);
    expect(labels[0]).toContain(heroActions.resume.label);
    expect(labels[1]).toContain(heroActions.artPortfolio.label);
    expect(labels[1]).toContain(profile.artPortfolioName);
    expect(labels[2]).toContain(heroActions.email.label);
    expect(within(card).queryByText(heroActions.professionalNetwork.label)).toBeNull();

    const footer = screen.getByRole('contentinfo');
    const footerLinks = within(footer).getAllByRole('link');
    expect(footerLinks.map((link) => link.getAttribute('href'))).toEqual([
      `mailto:${profile.email}`,
      profile.artPortfolioUrl,
    ]);
    expect(document.querySelector(`a[href="${profile.professionalNetworkUrl}"]`)).toBeNull();
  });

  it('lets the odd action out take a whole row where the card has two columns', async () => {
    await renderApp(homePath);
    const card = screen.getByRole('heading', { name: heroActions.heading }).closest('div')!;
    const items = within(card).getAllByRole('listitem');
    expect(items.map((item) => item.className.includes('sm:col-span-2'))).toEqual([
      false,
      false,
      true,
    ]);
  });

  it('has no More Coming Soon section without the list', async () => {
    await renderApp(homePath);
    expect(screen.queryByRole('heading', { name: home.comingSoon!.heading })).toBeNull();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });
});
