// @vitest-environment node
import * as fontkit from 'fontkit';
import { describe, expect, it } from 'vitest';
import { decompress } from 'wawoff2';
import { scriptFallbackFamily } from '../../../src/styles/fonts';
import { makeWebFonts, pageText, stringsIn, unicodeRange, withWebFonts } from './web-fonts';

const page = (body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="UTF-8" /><title>ख</title></head><body><div id="root">${body}</div></body></html>`;

// A name in Devanagari with a conjunct (न् + य), a title in Arabic, a word of Chinese.
const name = 'अनन्या';
const arabic = 'مرحبا';
const chinese = '你好';

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

/** Each face the rules declare: its weight, its woff2 bytes and the code points it claims. */
function facesIn(css: string) {
  return [
    ...css.matchAll(
      /font-weight:(\d+);[^}]*src:url\(data:font\/woff2;base64,([A-Za-z0-9+/=]+)\) format\("woff2"\);unicode-range:([^}]+)}/g,
    ),
  ].map(([, weight, base64, range]) => ({
    weight: Number(weight),
    bytes: Buffer.from(base64!, 'base64'),
    codePoints: range!.split(',').flatMap((each) => {
      const [from, to = from] = each
        .replace('U+', '')
        .split('-')
        .map((hex) => parseInt(hex!, 16));
      return Array.from({ length: to! - from! + 1 }, (_, index) => from! + index);
    }),
  }));
}

/** A face's woff2, as fontkit reads it. */
async function fontOf(woff2: Buffer): Promise<fontkit.Font> {
  return fontkit.create(Buffer.from(await decompress(woff2))) as fontkit.Font;
}

describe('stringsIn', () => {
  it('finds every string in nested words, and the characters of a function that makes words', () => {
    const words = {
      label: 'Search',
      nested: [{ hint: 'Type a word…' }],
      none: (typed: string) => `Nothing for “${typed}”`,
      // As a transform may write it.
      escaped: (typed: string) => `\u00AB${typed}\u{BB}\xB0`,
      count: 3,
    };
    const text = stringsIn(words);
    expect(text).toContain('Search');
    expect(text).toContain('Type a word…');
    expect(text).toContain('“');
    expect(text).toContain('”');
    expect(text).toContain('«');
    expect(text).toContain('»');
    expect(text).toContain('°');
    expect(text).not.toContain('3');
  });
});

describe('makeWebFonts', () => {
  it('gives nothing for a site whose text every system font draws', async () => {
    const fonts = await makeWebFonts([
      pageText(page('<p>Zoë’s “résumé”: Ελληνικά, русский — 2×3 ≤ 7 – e‑mail… → ₹</p>')),
    ]);
    expect(fonts.css).toBe('');
    expect(fonts.readNow).toBe('');
    expect(fonts.faces).toEqual([]);
    expect(fonts.notes).toEqual([]);
    expect(withWebFonts(page('<p>Hello</p>'), fonts)).toBe(page('<p>Hello</p>'));
  });

  it('cuts each script’s Noto slices to the site’s characters, in both weights, with the glyphs shaping makes of them', async () => {
    const texts = [
      pageText(page(`<h1 class="font-bold">${name}</h1><p>${arabic}</p>`)),
      // Chinese punctuation sits in other slices than the letters: cut too.
      pageText(page(`<p>${chinese}，世界。「${name}」</p>`)),
    ];
    const fonts = await makeWebFonts(texts);
    const faces = facesIn(fonts.css);
    expect(faces.map(({ bytes }) => bytes.length)).toEqual(fonts.faces.map(({ bytes }) => bytes));
    for (const { name: faceName } of fonts.faces)
      expect(faceName).toMatch(/^[a-z0-9-]+-(400|700)$/);
    // Every face has a glyph for each character it claims (no slice cut for what it cannot draw).
    // One at a time: wawoff2 decodes into one WebAssembly memory, which the next call writes over.
    for (const [index, face] of faces.entries()) {
      const font = await fontOf(face.bytes);
      for (const codePoint of face.codePoints)
        expect(
          font.hasGlyphForCodePoint(codePoint),
          `${fonts.faces[index]!.name} U+${codePoint.toString(16)}`,
        ).toBe(true);
    }
    const named = (pattern: RegExp) =>
      faces.filter((_, index) => pattern.test(fonts.faces[index]!.name));
    for (const weight of [400, 700]) {
      const devanagari = named(new RegExp(`devanagari-devanagari-${weight}$`));
      expect(devanagari).toHaveLength(1);
      expect(devanagari[0]!.weight).toBe(weight);
      const font = await fontOf(devanagari[0]!.bytes);
      for (const character of name)
        expect(font.hasGlyphForCodePoint(character.codePointAt(0)!), character).toBe(true);
      // न्य is drawn as a half न joined to य: the subset keeps the glyphs the font's rules make.
      const { glyphs } = font.layout(name);
      expect(glyphs.every((glyph) => glyph.id !== 0)).toBe(true);
      expect(glyphs.length).toBeLessThan([...name].length);
    }
    expect(named(/^noto-sans-arabic-arabic-(400|700)$/)).toHaveLength(2);
    // None of a family's slices for Latin or symbols: the systems' fonts draw those first.
    expect(named(/-(latin|latin-ext|math|symbols)-\d+$/)).toEqual([]);
    // Chinese falls in numbered slices: each cut to what it holds, and together they draw it all.
    const han: fontkit.Font[] = [];
    for (const face of named(/^noto-sans-sc-\d+-400$/)) han.push(await fontOf(face.bytes));
    for (const character of `${chinese}，世界。「」`)
      expect(
        han.some((font) => font.hasGlyphForCodePoint(character.codePointAt(0)!)),
        character,
      ).toBe(true);
  });

  it('writes every face into every page, each claiming only the site’s characters, and reads them before the body', async () => {
    const fonts = await makeWebFonts([
      pageText(page(`<h1 class="font-semibold">${name}</h1>`)),
      pageText(page('<p>Hello</p>')),
    ]);
    expect(fonts.css.match(/@font-face/g)).toHaveLength(2);
    expect(fonts.css).toContain(`font-family:"${scriptFallbackFamily}"`);
    expect(fonts.css).toContain('font-display:swap');
    expect(fonts.css).toContain(
      `unicode-range:${unicodeRange([...name].map((c) => c.codePointAt(0)!))}}`,
    );
    // Both weights, in the page itself: no request, so nothing to come after the first paint,
    // and a page the app moves to, or a menu opened, draws the letters with a face that is there.
    expect(facesIn(fonts.css).map(({ weight }) => weight)).toEqual([400, 700]);
    expect(fonts.css).not.toMatch(/url\((?!data:)/);
    const html = withWebFonts(page('<p>Hello</p>'), fonts);
    expect(html).toContain(
      `<style>${fonts.css}</style>\n    <script>${fonts.readNow}</script>\n  </head>`,
    );
  });

  it('asks the browser for every face of its family, and only those, before the first layout', async () => {
    const fonts = await makeWebFonts([pageText(page(`<p>${name}</p>`))]);
    const asked: string[] = [];
    const face = (family: string) => ({
      family,
      load: () => {
        asked.push(family);
        return Promise.reject(new Error('a face that fails is left to the fallback'));
      },
    });
    const faces = [face(`"${scriptFallbackFamily}"`), face('Inter'), face(scriptFallbackFamily)];
    // The script as the page runs it, against a document whose fonts are these faces.
    new Function('document', fonts.readNow)({
      fonts: { forEach: (each: (face: unknown) => void) => faces.forEach(each) },
    });
    // Chrome writes a family with its quotes, Firefox without.
    expect(asked).toEqual([`"${scriptFallbackFamily}"`, scriptFallbackFamily]);
    // A refused face is caught: nothing is left unhandled.
    await new Promise((resolve) => setTimeout(resolve, 0));
  });

  it('cuts only the punctuation a script uses: English quotes, dashes and arrows stay the system’s', async () => {
    const fonts = await makeWebFonts([
      pageText(page(`<p>Robin’s “notes” — 1–2 … • © →</p><p>${chinese}。</p>`)),
    ]);
    const claimed = [...fonts.css.matchAll(/unicode-range:([^}]+)}/g)].map(([, range]) => range);
    for (const character of '’“”—–…•©→')
      expect(claimed.join(','), character).not.toContain(
        character.codePointAt(0)!.toString(16).toUpperCase(),
      );
    expect(claimed.join(',')).toContain('3002');
  });

  it('leaves a script to the visitors’ fonts, and says so, when its faces would pass the budget; the smallest first', async () => {
    // Arabic's faces are the larger: they go, whichever script comes first in the families' order.
    const fonts = await makeWebFonts([pageText(page(`<p>${arabic} ${name}</p>`))], 4000);
    expect(fonts.faces).toHaveLength(2);
    expect(fonts.faces.every(({ name: faceName }) => faceName.includes('devanagari'))).toBe(true);
    expect(fonts.notes).toHaveLength(1);
    expect(fonts.notes[0]).toMatch(
      /letters that Noto Sans Arabic draws: their font would be [\d.]+ kB, and [\d.]+ kB of the 4 kB every page can carry is left/,
    );
  });
});
