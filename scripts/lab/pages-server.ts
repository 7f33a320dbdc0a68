/**
 * A small static server that answers the way GitHub Pages does, so the built
 * site is tested as it will be served: a file as is; `/x` from `x.html`; a
 * folder without its slash redirected, then its `index.html`; anything else
 * `404.html` with status 404. Responses are gzipped when the client accepts it.
 */
import { createServer, type Server } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';
import { gzipSync } from 'node:zlib';
import { filesServing } from '../shared/served-files';

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.xml': 'application/xml',
  '.txt': 'text/plain; charset=utf-8',
  '.pdf': 'application/pdf',
  '.woff2': 'font/woff2',
  // A CAD model's web GLB (src/components/model/); GitHub Pages names it after mime-db.
  '.glb': 'model/gltf-binary',
};
const compressible = /^(text\/|application\/(json|xml|manifest)|image\/svg)/;

/** The Content-Type GitHub Pages sends for a file. */
export function pagesContentType(file: string): string {
  return types[extname(file)] ?? 'application/octet-stream';
}

export interface PagesServer {
  url: string;
  /** Paths under the base (e.g. /^images\/hero\./) answered as gone: 404.html with status 404. */
  missing: RegExp[];
  /** Paths under the base whose answers wait until `release()`, as on a slow phone connection. */
  held: RegExp[];
  /** Answers every request held so far, and holds no more. */
  release: () => void;
  close: () => Promise<void>;
}

export interface PagesServerOptions {
  /**
   * Puts `errorRecorder` into every page, as the first script of its head,
   * for browsers whose driver cannot hear the console (WebKitWebDriver).
   */
  recordErrors?: boolean;
}

/** Where the pages keep what went wrong, for the test to read: sessionStorage, which outlives a page load in the tab. */
export const recordedErrorsKey = 'e2e-recorded-errors';
const recorderPath = '__e2e/record-errors.js';

/**
 * Notes every console.error, uncaught error, unhandled rejection, resource
 * that failed to load and Content-Security-Policy violation. It is served from
 * the site's own origin, so the site's CSP (script-src 'self') lets it run.
 */
const errorRecorder = `(function () {
  // A load the browser gives up because the page is being left is no error of the page's.
  var leaving = false;
  addEventListener('pagehide', function () { leaving = true; });
  addEventListener('beforeunload', function () { leaving = true; });
  addEventListener('pageshow', function () { leaving = false; });
  function note(text) {
    if (leaving) return;
    try {
      var list = JSON.parse(sessionStorage.getItem(${JSON.stringify(recordedErrorsKey)}) || '[]');
      list.push(location.pathname + ': ' + text);
      sessionStorage.setItem(${JSON.stringify(recordedErrorsKey)}, JSON.stringify(list));
    } catch (e) {}
  }
  var consoleError = console.error;
  console.error = function () {
    note(Array.prototype.map.call(arguments, String).join(' '));
    return consoleError.apply(console, arguments);
  };
  addEventListener('error', function (event) {
    var target = event.target;
    if (target && target !== window) {
      var address = target.currentSrc || target.src || target.href;
      // Firefox fires error on a <link rel="modulepreload"> now and then although
      // the file came with 200 (vitejs/vite#4051 and later reports); the app does
      // not wait on those links. Ask the server again: only a file it lacks is noted.
      if (target.rel === 'modulepreload')
        fetch(address, { cache: 'no-store' }).then(
          function (response) { if (!response.ok) note('failed to load ' + address); },
          function () { note('failed to load ' + address); });
      else note('failed to load ' + address);
    }
    else note('uncaught ' + event.message);
  }, true);
  addEventListener('unhandledrejection', function (event) { note('unhandled rejection ' + event.reason); });
  document.addEventListener('securitypolicyviolation', function (event) {
    note('Content Security Policy refused ' + event.violatedDirective + ' ' + event.blockedURI);
  });
})();`;

async function isFile(path: string): Promise<boolean> {
  return (await stat(path).catch(() => null))?.isFile() ?? false;
}
async function isDirectory(path: string): Promise<boolean> {
  return (await stat(path).catch(() => null))?.isDirectory() ?? false;
}

/** What GitHub Pages answers for a path (`relative`: the decoded path below the site's base, from its `/`). */
export interface PagesAnswer {
  status: 200 | 301 | 404;
  /** The file to send; null for a redirect, or a 404 with no 404.html. */
  file: string | null;
  /** For a redirect: where to. */
  location?: string;
}

