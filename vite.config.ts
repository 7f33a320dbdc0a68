import { readFileSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig } from 'vite';
import type { TestProjectInlineConfiguration } from 'vitest/config';
import { siteViteConfig } from './scripts/site/vite-settings.ts';
import { writeFixtureProject } from './scripts/lab/unit-tests/fixture-content.ts';

/** The unit tests: every test file under src/ and scripts/. */
const unitTests = ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'];

/**
 * The unit test files that replace a module (vi.mock, vi.doMock) or reload modules
 * (vi.resetModules): each needs a module registry of its own, which isolation gives it. Found by
 * reading the files, so a new test that mocks is isolated without being listed anywhere.
 */
function testsThatReplaceModules(): string[] {
  return ['src', 'scripts'].flatMap((folder) =>
    readdirSync(folder, { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.test\.tsx?$/.test(file))
      .map((file) => `${folder}/${file}`)
      .filter((file) => /\bvi\.(mock|doMock|resetModules)\(/.test(readFileSync(file, 'utf8'))),
  );
}

/** The two sets of unit test files: those that replace modules, isolated, and the rest, not. */
function unitProjects(): TestProjectInlineConfiguration[] {
  const isolated = testsThatReplaceModules();
  return [
    { extends: true, test: { name: 'isolated', include: isolated, isolate: true } },
    {
      extends: true,
      test: { name: 'shared', include: unitTests, exclude: isolated, isolate: false },
    },
  ];
}

// The site's settings live with the build (scripts/site/vite-settings.ts); the tests' are here.
export default defineConfig((env) => {
  // The unit tests render a made-up owner's content and pictures (scripts/lab/unit-tests/fixture-content.ts),
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
      setupFiles: ['./scripts/lab/unit-tests/setup.ts'],
      restoreMocks: true,
      // Vitest's default is one worker fewer than the machine's cores: a single one on a
      // two-core runner, which then waits on each file's start-up (107 s here, 74 s with two).
      maxWorkers: 2,
      // A hang guard, not a speed limit: a test that reads a STEP file or simplifies a large
      // mesh runs for seconds, several times longer beside a second worker.
      testTimeout: 60_000,
      // The files that replace no module share their two workers' loaded modules (React, jsdom,
      // the content): each of their tests puts back what it stubs (scripts/lab/unit-tests/setup.ts,
      // restoreMocks, vi.unstubAll*), which is when Vitest's guide says isolation can go
      // (vitest.dev/guide/improving-performance). All of them isolated: 188 s on a two-core
      // machine; so: 157 s. Read under Vitest alone, as the fixture root above: `npm run dev`
      // opens no test file.
      projects: env.mode === 'test' ? unitProjects() : undefined,
    },
  };
});
