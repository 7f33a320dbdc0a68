import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { site } from '../../content-model/site-words';
import { formatDate, formatYears } from '../../lib/format';
import {
  homePath,
  projectPath,
  projectTimelinePath,
  projectUpdatesPath,
  sectionIds,
  updatePath,
} from '../../lib/paths';
import {
  fixtureContent,
  fixtureProject,
  minimalProject,
  textOf,
} from '../../../scripts/lab/unit-tests/fixtures';
import { currentLocation, renderApp, settle } from '../../../scripts/lab/unit-tests/render';

// Home with a made-up owner's content: the profile, the other projects and two
// tracked projects, one with a timeline and one without.
vi.mock(
  '../../content-model',
  () => import('../../../scripts/lab/unit-tests/fixture-site-content'),
);
// Their dated updates as the content plugin's modules would serve them: the list
// without the text, and one update with it.
vi.mock(
  '../../content-model/updates',
  () => import('../../../scripts/lab/unit-tests/fixture-updates'),
);

const { heroActions } = site;
const { profile, home } = fixtureContent;
const { otherProjects, otherProjectsHeading } = home;
// The fixture writes every optional part of Home: both links and the list (home-sparse.test.tsx:
// none).
const comingSoon = home.comingSoon!;
const network = { url: profile.professionalNetworkUrl!, name: profile.professionalNetworkName! };
const art = { url: profile.artPortfolioUrl!, name: profile.artPortfolioName! };

