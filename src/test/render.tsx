import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { AppRoutes } from '../app/router';

/** Where the router currently is, written into the page so a test can read it. */
function LocationProbe() {
  const location = useLocation();
  return (
    <output data-testid="location">{location.pathname + location.search + location.hash}</output>
  );
}

/** Renders the whole app at `path`, as a visitor arriving there would see it. */
export function renderApp(path = '/') {
  const user = userEvent.setup();
  const result = render(
    <MemoryRouter initialEntries={[path]}>
      <AppRoutes />
      <LocationProbe />
    </MemoryRouter>,
  );
  return { user, ...result };
}

/** The router's current path, search and hash. */
export function currentLocation(): string {
  return screen.getByTestId('location').textContent ?? '';
}
