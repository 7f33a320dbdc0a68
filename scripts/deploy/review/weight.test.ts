// @vitest-environment node
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { fixtureSites } from './fixture-sites';
import { pageWeight, phoneCandidate } from './weight';

const { site } = fixtureSites('review-weight-');

const kB = (text: string | Buffer) => gzipSync(text).length / 1000;
const bytes = (count: number) => Buffer.alloc(count, 7);

describe('the weight of a first visit, from the build', () => {
  const html = `<!doctype html><html><head><link rel="stylesheet" href="/site/assets/index-a1.css">
<link rel="preload" href="/site/fonts/inter-latin-400-a1b2c3d4.woff2" as="font" type="font/woff2" crossorigin>
<script>addEventListener('load', () => import('/site/assets/index-a1.js'))</script></head><body>
<picture><source type="image/avif" srcset="/site/images/generated/hero-480w.avif 480w, /site/images/generated/hero-960w.avif 960w, /site/images/generated/hero-1440w.avif 1440w">
<img src="/site/images/hero.jpg" alt="" width="1600" height="900" loading="eager"></picture>
<img src="/site/images/later.jpg" alt="" width="10" height="10" loading="lazy">
<img src="/site/images/avatar.svg" alt="" width="96" height="96"></body></html>`;
  const files = {
    'index.html': html,
    'assets/index-a1.css': 'body{color:red}'.repeat(50),
    'assets/index-a1.js': 'import{a}from"./shared-b2.js";import("./lazy-c3.js");export const x=a;',
    'assets/shared-b2.js': 'export const a=1;'.repeat(40),
    'assets/lazy-c3.js': 'export const later=1;'.repeat(400),
    'images/generated/hero-480w.avif': bytes(480),
    'images/generated/hero-960w.avif': bytes(960),
    'images/generated/hero-1440w.avif': bytes(1440),
    'images/hero.jpg': bytes(5000),
    'images/later.jpg': bytes(9000),
    'images/avatar.svg': bytes(300),
    'fonts/inter-latin-400-a1b2c3d4.woff2': bytes(1400),
  };

  it('counts the HTML, the scripts and styles it names with their imports, gzipped, the fonts it preloads and its eager pictures as a phone picks them', () => {
    const dist = site(files);
    const weight = pageWeight(dist, '/site/', join(dist, 'index.html'));
    expect(weight.html).toBeCloseTo(kB(html), 6);
    expect(weight.css).toBeCloseTo(kB(files['assets/index-a1.css']), 6);
    // The entry and what it imports; not the chunk it loads on demand.
    expect(weight.js).toBeCloseTo(
      kB(files['assets/index-a1.js']) + kB(files['assets/shared-b2.js']),
      6,
    );
    // The hero's AVIF a 375 px phone at 2× picks (960 w), the avatar; not the lazy picture.
    expect(weight.images).toBeCloseTo((960 + 300) / 1000, 6);
    // The font it preloads, as it is sent.
    expect(weight.fonts).toBeCloseTo(1400 / 1000, 6);
    expect(weight.total).toBeCloseTo(
      weight.html + weight.css + weight.js + weight.fonts + weight.images,
      6,
    );
  });

  it('counts the chunk its app imports while it hydrates, given by address, with what that imports', () => {
    const dist = site({
      ...files,
      'assets/route-d4.js': 'import{a}from"./shared-b2.js";export const page=a;'.repeat(20),
    });
    const plain = pageWeight(dist, '/site/', join(dist, 'index.html'));
    const hydrating = pageWeight(dist, '/site/', join(dist, 'index.html'), [
      '/site/assets/route-d4.js',
      // Fetched twice (a preload and the import) or already named: counted once.
      '/site/assets/index-a1.js',
    ]);
    // The shared chunk it imports is the entry's already: only the route's own bytes are new.
    expect(hydrating.js).toBeCloseTo(
      plain.js + kB('import{a}from"./shared-b2.js";export const page=a;'.repeat(20)),
      6,
    );
    expect(hydrating.total).toBeCloseTo(plain.total + (hydrating.js - plain.js), 6);
  });

  it('is the same for the same build, every time', () => {
    const one = site(files);
    const other = site(files);
    expect(pageWeight(one, '/site/', join(one, 'index.html'))).toEqual(
      pageWeight(other, '/site/', join(other, 'index.html')),
    );
  });

  it('reads a picture written relative to a page below the root as the browser does', () => {
    const dist = site({
      'rule/index.html': '<!doctype html><img src="../images/a.svg" alt="" width="1" height="1">',
      'images/a.svg': bytes(700),
    });
    expect(pageWeight(dist, '/site/', join(dist, 'rule', 'index.html')).images).toBe(0.7);
  });

  it('picks the smallest size at least 750 px wide, or the widest there is', () => {
    expect(phoneCandidate('a.avif 320w, b.avif 800w, c.avif 1440w')).toBe('b.avif');
    expect(phoneCandidate('a.avif 320w, b.avif 480w')).toBe('b.avif');
    expect(phoneCandidate('')).toBeUndefined();
  });
});
