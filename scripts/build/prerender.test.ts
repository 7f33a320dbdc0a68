// @vitest-environment node
// (prerender.ts loads esbuild, which refuses jsdom's TextEncoder.)
import { describe, expect, it } from 'vitest';
import { escapeMarkup } from '../shared/escape-markup';
import { fillTemplate, redirectScript, restoreScript } from './prerender';

const template =
  '<html><head><!--head--><script type="module" src="/a.js"></script><link rel="stylesheet" crossorigin href="/assets/i.css"></head><body><div id="root"></div></body></html>';
const config = { basePath: '/portfolio/', siteUrl: 'https://owner.github.io', noindex: false };

describe('fillTemplate', () => {
  it('puts the head tags before the app script and the page into the root', () => {
    const html = fillTemplate(template, {
      html: '<main>$& hi</main>',
      routeId: 'gripper-arm',
      head: ['<title>T</title>', '<script>x()</script>'],
    });
    expect(html).toContain('<title>T</title>\n    <script>x()</script>');
    // The route id tells the browser's app which route the HTML was drawn for (src/main.tsx).
    expect(html).toContain('<div id="root" data-route="gripper-arm"><main>$& hi</main></div>');
    expect(html.indexOf('<script>x()</script>')).toBeLessThan(html.indexOf('type="module"'));
  });

  it('replaces the whole placeholder comment, so its notes for developers are not sent', () => {
    const html = fillTemplate(
      template.replace('<!--head-->', '<!--head: notes\n for developers -->'),
      { html: '', routeId: 'home', head: ['<title>T</title>'] },
    );
    expect(html).toContain('<head><title>T</title><script');
    expect(html).not.toContain('notes');
  });

  it('fails loudly when the template has lost its placeholders', () => {
    expect(() =>
      fillTemplate('<div id="root"></div>', { html: '', routeId: 'home', head: [] }),
    ).toThrow(/<!--head-->/);
    expect(() =>
      fillTemplate('<!--head--><div id="app"></div>', { html: '', routeId: 'home', head: [] }),
    ).toThrow(/root/);
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
