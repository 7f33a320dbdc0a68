import { defineConfig } from 'vitest/config';

/**
 * Browser end-to-end tests: the built site, served like GitHub Pages, driven
 * in Chromium through playwright-core. Run by `npm test` after the unit tests.
 */
export default defineConfig({
  test: {
    include: ['e2e/**/*.e2e.ts'],
    environment: 'node',
    globalSetup: ['./e2e/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Each file drives its own browser; two at a time suits a two-core machine.
    maxWorkers: 2,
  },
});
