// @vitest-environment node
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  contentSecurityPolicy,
  inlineBlocks,
  modelViewerSources,
  modelViewerStyle,
  withSecurityPolicy,
} from './content-security-policy';
import { giscusOrigin } from '../../../src/lib/other-hosts';

const page =
  '<!doctype html><html><head><meta charset="UTF-8" /><script>a()</script><script type="application/ld+json">{"x":1}</script>' +
  '<style>b{}</style><script type="module" crossorigin src="/x.js"></script></head><body><script>c()</script>' +
  '<script type="application/json" id="router-data">{"loaderData":{}}</script></body></html>';
const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('Content-Security-Policy', () => {
  it('hashes the inline scripts that run and the inline styles, not data blocks or external scripts', () => {
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

  it('lets fonts come from data: only where the page writes a face into itself', () => {
    const fontSrc = (html: string) =>
      contentSecurityPolicy(html)
        .split('; ')
        .find((part) => part.startsWith('font-src '));
    expect(fontSrc(page)).toBe("font-src 'self'");
    const withFace = page.replace(
      '<style>b{}</style>',
      '<style>@font-face{font-family:"F";src:url(data:font/woff2;base64,d09GMg==) format("woff2")}</style>',
    );
    expect(fontSrc(withFace)).toBe("font-src 'self' data:");
    // A data: URL that is a picture, not a face, opens nothing.
    expect(fontSrc(page.replace('b{}', 'b{background:url(data:image/png;base64,AA==)}'))).toBe(
      "font-src 'self'",
    );
  });

  it('goes right after the charset, with a referrer policy', () => {
    const html = withSecurityPolicy(page);
    expect(html).toMatch(
      /<meta charset="UTF-8" \/><meta http-equiv="Content-Security-Policy" content="[^"]+" \/>\n {4}<meta name="referrer" content="strict-origin-when-cross-origin" \/>/,
    );
    expect(() => withSecurityPolicy('<html><head></head></html>')).toThrow(/charset/);
  });

  describe('with what the owner turned on for visitors', () => {
    const directive = (policy: string, name: string) =>
      policy.split('; ').find((part) => part.startsWith(`${name} `))!;
    const hosts = (policy: string) => policy.match(/https:\/\/[^\s;]+/g) ?? [];

    it('lets giscus’s frame in on a page with comments, and nothing more', () => {
      const plain = contentSecurityPolicy(page);
      const withComments = contentSecurityPolicy(page, { comments: true });
      expect(directive(withComments, 'frame-src')).toBe(
        `${directive(plain, 'frame-src')} ${giscusOrigin}`,
      );
      expect(withComments.replace(` ${giscusOrigin}`, '')).toBe(plain);
      expect(hosts(plain)).not.toContain(giscusOrigin);
    });

    it('lets the counter’s one address in as a picture, and nothing more', () => {
      const plain = contentSecurityPolicy(page);
      const counted = contentSecurityPolicy(page, { pageViews: 'ada' });
      expect(directive(counted, 'img-src')).toBe(
        `${directive(plain, 'img-src')} https://ada.goatcounter.com/count`,
      );
      expect(counted.replace(' https://ada.goatcounter.com/count', '')).toBe(plain);
    });
  });

  describe('on a page with a CAD model', () => {
    const directive = (policy: string, name: string) =>
      policy
        .split('; ')
        .find((part) => part.startsWith(`${name} `))!
        .split(' ')
        .slice(1);

    it('allows what the 3D viewer needs, and only there', () => {
      const plain = contentSecurityPolicy(page);
      const withModel = contentSecurityPolicy(page, { models: true });
      expect(contentSecurityPolicy(page, { models: false })).toBe(plain);
      // WebAssembly (the meshopt decoder), not eval.
      expect(directive(withModel, 'script-src')).toContain("'wasm-unsafe-eval'");
      expect(directive(plain, 'script-src')).not.toContain("'wasm-unsafe-eval'");
      expect(withModel).not.toMatch(/'unsafe-eval'|'unsafe-inline'/);
      // model-viewer's shadow-root stylesheet, by its hash.
      expect(directive(withModel, 'style-src')).toContain(hash(modelViewerStyle()));
      expect(directive(plain, 'style-src')).not.toContain(hash(modelViewerStyle()));
      // The AR menu's icons.
      expect(directive(withModel, 'img-src')).toEqual(["'self'", 'blob:']);
      expect(directive(plain, 'img-src')).toEqual(["'self'"]);
      // Everything else is the same policy, and the page's own hashes stay.
      const others = (policy: string) =>
        policy.split('; ').filter((part) => !/^(script|style|img)-src /.test(part));
      expect(others(withModel)).toEqual(others(plain));
      expect(directive(withModel, 'script-src')).toEqual(
        expect.arrayContaining(directive(plain, 'script-src')),
      );
      expect(directive(withModel, 'style-src')).toEqual(
        expect.arrayContaining(directive(plain, 'style-src')),
      );
    });

    it('names no other origin: the decoders are our own files', () => {
      const sources = Object.values(modelViewerSources).flat();
      expect(sources.filter((source) => /^https?:|\*/.test(source))).toEqual([]);
    });

    it('hashes the stylesheet model-viewer writes into its shadow root, read from the package', () => {
      const style = modelViewerStyle();
      expect(style).toContain(':host');
      expect(style).toContain('.slot.poster');
      expect(style).not.toContain('${');
    });

    it('is passed through by withSecurityPolicy', () => {
      expect(withSecurityPolicy(page, { models: true })).toContain("'wasm-unsafe-eval'");
      expect(withSecurityPolicy(page)).not.toContain("'wasm-unsafe-eval'");
    });
  });
});
