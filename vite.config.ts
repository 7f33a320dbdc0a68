/// <reference types="vitest/config" />
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * The site's base path. One variable feeds Vite's `base` (and through it
 * `import.meta.env.BASE_URL`, which the router and asset URLs read):
 * `/` for a user site or custom domain, `/<repo>/` for a project site,
 * `/<repo>/pr-preview/pr-<N>/` for a pull-request preview.
 */
function basePath(): string {
  const raw = process.env.BASE_PATH?.trim() || '/';
  if (!/^\/([A-Za-z0-9._~-]+\/)*$/.test(raw.endsWith('/') ? raw : `${raw}/`)) {
    throw new Error(
      `BASE_PATH must be a path such as "/" or "/portfolio/", got ${JSON.stringify(raw)}`,
    );
  }
  return raw.endsWith('/') ? raw : `${raw}/`;
}

export default defineConfig({
  base: basePath(),
  plugins: [react()],
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
    restoreMocks: true,
  },
});
