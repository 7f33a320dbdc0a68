// @vitest-environment node
// (esbuild refuses jsdom's TextEncoder.)
import { describe, expect, it } from 'vitest';
import { minifyInlineScripts } from './inline-scripts';

describe('minifyInlineScripts', () => {
  it('shrinks inline scripts without changing what they do, and leaves JSON-LD alone', () => {
    const code =
      '(function () {\n  var answerToTheQuestion = 41;\n  globalThis.__answer = answerToTheQuestion + 1;\n})()';
    const jsonLd = '<script type="application/ld+json">{ "@type": "Person" }</script>';
    const html = minifyInlineScripts(`<head><script>${code}</script>${jsonLd}</head>`);
    const minified = /<script>(.*?)<\/script>/.exec(html)![1]!;
    expect(minified.length).toBeLessThan(code.length / 2);
    new Function(minified)();
    expect((globalThis as unknown as { __answer: number }).__answer).toBe(42);
    expect(html).toContain(jsonLd);
  });

  it('stops the build at a script whose named function tsx wrapped in a __name() the page lacks', () => {
    const wrapped = '(function(){const hold=__name(()=>{},"hold");hold()})()';
    expect(() => minifyInlineScripts(`<head><script>${wrapped}</script></head>`)).toThrow(
      /names a function[\s\S]*hold/,
    );
  });
});
