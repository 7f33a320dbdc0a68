/**
 * The site's own drawn files (the working slide rule's layers: scripts/illustrations/index.ts,
 * siteDrawings) as a Vite plugin: written into the browsers' build, served by `npm run dev`.
 * They are the template's, made from code; public/ is the owner's folder and holds none of them.
 * (The favicon and app icons are the owner's initials: ./site-assets.ts writes them.)
 *
 *   dist/images/slide-rule-{body,slide,still}.svg
 */
import type { Plugin } from 'vite';

type Drawings = Record<string, () => string>;

// The drawing code is loaded when a file is asked for, not with the Vite settings: Vite reads
// its configuration with Node's own loader, which takes only imports written with their extension.
const siteDrawings = async (): Promise<Drawings> =>
  (await import('../../illustrations/index.ts')).siteDrawings();

/** The plugin; `drawings` (path in the site → SVG maker) is for tests. */
export function drawnFilesPlugin(drawings: () => Promise<Drawings> = siteDrawings): Plugin {
  return {
    name: 'drawn-files',
    configureServer(server) {
      const base = server.config.base;
      server.middlewares.use((request, response, next) => {
        const path = (request.url ?? '').split('?')[0]!;
        if (!path.startsWith(base)) return next();
        drawings().then((all) => {
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
      for (const [fileName, draw] of Object.entries(await drawings()))
        this.emitFile({ type: 'asset', fileName, source: draw() });
    },
  };
}
