// @vitest-environment node
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as fontkit from 'fontkit';
import { afterEach, describe, expect, it } from 'vitest';
import { decompress } from 'wawoff2';
import { scriptFallbackFamily } from '../../../src/styles/fonts';
import { pageText, unicodeRange, withWebFonts, writeWebFonts } from './web-fonts';

const page = (body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="UTF-8" /><title>ख</title></head><body><div id="root">${body}</div></body></html>`;

// A name in Devanagari with a conjunct (न् + य), a title in Arabic, a word of Chinese.
const name = 'अनन्या';
const arabic = 'مرحبا';
const chinese = '你好';

const folders: string[] = [];
const scratch = () => {
  const folder = mkdtempSync(join(tmpdir(), 'web-fonts-'));
  folders.push(folder);
  return folder;
};
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

/** A written face, as fontkit reads it. */
async function fontAt(dist: string, url: string): Promise<fontkit.Font> {
  const woff2 = readFileSync(join(dist, url.replace(/^\/portfolio\//, '')));
  return fontkit.create(Buffer.from(await decompress(woff2))) as fontkit.Font;
}

describe('pageText', () => {
  it('reads the body’s text by the weight its classes and tags give it, and leaves out what is not drawn', () => {
    const text = pageText(
      page(
        `<h1 class="text-4xl font-bold">${name} <span class="font-normal">Q</span></h1>` +
          `<p class="font-medium">plain <strong>strong</strong> &amp; <img alt="${arabic}" src="x.png"></p>` +
          `<ul hidden><li class="font-semibold">${chinese}</li></ul>` +
          '<script>var s = "न"</script><style>.x{}</style>',
      ),
    );
    expect(text.shown[700]).toContain(name);
    expect(text.shown[700]).toContain('strong');
    expect(text.shown[700]).not.toContain('Q');
    expect(text.shown[400]).toContain('Q');
    expect(text.shown[400]).toContain('plain');
    expect(text.shown[400]).toContain('&');
    // A hidden list's text is held (a face must draw it when shown), not preloaded.
    expect(text.all).toContain(chinese);
    expect(text.shown[700] + text.shown[400]).not.toContain(chinese);
    // Alt text is drawn where the picture fails: held, not preloaded.
    expect(text.all).toContain(arabic);
    expect(text.shown[400]).not.toContain(arabic);
    // Neither a script, nor a style, nor the head's title.
    expect(text.all).not.toContain('var s');
    expect(text.all).not.toContain('.x{}');
    expect(text.all).not.toContain('ख');
  });
});

describe('unicodeRange', () => {
  it('writes code points once each, sorted, runs as ranges', () => {
    expect(unicodeRange([0x92f, 0x905, 0x928, 0x929, 0x92a, 0x905, 0x1f600])).toBe(
      'U+905,U+928-92A,U+92F,U+1F600',
    );
  });
});

describe('writeWebFonts', () => {
  it('writes nothing for a site whose text every system font draws', async () => {
    const dist = scratch();
    const fonts = await writeWebFonts(
      [pageText(page('<p>Zoë’s “résumé”: Ελληνικά, русский — 2×3 ≤ 7 – done…</p>'))],
      dist,
      '/',
    );
    expect(fonts).toBeUndefined();
    expect(readdirSync(dist)).toEqual([]);
  });

  it('cuts each script’s Noto slice to the site’s letters, in both weights, with the glyphs shaping makes of them', async () => {
    const dist = scratch();
    const texts = [
      pageText(page(`<h1 class="font-bold">${name}</h1><p>${arabic}</p>`)),
      pageText(page(`<p>${chinese} ${name}</p>`)),
    ];
    const fonts = (await writeWebFonts(texts, dist, '/portfolio/'))!;
    expect(fonts.files.length).toBeGreaterThanOrEqual(6);
    for (const { url, bytes } of fonts.files) {
      expect(url).toMatch(/^\/portfolio\/assets\/fonts\/[a-z0-9-]+-(400|700)-[0-9a-f]{8}\.woff2$/);
      expect(readFileSync(join(dist, url.replace('/portfolio/', ''))).length).toBe(bytes);
    }
    const [devanagari] = fonts.files.filter(({ url }) => url.includes('devanagari-400'));
    const font = await fontAt(dist, devanagari!.url);
    for (const character of name)
      expect(font.hasGlyphForCodePoint(character.codePointAt(0)!), character).toBe(true);
    // न्य is drawn as a half न joined to य: the subset keeps the glyphs the font's rules make.
    const { glyphs } = font.layout(name);
    expect(glyphs.every((glyph) => glyph.id !== 0)).toBe(true);
    expect(glyphs.length).toBeLessThan([...name].length);
    // Chinese letters fall in numbered slices: each is cut to what it holds.
    const han = fonts.files.filter(({ url }) => /noto-sans-sc-\d+-400/.test(url));
    expect(han.length).toBeGreaterThan(0);
    for (const character of chinese) {
      const holding = await Promise.all(han.map(({ url }) => fontAt(dist, url)));
      expect(
        holding.some((each) => each.hasGlyphForCodePoint(character.codePointAt(0)!)),
        character,
      ).toBe(true);
    }
  });

  it('declares every face on every page, each claiming only the site’s letters, and preloads the faces a page shows', async () => {
    const dist = scratch();
    const withName = pageText(page(`<h1 class="font-semibold">${name}</h1><p>Hello</p>`));
    const without = pageText(page('<p>Hello</p>'));
    const fonts = (await writeWebFonts([withName, without], dist, '/'))!;
    expect(fonts.css.match(/@font-face/g)).toHaveLength(2);
    expect(fonts.css).toContain(`font-family:"${scriptFallbackFamily}"`);
    expect(fonts.css).toContain('font-display:optional');
    expect(fonts.css).toContain(
      `unicode-range:${unicodeRange([...name].map((c) => c.codePointAt(0)!))}`,
    );

    // The name is semibold: the 700 face, not the 400.
    const preloads = fonts.preloads(withName);
    expect(preloads).toHaveLength(1);
    expect(preloads[0]).toMatch(/href="\/assets\/fonts\/noto-sans-devanagari-devanagari-700-/);
    expect(preloads[0]).toContain('as="font" type="font/woff2" crossorigin');
    expect(fonts.preloads(without)).toEqual([]);

    const html = withWebFonts(page('<p>Hello</p>'), fonts, without);
    expect(html).toContain(`<style>${fonts.css}</style>\n  </head>`);
    expect(html).not.toContain('rel="preload"');
    expect(withWebFonts(page('<p>Hello</p>'), undefined, without)).toBe(page('<p>Hello</p>'));
  });

  it('does not cut a face for punctuation a script’s slice claims when the site has none of its letters', async () => {
    // U+2011 (a non-breaking hyphen) is in Noto Sans Arabic's slice; every system font has it.
    const fonts = await writeWebFonts([pageText(page('<p>e‑mail</p>'))], scratch(), '/');
    expect(fonts).toBeUndefined();
  });
});
