/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import { siteViteConfig } from './scripts/site/vite-settings.ts';

// The site's settings live with the build (scripts/site/vite-settings.ts); the tests' are here.
export default defineConfig((env) => ({
  ...siteViteConfig(env),
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
    restoreMocks: true,
  },
}));
