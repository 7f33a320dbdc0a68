import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { AppRoutes, pageFor, type PageId } from './app/router';
import { routerBasename } from './lib/assets';

/**
 * Renders the page at `url` (a path under the base) to HTML for the prerender
 * step. `prerender` waits for every lazily loaded part, so the HTML is complete.
 */
export async function render(url: string): Promise<{ html: string; page: PageId }> {
  const basename = routerBasename();
  const { prelude } = await prerender(
    <StrictMode>
      <StaticRouter location={url} basename={basename}>
        <AppRoutes />
      </StaticRouter>
    </StrictMode>,
  );
  const html = await new Response(prelude).text();
  return { html, page: pageFor(url, basename) };
}
