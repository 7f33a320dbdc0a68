/**
 * A prerendered page carries only the styles its own HTML uses, inline. The
 * site's whole stylesheet is linked beside them, disabled, and the page's
 * loader script switches it on as it starts the app, then marks the link
 * `data-settled` once it has loaded or failed (scripts/build/prerender.ts).
 *
 * The app waits for it before drawing, so that anything it draws that the
 * prerendered HTML did not have (the other page, the working slide rule, an
 * open menu) is styled from the first frame. In development, and on any page
 * without the link, there is nothing to wait for.
 */
export function wholeStylesheetSettled(doc: Document = document): Promise<void> {
  const link = doc.querySelector<HTMLLinkElement>('link[data-whole-stylesheet]');
  if (!link || link.dataset.settled !== undefined) return Promise.resolve();
  return new Promise((resolve) => {
    // A failed stylesheet must not keep the app from starting.
    for (const type of ['load', 'error'])
      link.addEventListener(type, () => resolve(), { once: true });
    // A link the loader has not switched on (a page opened some other way) is switched on here.
    link.disabled = false;
  });
}
