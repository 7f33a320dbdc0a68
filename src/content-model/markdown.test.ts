// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { newTabNote, renderBlock, renderInline, textOf } from './markdown';

describe("the owner's Markdown, made HTML at build time", () => {
  it('keeps every character as typed: no typographic quotes, HTML shown as text', () => {
    const html = renderBlock(`6'2" and 0.25" are "as typed": it's <b>so</b> & <script>x</script>`);
    expect(html).toContain("6'2&quot; and 0.25&quot; are &quot;as typed&quot;: it's");
    expect(html).toContain('&lt;b&gt;so&lt;/b&gt; &amp; &lt;script&gt;x&lt;/script&gt;');
    expect(html).not.toMatch(/<script|<b>/);
  });

  it('makes a heading line plain text: the page has its own headings', () => {
    const html = renderBlock('# Not a second h1\n\n## Nor an h2');
    expect(html).not.toMatch(/<h\d/);
    expect(textOf(html)).toBe('# Not a second h1 ## Nor an h2');
  });

  it('leaves a picture out of the HTML: pictures go through the photo step', () => {
    expect(renderBlock('![a board](board.jpg)')).not.toContain('<img');
  });

  it('links an address written with its protocol, and leaves a bare www. one as text', () => {
    const html = renderInline('See https://example.org/a and www.example.org');
    expect(html).toContain(
      '<a href="https://example.org/a" target="_blank" rel="noopener noreferrer">',
    );
    expect(html).not.toContain('href="http://www.example.org"');
  });

  it('opens a link to another site in a new tab, and says so to a screen reader', () => {
    const html = renderInline('[notes](https://example.org/notes) and [home](/)');
    expect(html).toContain(
      `<a href="https://example.org/notes" target="_blank" rel="noopener noreferrer">notes<span class="sr-only">${newTabNote}</span></a>`,
    );
    expect(html).toContain('<a href="/">home</a>');
  });

  it('refuses a javascript: link', () => {
    expect(renderInline('[x](javascript:alert(1))')).not.toContain('href');
  });
});
