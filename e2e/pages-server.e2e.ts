import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteDir } from './support/build-site';
import { startPagesServer, type PagesServer } from '../scripts/lab/pages-server';
import { featured } from './support/site';

describe('the test server answers like GitHub Pages', () => {
  let server: PagesServer;
  beforeAll(async () => {
    server = await startPagesServer(siteDir('/portfolio/'), '/portfolio/');
  });
  afterAll(() => server.close());

  const get = (path: string) => fetch(new URL(path, server.url), { redirect: 'manual' });

  it.each([
    ['/portfolio/', 200, 'data-route="home"'],
    ['/portfolio/index.html', 200, 'data-route="home"'],
    [`/portfolio/${featured.slug}`, 200, `data-route="${featured.slug}"`],
    [`/portfolio/${featured.slug}/`, 200, `data-route="${featured.slug}"`],
    ['/portfolio/nothing-here', 404, 'window.location.replace'],
    ['/portfolio/%E0%A4%A', 404, 'window.location.replace'],
  ])('%s → %i', async (path, status, marker) => {
    const response = await get(path);
    expect(response.status).toBe(status);
    expect(await response.text()).toContain(marker);
  });

  it('redirects a folder to its slash', async () => {
    const response = await get('/portfolio/images');
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/portfolio/images/');
  });

  it('knows nothing outside the base, and refuses to climb out of it', async () => {
    expect((await get('/other/')).status).toBe(404);
    expect((await get('/portfolio/..%2f..%2fpackage.json')).status).toBe(404);
  });

  it('answers a path that starts with two slashes, and goes on answering', async () => {
    // Sent as written: fetch would read `//…` as another host.
    const { hostname, port } = new URL(server.url);
    const status = await new Promise<number | undefined>((resolve, reject) =>
      request({ hostname, port, path: '//' }, (response) => {
        response.resume();
        resolve(response.statusCode);
      })
        .on('error', reject)
        .end(),
    );
    expect(status).toBe(404);
    expect((await get('/portfolio/')).status).toBe(200);
  });

  it('publishes .nojekyll', async () => {
    expect((await get('/portfolio/.nojekyll')).status).toBe(200);
  });
});
