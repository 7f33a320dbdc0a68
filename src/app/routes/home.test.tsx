import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { profile } from '../../content/profile';
import { otherProjects } from '../../content/projects';
import { currentLocation, renderApp, settle } from '../../test/render';

describe('Home page (SPEC §2)', () => {
  it('shows the name as the only h1, the two badges and the bio', async () => {
    await renderApp('/');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: profile.name })).toBeInTheDocument();
    expect(screen.getByText(profile.jobTitle)).toBeInTheDocument();
    expect(screen.getByText(profile.school)).toBeInTheDocument();
    expect(screen.getByText(profile.bio)).toBeInTheDocument();
    expect(screen.getByRole('img', { name: profile.avatar.alt })).toBeInTheDocument();
  });

  it('offers the four actions: resume, network profile and art portfolio in new tabs, and e-mail', async () => {
    await renderApp('/');
    const card = screen.getByRole('heading', { name: 'Resume and links' }).closest('div')!;
    const links = within(card).getAllByRole('link');
    expect(links).toHaveLength(4);

    const resume = within(card).getByRole('link', { name: /view resume/i });
    expect(resume).toHaveAttribute('href', `/${profile.resumeFile}`);
    const network = within(card).getByRole('link', { name: /professional profile/i });
    expect(network).toHaveAttribute('href', profile.professionalNetworkUrl);
    const art = within(card).getByRole('link', { name: /art & design portfolio/i });
    expect(art).toHaveAttribute('href', profile.artPortfolioUrl);
    for (const link of [resume, network, art]) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      expect(link).toHaveAccessibleName(/opens in a new tab/);
    }

    const mail = within(card).getByRole('link', { name: /email me/i });
    expect(mail).toHaveAttribute('href', `mailto:${profile.email}`);
    expect(mail).not.toHaveAttribute('target');
  });

  it('features PCBrule with its badge; the title opens the project page', async () => {
    const { user } = await renderApp('/');
    expect(screen.getByText('Currently Developing')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'PCBrule' }));
    await settle();
    expect(currentLocation()).toBe('/pcbrule');
    expect(screen.getByRole('heading', { level: 1, name: 'PCBrule' })).toBeInTheDocument();
  });

  it('opens the project page from the featured image too', async () => {
    const { user, container } = await renderApp('/');
    const image = container.querySelector('img[src$="pcbrule-hero.svg"]')!;
    await user.click(image);
    await settle();
    expect(currentLocation()).toBe('/pcbrule');
  });

  it('has a button to the timeline at /pcbrule#timeline', async () => {
    const { user } = await renderApp('/');
    await user.click(screen.getByRole('link', { name: /view development timeline/i }));
    expect(currentLocation()).toBe('/pcbrule#timeline');
  });

  it('lists the other projects with descriptions, skill badges and images', async () => {
    await renderApp('/');
    const list = screen.getByRole('heading', { name: 'Other Projects' }).parentElement!;
    const articles = within(list).getAllByRole('article');
    expect(articles).toHaveLength(2);
    otherProjects.forEach((project, index) => {
      const article = within(articles[index]!);
      expect(article.getByRole('heading', { name: project.title })).toBeInTheDocument();
      expect(article.getByText(project.description)).toBeInTheDocument();
      expect(article.getByRole('img', { name: project.image.alt })).toBeInTheDocument();
      const skills = article.getByRole('list', { name: `Skills used in ${project.title}` });
      expect(
        within(skills)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual([...project.skills]);
    });
  });

  it('ends with the More Coming Soon list and the footer', async () => {
    await renderApp('/');
    const heading = screen.getByRole('heading', { name: 'More Coming Soon' });
    expect(within(heading.parentElement!).getAllByRole('listitem').length).toBeGreaterThan(0);
    expect(screen.getByRole('contentinfo')).toHaveTextContent(`© 2025 ${profile.name}`);
  });
});

describe('routing (SPEC §2)', () => {
  it.each(['/', '/no-such-page', '/pcbrule/extra', '/PCBrulex'])(
    'shows Home at %s',
    async (path) => {
      await renderApp(path);
      expect(screen.getByRole('heading', { level: 1, name: profile.name })).toBeInTheDocument();
    },
  );

  it.each(['/pcbrule', '/pcbrule/', '/pcbrule?ref=cv'])(
    'shows the project page at %s',
    async (path) => {
      await renderApp(path);
      expect(screen.getByRole('heading', { level: 1, name: 'PCBrule' })).toBeInTheDocument();
    },
  );

  it('starts with a skip link to the main content', async () => {
    await renderApp('/');
    const skip = screen.getAllByRole('link')[0]!;
    expect(skip).toHaveTextContent('Skip to content');
    expect(skip).toHaveAttribute('href', '#main-content');
    expect(document.getElementById('main-content')).toBe(screen.getByRole('main'));
  });
});
