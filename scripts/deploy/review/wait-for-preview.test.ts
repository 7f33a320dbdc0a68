import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { builtCommit, waitForPreview } from './wait-for-preview';

const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(
    servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))),
  );
});

/** A stand-in for GitHub Pages: answers each request with the next page of `answers` (the last one stays). */
async function pages(answers: Array<{ status: number; commit?: string }>) {
  let asked = 0;
  const server = createServer((_, response) => {
    const { status, commit } = answers[Math.min(asked++, answers.length - 1)]!;
    response.writeHead(status, { 'content-type': 'text/html' });
    response.end(
      `<!doctype html><head>${commit ? `<meta name="build" content="${commit}" />` : ''}</head>`,
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  servers.push(server);
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/pr-preview/pr-7/`,
    asked: () => asked,
  };
}

describe('waiting for the preview to serve the commit', () => {
  it('reads the commit a page names', () => {
    expect(builtCommit('<meta name="build" content="3f2c1ab" />')).toBe('3f2c1ab');
    expect(builtCommit('<meta name="description" content="3f2c1ab" />')).toBeUndefined();
  });

  it('asks again through a missing page and the old build, until the new one is served', async () => {
    const site = await pages([
      { status: 404 },
      { status: 200, commit: 'aaaaaaa' },
      { status: 200, commit: '3f2c1ab9' },
    ]);
    expect(await waitForPreview(site.url, '3f2c1ab9d0e1f2', { seconds: 5, everyMs: 10 })).toBe(
      true,
    );
    expect(site.asked()).toBe(3);
  });

  it('gives up at its time limit when the commit never comes', async () => {
    const site = await pages([{ status: 200, commit: 'aaaaaaa' }]);
    expect(await waitForPreview(site.url, '3f2c1ab', { seconds: 0.2, everyMs: 50 })).toBe(false);
    expect(site.asked()).toBeGreaterThan(1);
  });
});
