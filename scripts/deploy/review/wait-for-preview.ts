/**
 * Waits until a published preview serves a given commit: GitHub Pages takes
 * a while after the push to gh-pages, and a review posted before would send
 * reviewers to the old build. Reads the page's `<meta name="build">`
 * (scripts/site/pages/metadata.ts, from SITE_COMMIT), every few seconds, up to
 * a time limit; exits 1 when the limit passes.
 *
 *   tsx scripts/deploy/review/wait-for-preview.ts <preview url> <commit> [--seconds 600]
 */
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';

/** The commit a page says it was built from, or undefined. */
export function builtCommit(html: string): string | undefined {
  return /<meta name="build" content="([0-9a-f]{7,40})"/.exec(html)?.[1];
}

/** True once `url` serves a page built from `commit` (either may be the short form of the other). */
export async function waitForPreview(
  url: string,
  commit: string,
  { seconds = 600, everyMs = 5000 } = {},
): Promise<boolean> {
  const deadline = Date.now() + seconds * 1000;
  const wanted = commit.toLowerCase();
  for (;;) {
    try {
      // No cache: Pages' CDN and the runner's HTTP stack must not answer with the old page.
      const response = await fetch(url, {
        cache: 'no-store',
        headers: { 'cache-control': 'no-cache' },
      });
      const served = response.ok ? builtCommit(await response.text()) : undefined;
      if (served && (served.startsWith(wanted) || wanted.startsWith(served))) return true;
    } catch {
      // Not there yet (a first deploy of the preview): ask again.
    }
    if (Date.now() + everyMs > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { seconds: { type: 'string' } },
  });
  const [url, commit] = positionals;
  if (!url || !commit) {
    console.error(
      'tsx scripts/deploy/review/wait-for-preview.ts <preview url> <commit> [--seconds 600]',
    );
    process.exit(2);
  }
  const seconds = Number(values.seconds ?? 600);
  if (await waitForPreview(url, commit, { seconds })) console.log(`${url} serves ${commit}`);
  else {
    console.error(`${url} did not serve ${commit} within ${seconds} s`);
    process.exit(1);
  }
}
