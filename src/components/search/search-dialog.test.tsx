import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { searchWords } from '../../content-model/search-words';
import { site } from '../../content-model/site-words';
import { formatDate } from '../../lib/format';
import { homePath, projectPath, updatePath } from '../../lib/paths';
import {
  fixtureGallery,
  fixtureProfile,
  fixtureProject,
} from '../../../scripts/lab/unit-tests/fixtures';
import type { Pagefind, PagefindResultData } from './pagefind';
import { SearchButton } from './search-button';

const { update, project } = fixtureGallery;
/** A word of the made-up update's title, which the fake index finds in it first. */
const word = update.title
  .split(/\W+/)
  .find((part) => part.length > 4)!
  .toLowerCase();
const marked = (text: string) => text.replace(new RegExp(`(${word})`, 'i'), '<mark>$1</mark>');

/** What a fake index holds: the update, its project and Home, as Pagefind's results give them. */
const indexed: PagefindResultData[] = [
  {
    url: updatePath(project.slug, update.slug),
    excerpt: marked(`${update.title} &amp; more`),
    meta: { title: update.title, date: update.date },
  },
  {
    url: projectPath(fixtureProject.slug),
    excerpt: marked(`The ${word} of ${fixtureProject.title}`),
    meta: { title: fixtureProject.title },
  },
  { url: homePath, excerpt: 'Nothing marked', meta: { title: fixtureProfile.name } },
];

/** A stand-in for pagefind.js: finds the entries whose excerpt holds the words. */
const fakePagefind: Pagefind = {
  options: vi.fn(async () => {}),
  init: vi.fn(async () => {}),
  debouncedSearch: vi.fn(async (term: string) => ({
    results: indexed
      .filter(({ excerpt }) => excerpt.toLowerCase().includes(term.toLowerCase()))
      .map((data) => ({ id: data.url, data: async () => data })),
  })),
};
const loadPagefind = vi.fn<() => Promise<Pagefind | undefined>>(async () => fakePagefind);
vi.mock('./pagefind', () => ({ loadPagefind: () => loadPagefind() }));
/** Whether the dialog's own chunk cannot be had (offline, or a redeploy took its file). */
const chunk = vi.hoisted(() => ({ fails: false }));
vi.mock('./load-dialog', async (importOriginal) => {
  const { loadSearchDialog } = await importOriginal<typeof import('./load-dialog')>();
  return {
    loadSearchDialog: () => (chunk.fails ? Promise.resolve(undefined) : loadSearchDialog()),
  };
});

beforeAll(() => {
  // jsdom has no modal dialogs: open and close as the browser does, minus the top layer.
  HTMLDialogElement.prototype.showModal = function (this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close = function (this: HTMLDialogElement) {
    if (!this.open) return;
    this.open = false;
    this.dispatchEvent(new Event('close'));
  };
});
beforeEach(() => loadPagefind.mockClear());
afterEach(() => {
  vi.clearAllMocks();
  chunk.fails = false;
});

/** The search button in a bar, in a data router under `basename`, at `path`. */
async function renderSearch(path = '/', basename = '/') {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <header>
            <SearchButton tone="board" />
          </header>
        ),
      },
    ],
    { basename, initialEntries: [basename.replace(/\/$/, '') + path] },
  );
  await act(async () => {
    render(<RouterProvider router={router} />);
  });
  return { user: userEvent.setup(), router };
}

const searchButton = () => screen.getByRole('button', { name: site.search.open });
const dialog = () => screen.getByRole('dialog', { name: searchWords.label });
const field = () => within(dialog()).getByRole('searchbox', { name: searchWords.label });

