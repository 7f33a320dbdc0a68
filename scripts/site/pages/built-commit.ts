/**
 * The commit a page was built from (SITE_COMMIT), written into its head and read back: the
 * deploy and a pull request's review wait for the pages that name theirs (scripts/deploy/), and
 * the browser tests' build cache gives a kept build another commit (scripts/lab/site-builder/cache.ts).
 */
import { escapeMarkup } from '../../shared/escape-markup.ts';

/** The element's start, the same however the prerender's serializer closes it (`/>` or `>`). */
const start = (commit: string) => `<meta name="build" content="${escapeMarkup(commit)}"`;

/** The element that names the commit in a page's head. */
export const commitMeta = (commit: string) => `${start(commit)} />`;

/** The commit a built page says it was built from (`commitMeta`), or undefined. */
export function builtCommit(html: string): string | undefined {
  return /<meta name="build" content="([0-9a-f]{7,40})"/.exec(html)?.[1];
}

/** A built page's HTML, its `commitMeta` naming `to` where it named `from`. */
export const renameBuiltCommit = (html: string, from: string, to: string) =>
  html.replaceAll(start(from), start(to));
