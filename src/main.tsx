import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { AppRoutes, pageFor } from './app/router';
import { routerBasename } from './lib/assets';
import './styles/index.css';

const container = document.getElementById('root')!;
const basename = routerBasename();
const app = (
  <StrictMode>
    <BrowserRouter basename={basename}>
      <AppRoutes />
    </BrowserRouter>
  </StrictMode>
);

// A prerendered page already holds the HTML: attach to it rather than redraw it.
// But an address that reached this file by another road (the 404 redirect, or
// /pcbrule.html) may show a different page than the one prerendered here; then
// draw afresh instead of hydrating markup that cannot match.
const prerendered = container.dataset.page;
if (prerendered && prerendered === pageFor(window.location.pathname, basename)) {
  hydrateRoot(container, app);
} else {
  container.replaceChildren();
  createRoot(container).render(app);
}
