import { describe, expect, it } from 'vitest';
import { escapeMarkup } from '../shared/escape-markup';
import { fillTemplate, redirectScript, restoreScript } from './prerender';

const template =
  '<html><head><!--head--><script type="module" src="/a.js"></script></head><body><div id="root"></div></body></html>';
const config = { basePath: '/portfolio/', siteUrl: 'https://owner.github.io', noindex: false };
const head = { title: 'A & B', description: 'Say "hi"', path: 'pcbrule' };

describe('fillTemplate', () => {
  it('puts the page, its title, description, canonical URL and head script in place', () => {
    const html = fillTemplate(template, {
      html: '<main>hi</main>',
      page: 'pcbrule',
      head,
      config,
      headScript: 'x()',
    });
    expect(html).toContain('<title>A &amp; B</title>');
    expect(html).toContain('<meta name="description" content="Say &quot;hi&quot;" />');
    expect(html).toContain(
      '<link rel="canonical" href="https://owner.github.io/portfolio/pcbrule" />',
    );
    expect(html).toContain('<script>x()</script>');
    expect(html).toContain('<div id="root" data-page="pcbrule"><main>hi</main></div>');
    expect(html).not.toContain('noindex');
    expect(html.indexOf('<script>x()</script>')).toBeLessThan(html.indexOf('type="module"'));
  });

  it('marks previews noindex', () => {
    const html = fillTemplate(template, {
      html: '',
      page: 'home',
      head,
      config: { ...config, noindex: true },
      headScript: '',
    });
    expect(html).toContain('<meta name="robots" content="noindex, nofollow" />');
  });

  it('fails loudly when the template has lost its placeholders', () => {
    expect(() =>
      fillTemplate('<div id="root"></div>', {
        html: '',
        page: 'home',
        head,
        config,
        headScript: '',
      }),
    ).toThrow(/<!--head-->/);
    expect(() =>
      fillTemplate('<!--head--><div id="app"></div>', {
        html: '',
        page: 'home',
        head,
        config,
        headScript: '',
      }),
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
