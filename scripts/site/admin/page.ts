/**
 * The form editor's page (dist/admin/index.html) and what it loads: the
 * editor's prebuilt bundle from its npm package, served from our own origin
 * under a name with its version, the import map that sends the WebP encoder
 * it would fetch from unpkg.com to our copy (./vendor.ts), and the page's own
 * Content-Security-Policy.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { escapeMarkup } from '../../shared/escape-markup.ts';
import { importMap, vendorFonts, vendorModules, withOwnFonts } from './vendor.ts';

const require = createRequire(import.meta.url);

/** The editor's package folder (its package.json is not exported, so found from its entry point). */
function packageFolder(name: string): string {
  let folder = dirname(require.resolve(name));
  while (!existsSync(join(folder, 'package.json')) && dirname(folder) !== folder)
    folder = dirname(folder);
  return folder;
}
const sveltiaFolder = packageFolder('@sveltia/cms');
/** The editor's version, pinned exactly in package.json (it releases often). */
export const sveltiaVersion = (
  JSON.parse(readFileSync(join(sveltiaFolder, 'package.json'), 'utf8')) as { version: string }
).version;
/** Its prebuilt browser bundle (one IIFE file, no chunks to load). */
export const sveltiaBundle = join(sveltiaFolder, 'dist', 'sveltia-cms.js');
/** Named by version, so that an upgrade reaches browsers at once despite Pages' 10-minute cache. */
export const bundleFile = `sveltia-cms-${sveltiaVersion}.js`;
/** The bundle's text, read once: what it loads from elsewhere is found in it. */
export const bundleText = readFileSync(sveltiaBundle, 'utf8');
/** What the bundle would fetch from unpkg.com, served from vendor/ instead, and the page's map to it. */
export const vendor = vendorModules(bundleText);
export const adminImportMap = importMap(vendor);
/** The web fonts the bundle would fetch from jsDelivr, served from vendor/fonts/ instead. */
export const fonts = vendorFonts(bundleText);
/** The bundle as /admin/ serves it: its fonts from the site (withOwnFonts). Made when first asked for. */
export const servedBundle = () => withOwnFonts(bundleText, fonts);

/**
 * The editor's Content-Security-Policy: only what it needs, each source for a
 * reason found by driving it in Chromium (e2e/admin.e2e.ts records every request).
 */
export const adminCspSources = {
  'default-src': ["'self'"],
  // The editor's bundle, from our origin, and the import map that sends its
  // WebP encoder's unpkg.com address to our copy (vendor.ts), by hash;
  // that encoder is WebAssembly, which needs 'wasm-unsafe-eval' (it allows
  // compiling WebAssembly, not eval). Other code it would fetch from unpkg.com
  // on demand (a syntax highlighter, a map, a HEIC converter) is refused: none
  // of our fields uses those.
  'script-src': [
    "'self'",
    `'sha256-${createHash('sha256').update(adminImportMap).digest('base64')}'`,
    "'wasm-unsafe-eval'",
  ],
  // Svelte puts each component's styles in a <style> element and sets style
  // attributes as it renders: 'unsafe-inline' is the only way for a
  // prebuilt Svelte app (no nonce, and the styles are made at run time).
  // Styles cannot run code; scripts stay 'self' only.
  'style-src': ["'self'", "'unsafe-inline'"],
  // Its three web fonts (Source Sans 3, Noto Mono, and Material Symbols, whose
  // ligatures draw every icon), which its bundle names on jsDelivr, come from
  // our own vendor/fonts/ (vendor.ts, withOwnFonts).
  'font-src': ["'self'"],
  // Pictures from the repository are shown as blob: URLs (read through the
  // API), its own icons as data: URLs, and the signed-in user's avatar from GitHub.
  'img-src': ["'self'", 'data:', 'blob:', 'https://avatars.githubusercontent.com'],
  'media-src': ["'self'", 'blob:'],
  // config.yml from our origin; GitHub's REST and GraphQL APIs; data: and
  // blob: URLs it reads back itself (its logo, pictures being uploaded).
  // Refused, so that opening the page sends nothing to another host: its
  // outage check (githubstatus.com, asked as the page opens and every five
  // minutes after; refused, it shows no banner) and its hourly update check
  // (unpkg.com/@sveltia/cms/package.json; for a version pinned in
  // package.json it only logs, and Dependabot does the upgrading).
  'connect-src': ["'self'", 'data:', 'blob:', 'https://api.github.com'],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'none'"],
  'frame-src': ["'none'"],
  'worker-src': ["'none'"],
  'manifest-src': ["'none'"],
} satisfies Record<string, string[]>;

export function adminContentSecurityPolicy(): string {
  return Object.entries(adminCspSources)
    .map(([directive, sources]) => `${directive} ${sources.join(' ')}`)
    .join('; ');
}

/**
 * The start of every page under /admin/, up to its <title>: its policy (the editor's own),
 * no search engine, no referrer to another host.
 */
export function adminHead(title: string): string {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta http-equiv="Content-Security-Policy" content="${adminContentSecurityPolicy()}" />
    <meta name="referrer" content="same-origin" />
    <meta name="robots" content="noindex, nofollow" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${escapeMarkup(title)}</title>`;
}

/** The editor's page: it loads config.yml beside it and the bundle, and maps its encoder to ours. */
export function adminPage(title: string): string {
  return `${adminHead(title)}
    <link rel="cms-config-url" type="application/yaml" href="config.yml" />
    <script type="importmap">${adminImportMap}</script>
  </head>
  <body>
    <script src="${bundleFile}"></script>
  </body>
</html>
`;
}
