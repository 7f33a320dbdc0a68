import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { AppRoutes, pageFor, type PageId } from './app/router';
import { routerBasename } from './lib/assets';

export { site } from './content/site';

/** Renders the page at `url` (a path under the base) to HTML for the prerender step. */
export function render(url: string): { html: string; page: PageId } {
  const basename = routerBasename();
  const html = renderToString(
    <StrictMode>
      <StaticRouter location={url} basename={basename}>
        <AppRoutes />
      </StaticRouter>
    </StrictMode>,
  );
  return { html, page: pageFor(url, basename) };
}
