import { act, render, screen, type RenderResult } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { AppRoutes, loadPcbrulePage } from '../app/router';

/** Where the router currently is, written into the page so a test can read it. */
function LocationProbe() {
  const location = useLocation();
  return (
    <output data-testid="location">{location.pathname + location.search + location.hash}</output>
  );
}

/**
 * Renders the whole app at `path`, as a visitor arriving there would see it.
 * The project page is a lazily loaded chunk: load it first, and let React
 * settle inside act() so the page is on screen when this resolves.
 */
export async function renderApp(path = '/') {
  const user = userEvent.setup();
  await loadPcbrulePage();
  let result!: RenderResult;
  await act(async () => {
    result = render(
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
        <LocationProbe />
      </MemoryRouter>,
    );
  });
  return { user, ...result };
}

/**
 * Lets a navigation finish: navigations are transitions, so the old page stays
 * until the lazily loaded next one has arrived and React has committed it.
 */
export async function settle() {
  await act(async () => {
    await loadPcbrulePage();
    for (let tick = 0; tick < 5; tick += 1) await Promise.resolve();
  });
}

/** The router's current path, search and hash. */
export function currentLocation(): string {
  return screen.getByTestId('location').textContent ?? '';
}