/**
 * The order GitHub Pages follows for a site in `root`: the file itself; `/x`
 * from `x.html`; a folder (redirected to its slash, then its index.html); else
 * 404.html with status 404. `address` is the request's path as sent, for the redirect.
 */
export async function answerLikePages(
  root: string,
  relative: string,
  address: string,
): Promise<PagesAnswer> {
  const notFound = join(root, '404.html');
  const missingPage = async (): Promise<PagesAnswer> => ({
    status: 404,
    file: (await isFile(notFound)) ? notFound : null,
  });
  const target = normalize(join(root, relative));
  if (target !== root && !target.startsWith(root + sep)) return missingPage();
  if (await isFile(target)) return { status: 200, file: target };
  // `/x` from x.html, else the folder x/ (redirected to its slash) from its index.html: the
  // order scripts/shared/served-files.ts states. Home has the second alone.
  const [page, folderIndex] = filesServing(relative).map((file) => join(root, file));
  if (!relative.endsWith('/') && folderIndex && (await isFile(page!)))
    return { status: 200, file: page! };
  if (await isDirectory(target)) {
    if (!relative.endsWith('/')) {
      const url = new URL(address, 'http://localhost');
      return { status: 301, file: null, location: `${url.pathname}/${url.search}` };
    }
    const index = folderIndex ?? page!;
    if (await isFile(index)) return { status: 200, file: index };
  }
  return missingPage();
}

/** Serves `root` (a built `dist`) under `base` (e.g. "/" or "/portfolio/") on a free loopback port. */
export async function startPagesServer(
  root: string,
  base = '/',
  { recordErrors = false }: PagesServerOptions = {},
): Promise<PagesServer> {
  const missing: RegExp[] = [];
  const held: RegExp[] = [];
  let waiting: Array<() => void> = [];
  const release = () => {
    held.length = 0;
    const answers = waiting;
    waiting = [];
    for (const answer of answers) answer();
  };
  const server: Server = createServer(async (request, response) => {
    // Joined, not resolved against a base: a path that starts with `//` would read as a host.
    const url = new URL(`http://localhost${request.url ?? '/'}`);
    const path = url.pathname.slice(base.length);
    if (url.pathname.startsWith(base) && held.some((pattern) => pattern.test(path)))
      await new Promise<void>((resolve) => waiting.push(resolve));
    const send = async (
      status: number,
      file: string | null,
      headers: Record<string, string> = {},
    ) => {
      let body = file ? await readFile(file) : Buffer.from(status === 404 ? 'Not found' : '');
      if (recordErrors && file?.endsWith('.html'))
        body = Buffer.from(
          String(body).replace('<head>', `<head><script src="${base}${recorderPath}"></script>`),
        );
      const type = file ? pagesContentType(file) : 'text/plain; charset=utf-8';
      const gzip =
        compressible.test(type) && /\bgzip\b/.test(String(request.headers['accept-encoding']));
      response.writeHead(status, {
        'content-type': type,
        'cache-control': 'max-age=600',
        ...(gzip ? { 'content-encoding': 'gzip', vary: 'Accept-Encoding' } : {}),
        ...headers,
      });
      response.end(request.method === 'HEAD' ? undefined : gzip ? gzipSync(body) : body);
    };

    const notFound = join(root, '404.html');
    let pathname: string;
    try {
      pathname = decodeURIComponent(url.pathname);
    } catch {
      // An address that does not decode names no file: it is simply not found.
      return send(404, (await isFile(notFound)) ? notFound : null);
    }
    if (!pathname.startsWith(base) && `${pathname}/` !== base) return send(404, null);
    const relative = pathname.slice(base.length - 1);
    if (recordErrors && relative === `/${recorderPath}`) {
      response.writeHead(200, { 'content-type': types['.js']! });
      return response.end(errorRecorder);
    }
    if (missing.some((gone) => gone.test(relative.slice(1)))) return send(404, notFound);
    const answer = await answerLikePages(root, relative, request.url ?? '/');
    return send(answer.status, answer.file, answer.location ? { location: answer.location } : {});
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('The test server has no port');
  return {
    url: `http://127.0.0.1:${address.port}${base}`,
    missing,
    held,
    release,
    close() {
      release();
      return new Promise((resolve, reject) =>
        server.close((error) => (error ? reject(error) : resolve())),
      );
    },
  };
}
