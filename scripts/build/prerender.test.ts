// @vitest-environment node
// (prerender.ts loads esbuild, which refuses jsdom's TextEncoder.)
import { describe, expect, it } from 'vitest';
import { escapeMarkup } from '../shared/escape-markup';
import { deferAppScript, fillTemplate, redirectScript, restoreScript } from './prerender';

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

describe('deferAppScript', () => {
  const built =
    '<html><head><script type="module" crossorigin src="/portfolio/assets/index-1.js"></script>\n</head><body><div id="root"></div>\n  </body></html>';

  it('starts the app from the end of the body once the page has loaded and painted', async () => {
    const html = deferAppScript(built);
    expect(html).not.toContain('<script type="module"');
    const loader = /<script>([\s\S]*)<\/script>\s*<\/body>/.exec(html)?.[1];
    expect(loader).toContain('"/portfolio/assets/index-1.js"');
    // Run it against a stand-in window: nothing happens until "load", then the module script goes in.
    const listeners: Record<string, () => void> = {};
    const appended: Array<Record<string, string>> = [];
    const page = {
      addEventListener: (type: string, listener: () => void) => (listeners[type] = listener),
      requestAnimationFrame: (callback: () => void) => callback(),
      setTimeout: (callback: () => void) => callback(),
      document: {
        createElement: () => ({}),
        head: { append: (element: Record<string, string>) => appended.push(element) },
      },
    };
    new Function(...Object.keys(page), loader!)(...Object.values(page));
    expect(appended).toEqual([]);
    listeners.load!();
    expect(appended).toEqual([
      { type: 'module', crossOrigin: '', src: '/portfolio/assets/index-1.js' },
    ]);
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
