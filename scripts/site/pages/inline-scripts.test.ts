// @vitest-environment node
// (esbuild refuses jsdom's TextEncoder.)
import { describe, expect, it, vi } from 'vitest';
import { joinHeadScripts, minifyInlineScripts } from './inline-scripts';

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

describe('joinHeadScripts', () => {
  const ran = () => (globalThis as unknown as { __ran: string[] }).__ran;
  const scriptsOf = (html: string) =>
    [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(([, code]) => code!);

  it("joins the head's inline scripts into one where the last stood, run in their order", () => {
    const jsonLd = '<script type="application/ld+json">{"x":1}</script>';
    const html = joinHeadScripts(
      '<head><script>globalThis.__ran=["a"]</script>' +
        jsonLd +
        '<style>b{}</style><link rel="expect" href="#end" blocking="render">' +
        '<script>(function(){__ran.push("b")})()</script>\n    ' +
        '<script>(function(){__ran.push("c")})() // the end</script></head>' +
        '<body><script>body()</script></body>',
    );
    expect(html).toContain(`<head>${jsonLd}<style>b{}</style><link rel="expect"`);
    expect(html).toMatch(
      /blocking="render"><script>[^<]*<\/script>\s*<\/head><body><script>body\(\)<\/script>/,
    );
    const [head, body] = scriptsOf(html);
    expect(body).toBe('body()');
    new Function(head!)();
    expect(ran()).toEqual(['a', 'b', 'c']);
  });

  it('runs the others when one throws, and throws its error again in a task of its own', () => {
    vi.useFakeTimers();
    try {
      const html = joinHeadScripts(
        '<head><script>globalThis.__ran=["a"]</script><script>document.fonts.forEach()</script>' +
          '<script>__ran.push("c")</script></head>',
      );
      const [head] = scriptsOf(html);
      new Function('document', head!)({});
      expect(ran()).toEqual(['a', 'c']);
      expect(() => vi.runAllTimers()).toThrow(TypeError);
    } finally {
      vi.useRealTimers();
    }
  });

  it('leaves a head with one script, and the body, as they are', () => {
    const html =
      '<head><script>a()</script><script type="application/ld+json">{"x":1}</script></head>' +
      '<body><script>b()</script><script>c()</script></body>';
    expect(joinHeadScripts(html)).toBe(html);
  });
});
