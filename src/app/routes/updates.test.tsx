import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { projectSummaryOf, summaryOf } from '../../content-model/load';
import { site } from '../../content-model/site-words';
import { formatDate } from '../../lib/format';
import {
  feedPath,
  projectPath,
  projectTimelinePath,
  projectUpdatesPath,
  updatePath,
} from '../../lib/paths';
import {
  fixtureContent,
  fixtureGallery,
  fixtureProject,
  minimalProject,
  textOf,
} from '../../../scripts/lab/unit-tests/fixtures';
import { currentLocation, renderApp, settle } from '../../../scripts/lab/unit-tests/render';
import { logPages, updatePage } from '../pages';

// A made-up owner's content: the profile, Home and two tracked projects, one
// with dated updates and one without.
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

const project = fixtureProject;
const { log } = site.projectPage;
/** The fixture project's updates, newest first, with their text. */
const updates = fixtureContent.updates[project.slug]!;
const logPath = projectUpdatesPath(project.slug);

/** What is on screen in an element, without what only a screen reader hears. */
function seen(element: HTMLElement): HTMLElement {
  const copy = element.cloneNode(true) as HTMLElement;
  copy.querySelectorAll('.sr-only').forEach((note) => note.remove());
  return copy;
}

describe('the development log’s page (/<project>/updates)', () => {
  it('is listed for a project with updates only, with its title in the tab', async () => {
    expect(logPages.map((page) => page.project)).toEqual([projectSummaryOf(project)]);
    expect(minimalProject.updateCount).toBe(0);
    await renderApp(logPath);
    expect(
      screen.getByRole('heading', { level: 1, name: log.pageTitle(project.title) }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(document.title).toBe(logPages[0]!.title);
    expect(document.title).toContain(fixtureContent.profile.name);
  });

  it('lists every update, newest first, each with its date, its link and its summary', async () => {
    await renderApp(logPath);
    const main = screen.getByRole('main');
    expect(main).toHaveTextContent(log.pageIntro(updates.length));
    const items = within(main).getAllByRole('article');
    expect(items).toHaveLength(updates.length);
    // Newest first: the fixture's dates, sorted.
    expect([...updates.map((update) => update.date)].sort().reverse()).toEqual(
      updates.map((update) => update.date),
    );
    updates.forEach((update, index) => {
      const item = items[index]!;
      expect(within(item).getByRole('link', { name: update.title })).toHaveAttribute(
        'href',
        updatePath(project.slug, update.slug),
      );
      const time = item.querySelector('time')!;
      expect(time).toHaveAttribute('dateTime', update.date);
      expect(time).toHaveTextContent(formatDate(update.date));
      expect(seen(item)).toHaveTextContent(textOf(update.summary));
      // A list shows the summary, never the rest of the text.
      const rest = textOf(update.body).replace(textOf(update.summary), '').trim();
      if (rest) expect(item).not.toHaveTextContent(rest);
    });
  });

  it('shows each update’s lead picture beside it, and how many more photos it has', async () => {
    await renderApp(logPath);
    const items = within(screen.getByRole('main')).getAllByRole('article');
    updates.forEach((update, index) => {
      const item = items[index]!;
      const [lead, ...more] = update.pictures;
      // The picture repeats the title's link for a pointer, so it stays out of the accessibility tree.
      const pictures = item.querySelectorAll('img');
      expect(pictures, update.title).toHaveLength(lead ? 1 : 0);
      if (lead) expect(pictures[0]).toHaveAttribute('src', `/images/${lead.file}`);
      if (more.length) expect(item).toHaveTextContent(site.projectPage.gallery.more(more.length));
    });
    // The fixture has an update with several photos, so the count is shown somewhere.
    expect(updates.some(({ pictures }) => pictures.length > 1)).toBe(true);
  });

  it('leads back to the project, and to the feed', async () => {
    const { user } = await renderApp(logPath);
    const main = screen.getByRole('main');
    expect(within(main).getByRole('link', { name: log.follow })).toHaveAttribute(
      'href',
      feedPath(project.slug),
    );
    await user.click(within(main).getByRole('link', { name: log.backToProject(project.title) }));
    await settle();
    expect(currentLocation()).toBe(projectPath(project.slug));
    expect(screen.getByRole('heading', { level: 1, name: project.title })).toBeInTheDocument();
  });

  it('opens an update when its title is clicked', async () => {
    const { user } = await renderApp(logPath);
    const update = updates[1]!;
    await user.click(screen.getByRole('link', { name: update.title }));
    await settle();
    expect(currentLocation()).toBe(updatePath(project.slug, update.slug));
    expect(screen.getByRole('heading', { level: 1, name: update.title })).toBeInTheDocument();
    expect(document.title).toBe(updatePage(projectSummaryOf(project), summaryOf(update)).title);
  });
});

describe('an update’s page (/<project>/updates/<update>)', () => {
  const withPicture = updates.find((update) => update.pictures.length > 0)!;
  const middle = updates.indexOf(withPicture);

  it('shows its title, date, text and pictures, with its title in the tab', async () => {
    // The fixture has an update with a picture that has updates on both sides of it.
    expect(middle).toBeGreaterThan(0);
    expect(middle).toBeLessThan(updates.length - 1);
    await renderApp(updatePath(project.slug, withPicture.slug));
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const article = screen
      .getByRole('heading', { level: 1, name: withPicture.title })
      .closest('article')!;
    const time = article.querySelector('time')!;
    expect(time).toHaveAttribute('dateTime', withPicture.date);
    expect(time).toHaveTextContent(formatDate(withPicture.date));
    expect(seen(article)).toHaveTextContent(textOf(withPicture.body));
    expect(
      within(article)
        .getAllByRole('img')
        .map((img) => [img.getAttribute('alt'), img.getAttribute('src')]),
    ).toEqual(withPicture.pictures.map(({ alt, file }) => [alt, `/images/${file}`]));
    expect(document.title).toBe(
      updatePage(projectSummaryOf(project), summaryOf(withPicture)).title,
    );
  });

  it('leads with its first picture, then its text, then the others as a grid of links, captions under them', async () => {
    const gallery = fixtureGallery.update;
    expect(fixtureGallery.project).toBe(project);
    const [lead, ...rest] = gallery.pictures;
    expect(rest.length).toBeGreaterThan(1);
    await renderApp(updatePath(project.slug, gallery.slug));
    const article = screen
      .getByRole('heading', { level: 1, name: gallery.title })
      .closest('article')!;
    const links = within(article)
      .getAllByRole('link', { name: /./ })
      .filter((link) => link.hasAttribute('data-photo-index'));
    // Every picture is a link named by its alt text, in order, to a file of the site's images.
    expect(
      links.map((link) => [
        link.dataset.photoIndex,
        link.textContent || link.querySelector('img')?.alt,
      ]),
    ).toEqual(gallery.pictures.map(({ alt }, index) => [String(index), alt]));
    for (const link of links) expect(link.getAttribute('href')).toMatch(/^\/images\//);
    // The lead picture comes before the text, the grid after it, under a heading that counts it.
    const text = textOf(gallery.body).split(/\s+/).slice(0, 4).join(' ');
    const paragraph = within(article).getByText(
      (_, element) => element?.tagName === 'P' && element.textContent?.startsWith(text) === true,
    );
    expect(
      links[0]!.compareDocumentPosition(paragraph) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    const grid = within(article).getByRole('region', {
      name: site.projectPage.gallery.heading(rest.length),
    });
    expect(paragraph.compareDocumentPosition(grid) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(grid).getAllByRole('listitem')).toHaveLength(rest.length);
    for (const { caption } of gallery.pictures)
      if (caption) expect(within(article).getByText(caption)).toBeInTheDocument();
    expect(lead).toBeDefined();
    // No viewer until a picture is opened.
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows no picture for an update without one', async () => {
    const plain = updates.find((update) => update.pictures.length === 0)!;
    await renderApp(updatePath(project.slug, plain.slug));
    const article = screen
      .getByRole('heading', { level: 1, name: plain.title })
      .closest('article')!;
    expect(within(article).queryAllByRole('img')).toEqual([]);
  });

  it('links its milestone on the project’s timeline', async () => {
    const { user } = await renderApp(updatePath(project.slug, withPicture.slug));
    const milestone = project.timeline!.milestones.find(({ id }) => id === withPicture.milestone)!;
    const link = screen.getByRole('link', { name: milestone.title });
    expect(link).toHaveAttribute('href', projectTimelinePath(project.slug));
    expect(link.parentElement).toHaveTextContent(`${log.milestone}: ${milestone.title}`);
    await user.click(link);
    await settle();
    expect(currentLocation()).toBe(projectTimelinePath(project.slug));
  });

  it('leads back to the log', async () => {
    const { user } = await renderApp(updatePath(project.slug, withPicture.slug));
    const back = screen.getByRole('link', { name: log.backToLog(project.title) });
    expect(back).toHaveAttribute('href', logPath);
    await user.click(back);
    await settle();
    expect(currentLocation()).toBe(logPath);
    expect(
      screen.getByRole('heading', { level: 1, name: log.pageTitle(project.title) }),
    ).toBeInTheDocument();
  });

  it('links the newer and the older update, and goes to them', async () => {
    const { user } = await renderApp(updatePath(project.slug, withPicture.slug));
    const nav = screen.getByRole('navigation', { name: log.neighbours });
    const newer = updates[middle - 1]!;
    const older = updates[middle + 1]!;
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      [
        `${log.older} · ${formatDate(older.date)}${older.title}`,
        updatePath(project.slug, older.slug),
      ],
      [
        `${log.newer} · ${formatDate(newer.date)}${newer.title}`,
        updatePath(project.slug, newer.slug),
      ],
    ]);
    await user.click(links[1]!);
    await settle();
    expect(currentLocation()).toBe(updatePath(project.slug, newer.slug));
    expect(screen.getByRole('heading', { level: 1, name: newer.title })).toBeInTheDocument();
    expect(document.title).toBe(updatePage(projectSummaryOf(project), summaryOf(newer)).title);
  });

  it('has no newer link on the newest update, and no older one on the oldest', async () => {
    const newest = updates[0]!;
    const oldest = updates.at(-1)!;
    const { unmount } = await renderApp(updatePath(project.slug, newest.slug));
    let nav = screen.getByRole('navigation', { name: log.neighbours });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual([updatePath(project.slug, updates[1]!.slug)]);
    expect(nav).not.toHaveTextContent(log.newer);
    unmount();
    await renderApp(updatePath(project.slug, oldest.slug));
    nav = screen.getByRole('navigation', { name: log.neighbours });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual([updatePath(project.slug, updates.at(-2)!.slug)]);
    expect(nav).not.toHaveTextContent(log.older);
  });

  it('shows Home at an address with no update, as at any other unknown address', async () => {
    await renderApp(updatePath(project.slug, 'no-such-update'));
    expect(
      screen.getByRole('heading', { level: 1, name: fixtureContent.profile.name }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: log.neighbours })).toBeNull();
  });

  it('shows Home for updates of a project that has none', async () => {
    await renderApp(updatePath(minimalProject.slug, updates[0]!.slug));
    expect(
      screen.getByRole('heading', { level: 1, name: fixtureContent.profile.name }),
    ).toBeInTheDocument();
  });
});
