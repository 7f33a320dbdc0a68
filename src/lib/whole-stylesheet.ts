/**
 * A prerendered page carries only the styles its own HTML uses, inline. The
 * site's whole stylesheet is linked beside them, disabled; the page's loader
 * script switches it on as it starts the app, and records on the link,
 * as `data-stylesheet`, whether it "loaded" or "failed" (scripts/build/prerender.ts).
 *
 * The app starts only once it has loaded, so that anything it draws that the
 * prerendered HTML did not have (the other page, the working slide rule, an
 * open menu) is styled from the first frame. Until then, and for good if it
 * fails, the page stays what it is without JavaScript: complete, styled and
 * usable, its links whole-page links that bring each page with its own styles.
 * In development, and on any page without the link, there is nothing to wait for.
 */
export function wholeStylesheetLoaded(doc: Document = document): Promise<boolean> {
  const link = doc.querySelector<HTMLLinkElement>('link[data-whole-stylesheet]');
  if (!link) return Promise.resolve(true);
  const settled = link.dataset.stylesheet;
  if (settled) return Promise.resolve(settled === 'loaded');
  return new Promise((resolve) => {
    link.addEventListener('load', () => resolve(true), { once: true });
    link.addEventListener('error', () => resolve(false), { once: true });
    // A link the loader has not switched on (a page opened some other way) is switched on here.
    link.disabled = false;
  });
}
