/**
 * Code the form editor fetches from unpkg.com when it needs it, served from
 * the site instead. Sveltia CMS re-encodes each uploaded photo as WebP
 * (admin.ts, `transformations`: that is what drops a phone's EXIF and GPS
 * position and caps its size). Where the browser cannot encode WebP itself
 * (Safari: every iPhone and iPad browser), it imports the jSquash encoder from
 * unpkg.com. The editor's CSP refuses unpkg.com (nothing leaves the site), and
 * without the encoder Safari hands back a PNG several times the photo's size.
 *
 * An import map (https://html.spec.whatwg.org/multipage/webappapis.html#import-maps)
 * sends that exact unpkg address, and the encoder's own bare import, to copies
 * under /admin/vendor/, taken from npm like the editor itself. The version is
 * read from the editor's bundle, and the build stops if our copy is another.
 *
 *   dist/admin/vendor/jsquash-webp/…          @jsquash/webp's encoder and its WebAssembly
 *   dist/admin/vendor/wasm-feature-detect/…   the one module it imports
 *   dist/admin/vendor/fonts/…                 its three web fonts (vendorFonts, below)
 */
import { existsSync, readFileSync } from 'node:fs';
import { copyFile, mkdir } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);

/** A package's folder in node_modules (found from its package.json, which these export). */
function installedFolder(name: string): string {
  return dirname(require.resolve(`${name}/package.json`));
}

/** The version of `name` in node_modules, or null where it is not installed. */
function installedVersion(name: string): string | null {
  try {
    return (
      JSON.parse(readFileSync(join(installedFolder(name), 'package.json'), 'utf8')) as {
        version: string;
      }
    ).version;
  } catch {
    return null;
  }
}

/** The version of `name` a bundle of Sveltia CMS imports from unpkg.com (as it reads it: "^1.5.0" → "1.5.0"). */
export function importedVersion(bundle: string, name: string): string {
  const declared = new RegExp(`"${name.replace(/[/.]/g, '\\$&')}":\`([^\`]+)\``).exec(bundle)?.[1];
  if (!declared)
    throw new Error(
      `The form editor's bundle no longer names ${name}: look at how it encodes WebP now (scripts/site/admin/vendor.ts)`,
    );
  return declared.replace(/^\D/, '');
}

/** One package served under vendor/: what the editor asks for, and the files it needs. */
export interface VendorModule {
  name: string;
  /** The folder under vendor/. */
  folder: string;
  /** The address the editor imports, as it writes it. */
  specifier: string;
  /** The file that address stands for, in the package. */
  entry: string;
  /** Every file the entry loads (modules and WebAssembly), and the licence. */
  files: string[];
}

/** What the editor in `bundle` imports for WebP, and the encoder's own import. */
export function vendorModules(bundle: string): VendorModule[] {
  const webp = importedVersion(bundle, '@jsquash/webp');
  return [
    {
      name: '@jsquash/webp',
      folder: 'jsquash-webp',
      specifier: `https://unpkg.com/@jsquash/webp@${webp}/encode.js?module`,
      entry: 'encode.js',
      files: [
        'encode.js',
        'meta.js',
        'utils.js',
        'codec/enc/webp_enc.js',
        'codec/enc/webp_enc.wasm',
        'codec/enc/webp_enc_simd.js',
        'codec/enc/webp_enc_simd.wasm',
        'LICENSE',
      ],
    },
    {
      name: 'wasm-feature-detect',
      folder: 'wasm-feature-detect',
      specifier: 'wasm-feature-detect',
      entry: 'dist/esm/index.js',
      files: ['dist/esm/index.js', 'LICENSE'],
    },
  ];
}

/** Stops the build where our copy of a package is not the version the editor imports. */
export function checkVendorVersions(bundle: string): void {
  const wanted = importedVersion(bundle, '@jsquash/webp');
  const installed = installedVersion('@jsquash/webp');
  if (installed !== wanted)
    throw new Error(
      `The form editor imports @jsquash/webp ${wanted}, and node_modules has ${installed}: run npm install --save-dev --save-exact @jsquash/webp@${wanted}`,
    );
}

/** The import map the editor's page carries: each address it imports, to our copy. */
export function importMap(modules: VendorModule[]): string {
  return JSON.stringify({
    imports: Object.fromEntries(
      modules.map(({ specifier, folder, entry }) => [specifier, `./vendor/${folder}/${entry}`]),
    ),
  });
}

/** The file in node_modules for a path under vendor/ ("jsquash-webp/encode.js"), if it is one we serve. */
export function vendorSource(modules: VendorModule[], path: string): string | undefined {
  const module = modules.find(({ folder }) => path.startsWith(`${folder}/`));
  const file = module && path.slice(module.folder.length + 1);
  if (!module || !file || !module.files.includes(file)) return undefined;
  const source = join(installedFolder(module.name), file);
  return existsSync(source) ? source : undefined;
}