describe('Home page (SPEC §2)', () => {
  it('shows the name as the only h1, the two badges and the bio', async () => {
    await renderApp(homePath);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: profile.name })).toBeInTheDocument();
    expect(screen.getByText(profile.jobTitle)).toBeInTheDocument();
    expect(screen.getByText(profile.school)).toBeInTheDocument();
    expect(screen.getByText(textOf(profile.bio))).toBeInTheDocument();
    const portrait = screen.getByRole('img', { name: site.portraitOf(profile.name) });
    expect(portrait).toHaveAttribute('src', `/images/${profile.avatar.file}`);
  });

  it('offers the four actions: resume, network profile and art portfolio in new tabs, and e-mail', async () => {
    await renderApp(homePath);
    const card = screen.getByRole('heading', { name: heroActions.heading }).closest('div')!;
    const links = within(card).getAllByRole('link');
    expect(links).toHaveLength(4);
    const named = (label: string) =>
      within(card).getByRole('link', { name: (name) => name.startsWith(label) });

    const resume = named(heroActions.resume.label);
    expect(resume).toHaveAttribute('href', `/${fixtureContent.resumePdf}`);
    const networkLink = named(heroActions.professionalNetwork.label);
    expect(networkLink).toHaveAttribute('href', network.url);
    expect(networkLink).toHaveTextContent(network.name);
    const artLink = named(heroActions.artPortfolio.label);
    expect(artLink).toHaveAttribute('href', art.url);
    expect(artLink).toHaveTextContent(art.name);
    for (const link of [resume, networkLink, artLink]) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      expect(link).toHaveAccessibleName(/opens in a new tab/);
    }

    const mail = named(heroActions.email.label);
    expect(mail).toHaveAttribute('href', `mailto:${profile.email}`);
    expect(mail).not.toHaveAttribute('target');
  });

  it('features each tracked project with its badge; the title opens the project page', async () => {
    const { user } = await renderApp(homePath);
    const featured = screen.getByRole('region', { name: site.featuredHeading });
    const cards = within(featured).getAllByRole('article');
    expect(fixtureContent.trackedProjects).toEqual([fixtureProject, minimalProject]);
    expect(cards).toHaveLength(2);
    [fixtureProject, minimalProject].forEach((project, index) => {
      const card = within(cards[index]!);
      expect(card.getByText(project.card.badge)).toBeInTheDocument();
      expect(card.getByText(textOf(project.card.summary))).toBeInTheDocument();
      for (const highlight of project.card.highlights)
        expect(card.getByText(textOf(highlight))).toBeInTheDocument();
    });
    await user.click(within(cards[0]!).getByRole('link', { name: fixtureProject.title }));
    await settle();
    expect(currentLocation()).toBe(projectPath(fixtureProject.slug));
    expect(
      screen.getByRole('heading', { level: 1, name: fixtureProject.title }),
    ).toBeInTheDocument();
  });

  it('shows a project’s latest update on its card, dated and linked to its page', async () => {
    const { user } = await renderApp(homePath);
    const featured = screen.getByRole('region', { name: site.featuredHeading });
    const [withUpdates, without] = within(featured).getAllByRole('article');
    // The newest of the fixture's updates, as the loader put it on the project.
    const newest = fixtureContent.updates[fixtureProject.slug]![0]!;
    expect(fixtureProject.latestUpdate).toMatchObject({ slug: newest.slug, date: newest.date });
    const link = within(withUpdates!).getByRole('link', { name: newest.title });
    expect(link).toHaveAttribute('href', updatePath(fixtureProject.slug, newest.slug));
    const line = link.parentElement!;
    expect(line).toHaveTextContent(
      `${site.projectPage.log.latest} · ${formatDate(newest.date)} ${newest.title}`,
    );
    expect(line.querySelector('time')).toHaveAttribute('dateTime', newest.date);
    // A project with no updates has no such line.
    expect(without).not.toHaveTextContent(site.projectPage.log.latest);
    await user.click(link);
    await settle();
    expect(currentLocation()).toBe(updatePath(fixtureProject.slug, newest.slug));
    expect(screen.getByRole('heading', { level: 1, name: newest.title })).toBeInTheDocument();
  });

  it('opens the project page from the featured image too', async () => {
    const { user, container } = await renderApp(homePath);
    const image = container.querySelector(`img[src$="/${fixtureProject.card.image.file}"]`)!;
    expect(image).toHaveAttribute('alt', fixtureProject.card.image.alt);
    await user.click(image);
    await settle();
    expect(currentLocation()).toBe(projectPath(fixtureProject.slug));
    expect(
      screen.getByRole('heading', { level: 1, name: fixtureProject.title }),
    ).toBeInTheDocument();
  });

  it('has a button to the timeline at /<project>#timeline, for a project with a timeline', async () => {
    const { user } = await renderApp(homePath);
    const button = screen.getByRole('link', { name: fixtureProject.card.timelineButtonLabel! });
    expect(button).toHaveAttribute('href', projectTimelinePath(fixtureProject.slug));
    expect(screen.queryByRole('link', { name: site.timelineButton })).toBeNull();
    // A project with no highlights and no timeline has a card without either.
    expect(minimalProject.card.highlights).toEqual([]);
    expect(minimalProject.card.timelineButtonLabel).toBeUndefined();
    await user.click(button);
    await settle();
    expect(currentLocation()).toBe(`${projectPath(fixtureProject.slug)}#timeline`);
  });

  it('lists the other projects with descriptions, skill badges and images', async () => {
    await renderApp(homePath);
    const list = screen.getByRole('heading', { name: otherProjectsHeading }).parentElement!;
    const articles = within(list).getAllByRole('article');
    expect(articles).toHaveLength(otherProjects.length);
    otherProjects.forEach((project, index) => {
      const article = within(articles[index]!);
      expect(article.getByRole('heading', { name: project.title })).toBeInTheDocument();
      expect(article.getByText(project.kind)).toBeInTheDocument();
      expect(article.getByText(textOf(project.description))).toBeInTheDocument();
      expect(article.getByRole('img', { name: project.image!.alt })).toBeInTheDocument();
      const skills = article.getByRole('list');
      expect(skills).not.toHaveAccessibleName();
      expect(
        within(skills)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual([...project.skills]);
    });
  });

  it('ends with the More Coming Soon list and the footer', async () => {
    await renderApp(homePath);
    const heading = screen.getByRole('heading', { name: comingSoon.heading });
    expect(within(heading.parentElement!).getByText(textOf(comingSoon.intro))).toBeInTheDocument();
    expect(
      within(heading.parentElement!)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(comingSoon.items.map(textOf));
    const footer = screen.getByRole('contentinfo');
    expect(footer).toHaveTextContent(
      `© ${formatYears(fixtureContent.copyrightYears)} ${profile.name}`,
    );
    expect(heading.compareDocumentPosition(footer) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(footer.querySelector(`a[href="mailto:${profile.email}"]`)).not.toBeNull();
    for (const { url, name } of [network, art])
      expect(
        within(footer).getByRole('link', { name: (text) => text.startsWith(name) }),
      ).toHaveAttribute('href', url);
  });
});

describe('routing (SPEC §2)', () => {
  const project = projectPath(fixtureProject.slug);

  it.each([
    homePath,
    '/no-such-page',
    `${project}/extra`,
    `${project}x`,
    `/x${project}`,
    `${projectUpdatesPath(fixtureProject.slug)}/no-such-update`,
    `${projectUpdatesPath(fixtureProject.slug)}/no-such-update/extra`,
    // A project with no updates has no log.
    projectUpdatesPath(minimalProject.slug),
  ])('shows Home at %s', async (path) => {
    await renderApp(path);
    expect(screen.getByRole('heading', { level: 1, name: profile.name })).toBeInTheDocument();
  });

  it.each([project, `${project}/`, `${project}?ref=cv`])(
    'shows the project page at %s',
    async (path) => {
      await renderApp(path);
      expect(
        screen.getByRole('heading', { level: 1, name: fixtureProject.title }),
      ).toBeInTheDocument();
    },
  );

  it.each([homePath, project])(
    'starts with a skip link to the main content at %s',
    async (path) => {
      await renderApp(path);
      const skip = screen.getAllByRole('link')[0]!;
      expect(skip).toHaveTextContent(site.skipLink);
      expect(skip).toHaveAttribute('href', `#${sectionIds.main}`);
      expect(document.getElementById(sectionIds.main)).toBe(screen.getByRole('main'));
    },
  );
});
