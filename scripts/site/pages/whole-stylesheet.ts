/**
 * Each page carries the site's whole stylesheet in a <style> of its own, in place of the link
 * Vite writes (issue 67): the page paints from its HTML alone (issue 21), and the browser
 * applies the rules once. Before, each page carried the rules its own elements used (found by
 * beasties) and the whole stylesheet came after the first paint; its arrival restyled every
 * element of the page, 15 to 32 ms of a low-tier phone's main thread in a task of its own while
 * the page was loading, in front of any tap made then, and the app waited for it before starting
 * (docs/decisions.md, "Each page paints from its HTML alone").
 *
 * Runs on the finished page, before its inline scripts are minified and the policy hashes them
 * and the <style> (prerender.ts).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const stylesheetLink = /<link rel="stylesheet" crossorigin href="([^"]+)">/g;

/** Puts the stylesheets a built page links (under `dist`, served below `basePath`) in the page itself. */
export function wholeStylesheet(dist: string, basePath: string) {
  const read = new Map<string, string>();
  const rulesOf = (href: string): string => {
    let css = read.get(href);
    if (css !== undefined) return css;
    if (!href.startsWith(basePath))
      throw new Error(`the stylesheet ${href} is not below the site's base path ${basePath}`);
    css = readFileSync(join(dist, href.slice(basePath.length)), 'utf8').trim();
    // The stylesheet has no url() of its own (its fonts are written into each page's head: ./web-fonts.ts);
    // one would resolve against the page, not the stylesheet's folder.
    if (/url\((?!["']?data:)/.test(css))
      throw new Error(
        `the stylesheet ${href} names a file with url(): inlined, the address would change`,
      );
    if (/<\/style/i.test(css)) throw new Error(`the stylesheet ${href} holds "</style"`);
    read.set(href, css);
    return css;
  };
  return (html: string): string => {
    const links = [...html.matchAll(stylesheetLink)];
    if (links.length === 0)
      throw new Error('the page has no <link rel="stylesheet" crossorigin href="…"> to inline');
    let page = html;
    for (const [tag, href] of links)
      page = page.replace(tag, () => `<style>${rulesOf(href!)}</style>`);
    return page;
  };
}
