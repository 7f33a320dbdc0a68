import { defineConfig } from 'vitest/config';
import { contentPlugin } from './scripts/site/content-check/plugin.ts';
import { fixtureRoot, writeFixtureRoot } from './e2e/support/build-site.ts';

// The behaviour tests build and read a made-up owner's content (e2e/support/build-site.ts);
// the modules they import from src/ (the pages list) see the same content.
writeFixtureRoot();
// The day every build of the made-up site is made for, the day the suite started, the same in
// every worker (buildEnvironment in e2e/support/build-site.ts).
process.env.E2E_BUILD_DAY ??= String(Math.floor(Date.now() / 86_400_000) * 86_400);

/**
 * Browser end-to-end tests: the built site, served like GitHub Pages, driven
 * in Chromium, Firefox and WebKit. Run by `npm test` after the unit tests.
 */
export default defineConfig({
  plugins: [contentPlugin(fixtureRoot)],
  test: {
    include: ['e2e/**/*.e2e.ts'],
    environment: 'node',
    globalSetup: ['./e2e/global-setup.ts'],
    // Hang guards, not speed limits: a two-core machine running two browsers and a build at
    // once takes several times as long over a test as an idle one.
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // expect.poll's own default gives up after 1 s (vitest.dev/config/expect): less than a loaded
    // machine takes to fetch and start the 3D viewer's chunk (a model test failed so in CI).
    expect: { poll: { timeout: 30_000 } },
    // Each file drives its own browser; two at a time suits a two-core machine.
    maxWorkers: 2,
    // The files share their two workers' loaded modules (playwright-core, puppeteer-core, the
    // site's own): each file starts its own browsers and servers and closes them, and none
    // mocks a module or changes the environment, which is when Vitest's guide says isolation
    // can go (vitest.dev/guide/improving-performance).
    isolate: false,
  },
});
