// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { spaRedirectTarget, spaRestoredPath } from './spa-redirect';

const at = (href: string) => {
  const { protocol, host, pathname, search, hash } = new URL(href);
  return { protocol, host, pathname, search, hash };
};

/** The full round trip: 404.html redirects, the root page restores. */
function roundTrip(href: string, keep: number): string | null {
  const landing = at(spaRedirectTarget(at(href), keep));
  const restored = spaRestoredPath(landing);
  return restored === null ? null : new URL(restored, `${landing.protocol}//${landing.host}`).href;
}

describe('spaRedirectTarget (404.html)', () => {
  it('moves the path, query and hash into the query of the base folder', () => {
    expect(spaRedirectTarget(at('https://o.github.io/portfolio/pcbrule/x?a=1&b=2#h'), 1)).toBe(
      'https://o.github.io/portfolio/?/pcbrule/x&a=1~and~b=2#h',
    );
    expect(spaRedirectTarget(at('https://example.com/pcbrule'), 0)).toBe(
      'https://example.com/?/pcbrule',
    );
  });

  it('keeps as many base segments as the base has (a preview has three)', () => {
    expect(spaRedirectTarget(at('https://o.github.io/repo/pr-preview/pr-7/nope'), 3)).toBe(
      'https://o.github.io/repo/pr-preview/pr-7/?/nope',
    );
  });

  it('always stays on the same origin, whatever the path holds', () => {
    for (const path of [
      '//evil.example/x',
      '/\\evil.example',
      '/portfolio//evil.example/',
      '/%2F%2Fevil.example',
    ]) {
      const target = new URL(spaRedirectTarget(at(`https://o.github.io${path}`), 1));
      expect(target.origin, path).toBe('https://o.github.io');
    }
  });
});

describe('spaRestoredPath (root page)', () => {
  it('does nothing on an ordinary visit', () => {
    expect(spaRestoredPath(at('https://o.github.io/portfolio/'))).toBeNull();
    expect(spaRestoredPath(at('https://o.github.io/portfolio/?ref=cv'))).toBeNull();
  });

  it('restores path, query and hash', () => {
    expect(roundTrip('https://o.github.io/portfolio/pcbrule/x?a=1&b=x%26y#h', 1)).toBe(
      'https://o.github.io/portfolio/pcbrule/x?a=1&b=x%26y#h',
    );
    expect(roundTrip('https://example.com/a/b?q=~and~#z', 0)).toBe('https://example.com/a/b?q=&#z');
  });

  it('never produces an address on another origin', () => {
    for (const search of [
      '?//evil.example/x',
      '?/\\\\evil.example',
      '?/\\/evil.example',
      '?///evil.example&a=1',
    ]) {
      const restored = spaRestoredPath(at(`https://o.github.io/portfolio/${search}`))!;
      expect(new URL(restored, 'https://o.github.io').origin, search).toBe('https://o.github.io');
      expect(restored.startsWith('/portfolio/'), search).toBe(true);
    }
  });
});
