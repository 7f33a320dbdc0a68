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
};
const compressible = /^(text\/|application\/(json|xml|manifest)|image\/svg)/;

export interface PagesServer {
  url: string;
  close: () => Promise<void>;
}

async function isFile(path: string): Promise<boolean> {
  return (await stat(path).catch(() => null))?.isFile() ?? false;
}
async function isDirectory(path: string): Promise<boolean> {
  return (await stat(path).catch(() => null))?.isDirectory() ?? false;
}

/** Serves `root` (a built `dist`) under `base` (e.g. "/" or "/portfolio/") on a free loopback port. */
export async function startPagesServer(root: string, base = '/'): Promise<PagesServer> {
  const server: Server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const send = async (
      status: number,
      file: string | null,
      headers: Record<string, string> = {},
    ) => {
      const body = file ? await readFile(file) : Buffer.from(status === 404 ? 'Not found' : '');
      const type = file
        ? (types[extname(file)] ?? 'application/octet-stream')
        : 'text/plain; charset=utf-8';
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
    const target = normalize(join(root, relative));
    if (target !== root && !target.startsWith(root + sep))
      return send(404, (await isFile(notFound)) ? notFound : null);

    // The order GitHub Pages follows: the file itself; `/x` from `x.html`; a
    // folder (redirected to its slash, then its index.html); else 404.html.
    if (await isFile(target)) return send(200, target);
    if (!pathname.endsWith('/') && (await isFile(`${target}.html`)))
      return send(200, `${target}.html`);
    if (await isDirectory(target)) {
      if (!pathname.endsWith('/'))
        return send(301, null, { location: `${url.pathname}/${url.search}` });
      const index = join(target, 'index.html');
      if (await isFile(index)) return send(200, index);
    }
    return send(404, (await isFile(notFound)) ? notFound : null);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('The test server has no port');
  return {
    url: `http://127.0.0.1:${address.port}${base}`,
    close: () =>
      new Promise((resolve, reject) =>
        server.close((error) => (error ? reject(error) : resolve())),
      ),
  };
}
