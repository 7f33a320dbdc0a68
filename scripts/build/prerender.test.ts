// @vitest-environment node
// (prerender.ts loads esbuild, which refuses jsdom's TextEncoder.)
import { describe, expect, it } from 'vitest';
import { escapeMarkup } from '../shared/escape-markup';
import {
  deferAppScript,
  fillTemplate,
  classNamesIn,
  inlineStylesheet,
  pageStylesheet,
  redirectScript,
  restoreScript,
  splitPrintRules,
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

  it('replaces the whole placeholder comment, so its notes for developers are not sent', () => {
    const html = fillTemplate(
      template.replace('<!--head-->', '<!--head: notes\n for developers -->'),
      { html: '', page: 'home', head: ['<title>T</title>'] },
    );
    expect(html).toContain('<head><title>T</title><script');
    expect(html).not.toContain('notes');
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

describe('splitPrintRules', () => {
  it('takes the print rules out, in their order', () => {
    expect(
      splitPrintRules(
        'a{color:red}@media print{a{color:#000}}b{x:1}@media print{.p\\:hidden{display:none}}@media (width>=640px){b{x:2}}',
      ),
    ).toEqual({
      screen: 'a{color:red}b{x:1}@media (width>=640px){b{x:2}}',
      print: 'a{color:#000}.p\\:hidden{display:none}',
    });
  });
});

describe('classNamesIn', () => {
  it('reads every class attribute, decoding what React escaped', () => {
    expect(
      classNamesIn(
        '<ul class="flex [&amp;:not([hidden])]:flex"><li class="mt-2">class="x"</li></ul>',
      ),
    ).toBe('flex [&:not([hidden])]:flex\nmt-2');
  });
});

describe('pageStylesheet', () => {
  it('holds the utilities the page uses, the base styles and our own rules, and nothing else', async () => {
    const css = await pageStylesheet(
      '<div class="mt-4 sm:mt-8 [&amp;:not([hidden])]:flex print:hidden"><p class="figures">1</p></div>',
    );
    expect(css).toContain('.mt-4{');
    expect(css).toMatch(/@media \(width>=640px\)\{\.sm\\:mt-8\{/);
    expect(css).toContain(':not([hidden]){display:flex}');
    expect(css).toContain('.figures{');
    expect(css).toMatch(/@media print\{[^}]*\.print\\:hidden\{display:none\}/);
    // The colour schemes and the preflight come whatever the page holds.
    expect(css).toMatch(/:root\{[^}]*--surface:/);
    expect(css).toContain('[data-theme=dark]');
    // Utilities the page does not use are not there.
    expect(css).not.toContain('.mt-8{');
    expect(css).not.toContain('.grid{');
  });
});

describe('inlineStylesheet', () => {
  it('replaces the stylesheet link with the page stylesheet, the print link and the disabled whole stylesheet', () => {
    const html = inlineStylesheet(template, {
      page: 'body{color:red}',
      printHref: '/assets/p.css',
    });
    expect(html).toContain(
      '<style>body{color:red}</style>\n    <link rel="stylesheet" href="/assets/p.css" media="print" />',
    );
    // The whole stylesheet stays linked, disabled until the app's loader switches
    // it on; it also tells Vite's lazy-chunk loader that it is already on the page.
    expect([...html.matchAll(/<link rel="stylesheet"[^>]*>/g)].map(([tag]) => tag)).toEqual([
      expect.stringContaining('media="print"'),
      expect.stringMatching(/href="\/assets\/i\.css".* disabled data-whole-stylesheet \/>$/),
    ]);
  });

  it('leaves out the print link when there are no print rules, and escapes </style', () => {
    const html = inlineStylesheet(template, {
      page: 'a::after{content:"</style>"}',
      printHref: null,
    });
    expect(html).toContain('<style>a::after{content:"<\\/style>"}</style>\n    <link');
    expect(html).not.toContain('media="print"');
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
    // …and switches the whole stylesheet on beside it, recording whether it loaded.
    expect(html).toMatch(
      /querySelector\('link\[data-whole-stylesheet\]'\).*dataset\.stylesheet='loaded'.*dataset\.stylesheet='failed'.*disabled=false/,
    );
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
