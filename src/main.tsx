import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { AppRoutes } from './app/router';
import { routerBasename } from './lib/assets';
import './styles/index.css';

const container = document.getElementById('root')!;
const app = (
  <StrictMode>
    <BrowserRouter basename={routerBasename()}>
      <AppRoutes />
    </BrowserRouter>
  </StrictMode>
);

// A prerendered page already holds the HTML: attach to it rather than redraw it.
if (container.hasChildNodes()) hydrateRoot(container, app);
else createRoot(container).render(app);
