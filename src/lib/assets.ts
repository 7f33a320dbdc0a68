/** URL of a file in `public/`, under the site's base path (`import.meta.env.BASE_URL` ends with `/`). */
export function publicUrl(file: string): string {
  return `${import.meta.env.BASE_URL}${file}`;
}

/** URL of an image in `public/images/` by its file name. */
export function imageUrl(file: string): string {
  return publicUrl(`images/${file}`);
}
