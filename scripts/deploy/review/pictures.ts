/**
 * The pictures a pull request changed, each once, with the pages that show
 * it, and its file before and after copied beside the report (OUT/pictures/),
 * so that the comment and the report page can show both: a photo re-exported,
 * a drawing recoloured or an avatar replaced under its own name looks the same
 * in the words of every page that shows it.
 */
import { copyFileSync, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { extname, join } from 'node:path';
import type { PageChange } from './page-changes';

/** Whether two files exist with the same bytes. */
function sameFile(a: string, b: string): boolean {
  return existsSync(a) && existsSync(b) && readFileSync(a).equals(readFileSync(b));
}

export interface ChangedPicture {
  /** "bench.jpg (The bench) 800×600", or "the link-preview card". */
  label: string;
  /** Its file under the site's base. */
  file: string;
  /** The pages that show it, changed or added. */
  pages: string[];
  /** Its copies under OUT/: before (absent for a new picture) and after. */
  before?: string;
  after?: string;
}

/**
 * Each picture that differs, once (by file and bytes), from the changed and
 * added pages; `base` and `head` are the two built sites, `out` the review's folder.
 */
export function changedPictures(
  pages: PageChange[],
  { base, head, out }: { base: string; head: string; out: string },
): ChangedPicture[] {
  const folder = join(out, 'pictures');
  rmSync(folder, { recursive: true, force: true });
  const pictures = new Map<string, ChangedPicture>();
  for (const page of pages) {
    if (page.kind === 'removed') continue;
    for (const { file, label, digest } of page.picturesChanged) {
      // A new page shows pictures the site had already: only those new or redrawn are changes.
      if (page.kind === 'added' && sameFile(join(base, file), join(head, file))) continue;
      const key = `${file} ${digest}`;
      const known = pictures.get(key);
      if (known) {
        // A page can show the same picture twice (a card and its timeline entry): named once.
        if (!known.pages.includes(page.path)) known.pages.push(page.path);
        continue;
      }
      const name = `${String(pictures.size + 1).padStart(2, '0')}${extname(file)}`;
      const copy = (dist: string, side: 'before' | 'after') => {
        const from = join(dist, file);
        if (!existsSync(from)) return undefined;
        mkdirSync(folder, { recursive: true });
        copyFileSync(from, join(folder, `${side}-${name}`));
        return `pictures/${side}-${name}`;
      };
      const before = page.kind === 'changed' ? copy(base, 'before') : undefined;
      const after = copy(head, 'after');
      pictures.set(key, {
        label,
        file,
        pages: [page.path],
        ...(before ? { before } : {}),
        ...(after ? { after } : {}),
      });
    }
  }
  return [...pictures.values()];
}
