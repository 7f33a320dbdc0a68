// @vitest-environment node
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createServer, type ViteDevServer } from 'vite';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { readContent } from '../../src/content/load';
import { writeFixtureProject } from '../../src/test/fixture-content';
import { contentPlugin } from './content-plugin';

const roots: string[] = [];
const servers: ViteDevServer[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
});
afterAll(() => roots.forEach((root) => rmSync(root, { recursive: true, force: true })));

/** A dev server over a fixture project, with nothing but the content plugin. */
async function serverFor(root: string): Promise<ViteDevServer> {
  const server = await createServer({
    configFile: false,
    root,
    logLevel: 'silent',
    appType: 'custom',
    server: { middlewareMode: true, watch: null },
    plugins: [contentPlugin(root)],
  });
  servers.push(server);
  return server;
}

function fixtureProject(): string {
  const root = writeFixtureProject();
  roots.push(root);
  return root;
}

describe('the content plugin (virtual:content)', () => {
  it('serves the content as the loader reads it, to the browser’s environment', async () => {
    const root = fixtureProject();
    const server = await serverFor(root);
    // As `npm run dev` and Vitest's jsdom tests fetch it: one module exporting the data.
    const served = await server.environments.client.fetchModule('virtual:content');
    const code = 'code' in served ? served.code : '';
    const data = /^export default (\{.*\});?\s*$/s.exec(code)?.[1];
    expect(data, code.slice(0, 200)).toBeDefined();
    expect(JSON.parse(data!)).toEqual(JSON.parse(JSON.stringify(readContent(root))));
  });

  it('serves the same to the server-side render', async () => {
    const root = fixtureProject();
    const server = await serverFor(root);
    const module = (await server.ssrLoadModule('virtual:content')) as { default: unknown };
    expect(module.default).toEqual(JSON.parse(JSON.stringify(readContent(root))));
  });

  it('stops with the loader’s list of mistakes when the content has one', async () => {
    const root = fixtureProject();
    const timeline = join(root, 'content/tracked/gripper-arm/timeline.yml');
    writeFileSync(
      timeline,
      readFileSync(timeline, 'utf8').replace('status: current', 'status: in progress'),
    );
    const server = await serverFor(root);
    await expect(server.ssrLoadModule('virtual:content')).rejects.toThrow(
      /content\/tracked\/gripper-arm\/timeline\.yml:\d+:\d+: milestones\[\d+\]\.status: .*\(found "in progress"\)/,
    );
  });
});
