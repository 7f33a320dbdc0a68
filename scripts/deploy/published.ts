/**
 * What the `gh-pages` branch publishes now, read from the branch itself: the
 * commit its site was built from (each page's `<meta name="build">`), the
 * address it was built for (Home's canonical link) and the custom domain in its
 * `CNAME` file. The deploy decides from this, not from the push before it:
 *
 * - the fast path compares the push with the commit that was last *published*
 *   (change-kind.ts), so code that was pushed but never checked and published
 *   can never ride along with a later content edit;
 * - a `CNAME` that no deploy wrote (GitHub writes one when a domain is set
 *   under Settings → Pages) is told apart from one that came from `public/CNAME`;
 * - a branch built for another address (a fork that copied the template's
 *   branches, a renamed repository) is taken for what it is: nothing of this site's.
 *
 * Only the two small files are downloaded: a partial clone without blobs
 * (`--filter=blob:none`, which GitHub supports), whose blobs git then fetches one
 * by one as they are read.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { isAbsolute, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { builtCommit } from '../site/pages/built-commit.ts';

const run = promisify(execFile);

/** The branch GitHub Pages serves. */
export const branch = 'gh-pages';

export interface Published {
  /** Whether the branch exists at all. */
  exists: boolean;
  /** The source commit of the published site, from Home's `<meta name="build">`. */
  commit?: string;
  /** The address Home was built for (its canonical link), such as `https://owner.github.io/portfolio/`. */
  address?: string;
  /** The custom domain in the branch's `CNAME` file. */
  cname?: string;
}

/** The address a built page names as its own: its canonical link. */
export function canonicalAddress(html: string): string | undefined {
  return /<link\b[^>]*\brel="canonical"[^>]*\bhref="([^"]+)"/.exec(html)?.[1];
}

/** The custom domain an address is served at, or undefined for a github.io address. */
export function customDomain(address: string | undefined): string | undefined {
  if (!address) return undefined;
  const host = new URL(address).hostname.toLowerCase();
  return host.endsWith('.github.io') ? undefined : host;
}

/** A local path as a file:// address, so git honours --filter with it as with GitHub. */
function gitAddress(repo: string): string {
  return isAbsolute(repo) ? pathToFileURL(repo).href : repo;
}

/** Reads what `repo`'s gh-pages branch publishes; `exists: false` when there is no such branch. */
export async function readPublished(repo: string): Promise<Published> {
  const address = gitAddress(repo);
  const { stdout: heads } = await run('git', ['ls-remote', '--heads', address, branch]);
  if (!heads.trim()) return { exists: false };

  const work = await mkdtemp(join(tmpdir(), 'pcbrule-published-'));
  try {
    await run('git', [
      'clone',
      '--quiet',
      '--depth=1',
      '--filter=blob:none',
      '--no-checkout',
      '--single-branch',
      `--branch=${branch}`,
      address,
      work,
    ]);
    const show = async (path: string) => {
      try {
        return (await run('git', ['show', `HEAD:${path}`], { cwd: work })).stdout;
      } catch {
        return undefined;
      }
    };
    const home = await show('index.html');
    const cname = (await show('CNAME'))?.trim().toLowerCase() || undefined;
    return {
      exists: true,
      ...(home && builtCommit(home) ? { commit: builtCommit(home) } : {}),
      ...(home && canonicalAddress(home) ? { address: canonicalAddress(home) } : {}),
      ...(cname ? { cname } : {}),
    };
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
