/** The pages of a built site that show a CAD model. */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { addressServedBy } from '../../shared/served-files';

/** The pages of the site built in `dist` that show a model, by address from the site's top ("" is Home). */
export function pagesWithAModel(dist: string): string[] {
  const pages = new Set<string>();
  const visit = (folder: string) => {
    for (const name of readdirSync(folder).sort()) {
      const file = join(folder, name);
      if (statSync(file).isDirectory()) {
        if (name !== 'admin') visit(file);
      } else if (name.endsWith('.html') && name !== '404.html') {
        if (!/<figure\b[^>]*\bdata-model-viewer\b/.test(readFileSync(file, 'utf8'))) continue;
        pages.add(addressServedBy(relative(dist, file)));
      }
    }
  };
  visit(dist);
  // Home first, then by address.
  return [...pages].sort((a, b) => a.length - b.length || a.localeCompare(b));
}
