// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { bolder, drawnText } from './font-roles';

const page = (body: string) =>
  `<!doctype html><html lang="en"><head><title>Never drawn</title><style>p{}</style></head><body>${body}</body></html>`;

describe('drawnText', () => {
  it('reads each text under the role and weight its classes and elements give it', () => {
    const drawn = drawnText(
      page(
        '<h1 class="text-4xl font-bold">Quill</h1>' +
          '<h3 class="font-mono font-semibold">Gauge</h3>' +
          '<p>Plain <strong>strong</strong> <code>x2</code></p>' +
          '<div class="rich-text"><p>Made <strong>firm</strong> <a href="#">link</a></p></div>' +
          '<p class="font-headings font-medium">Mid</p>' +
          '<img alt="Alt words" src="a.png"><script>never()</script>',
      ),
    );
    expect(Object.fromEntries(drawn)).toEqual({
      'headings 700': 'Quill',
      'figures 600': 'Gauge',
      'body 400': 'Plain Made Alt words',
      'body 700': 'strong',
      'figures 400': 'x2',
      'body 600': 'firmlink',
      'headings 500': 'Mid',
    });
  });

  it('counts a weight under a variant as well as the one it replaces', () => {
    const drawn = drawnText(
      page('<p class="sm:font-bold">Both</p><p class="font-medium md:font-bold">Two</p>'),
    );
    expect(drawn.get('body 400')).toBe('Both');
    expect(drawn.get('body 700')).toBe('BothTwo');
    expect(drawn.get('body 500')).toBe('Two');
  });

  it('makes <strong> bolder as CSS does', () => {
    expect([100, 400, 500, 600, 700, 900].map(bolder)).toEqual([400, 700, 700, 900, 900, 900]);
  });

  it('knows every rule of the stylesheet that sets a weight or a family (the markup cannot show them)', () => {
    // A rule here the walk does not know would draw its text in a weight no face was cut for.
    const css = readFileSync('src/styles/index.css', 'utf8');
    const rules = [
      ...css.matchAll(
        /([^{}]+)\{[^}]*@apply[^;}]*\bfont-(?:thin|extralight|light|normal|medium|semibold|bold|extrabold|black|sans|mono|headings)\b/g,
      ),
    ].map((match) =>
      match[1]!
        .replace(/\/\*[\s\S]*?\*\//g, '')
        .trim()
        .replace(/\s+/g, ' '),
    );
    expect(rules).toEqual([
      'body',
      'h1, h2, h3, h4, h5, h6',
      '.rich-text a',
      '.rich-text strong',
      '.rich-text code',
    ]);
  });
});
