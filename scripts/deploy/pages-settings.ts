/**
 * Works out where GitHub Pages will serve this repository's site, for the
 * workflows: prints `base_path=`, `site_url=` and `url=` lines for $GITHUB_OUTPUT.
 *
 * - a repository named `<owner>.github.io` is a user site, served at `/`;
 * - a `public/CNAME` file means a custom domain, served at `/` on that host;
 * - any other repository is a project site, served at `/<repo>/`;
 * - with PR_NUMBER set, the preview of that pull request: `<base>pr-preview/pr-<N>/`.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseBasePath } from '../../src/lib/paths';
import { parseCname, parsePrNumber, previewFolder } from './publish';
import { siteSource } from '../../src/content-model/content-files';

export interface PagesSettings {
  basePath: string;
  siteUrl: string;
  /** The address the site (or preview) will be at. */
  url: string;
}

export function pagesSettings({
  repository,
  cname,
  pr,
}: {
  repository: string;
  cname?: string;
  pr?: string;
}): PagesSettings {
  const match = /^([A-Za-z0-9-]+)\/([A-Za-z0-9._-]+)$/.exec(repository);
  if (!match)
    throw new Error(
      `GITHUB_REPOSITORY must look like "owner/name", got ${JSON.stringify(repository)}`,
    );
  const owner = match[1]!.toLowerCase();
  const name = match[2]!;
  const domain = parseCname(cname);

  const userSite = name.toLowerCase() === `${owner}.github.io`;
  const siteUrl = domain ? `https://${domain}` : `https://${owner}.github.io`;
  const productionBase = domain || userSite ? '/' : `/${name}/`;
  const basePath = parseBasePath(
    pr === undefined || pr === ''
      ? productionBase
      : `${productionBase}${previewFolder(parsePrNumber(pr))}/`,
  );
  return { basePath, siteUrl, url: siteUrl + basePath };
}

/**
 * The custom domain file (`public/CNAME`) of the folder the site is built from
 * (`root`: by default this checkout's own, or its sample's while it has no
 * content/ of its own, as the build reads it), as written, or undefined.
 */
export function readCnameFile(root = siteSource(process.cwd())): string | undefined {
  const file = join(root, 'public', 'CNAME');
  return existsSync(file) ? readFileSync(file, 'utf8') : undefined;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const settings = pagesSettings({
    repository: process.env.GITHUB_REPOSITORY ?? '',
    cname: readCnameFile(),
    pr: process.env.PR_NUMBER,
  });
  console.log(`base_path=${settings.basePath}\nsite_url=${settings.siteUrl}\nurl=${settings.url}`);
}
