/** URL of a file in `public/`, under the site's base path (`import.meta.env.BASE_URL` ends with `/`). */
export function publicUrl(file: string): string {
  return `${import.meta.env.BASE_URL}${file}`;
}

/** URL of an image in `public/images/` by its file name. */
export function imageUrl(file: string): string {
  return publicUrl(`images/${file}`);
}

/**
 * The router's basename: Vite's base with its trailing slash kept, so the Home
 * link is `/portfolio/` (the folder GitHub Pages serves) and not `/portfolio`
 * (which it would answer with a redirect).
 */
export function routerBasename(): string {
  return import.meta.env.BASE_URL;
}
