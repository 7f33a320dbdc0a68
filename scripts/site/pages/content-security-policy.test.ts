// @vitest-environment node
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, inlineBlocks, withSecurityPolicy } from './content-security-policy';

const page =
  '<!doctype html><html><head><meta charset="UTF-8" /><script>a()</script><script type="application/ld+json">{"x":1}</script>' +
  '<style>b{}</style><script type="module" crossorigin src="/x.js"></script></head><body><script>c()</script></body></html>';
const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('Content-Security-Policy', () => {
  it('hashes the inline scripts that run and the inline styles, not JSON-LD or external scripts', () => {
    expect(inlineBlocks(page)).toEqual({ scripts: ['a()', 'c()'], styles: ['b{}'] });
    const policy = contentSecurityPolicy(page);
    expect(policy).toContain(`script-src 'self' ${hash('a()')} ${hash('c()')};`);
    expect(policy).toContain(`style-src 'self' ${hash('b{}')};`);
  });

  it('allows only our origin, the YouTube player frame, and nothing else', () => {
    const policy = contentSecurityPolicy(page);
    for (const directive of [
      "default-src 'self'",
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'none'",
      'frame-src https://www.youtube-nocookie.com',
    ]) {
      expect(policy).toContain(directive);
    }
    expect(policy).not.toMatch(/unsafe-inline|unsafe-eval|\*/);
  });

  it('goes right after the charset, with a referrer policy', () => {
    const html = withSecurityPolicy(page);
    expect(html).toMatch(
      /<meta charset="UTF-8" \/><meta http-equiv="Content-Security-Policy" content="[^"]+" \/>\n {4}<meta name="referrer" content="strict-origin-when-cross-origin" \/>/,
    );
    expect(() => withSecurityPolicy('<html><head></head></html>')).toThrow(/charset/);
  });
});