/** Copies every vendor file into `folder`/vendor/. */
export async function writeVendor(folder: string, modules: VendorModule[]): Promise<void> {
  for (const module of modules)
    for (const file of module.files) {
      const target = join(folder, 'vendor', module.folder, file);
      await mkdir(dirname(target), { recursive: true });
      await copyFile(join(installedFolder(module.name), file), target);
    }
}

/**
 * The editor's web fonts (Source Sans 3, Noto Mono, and Material Symbols, whose
 * ligatures draw every icon). Its bundle names them on jsDelivr's Fontsource
 * mirror, which serves the files of Fontsource's npm packages: the build
 * takes the same files from npm, serves them under vendor/fonts/ and points
 * the bundle's @font-face rules there (withOwnFonts), so /admin/ fetches
 * nothing from another host and its CSP names none for fonts.
 */
export interface VendorFont {
  /** The address in the bundle. */
  url: string;
  /** The npm package that holds the file, and its version (the one in the address). */
  name: string;
  version: string;
  /** The file in that package, and its name under vendor/fonts/ (with the version: Pages caches for 10 minutes). */
  file: string;
  target: string;
}

const fontsourceUrl =
  /https:\/\/cdn\.jsdelivr\.net\/fontsource\/fonts\/([a-z0-9-]+)(:vf)?@(\d+\.\d+\.\d+)\/([a-z0-9-]+\.woff2)/g;

/** Each web font the editor's bundle loads from jsDelivr: "source-sans-3:vf@5.3.0/latin-wght-normal.woff2" is @fontsource-variable/source-sans-3's files/source-sans-3-latin-wght-normal.woff2. */
export function vendorFonts(bundle: string): VendorFont[] {
  const fonts = new Map<string, VendorFont>();
  for (const [url, id, variable, version, file] of bundle.matchAll(fontsourceUrl))
    fonts.set(url, {
      url,
      name: `@fontsource${variable ? '-variable' : ''}/${id}`,
      version: version!,
      file: `files/${id}-${file}`,
      target: `${id}-${version}-${file}`,
    });
  return [...fonts.values()];
}

/**
 * The bundle with its fonts served by the site: each jsDelivr address becomes
 * vendor/fonts/<file>, relative to /admin/ (the page's own address, which
 * @font-face rules in the page's <style> elements resolve against). The build
 * stops if the bundle still names jsDelivr after that, or names none of the
 * fonts: a new version of the editor loads something else from there.
 */
export function withOwnFonts(bundle: string, fonts: VendorFont[] = vendorFonts(bundle)): string {
  if (fonts.length === 0)
    throw new Error(
      "The form editor's bundle names no Fontsource font on jsDelivr any more: look at how it loads its fonts now (scripts/site/admin/vendor.ts)",
    );
  let own = bundle;
  for (const { url, target } of fonts) own = own.replaceAll(url, `vendor/fonts/${target}`);
  const left = /https:\/\/cdn\.jsdelivr\.net\/[^\s'"`)]*/.exec(own)?.[0];
  if (left)
    throw new Error(
      `The form editor's bundle loads ${left} from jsDelivr, which /admin/ does not serve: add it to scripts/site/admin/vendor.ts`,
    );
  return own;
}

/** Stops the build where a font package is missing or not the version the editor names. */
export function checkFontVersions(fonts: VendorFont[]): void {
  for (const { name, version } of fonts) {
    const installed = installedVersion(name);
    if (installed !== version)
      throw new Error(
        `The form editor loads ${name} ${version}, and node_modules has ${installed ?? 'none'}: run npm install --save-dev --save-exact ${name}@${version}`,
      );
  }
}

/** The file in node_modules for a font under vendor/fonts/ ("source-sans-3-latin-wght-normal.woff2"), if it is one we serve. */
export function fontSource(fonts: VendorFont[], target: string): string | undefined {
  const font = fonts.find((font) => font.target === target);
  return font && fontFile(font);
}

/** A font's file in its package in node_modules. */
function fontFile(font: VendorFont): string {
  return join(installedFolder(font.name), font.file);
}

/** Copies every font into `folder`/vendor/fonts/, each with its package's licence (the SIL Open Font License asks for it). */
export async function writeFonts(folder: string, fonts: VendorFont[]): Promise<void> {
  await mkdir(join(folder, 'vendor', 'fonts'), { recursive: true });
  for (const font of fonts) {
    await copyFile(fontFile(font), join(folder, 'vendor', 'fonts', font.target));
    await copyFile(
      join(installedFolder(font.name), 'LICENSE'),
      join(folder, 'vendor', 'fonts', `${font.name.split('/')[1]}-${font.version}-LICENSE.txt`),
    );
  }
}
