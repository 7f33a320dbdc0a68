import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { commentWords } from '../../content-model/comment-words';
import { CommentsSection } from './comments';

/** The owner's settings, as giscus.app gives them; on unless a test turns them off. */
const settings = vi.hoisted(() => ({
  current: {
    on: true,
    repo: 'ada/portfolio',
    repoId: 'R_kgDOtest01',
    category: 'Comments',
    categoryId: 'DIC_kwDOtest01',
  } as object | undefined,
}));
vi.mock('../../content-model', async (importOriginal) => {
  const content = await importOriginal<typeof import('../../content-model')>();
  return {
    ...content,
    get profile() {
      return { ...content.profile, comments: settings.current };
    },
  };
});
// giscus's own element stands in: what it would be given, and nothing fetched.
vi.mock('./comments-thread', () => ({
  CommentsThread: ({ term }: { term: string }) => <p>discussion of {term}</p>,
}));

const term = 'robot-arm/updates/first-light';
const words = commentWords;

afterEach(() => {
  sessionStorage.clear();
  history.replaceState(null, '', '/');
});

describe('the comments of a page', () => {
  it('are not in the page at all when the owner has not turned them on', () => {
    const on = settings.current;
    settings.current = undefined;
    try {
      const { container } = render(<CommentsSection term={term} />);
      expect(container).toBeEmptyDOMElement();
    } finally {
      settings.current = on;
    }
  });

  it('say where the discussion comes from before the tap, and load nothing of it until then', async () => {
    render(<CommentsSection term={term} />);
    const section = screen.getByRole('region', { name: words.heading });
    expect(section).toHaveTextContent(words.note);
    expect(screen.queryByText(/discussion of/)).toBeNull();
    expect(
      screen.getByRole('link', { name: (name) => name.startsWith(words.onGitHub) }),
    ).toHaveAttribute('href', 'https://github.com/ada/portfolio/discussions');
    await userEvent.setup().click(screen.getByRole('button', { name: words.show }));
    expect(await screen.findByText(`discussion of ${term}`)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: words.show })).toBeNull();
  });

  it('open by themselves after the reload a tap asked for, once', async () => {
    sessionStorage.setItem('pcbrule-open-comments', term);
    const { unmount } = render(<CommentsSection term={term} />);
    expect(await screen.findByText(`discussion of ${term}`)).toBeInTheDocument();
    unmount();
    render(<CommentsSection term={term} />);
    expect(screen.queryByText(/discussion of/)).toBeNull();
    screen.getByRole('button', { name: words.show });
  });

  it('open again when back from signing in through giscus, but never for a link that carries its parameter', async () => {
    history.replaceState(null, '', '/robot-arm?giscus=from-a-shared-link');
    const shared = render(<CommentsSection term="robot-arm" />);
    await screen.findByRole('button', { name: words.show });
    expect(screen.queryByText(/discussion of/)).toBeNull();
    // Opened by the visitor in this tab, then signed in: GitHub sends them back with it.
    await userEvent.setup().click(screen.getByRole('button', { name: words.show }));
    await screen.findByText('discussion of robot-arm');
    shared.unmount();
    history.replaceState(null, '', '/robot-arm?giscus=session-from-github');
    render(<CommentsSection term="robot-arm" />);
    expect(await screen.findByText('discussion of robot-arm')).toBeInTheDocument();
  });

  it('take the focus to the discussion’s place as they open, the button being gone', async () => {
    render(<CommentsSection term={term} />);
    await userEvent.setup().click(screen.getByRole('button', { name: words.show }));
    await screen.findByText(`discussion of ${term}`);
    expect(document.activeElement).toBe(screen.getByText(`discussion of ${term}`).parentElement);
  });
});