describe('search', () => {
  it('fetches nothing of search until it is opened, then opens with the field focused', async () => {
    const { user } = await renderSearch();
    expect(searchButton()).toHaveAttribute('aria-haspopup', 'dialog');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(loadPagefind).not.toHaveBeenCalled();

    await user.click(searchButton());
    expect(await screen.findByRole('dialog', { name: searchWords.label })).toBeVisible();
    expect(field()).toHaveFocus();
    expect(within(dialog()).getByRole('status')).toHaveTextContent(searchWords.hint);
    // Opening starts Pagefind, so the first word waits less.
    expect(loadPagefind).toHaveBeenCalled();
  });

  it('lists the pages holding the word, best first: title, an update’s date, the words marked, links under the base path', async () => {
    const { user } = await renderSearch('/', '/portfolio/');
    await user.click(searchButton());
    await user.type(await screen.findByRole('searchbox'), word);

    const results = await within(dialog()).findAllByRole('link');
    expect(within(dialog()).getByRole('status')).toHaveTextContent(searchWords.found(2));
    const [first, second] = results;
    expect(first).toHaveAccessibleName(`${update.title} ${formatDate(update.date)}`);
    expect(first).toHaveAttribute('href', `/portfolio${updatePath(project.slug, update.slug)}`);
    // The excerpt's entities read as text, its <mark> as a mark, and nothing else as markup.
    expect(first).toHaveAccessibleDescription(`${update.title} & more`);
    expect(first!.querySelector('mark')?.textContent?.toLowerCase()).toBe(word);
    // A project page has no date.
    expect(second).toHaveAccessibleName(fixtureProject.title);
    expect(second).toHaveAttribute('href', `/portfolio${projectPath(fixtureProject.slug)}`);
  });

  it('says when nothing is found, and when search cannot load', async () => {
    const { user } = await renderSearch();
    await user.click(searchButton());
    await user.type(await screen.findByRole('searchbox'), 'zzzz');
    await waitFor(() =>
      expect(within(dialog()).getByRole('status')).toHaveTextContent(searchWords.none('zzzz')),
    );
    expect(within(dialog()).queryAllByRole('link')).toEqual([]);

    loadPagefind.mockResolvedValue(undefined);
    await user.type(field(), 'y');
    await waitFor(() =>
      expect(within(dialog()).getByRole('status')).toHaveTextContent(site.search.failed),
    );
    loadPagefind.mockImplementation(async () => fakePagefind);
  });

  it('says so under the button at each tap when its own code cannot be had, and opens once it can', async () => {
    const { user, router } = await renderSearch();
    chunk.fails = true;
    await user.click(searchButton());
    const said = await screen.findByRole('alert');
    expect(said).toHaveTextContent(site.search.failed);
    expect(screen.queryByRole('dialog')).toBeNull();
    // A tap that fails again says so again: a new alert, which a screen reader reads out.
    await user.click(searchButton());
    await waitFor(() => expect(screen.getByRole('alert')).not.toBe(said));

    chunk.fails = false;
    await user.click(searchButton());
    expect(await screen.findByRole('dialog', { name: searchWords.label })).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();

    // Another page starts without an old failure.
    chunk.fails = true;
    await user.keyboard('{Escape}');
    await user.click(searchButton());
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    await act(() => router.navigate(projectPath(fixtureProject.slug)));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('goes by keyboard: "/" opens it, ArrowDown reaches the results, Enter follows the first, Escape and Close return the focus', async () => {
    const { user, router } = await renderSearch('/somewhere');
    await user.keyboard('/');
    await user.type(await screen.findByRole('searchbox'), word);
    const [first] = await within(dialog()).findAllByRole('link');
    await user.keyboard('{ArrowDown}');
    expect(first).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(field()).toHaveFocus();

    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(updatePath(project.slug, update.slug)),
    );
    expect(screen.queryByRole('dialog')).toBeNull();

    // Opened again, it keeps the words; Escape in the field closes it at once, not emptying it first.
    await user.click(searchButton());
    expect(field()).toHaveValue(word);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(searchButton()).toHaveFocus();
    // Closed with its button, the focus is back on search too.
    await user.click(searchButton());
    await user.click(within(dialog()).getByRole('button', { name: searchWords.close }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(searchButton()).toHaveFocus();
  });

  it('never follows a result of the words before, while the words typed are still searched', async () => {
    const { user, router } = await renderSearch('/somewhere');
    await user.click(searchButton());
    await user.type(await screen.findByRole('searchbox'), word);
    await within(dialog()).findAllByRole('link');
    // The next word's search is slow to answer: its results are not in yet.
    let answer = () => {};
    vi.mocked(fakePagefind.debouncedSearch).mockImplementationOnce(
      () => new Promise((resolve) => (answer = () => resolve({ results: [] }))),
    );
    await user.type(field(), 'x');
    await user.keyboard('{Enter}');
    expect(router.state.location.pathname).toBe('/somewhere');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await act(async () => answer());
    expect(await within(dialog()).findByText(searchWords.none(`${word}x`))).toBeInTheDocument();
  });

  it('leaves "/" to a text field', async () => {
    const { user } = await renderSearch();
    const other = document.createElement('input');
    document.body.append(other);
    other.focus();
    await user.keyboard('/');
    expect(other).toHaveValue('/');
    expect(screen.queryByRole('dialog')).toBeNull();
    other.remove();
  });
});
