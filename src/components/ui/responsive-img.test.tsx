import { render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ResponsiveImg } from './responsive-img';

// The sizes the build reads from the files (scripts/site/images/sizes-plugin.ts), for made-up files.
vi.mock('../../lib/image-size', () => ({
  imageSize: (file: string) =>
    ({ 'me.jpg': { width: 1000, height: 1000 }, 'rule.svg': { width: 100, height: 50 } })[file],
}));

afterEach(() => vi.unstubAllEnvs());

describe('ResponsiveImg', () => {
  it('offers a built photo as AVIF and WebP at each width', () => {
    vi.stubEnv('DEV', false);
    const { container } = render(
      <ResponsiveImg picture={{ file: 'me.jpg', alt: 'Me' }} sizes="8rem" />,
    );
    const sources = [...container.querySelectorAll('picture > source')];
    expect(sources.map((source) => source.getAttribute('type'))).toEqual([
      'image/avif',
      'image/webp',
    ]);
    // Each standard width below the photo's own, then its own (1000 px here).
    expect(sources[0]!.getAttribute('srcset')).toBe(
      [160, 320, 480, 960, 1000].map((w) => `/images/generated/me-${w}w.avif ${w}w`).join(', '),
    );
    expect(sources[1]!.getAttribute('sizes')).toBe('8rem');
    expect(container.querySelector('picture > img')).toHaveAttribute('src', '/images/me.jpg');
  });

  it('uses a drawing as it is', () => {
    vi.stubEnv('DEV', false);
    const { container } = render(
      <ResponsiveImg picture={{ file: 'rule.svg', alt: 'Rule' }} sizes="100vw" />,
    );
    expect(container.querySelector('picture')).toBeNull();
    expect(container.querySelector('img')).toHaveAttribute('width', '100');
    expect(container.querySelector('img')).toHaveAttribute('height', '50');
  });

  it('gives the size the build read from the file, so the page never shifts', () => {
    const { container } = render(
      <ResponsiveImg picture={{ file: 'me.jpg', alt: 'Me' }} sizes="8rem" />,
    );
    expect(container.querySelector('img')).toHaveAttribute('width', '1000');
    expect(container.querySelector('img')).toHaveAttribute('height', '1000');
  });
});
