// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { appIconSvg, homeCardSvg } from '../illustrations/social';
import { robots, sitemap, svgToPng, webManifest } from './site-assets';

const config = { basePath: '/portfolio/', siteUrl: 'https://owner.github.io', noindex: false };

/** Width and height from a PNG's IHDR chunk. */
const pngSize = (png: Buffer) => ({ width: png.readUInt32BE(16), height: png.readUInt32BE(20) });

describe('site assets', () => {
  it('draws the link-preview card at 1200 × 630 and icons at their sizes', () => {
    expect(pngSize(svgToPng(homeCardSvg(), 1200))).toEqual({ width: 1200, height: 630 });
    expect(pngSize(svgToPng(appIconSvg(), 180))).toEqual({ width: 180, height: 180 });
  });

  it('draws the card text with the bundled fonts (it has ink where the name is)', () => {
    const withText = svgToPng(homeCardSvg(), 1200).length;
    const withoutText = svgToPng(homeCardSvg().replace(/<text[\s\S]*?<\/text>/g, ''), 1200).length;
    expect(withText).toBeGreaterThan(withoutText + 2000);
  });

  it('writes a manifest scoped to the base', () => {
    const manifest = JSON.parse(webManifest(config, 'Jordan Avery', 'x')) as {
      start_url: string;
      icons: Array<{ src: string }>;
    };
    expect(manifest.start_url).toBe('/portfolio/');
    expect(manifest.icons.map((icon) => icon.src)).toContain('/portfolio/icons/icon-512.png');
  });

  it('lists the pages in the sitemap and points robots.txt at it; previews are disallowed', () => {
    expect(
      sitemap(
        ['https://owner.github.io/portfolio/', 'https://owner.github.io/portfolio/pcbrule'],
        '2026-11-22',
      ),
    ).toMatch(
      /<loc>https:\/\/owner\.github\.io\/portfolio\/pcbrule<\/loc><lastmod>2026-11-22<\/lastmod>/,
    );
    expect(robots(config)).toContain('Sitemap: https://owner.github.io/portfolio/sitemap.xml');
    expect(robots({ ...config, noindex: true })).toBe('User-agent: *\nDisallow: /\n');
  });
});
