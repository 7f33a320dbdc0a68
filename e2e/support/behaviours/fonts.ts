/** Fonts: letters no system font may have, drawn in the site's own font. */
import { expect, it } from 'vitest';
import { scriptFallbackFamily } from '../../../src/styles/fonts';
import { profile } from '../site';
import {
  appReady,
  markDocument,
  sameDocument,
  showing,
  base,
  slug,
  type BehaviourContext,
} from './tab';

/** The bio's Devanagari, drawn in the site's own font on a first visit and after a move. */
export function fontBehaviours(context: BehaviourContext): void {
  const { open, url } = context;
  it('draws letters no system font may have (the bio’s Devanagari) in the site’s own font, loaded or moved to', async () => {
    const letters = /[\p{Script=Devanagari}\p{M}]+/u.exec(profile.bio)?.[0];
    expect(letters, 'the made-up owner’s bio holds a word of Devanagari').toBeTruthy();
    let tab = await open();
    /**
     * How Home's word is drawn: its width on the page, and as the face the page declares for its
     * weight draws it, loaded apart under another name (a probe Chrome has never had to do
     * without); and where the face comes from.
     */
    const drawn = () =>
      tab.evaluate(
        async (word: string, family: string) => {
          await document.fonts.ready;
          const walker = document.createTreeWalker(document.querySelector('main')!, 4);
          let node = walker.nextNode() as Text | null;
          while (node && !node.data.includes(word)) node = walker.nextNode() as Text | null;
          if (!node) return undefined;
          const range = document.createRange();
          range.setStart(node, node.data.indexOf(word));
          range.setEnd(node, node.data.indexOf(word) + word.length);
          const style = getComputedStyle(node.parentElement!);
          const weight = Number(style.fontWeight) > 500 ? '700' : '400';
          const rules = [...document.styleSheets].flatMap((sheet) => [...sheet.cssRules]);
          const face = rules.find(
            (rule) =>
              rule instanceof CSSFontFaceRule &&
              rule.style.getPropertyValue('font-family').replace(/"/g, '') === family &&
              rule.style.getPropertyValue('font-weight') === weight,
          ) as CSSFontFaceRule | undefined;
          if (!face) return { faceUrl: undefined };
          const source = /url\("?([^")]+)"?\)/.exec(face.style.getPropertyValue('src'))![1]!;
          const probe = new FontFace('width probe', `url(${source})`, { weight });
          await probe.load();
          document.fonts.add(probe);
          const context = document.createElement('canvas').getContext('2d')!;
          context.font = `${style.fontWeight} ${style.fontSize} "width probe"`;
          return {
            faceUrl: source,
            page: range.getBoundingClientRect().width,
            inTheFace: context.measureText(word).width,
          };
        },
        letters!,
        scriptFallbackFamily,
      );

    // In a fresh tab, from a page that shows no such letter to Home by the app: that page
    // carries the face too, so Home's word is drawn in it.
    await tab.goto(url(slug));
    await appReady(tab);
    await markDocument(tab);
    await tab.click(`nav a[href="${base}"]`);
    await showing(tab, profile.name);
    expect(await sameDocument(tab)).toBe(true);
    const moved = await drawn();
    expect(moved?.faceUrl, 'the @font-face the page declares for the word’s weight').toBeTruthy();
    expect(Math.abs(moved!.page! - moved!.inTheFace!)).toBeLessThan(1);

    // A first visit to Home, in a tab of its own: the face is in the page itself, asked for from
    // nowhere (nothing to arrive after the first paint and move the text: web-fonts.ts), and
    // the word is drawn in it (as wide as the face draws it: not in boxes, nor in another font).
    // (WebKitWebDriver drives one tab at a time: this one closes first, its errors checked.)
    await context.closeNow(tab);
    tab = await open();
    await tab.goto(url());
    await appReady(tab);
    const home = await drawn();
    expect(home!.faceUrl).toMatch(/^data:font\/woff2;base64,/);
    expect(Math.abs(home!.page! - home!.inTheFace!)).toBeLessThan(1);
  });
}
