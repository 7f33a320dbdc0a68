/**
 * The site's own drawn files (the favicon, the working slide rule's layers:
 * scripts/illustrations/index.ts, siteDrawings) as a Vite plugin: written into
 * the browsers' build, served by `npm run dev`. They are the template's, made
 * from code; public/ is the owner's folder and holds none of them.
 *
 *   dist/favicon.svg, dist/images/slide-rule-{body,slide,still}.svg
 */
import type { Plugin } from 'vite';
import type { CardBand } from '../look/index.ts';

type Drawings = Record<string, () => string>;

// The drawing code is loaded when a file is asked for, not with the Vite settings: Vite reads
// its configuration with Node's own loader, which takes only imports written with their extension.
const siteDrawings = async (paint?: CardBand): Promise<Drawings> =>
  (await import('../../illustrations/index.ts')).siteDrawings(paint);

/**
 * The plugin; `paint`, the site's band from the owner's look (the favicon's colours; the board's
 * without it); `drawings` (path in the site → SVG maker) is for tests.
 */
export function drawnFilesPlugin(
  paint?: CardBand,
  drawings: (paint?: CardBand) => Promise<Drawings> = siteDrawings,
): Plugin {
  return {
    name: 'drawn-files',
    configureServer(server) {
      const base = server.config.base;
      server.middlewares.use((request, response, next) => {
        const path = (request.url ?? '').split('?')[0]!;
        if (!path.startsWith(base)) return next();
        drawings(paint).then((all) => {
          const draw = all[path.slice(base.length)];
          if (!draw) return next();
          response.setHeader('Content-Type', 'image/svg+xml');
          response.end(draw());
        }, next);
      });
    },
    // The browsers' build only: the prerender's Node build has no use for them.
    applyToEnvironment: (environment) => environment.config.consumer === 'client',
    async generateBundle() {
      for (const [fileName, draw] of Object.entries(await drawings(paint)))
        this.emitFile({ type: 'asset', fileName, source: draw() });
    },
  };
}
