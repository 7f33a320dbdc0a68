// @vitest-environment node
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { sveltiaBundle } from './page';
import {
  checkFontVersions,
  checkVendorVersions,
  fontSource,
  importedVersion,
  importMap,
  vendorFonts,
  vendorModules,
  vendorSource,
  withOwnFonts,
} from './vendor';

const require = createRequire(import.meta.url);

/** A bundle as Sveltia CMS writes its dependency list. */
const bundle = (version: string) =>
  `let x={"@discourse/heic":\`^1.0.0\`,"@jsquash/webp":\`${version}\`};`;

describe('the editor’s vendor modules', () => {
  it('reads the encoder’s version the way the editor does, and stops when the bundle names none', () => {
    expect(importedVersion(bundle('^1.5.0'), '@jsquash/webp')).toBe('1.5.0');
    expect(importedVersion(bundle('1.6.2'), '@jsquash/webp')).toBe('1.6.2');
    expect(() => importedVersion('let x={}', '@jsquash/webp')).toThrow(
      "The form editor's bundle no longer names @jsquash/webp: look at how it encodes WebP now (scripts/site/admin/vendor.ts)",
    );
  });

  it('maps the exact unpkg address and the bare import to the copies', () => {
    expect(JSON.parse(importMap(vendorModules(bundle('^1.5.0'))))).toEqual({
      imports: {
        'https://unpkg.com/@jsquash/webp@1.5.0/encode.js?module': './vendor/jsquash-webp/encode.js',
        'wasm-feature-detect': './vendor/wasm-feature-detect/dist/esm/index.js',
      },
    });
  });

  it('serves the files it lists, and nothing else of node_modules', () => {
    const modules = vendorModules(bundle('^1.5.0'));
    expect(vendorSource(modules, 'jsquash-webp/codec/enc/webp_enc.wasm')).toMatch(
      /node_modules\/@jsquash\/webp\/codec\/enc\/webp_enc\.wasm$/,
    );
    for (const path of [
      'jsquash-webp/package.json',
      'jsquash-webp/../../package.json',
      'jsquash-webp/decode.js',
      'other/encode.js',
    ])
      expect(vendorSource(modules, path), path).toBeUndefined();
  });

  it('stops the build when the installed encoder is not the one the editor imports', () => {
    const installed = (
      JSON.parse(readFileSync(require.resolve('@jsquash/webp/package.json'), 'utf8')) as {
        version: string;
      }
    ).version;
    expect(() => checkVendorVersions(readFileSync(sveltiaBundle, 'utf8'))).not.toThrow();
    expect(() => checkVendorVersions(bundle('^9.9.9'))).toThrow(
      `The form editor imports @jsquash/webp 9.9.9, and node_modules has ${installed}: run npm install --save-dev --save-exact @jsquash/webp@9.9.9`,
    );
  });
});

/** A bundle's @font-face rules as Sveltia CMS writes them (the variable font, a static one). */
const fontRules = (version = '5.3.0') =>
  `@font-face {font-family:'Source Sans 3';src:url(https://cdn.jsdelivr.net/fontsource/fonts/source-sans-3:vf@${version}/latin-wght-normal.woff2) format('woff2-variations');}` +
  `@font-face {font-family:'Noto Mono';src:url(https://cdn.jsdelivr.net/fontsource/fonts/noto-mono@5.3.0/latin-400-normal.woff2) format('woff2');}` +
  `@font-face {font-family:'Noto Mono';src:url(https://cdn.jsdelivr.net/fontsource/fonts/noto-mono@5.3.0/latin-400-normal.woff2) format('woff2');}`;

describe('the editor’s web fonts', () => {
  it('finds each font on jsDelivr’s Fontsource mirror as a file of its npm package', () => {
    expect(vendorFonts(fontRules())).toEqual([
      {
        url: 'https://cdn.jsdelivr.net/fontsource/fonts/source-sans-3:vf@5.3.0/latin-wght-normal.woff2',
        name: '@fontsource-variable/source-sans-3',
        version: '5.3.0',
        file: 'files/source-sans-3-latin-wght-normal.woff2',
        target: 'source-sans-3-5.3.0-latin-wght-normal.woff2',
      },
      {
        url: 'https://cdn.jsdelivr.net/fontsource/fonts/noto-mono@5.3.0/latin-400-normal.woff2',
        name: '@fontsource/noto-mono',
        version: '5.3.0',
        file: 'files/noto-mono-latin-400-normal.woff2',
        target: 'noto-mono-5.3.0-latin-400-normal.woff2',
      },
    ]);
  });

  it('points every address at vendor/fonts/, and stops where the bundle loads anything else from jsDelivr', () => {
    expect(withOwnFonts(fontRules())).toBe(
      `@font-face {font-family:'Source Sans 3';src:url(vendor/fonts/source-sans-3-5.3.0-latin-wght-normal.woff2) format('woff2-variations');}` +
        `@font-face {font-family:'Noto Mono';src:url(vendor/fonts/noto-mono-5.3.0-latin-400-normal.woff2) format('woff2');}`.repeat(
          2,
        ),
    );
    expect(() =>
      withOwnFonts(`${fontRules()}import('https://cdn.jsdelivr.net/npm/x@1/x.js')`),
    ).toThrow(
      "The form editor's bundle loads https://cdn.jsdelivr.net/npm/x@1/x.js from jsDelivr, which /admin/ does not serve: add it to scripts/site/admin/vendor.ts",
    );
    expect(() => withOwnFonts('let css=""')).toThrow(/names no Fontsource font/);
  });

  it('serves the installed files of the editor’s own bundle, at the versions it names', () => {
    const fonts = vendorFonts(readFileSync(sveltiaBundle, 'utf8'));
    expect(fonts.length).toBeGreaterThan(0);
    expect(() => checkFontVersions(fonts)).not.toThrow();
    for (const { target } of fonts)
      expect(readFileSync(fontSource(fonts, target)!).subarray(0, 4).toString(), target).toBe(
        'wOF2',
      );
    expect(fontSource(fonts, '../package.json')).toBeUndefined();
    expect(() => checkFontVersions(vendorFonts(fontRules('9.9.9')))).toThrow(
      /loads @fontsource-variable\/source-sans-3 9\.9\.9, and node_modules has 5\.3\.0: run npm install --save-dev --save-exact @fontsource-variable\/source-sans-3@9\.9\.9/,
    );
  });
});
