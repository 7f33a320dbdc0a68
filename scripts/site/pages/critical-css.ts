/**
 * First paint from the HTML alone (issue 21): each page carries, in a <style>
 * of its own, the rules of the stylesheet that its own elements use, found by
 * beasties (https://github.com/danielroe/beasties, the maintained successor of
 * critters). It moves the stylesheet's link to the end of the body; the prerender then
 * loads the whole stylesheet after the first paint (loadAfterFirstPaint), for
 * what the page draws later (an open menu, the next page), and without
 * JavaScript from a <noscript> link. None of beasties' own ways of deferring
 * it fit: each either starts the download before the first paint or needs an
 * inline event handler, which the Content-Security-Policy (hashes only) refuses.
 *
 * Runs on the finished page, before its inline scripts are minified and the
 * policy hashes them and the new <style> (prerender.ts).
 */
import Beasties from 'beasties';

/**
 * Rules no prerendered element matches yet, but that must be there before the
 * first paint all the same: the remembered theme (<html data-theme>, set by the
 * head script before anything paints, and data-theme-switch, which a tap on the theme toggle
 * sets for one frame) and the controls that need JavaScript
 * (<html data-js>, set by the head script too), which would otherwise wait for the stylesheet;
 * and the phone menu's open state (its button's aria-expanded), which the head script shows
 * when a visitor taps it before the app runs (src/lib/early-taps.ts).
 */
export const alwaysCritical = [
  /\[data-theme\b/,
  /\[data-js\b/,
  /\[aria-expanded=/,
  // The parts held undrawn while the first frame is drawn (src/lib/first-frame.ts).
  /\[data-first-frame\b/,
  // Anchored sections' room below the sticky bar (index.css). beasties 0.5.4's fast path reads
  // a bare [id] as "the id that is empty", finds none and would leave the rule out.
  /^\[id\]$/,
];

/** Inlines the critical CSS of built pages whose stylesheets are under `dist`, served below `basePath`. */
export function criticalCss(dist: string, basePath: string) {
  const beasties = new Beasties({
    path: dist,
    // A stylesheet's URL is its path under dist/ after the site's base path.
    publicPath: basePath,
    // The link goes to the end of the body, where loadAfterFirstPaint finds it
    // and puts the <noscript> copy for visitors without JavaScript.
    preload: 'body',
    allowRules: alwaysCritical,
    // The stylesheet has no @font-face: the fonts for letters the systems' fonts lack, the same
    // on every page, go into each page's <head> after beasties (./web-fonts.ts).
    fonts: false,
    // What beasties only warns of (a selector it cannot parse, a stylesheet it cannot find)
    // would leave a page painting with rules missing until its stylesheet arrives: the build stops.
    logger: {
      warn: (message) => problems.push(message),
      error: (message) => problems.push(message),
    },
  });
  const problems: string[] = [];
  return async (html: string): Promise<string> => {
    problems.length = 0;
    const page = await beasties.process(html);
    if (problems.length > 0)
      throw new Error(`the critical CSS of a page is incomplete:\n${problems.join('\n')}`);
    // beasties marks the document for its own use; visitors need not receive the mark.
    return page.replace(/(<html\b[^>]*?) data-beasties-container(?:="")?/, '$1');
  };
}
