import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { AppRoutes, loadPcbrulePage, pageFor } from './app/router';
import { routerBasename } from './lib/assets';
import { wholeStylesheetLoaded } from './lib/whole-stylesheet';
import './styles/index.css';

const container = document.getElementById('root')!;
const basename = routerBasename();
const page = pageFor(window.location.pathname, basename);
const app = (
  <StrictMode>
    <BrowserRouter basename={basename}>
      <AppRoutes />
    </BrowserRouter>
  </StrictMode>
);

// A stale tab after a redeploy asks for chunks that no longer exist: reload
// once to get the new build, but never loop (https://vite.dev/guide/build#load-error-handling).
// A reload less than a minute ago that did not help means the chunk is really
// missing: then let the error through instead of reloading again.
window.addEventListener('vite:preloadError', (event) => {
  const last = Number(sessionStorage.getItem('reloaded-after-deploy'));
  if (last && Date.now() - last < 60_000) return;
  sessionStorage.setItem('reloaded-after-deploy', String(Date.now()));
  event.preventDefault();
  window.location.reload();
});

// Fetch the project page's chunk as soon as a pointer or focus heads for a
// link to it (matched as the router matches), then stop listening.
const intents = ['pointerover', 'focusin', 'touchstart'] as const;
const preloadOnIntent = (event: Event) => {
  const href = (event.target as Element | null)?.closest?.('a[href]')?.getAttribute('href');
  if (!href) return;
  const url = new URL(href, window.location.href);
  if (url.origin !== window.location.origin || pageFor(url.pathname, basename) !== 'pcbrule')
    return;
  void loadPcbrulePage();
  for (const type of intents)
    document.removeEventListener(type, preloadOnIntent, { capture: true });
};
for (const type of intents) {
  document.addEventListener(type, preloadOnIntent, { passive: true, capture: true });
}

async function start() {
  // Without the whole stylesheet the prerendered page stays as it is: complete
  // and usable, as without JavaScript (see whole-stylesheet.ts).
  if (!(await wholeStylesheetLoaded())) return;
  // A prerendered page already holds the HTML: attach to it rather than redraw it.
  // But an address that reached this file by another road (the 404 redirect, or
  // /pcbrule.html) may show a different page than the one prerendered here; then
  // draw afresh instead of hydrating markup that cannot match.
  if (container.dataset.page && container.dataset.page === page) {
    if (page === 'pcbrule') await loadPcbrulePage();
    // As a transition, hydration yields to the browser every few milliseconds
    // instead of holding the main thread in one long task.
    startTransition(() => {
      hydrateRoot(container, app);
    });
  } else {
    container.replaceChildren();
    createRoot(container).render(app);
  }
}
void start();
