// @vitest-environment node
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { sveltiaBundle } from './page';
import {
  checkVendorVersions,
  importedVersion,
  importMap,
  vendorModules,
  vendorSource,
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
