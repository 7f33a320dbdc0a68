/**
 * What a built site says about itself, so that the review reads two builds as
 * they are, whatever address each was made for: the base path it was built
 * for (from its web app manifest, whose `scope` the build writes from
 * BASE_PATH: scripts/site/files/site-assets.ts), and whether every page's
 * scripts, styles and pictures are files it holds at that base. A review that
 * guessed a base wrong would find no picture changed (every address would lead
 * to no file) and measure pages without their scripts, and say nothing.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { JSDOM, VirtualConsole } from 'jsdom';
import { parseBasePath } from '../../../src/lib/paths';
import { fileUnderBase, builtPages } from './page-changes';

/** The manifest every build writes beside its pages. */
const manifestFile = 'manifest.webmanifest';

/**
 * The base path the site in `dist` was built for ("/" or "/repo/"), read from its manifest's
 * `scope`; undefined for a folder with no pages (a first deploy's base has none). Throws, naming
 * the option that overrides it, where a site has pages but no readable manifest.
 */
export function builtBasePath(dist: string, option: string): string | undefined {
  if (builtPages(dist).size === 0) return undefined;
  const file = join(dist, manifestFile);
  let scope: unknown;
  try {
    scope = (JSON.parse(readFileSync(file, 'utf8')) as { scope?: unknown }).scope;
  } catch (error) {
    throw new Error(
      `${dist} has pages but no readable ${manifestFile} (${(error as Error).message.split('\n')[0]}), ` +
        `so the address it was built for is not known: give it with ${option} /<repo>/ (or ${option} /)`,
    );
  }
  if (typeof scope !== 'string')
    throw new Error(
      `${file} names no "scope", so the address ${dist} was built for is not known: give it with ${option}`,
    );
  return parseBasePath(scope);
}

/** A file a page names that the build does not hold at the base it is read with. */
export interface MissingFile {
  /** The page, by its address under the base. */
  page: string;
  /** The address as the page writes it. */
  address: string;
}

/** The addresses of the scripts, styles and pictures a page's HTML names, as written. */
function namedFiles(html: string): string[] {
  const { document } = new JSDOM(html, { virtualConsole: new VirtualConsole() }).window;
  const candidates = (srcset: string | null) =>
    (srcset ?? '')
      .split(',')
      .map((candidate) => candidate.trim().split(/\s+/)[0] ?? '')
      .filter(Boolean);
  // The app and its chunks: written into the inline script that loads them after the first
  // paint (scripts/site/pages/after-first-paint.ts, joined with the head's other scripts), read
  // from that script alone, not from a data block: the page's words and the router's data may well
  // quote an address such as 'firmware/assets/boot.js'. Its argument's keys are quoted as the
  // build writes them, or bare once minified.
  const loader = [...document.querySelectorAll('script:not([src]):not([type])')]
    .map((script) => script.textContent ?? '')
    .filter((text) => /\bmodules"?:\[/.test(text) && /\bscript"?:"/.test(text));
  return [
    ...loader.flatMap((text) =>
      [...text.matchAll(/"([^"\s]*assets\/[\w.-]+\.(?:js|css))"/g)].map(([, url]) => url!),
    ),
    ...[...document.querySelectorAll('script[src]')].map((script) => script.getAttribute('src')!),
    ...[...document.querySelectorAll('link[rel~="stylesheet"][href], link[rel~="icon"][href]')].map(
      (link) => link.getAttribute('href')!,
    ),
    ...[...document.querySelectorAll('img')].flatMap((image) => [
      ...(image.getAttribute('src') ? [image.getAttribute('src')!] : []),
      ...candidates(image.getAttribute('srcset')),
    ]),
    ...[...document.querySelectorAll('picture source')].flatMap((source) =>
      candidates(source.getAttribute('srcset')),
    ),
  ];
}

/**
 * Every script, style and picture a page of the site in `dist` names that is not a file of it
 * when the site is read as built for `base`: an address outside the base (a build made for
 * another address) or a file that is not there. None for a site read at its own base.
 */
export function missingFiles(dist: string, base: string): MissingFile[] {
  const missing: MissingFile[] = [];
  for (const [path, htmlFile] of builtPages(dist)) {
    for (const address of new Set(namedFiles(readFileSync(htmlFile, 'utf8')))) {
      // Another host's file, or one written into the page, is not the build's to hold.
      if (/^(?:[a-z][a-z0-9+.-]*:|\/\/)/i.test(address)) continue;
      const file = fileUnderBase(address, base, path);
      const full = file === undefined ? undefined : join(dist, file);
      if (!full || !existsSync(full) || !statSync(full).isFile())
        missing.push({ page: path, address });
    }
  }
  return missing;
}

/**
 * The base path to read `dist` at: the one given (an override), else the one it was built for.
 * Throws a message that names the build, the pages and the files when its pages name files it
 * does not hold at that base (a review of such a build would compare and measure nothing real),
 * or, `warnOnly`, prints it as a warning.
 */
export function basePathOf(
  dist: string,
  given: string | undefined,
  option: string,
  { warnOnly = false }: { warnOnly?: boolean } = {},
): string {
  const base = given !== undefined ? parseBasePath(given) : (builtBasePath(dist, option) ?? '/');
  const missing = missingFiles(dist, base);
  if (missing.length) {
    const shown = missing
      .slice(0, 5)
      .map(({ page, address }) => `  ${page} names ${address}`)
      .join('\n');
    const more = missing.length > 5 ? `\n  …and ${missing.length - 5} more` : '';
    let built: string | undefined;
    try {
      built = builtBasePath(dist, option);
    } catch {
      built = undefined; // no manifest: the hint below cannot name the base it was built for
    }
    const hint =
      given !== undefined && built !== undefined && built !== base
        ? `it was built for ${built}, not ${base}: leave ${option} out to read it as built`
        : `rebuild it, or give the base path it was built for with ${option}`;
    const message = `${dist}, read at ${base}, does not hold ${missing.length} file(s) its pages name:\n${shown}${more}\n${hint}`;
    // The live site as the base: what visitors have today, missing files and all; a pull
    // request's review (and its preview, which waits for it) must not stop for it.
    if (warnOnly) console.warn(`review: warning: ${message}`);
    else throw new Error(message);
  }
  return base;
}
