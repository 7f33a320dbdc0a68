/**
 * How GitHub Pages answers a page's address with a file, stated once: `/x` is
 * served from `x.html`, else (redirected to `/x/`) from `x/index.html`, and
 * Home from `index.html`. The build writes each page to both files
 * (scripts/site/pages/metadata.ts), the Pages-like server answers in this order
 * (scripts/lab/pages-server.ts), and the bench finds a page's files by it.
 */

/** The files that serve `address` (a page's path below the site's base, "" or "/" for Home), in the order Pages tries them. */
export function filesServing(address: string): string[] {
  const name = address.replace(/^\/|\/$/g, '');
  return name ? [`${name}.html`, `${name}/index.html`] : ['index.html'];
}

/** The address a page's HTML file serves, from the site's top ("gripper-arm/updates"; "" for Home). */
export function addressServedBy(file: string): string {
  return file.replace(/(^|\/)index\.html$/, '').replace(/\.html$/, '');
}
