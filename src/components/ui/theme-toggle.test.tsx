import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { site } from '../../content-model/site-words';
import { media } from '../../../scripts/lab/unit-tests/setup';
import { ThemeToggle } from './theme-toggle';

const toggle = () => screen.getByRole('button', { name: site.nav.darkTheme });

describe('theme toggle', () => {
  it('is a toggle button that starts from the system setting', () => {
    media.dark = true;
    render(<ThemeToggle tone="page" />);
    expect(toggle()).toHaveAttribute('aria-pressed', 'true');
  });

  it('switches the theme and remembers it, with mouse or keyboard', async () => {
    const user = userEvent.setup();
    render(<ThemeToggle tone="board" />);
    expect(toggle()).toHaveAttribute('aria-pressed', 'false');

    await user.click(toggle());
    expect(toggle()).toHaveAttribute('aria-pressed', 'true');
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(localStorage.getItem('pcbrule-theme')).toBe('dark');

    toggle().focus();
    await user.keyboard(' ');
    expect(toggle()).toHaveAttribute('aria-pressed', 'false');
    expect(document.documentElement.dataset.theme).toBe('light');
    expect(localStorage.getItem('pcbrule-theme')).toBe('light');
  });

  it('keeps every toggle on the page in step', async () => {
    const user = userEvent.setup();
    render(
      <>
        <ThemeToggle tone="page" />
        <ThemeToggle tone="board" />
      </>,
    );
    const [first, second] = screen.getAllByRole('button', { name: 'Dark theme' });
    await user.click(first!);
    expect(second).toHaveAttribute('aria-pressed', 'true');
  });
});
