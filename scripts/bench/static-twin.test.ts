// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { staticTwin } from './static-twin';

/** A built page's shape: the CSP, a head script, JSON-LD, the stylesheet inline, a loader. */
const page = [
  '<html><head>',
  `<meta http-equiv="Content-Security-Policy" content="script-src 'sha256-x'">`,
  '<script>document.documentElement.dataset.js = ""</script>',
  '<script type="application/ld+json">{"@type":"Blog","name":"A log"}</script>',
  '<style>body{color:red}</style>',
  '<link rel="modulepreload" crossorigin href="/assets/a.js">',
  '<script>addEventListener("load", () => {})</script>',
  '</head><body><p>Text</p><script>window.__data = {}</script></body></html>',
].join('');

const unread = () => {
  throw new Error('no stylesheet is linked');
};

describe("a page's static twin", () => {
  it('has no script, preload or CSP, and the same rules inline', () => {
    const twin = staticTwin(page, unread);
    expect(twin).not.toMatch(/<script>|modulepreload|Content-Security-Policy|__data/);
    expect(twin).toContain('<style>body{color:red}</style>');
    expect(twin).toContain('<p>Text</p>');
  });

  it('keeps the JSON-LD, a data block the browser never runs, as a page without JavaScript has it', () => {
    expect(staticTwin(page, unread)).toContain(
      '<script type="application/ld+json">{"@type":"Blog","name":"A log"}</script>',
    );
  });

  it('puts a linked stylesheet inline in its place', () => {
    const withLink = page
      .replace('<style>body{color:red}</style>', '')
      .replace('</head>', '<link rel="stylesheet" crossorigin href="/assets/site.css"></head>');
    const twin = staticTwin(withLink, (href) =>
      href === '/assets/site.css' ? 'p{margin:0}' : unread(),
    );
    expect(twin).toContain('<style>p{margin:0}</style></head>');
    expect(twin).not.toContain('rel="stylesheet"');
  });
});
