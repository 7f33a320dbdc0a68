// @vitest-environment node
// (prerender.ts loads esbuild, which refuses jsdom's TextEncoder.)
import { describe, expect, it } from 'vitest';
import { escapeMarkup } from '../shared/escape-markup';
import {
  deferAppScript,
  fillTemplate,
  inlineStylesheet,
  redirectScript,
  restoreScript,
} from './prerender';

const template =
  '<html><head><!--head--><script type="module" src="/a.js"></script><link rel="stylesheet" crossorigin href="/assets/i.css"></head><body><div id="root"></div></body></html>';
const config = { basePath: '/portfolio/', siteUrl: 'https://owner.github.io', noindex: false };

describe('fillTemplate', () => {
  it('puts the head tags before the app script and the page into the root', () => {
    const html = fillTemplate(template, {
      html: '<main>$& hi</main>',
      page: 'pcbrule',
      head: ['<title>T</title>', '<script>x()</script>'],
    });
    expect(html).toContain('<title>T</title>\n    <script>x()</script>');
    expect(html).toContain('<div id="root" data-page="pcbrule"><main>$& hi</main></div>');
    expect(html.indexOf('<script>x()</script>')).toBeLessThan(html.indexOf('type="module"'));
  });

  it('fails loudly when the template has lost its placeholders', () => {
    expect(() =>
      fillTemplate('<div id="root"></div>', { html: '', page: 'home', head: [] }),
    ).toThrow(/<!--head-->/);
    expect(() =>
      fillTemplate('<!--head--><div id="app"></div>', { html: '', page: 'home', head: [] }),
    ).toThrow(/root/);
  });
});

describe('inlineStylesheet', () => {
  it('replaces the stylesheet link with the stylesheet itself', async () => {
    const html = await inlineStylesheet(template, async (href) => {
      expect(href).toBe('/assets/i.css');
      return 'body{color:red}';
    });
    expect(html).toContain('<style>body{color:red}</style>');
    // Only a disabled marker of the link is left: never fetched, but it tells
    // Vite's lazy-chunk loader that the stylesheet is already on the page.
    expect([...html.matchAll(/<link rel="stylesheet"[^>]*>/g)].map(([tag]) => tag)).toEqual([
      expect.stringMatching(/href="\/assets\/i\.css".* disabled \/>$/),
    ]);
  });
});

describe('deferAppScript', () => {
  it('starts the app script after the page has loaded and painted', () => {
    const html = deferAppScript(
      template.replace(
        '<script type="module" src="/a.js">',
        '<script type="module" crossorigin src="/assets/a.js">',
      ),
    );
    expect(html).not.toMatch(/<script type="module"/);
    expect(html).toMatch(
      /<script>\(function\(\)\{.*s\.src="\/assets\/a\.js".*addEventListener\('load'.*<\/script>\n {2}<\/body>/,
    );
    expect(
      () => new Function(/<script>(\(function\(\).*)<\/script>/.exec(html)![1]!),
    ).not.toThrow();
  });

  it('fails loudly if the build no longer has the script tag it expects', () => {
    expect(() => deferAppScript('<html><body></body></html>')).toThrow(/type="module"/);
  });
});

describe('inline scripts', () => {
  it('are self-contained expressions that parse', () => {
    expect(() => new Function(restoreScript())).not.toThrow();
    expect(() => new Function(redirectScript(config))).not.toThrow();
    expect(redirectScript(config)).toMatch(/\(window\.location,1\)\)$/);
  });

  it('escapes text for HTML and SVG', () => {
    expect(escapeMarkup('<a href="x">&</a>')).toBe('&lt;a href=&quot;x&quot;&gt;&amp;&lt;/a&gt;');
  });
});
