import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { RouteErrorBoundary } from './route-error-boundary';

function Broken(): never {
  throw new Error('the page could not be drawn');
}

describe('RouteErrorBoundary (SPEC §8)', () => {
  it('shows the routing-failure screen instead of a blank page', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <RouteErrorBoundary>
        <Broken />
      </RouteErrorBoundary>,
    );
    expect(
      screen.getByRole('heading', { level: 1, name: 'Unexpected Application Error!' }),
    ).toBeInTheDocument();
    expect(screen.getByText('the page could not be drawn')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  });

  it('shows the page itself when nothing fails', () => {
    render(
      <RouteErrorBoundary>
        <p>fine</p>
      </RouteErrorBoundary>,
    );
    expect(screen.getByText('fine')).toBeInTheDocument();
  });
});
