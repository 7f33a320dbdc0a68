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
  it('reads all the text a page may draw, hidden or not, and nothing that is never drawn', () => {
    const text = pageText(
      page(
        `<h1 class="text-4xl font-bold">${name} &amp; Q</h1>` +
          `<p>plain <img alt="${arabic}" src="x.png"></p>` +
          `<ul hidden><li>${chinese}</li></ul>` +
          '<noscript>ऑफ़</noscript>' +
          '<script>var s = "न"</script><style>.x{}</style><template>ठ</template>',
      ),
    );
    // A hidden list's text, the alt text of a picture that fails and a <noscript>'s are drawn at
    // times: the faces must hold them.
    for (const drawn of [name, '& Q', 'plain', chinese, arabic, 'ऑफ़'])
      expect(text).toContain(drawn);
    // Neither a script, nor a style, nor a template, nor the head's title.
    for (const never of ['var s', '.x{}', 'ठ', 'ख']) expect(text).not.toContain(never);
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
      [pageText(page('<p>Zoë’s “résumé”: Ελληνικά, русский — 2×3 ≤ 7 – e‑mail… → ₹</p>'))],
      dist,
      '/',
    );
    expect(fonts.css).toBe('');
    expect(fonts.files).toEqual([]);
    expect(fonts.notes).toEqual([]);
    expect(readdirSync(dist)).toEqual([]);
    expect(withWebFonts(page('<p>Hello</p>'), fonts)).toBe(page('<p>Hello</p>'));
  });

  it('cuts each script’s Noto slices to the site’s characters, in both weights, with the glyphs shaping makes of them', async () => {
    const dist = scratch();
    const texts = [
      pageText(page(`<h1 class="font-bold">${name}</h1><p>${arabic}</p>`)),
      // Chinese punctuation sits in other slices than the letters: cut too.
      pageText(page(`<p>${chinese}，世界。「${name}」</p>`)),
    ];
    const fonts = await writeWebFonts(texts, dist, '/portfolio/');
    for (const { url, bytes } of fonts.files) {
      expect(url).toMatch(/^\/portfolio\/assets\/fonts\/[a-z0-9-]+-(400|700)-[0-9a-f]{8}\.woff2$/);
      expect(readFileSync(join(dist, url.replace('/portfolio/', ''))).length).toBe(bytes);
    }
    const urls = fonts.files.map(({ url }) => url);
    // Every face has a glyph for each character it claims (no slice cut for what it cannot draw).
    for (const url of urls) {
      const claimed = new RegExp(`src:url\\(${url}\\)[^}]*unicode-range:([^}]+)}`).exec(
        fonts.css,
      )?.[1];
      const font = await fontAt(dist, url);
      for (const range of claimed!.split(',')) {
        const [from, to = from] = range
          .replace('U+', '')
          .split('-')
          .map((hex) => parseInt(hex!, 16));
        for (let codePoint = from!; codePoint <= to!; codePoint += 1)
          expect(font.hasGlyphForCodePoint(codePoint), `${url} U+${codePoint.toString(16)}`).toBe(
            true,
          );
      }
    }
    for (const weight of [400, 700]) {
      const devanagari = urls.filter((url) => url.includes(`devanagari-devanagari-${weight}-`));
      expect(devanagari).toHaveLength(1);
      const font = await fontAt(dist, devanagari[0]!);
      for (const character of name)
        expect(font.hasGlyphForCodePoint(character.codePointAt(0)!), character).toBe(true);
      // न्य is drawn as a half न joined to य: the subset keeps the glyphs the font's rules make.
      const { glyphs } = font.layout(name);
      expect(glyphs.every((glyph) => glyph.id !== 0)).toBe(true);
      expect(glyphs.length).toBeLessThan([...name].length);
    }
    expect(urls.filter((url) => /noto-sans-arabic-arabic-(400|700)-/.test(url))).toHaveLength(2);
    // None of a family's slices for Latin or symbols: the systems' fonts draw those first.
    expect(urls.filter((url) => /-(latin|latin-ext|math|symbols)-\d+-/.test(url))).toEqual([]);
    // Chinese falls in numbered slices: each cut to what it holds, and together they draw it all.
    // One at a time: wawoff2 decodes into one WebAssembly memory, which the next call writes over.
    const han: fontkit.Font[] = [];
    for (const url of urls.filter((each) => /noto-sans-sc-\d+-400-/.test(each)))
      han.push(await fontAt(dist, url));
    for (const character of `${chinese}，世界。「」`)
      expect(
        han.some((font) => font.hasGlyphForCodePoint(character.codePointAt(0)!)),
        character,
      ).toBe(true);
  });

  it('declares and preloads every face on every page, each claiming only the site’s characters', async () => {
    const dist = scratch();
    const fonts = await writeWebFonts(
      [pageText(page(`<h1 class="font-semibold">${name}</h1>`)), pageText(page('<p>Hello</p>'))],
      dist,
      '/',
    );
    expect(fonts.css.match(/@font-face/g)).toHaveLength(2);
    expect(fonts.css).toContain(`font-family:"${scriptFallbackFamily}"`);
    expect(fonts.css).toContain('font-display:swap');
    expect(fonts.css).toContain(
      `unicode-range:${unicodeRange([...name].map((c) => c.codePointAt(0)!))}}`,
    );
    // Both weights, on every page: a page the app moves to, or a menu opened, draws the letters
    // with a face that is there already.
    expect(fonts.preloads.map((link) => /href="([^"]+)"/.exec(link)?.[1])).toEqual(
      fonts.files.map(({ url }) => url),
    );
    for (const link of fonts.preloads)
      expect(link).toContain('as="font" type="font/woff2" crossorigin');
    const html = withWebFonts(page('<p>Hello</p>'), fonts);
    expect(html).toContain(
      `${fonts.preloads.join('\n    ')}\n    <style>${fonts.css}</style>\n  </head>`,
    );
  });

  it('cuts only the punctuation a script uses: English quotes, dashes and arrows stay the system’s', async () => {
    const dist = scratch();
    const fonts = await writeWebFonts(
      [pageText(page(`<p>Robin’s “notes” — 1–2 … • © →</p><p>${chinese}。</p>`))],
      dist,
      '/',
    );
    const claimed = [...fonts.css.matchAll(/unicode-range:([^}]+)}/g)].map(([, range]) => range);
    for (const character of '’“”—–…•©→')
      expect(claimed.join(','), character).not.toContain(
        character.codePointAt(0)!.toString(16).toUpperCase(),
      );
    expect(claimed.join(',')).toContain('3002');
  });

  it('leaves a script to the visitors’ fonts, and says so, when its faces would pass the budget; the smallest first', async () => {
    const dist = scratch();
    // Arabic's faces are the larger: they go, whichever script comes first in the families' order.
    const fonts = await writeWebFonts(
      [pageText(page(`<p>${arabic} ${name}</p>`))],
      dist,
      '/',
      4000,
    );
    expect(fonts.files).toHaveLength(2);
    expect(fonts.files.every(({ url }) => url.includes('devanagari'))).toBe(true);
    expect(fonts.notes).toHaveLength(1);
    expect(fonts.notes[0]).toMatch(
      /letters that Noto Sans Arabic draws: their font would be [\d.]+ kB, and [\d.]+ kB of the 4 kB every page can preload is left/,
    );
    expect(readdirSync(join(dist, 'assets', 'fonts'))).toHaveLength(2);
  });
});
