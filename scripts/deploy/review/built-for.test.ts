// @vitest-environment node
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { basePathOf, builtBasePath, missingFiles } from './built-for';
import { fixtureSites } from './fixture-sites';

const { site, folder } = fixtureSites('review-built-for-');

/** A site as the build makes it for `base`: a page naming its script, style and pictures there. */
function builtFor(base: string, extra: Record<string, string> = {}) {
  const page = `<!doctype html><html><head><link rel="icon" href="${base}favicon.svg">
<script>(function(e){})({modules:["${base}assets/start-a1.js"],script:"${base}assets/index-a1.js"})</script>
</head><body><picture><source srcset="${base}images/generated/hero-480w.webp 480w">
<img src="${base}images/hero.svg" alt="" width="10" height="10"></picture>
<img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" alt=""></body></html>`;
  return site({
    'index.html': page,
    'rule/index.html': page.replace(`${base}images/hero.svg`, '../images/hero.svg'),
    'manifest.webmanifest': JSON.stringify({ start_url: base, scope: base }),
    'favicon.svg': '<svg/>',
    'assets/start-a1.js': 'export{}',
    'assets/index-a1.js': 'export{}',
    'images/hero.svg': '<svg/>',
    'images/generated/hero-480w.webp': 'webp',
    ...extra,
  });
}

describe('what a build says about itself', () => {
  it('is read at the base path its manifest names, for a project site and a user site', () => {
    expect(builtBasePath(builtFor('/portfolio/'), '--head-path')).toBe('/portfolio/');
    expect(builtBasePath(builtFor('/'), '--head-path')).toBe('/');
    expect(basePathOf(builtFor('/portfolio/'), undefined, '--head-path')).toBe('/portfolio/');
  });

  it('has no base path when it has no pages (a first deploy), and is read at / then', () => {
    expect(builtBasePath(join(folder(), 'none'), '--base-path')).toBeUndefined();
    expect(basePathOf(join(folder(), 'none'), undefined, '--base-path')).toBe('/');
  });

  it('holds every file its pages name at its own base, and none at another', () => {
    const dist = builtFor('/portfolio/');
    expect(missingFiles(dist, '/portfolio/')).toEqual([]);
    const elsewhere = missingFiles(dist, '/');
    // The icon, the app's chunk and script, and both pictures of each page; never the data: picture.
    expect(elsewhere.filter(({ page }) => page === '/').map(({ address }) => address)).toEqual(
      expect.arrayContaining([
        '/portfolio/favicon.svg',
        '/portfolio/assets/start-a1.js',
        '/portfolio/assets/index-a1.js',
        '/portfolio/images/hero.svg',
        '/portfolio/images/generated/hero-480w.webp',
      ]),
    );
    expect(elsewhere.some(({ address }) => address.startsWith('data:'))).toBe(false);
    // A chunk the loader names and the build lacks is missing, as the minified loader writes it.
    const withoutChunk = builtFor('/portfolio/');
    rmSync(join(withoutChunk, 'assets', 'start-a1.js'));
    expect(missingFiles(withoutChunk, '/portfolio/').map(({ address }) => address)).toContain(
      '/portfolio/assets/start-a1.js',
    );
  });

  it('stops a review of a build read at another base, naming the build, pages, files and what to do', () => {
    const dist = builtFor('/portfolio/');
    expect(() => basePathOf(dist, '/', '--head-path')).toThrow(
      new RegExp(
        `${dist.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}, read at /, does not hold \\d+ file\\(s\\) its pages name:\\n  / names /portfolio/[^]*built for /portfolio/, not /: leave --head-path out`,
      ),
    );
  });

  it('stops a review of a build whose pages name a file it does not hold', () => {
    const dist = builtFor('/', { 'assets/index-a1.js': '' });
    const withoutScript = site({
      'index.html': '<!doctype html><script type="module" src="/assets/gone-b2.js"></script>',
      'manifest.webmanifest': JSON.stringify({ scope: '/' }),
    });
    expect(basePathOf(dist, undefined, '--head-path')).toBe('/');
    expect(() => basePathOf(withoutScript, undefined, '--head-path')).toThrow(
      /does not hold 1 file\(s\) its pages name:\n {2}\/ names \/assets\/gone-b2\.js\nrebuild it/,
    );
  });

  it('reads the app’s files from its loader alone, never from the words of a page', () => {
    const dist = builtFor('/', {
      'notes/index.html':
        '<!doctype html><p>The boot code is in \'firmware/assets/boot.js\' and "assets/x.css".</p>',
    });
    expect(missingFiles(dist, '/')).toEqual([]);
  });

  it('only warns of the base’s missing files when asked to (the live site), and goes on', () => {
    const dist = builtFor('/portfolio/');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      expect(basePathOf(dist, '/', '--base-path', { warnOnly: true })).toBe('/');
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('does not hold'));
    } finally {
      warn.mockRestore();
    }
  });

  it('names the missing files even where an override meets a build with no manifest', () => {
    const dist = site({ 'index.html': '<!doctype html><img src="/gone.svg" alt="">' });
    expect(() => basePathOf(dist, '/', '--head-path')).toThrow(
      /does not hold 1 file\(s\)[^]*\/gone\.svg/,
    );
  });

  it('says which option to use for a build with pages and no manifest', () => {
    const dist = site({ 'index.html': '<!doctype html><p>Hi</p>' });
    expect(() => builtBasePath(dist, '--base-path')).toThrow(
      /no readable manifest\.webmanifest[^]*give it with --base-path \/<repo>\//,
    );
  });
});
