// @vitest-environment node
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import {
  cleanupSummary,
  hasPreviews,
  previewFolder,
  readOpenPullRequests,
  stalePreviews,
} from './stale-previews';

const files = [
  'index.html',
  '.nojekyll',
  `${previewFolder(3)}/index.html`,
  `${previewFolder(3)}/assets/app.js`,
  `${previewFolder(12)}/index.html`,
  `${previewFolder(40)}/_review/index.html`,
  'pr-preview/notes/readme.txt',
  'pr-preview/pr-07/index.html',
];

describe('which previews go', () => {
  it('every preview folder whose pull request is not open, once each, in order', () => {
    expect(stalePreviews(files, new Set([12]))).toEqual([previewFolder(3), previewFolder(40)]);
  });

  it('none while every pull request with a preview is open, or when there are no previews', () => {
    expect(stalePreviews(files, new Set([3, 12, 40, 41]))).toEqual([]);
    expect(stalePreviews(['index.html'], new Set())).toEqual([]);
  });

  it('none when the open pull requests are unknown (the read failed): never on uncertainty', () => {
    expect(stalePreviews(files, undefined)).toEqual([]);
  });

  it('leaves whatever else is under pr-preview/, which no preview deploy made', () => {
    const stale = stalePreviews(files, new Set());
    expect(stale).not.toContain('pr-preview/notes');
    expect(stale).not.toContain('pr-preview/pr-07');
    expect(stale).toHaveLength(3);
  });

  it('tells a branch with previews from one without', () => {
    expect(hasPreviews(files)).toBe(true);
    expect(hasPreviews(['index.html', 'pr-preview/notes/readme.txt'])).toBe(false);
  });

  it('says what it removed, or why it kept them all', () => {
    expect(cleanupSummary({ removed: [] })).toBe('');
    expect(cleanupSummary({ removed: [previewFolder(3)] })).toContain(`${previewFolder(3)}/`);
    const kept = cleanupSummary({ removed: [], kept: 'GitHub answered 500' });
    expect(kept).toMatch(/kept.*GitHub answered 500.*No preview was removed/);
  });
});

/**
 * GitHub's list of pull requests, as it pages it: `perPage` a page with a Link
 * header to the next; every request recorded; `failPage` answers 502.
 */
async function pullsApi({
  open,
  perPage = 2,
  failPage,
}: {
  open: number[];
  perPage?: number;
  failPage?: number;
}) {
  const requests: string[] = [];
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url!, 'http://stub');
    requests.push(`${url.pathname}${url.search}`);
    if (request.headers.authorization !== 'Bearer test-token')
      return void response.writeHead(401).end('{"message":"Bad credentials"}');
    if (url.pathname !== '/repos/owner/site/pulls' || url.searchParams.get('state') !== 'open')
      return void response.writeHead(404).end('{"message":"Not Found"}');
    const page = Number(url.searchParams.get('page') ?? 1);
    if (page === failPage) return void response.writeHead(502).end('Bad gateway');
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (page * perPage < open.length)
      headers.link = `<${address()}${url.pathname}?state=open&per_page=100&page=${page + 1}>; rel="next", <${address()}${url.pathname}?page=9>; rel="last"`;
    response.writeHead(200, headers);
    response.end(
      JSON.stringify(
        open
          .slice((page - 1) * perPage, page * perPage)
          .map((number) => ({ number, state: 'open' })),
      ),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = () => `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  servers.push(server);
  return { api: address(), requests };
}

const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(
    servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))),
  );
});

describe('reading the open pull requests', () => {
  it('follows every page GitHub links to', async () => {
    const { api, requests } = await pullsApi({ open: [5, 9, 11, 14, 20] });
    const open = await readOpenPullRequests({ repository: 'owner/site', token: 'test-token', api });
    expect([...open].sort((a, b) => a - b)).toEqual([5, 9, 11, 14, 20]);
    expect(requests).toHaveLength(3);
    expect(requests[0]).toBe('/repos/owner/site/pulls?state=open&per_page=100');
  });

  it('fails, naming the permission, when any page cannot be read', async () => {
    const { api } = await pullsApi({ open: [5, 9, 11], failPage: 2 });
    await expect(
      readOpenPullRequests({ repository: 'owner/site', token: 'test-token', api }),
    ).rejects.toThrow(/502.*pull-requests: read/);
    const refused = await pullsApi({ open: [5] });
    await expect(
      readOpenPullRequests({ repository: 'owner/site', token: 'other', api: refused.api }),
    ).rejects.toThrow(/401/);
  });
});
