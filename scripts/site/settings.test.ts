// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { parseBasePath } from '../../src/lib/paths';
import { baseSegments, isPublicSiteUrl, parseSiteUrl, readSiteConfig } from './settings';

describe('BASE_PATH', () => {
  it.each([
    [undefined, '/'],
    ['', '/'],
    ['/', '/'],
    ['/portfolio', '/portfolio/'],
    ['/portfolio/', '/portfolio/'],
    ['/repo/pr-preview/pr-12/', '/repo/pr-preview/pr-12/'],
  ])('%s → %s', (raw, base) => expect(parseBasePath(raw)).toBe(base));

  it.each(['portfolio/', '/a/../b/', '/a b/', 'https://x.example/', '/<script>/'])(
    'refuses %s',
    (raw) => {
      expect(() => parseBasePath(raw)).toThrow(/BASE_PATH/);
    },
  );

  it('counts the segments the 404 redirect keeps', () => {
    expect(baseSegments('/')).toBe(0);
    expect(baseSegments('/portfolio/')).toBe(1);
    expect(baseSegments('/repo/pr-preview/pr-3/')).toBe(3);
  });
});

describe('SITE_URL and SITE_NOINDEX', () => {
  it('takes an origin and drops a trailing slash', () => {
    expect(parseSiteUrl('https://owner.github.io/')).toBe('https://owner.github.io');
    expect(parseSiteUrl(undefined)).toBe('http://localhost:4173');
  });

  it.each([
    'owner.github.io',
    'ftp://x.example',
    'https://x.example/portfolio/',
    'https://x.example/?a=1',
  ])('refuses %s', (raw) => {
    expect(() => parseSiteUrl(raw)).toThrow(/SITE_URL/);
  });

  it('knows a published address from this machine’s, the default a build without SITE_URL has', () => {
    expect(isPublicSiteUrl(readSiteConfig({}).siteUrl)).toBe(false);
    for (const local of ['http://localhost:5173', 'http://127.0.0.1:4173', 'http://[::1]:4173'])
      expect(isPublicSiteUrl(parseSiteUrl(local)), local).toBe(false);
    for (const published of ['https://owner.github.io', 'https://portfolio.example.org'])
      expect(isPublicSiteUrl(parseSiteUrl(published)), published).toBe(true);
  });

  it('marks previews noindex only when asked', () => {
    expect(readSiteConfig({ SITE_NOINDEX: 'true' }).noindex).toBe(true);
    expect(readSiteConfig({}).noindex).toBe(false);
  });

  it('takes the commit a preview is built from, as a commit id only', () => {
    expect(readSiteConfig({ SITE_COMMIT: ' 3F2C1AB ' }).commit).toBe('3f2c1ab');
    expect(readSiteConfig({})).not.toHaveProperty('commit');
    for (const raw of ['main', '3f2c', 'x'.repeat(40), '3f2c1ab; rm -rf /'])
      expect(() => readSiteConfig({ SITE_COMMIT: raw }), raw).toThrow(/SITE_COMMIT/);
  });
});
