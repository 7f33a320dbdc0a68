/**
 * The form editor at /admin/: Sveltia CMS (https://sveltiacms.app), served
 * from our own origin out of its npm package (node_modules/@sveltia/cms), never
 * from a CDN. It edits the files in content/ through GitHub's API (each save is
 * one commit to main, which deploys) or, under `npm run dev`, a local clone
 * through the browser's File System Access API.
 *
 * Its fields are made here from the content schemas (src/content-model/schema/),
 * through their JSON Schemas (src/content-model/json-schema.ts): a field added to a
 * schema appears in the form, and a shape this file cannot turn into a form
 * field stops the build, naming it. Nothing here lists a content field by hand.
 *
 *   dist/admin/index.html              the editor's page: noindex, its own CSP; while the
 *                                      content is of an older shape, a page that says to
 *                                      upgrade it first (upgrade-first.ts)
 *   dist/admin/config.yml              the editor's configuration (config.ts)
 *   dist/admin/sveltia-cms-<v>.js      the editor, from its package, its fonts pointed at vendor/fonts/
 *   dist/admin/vendor/                 the WebP encoder it would fetch from unpkg.com, its fonts (vendor.ts)
 *
 * It is a folder of static files, not a Vite entry: the public pages' bundles
 * hold none of it, the sitemap does not name it, and its page asks robots to
 * stay away (docs/decisions.md, "The form editor at /admin/").
 */
import { readFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import type { SiteConfig } from '../settings.ts';
import { cmsConfig, cmsConfigYaml, type AdminOptions } from './config.ts';
import { bundleFile, bundleText, fonts, servedBundle, vendor } from './page.ts';
import { originUrl, repositoryName } from './repository.ts';
import { editorPage } from './upgrade-first.ts';
import {
  checkFontVersions,
  checkVendorVersions,
  fontSource,
  vendorSource,
  writeFonts,
  writeVendor,
} from './vendor.ts';

export * from './collections.ts';
export * from './config.ts';
export * from './fields.ts';
export * from './page.ts';
export * from './repository.ts';
export * from './upgrade-first.ts';

/** Where the editor lives under the site's base path. */
export const adminFolder = 'admin';

/** Previews (/<repo>/pr-preview/pr-<N>/) have no editor: it would commit to main with an unmerged schema. */
export function isPreview(site: SiteConfig): boolean {
  return site.basePath.includes('/pr-preview/');
}

/**
 * Writes dist/admin/: the page, its configuration, the editor's bundle and vendor/. Skipped for
 * previews. `newest` is the content version the code reads (a test gives its own).
 */
export async function writeAdmin(
  dist: string,
  site: SiteConfig,
  {
    root = process.cwd(),
    repo = repositoryName(process.env, () => originUrl(root)),
    content,
    newest,
  }: Partial<AdminOptions> & { newest?: number } = {},
): Promise<void> {
  if (isPreview(site)) return;
  const folder = join(dist, adminFolder);
  await mkdir(folder, { recursive: true });
  const config = cmsConfig({ root, repo, site, ...(content ? { content } : {}) });
  // Content of an older shape gets a page that says to upgrade it first (upgrade-first.ts).
  await writeFile(join(folder, 'index.html'), editorPage(root, config.app_title, repo, newest));
  await writeFile(join(folder, 'config.yml'), cmsConfigYaml(config));
  // The bundle alone (its source map, 8 MB, is of no use to the owner), its fonts pointed at ours.
  await writeFile(join(folder, bundleFile), servedBundle());
  checkVendorVersions(bundleText);
  checkFontVersions(fonts);
  await writeVendor(folder, vendor);
  await writeFonts(folder, fonts);
}

/**
 * Serves /admin/ under `npm run dev` too, with a configuration made afresh on
 * each load, so the editor's "Work with Local Repository" edits this clone's
 * content/ folder (Chromium-based browsers: they have the File System Access API).
 */
export function adminPlugin(root: string): Plugin {
  return {
    name: 'admin',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const base = server.config.base;
        const path = new URL(request.url ?? '/', 'http://localhost').pathname;
        if (path === `${base}${adminFolder}`) {
          response.writeHead(301, { location: `${base}${adminFolder}/` });
          return response.end();
        }
        if (!path.startsWith(`${base}${adminFolder}/`)) return next();
        const file = path.slice(`${base}${adminFolder}/`.length);
        const local = server.resolvedUrls?.local[0];
        const site = {
          basePath: base,
          siteUrl: local ? new URL(local).origin : 'http://localhost:5173',
          noindex: true,
        };
        try {
          const repo = repositoryName(process.env, () => originUrl(root));
          if (file === '' || file === 'index.html' || file === 'config.yml') {
            const config = cmsConfig({ root, repo, site });
            const isConfig = file === 'config.yml';
            response.writeHead(200, {
              'content-type': isConfig
                ? 'application/yaml; charset=utf-8'
                : 'text/html; charset=utf-8',
            });
            return response.end(
              isConfig ? cmsConfigYaml(config) : editorPage(root, config.app_title, repo),
            );
          }
          if (file === bundleFile) {
            response.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8' });
            return response.end(servedBundle());
          }
          const font = file.startsWith('vendor/fonts/') && fontSource(fonts, file.slice(13));
          if (font) {
            response.writeHead(200, { 'content-type': 'font/woff2' });
            return response.end(readFileSync(font));
          }
          const vendorFile = file.startsWith('vendor/') && vendorSource(vendor, file.slice(7));
          if (vendorFile) {
            response.writeHead(200, {
              'content-type': vendorFile.endsWith('.wasm')
                ? 'application/wasm'
                : 'text/javascript; charset=utf-8',
            });
            return response.end(readFileSync(vendorFile));
          }
        } catch (error) {
          return next(error);
        }
        return next();
      });
    },
  };
}
