/// <reference types="vitest/config" />
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig } from 'vite';
import { siteViteConfig } from './scripts/site/vite-settings.ts';
import { writeFixtureProject } from './src/test/fixture-content.ts';

// The site's settings live with the build (scripts/site/vite-settings.ts); the tests' are here.
export default defineConfig((env) => {
  // The unit tests render a made-up owner's content and pictures (src/test/fixture-content.ts),
  // never the real owner's: no edit of content/ or public/ can fail or slow them. The few
  // that check the owner's own files read them by path (e2e/owner-edits.e2e.ts lists them).
  const root = env.mode === 'test' ? join(process.cwd(), 'node_modules', '.unit') : undefined;
  if (root) {
    rmSync(root, { recursive: true, force: true });
    writeFixtureProject(undefined, root);
  }
  return {
    ...siteViteConfig(env, undefined, root),
    test: {
      environment: 'jsdom',
      setupFiles: ['./src/test/setup.ts'],
      include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
      restoreMocks: true,
      // Vitest's default is one worker fewer than the machine's cores: a single one on a
      // two-core runner, which then waits on each file's start-up (107 s here, 74 s with two).
      maxWorkers: 2,
      // A hang guard, not a speed limit: a test that reads a STEP file or simplifies a large
      // mesh runs for seconds, several times longer beside a second worker.
      testTimeout: 60_000,
    },
  };
});
