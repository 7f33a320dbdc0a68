// @vitest-environment node
// (esbuild refuses jsdom's TextEncoder.)
import { describe, expect, it } from 'vitest';
import { joinAdjacentScripts, minifyInlineScripts } from './inline-scripts';

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

describe('joinAdjacentScripts', () => {
  it('joins the inline scripts that follow one another into one that runs each, in order', () => {
    const html = joinAdjacentScripts(
      '<head><link rel="expect"><script>(function(){globalThis.__ran=["a"]})()</script>\n    ' +
        '<script>(function(){globalThis.__ran.push("b")})()</script><script>(function(){globalThis.__ran.push("c")})();</script></head>',
    );
    const scripts = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(([, code]) => code!);
    expect(scripts).toHaveLength(1);
    // Without the ";" between them, "(…)()\n(…)()" would call what the first returns.
    new Function(scripts[0]!)();
    expect((globalThis as unknown as { __ran: string[] }).__ran).toEqual(['a', 'b', 'c']);
    expect(html).toContain('<head><link rel="expect"><script>');
  });

  it('leaves alone scripts apart, and data blocks and module scripts beside them', () => {
    const html =
      '<head><script>a()</script><style>b{}</style><script>c()</script>' +
      '<script type="application/ld+json">{"x":1}</script></head><body><main></main>' +
      '<script type="application/json" id="router-data">{}</script><script type="module" src="/x.js"></script></body>';
    expect(joinAdjacentScripts(html)).toBe(html);
  });
});
