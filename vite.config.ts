/// <reference types="vitest/config" />
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { parseBasePath } from './scripts/build/site-config.ts';
import { themeScript } from './src/lib/theme.ts';

export default defineConfig({
  // BASE_PATH feeds Vite's base, and through import.meta.env.BASE_URL the router and asset URLs.
  base: parseBasePath(process.env.BASE_PATH),
  plugins: [
    react(),
    {
      // The remembered theme goes on <html> from <head>, before the first paint,
      // in development and in every built page (the CSP hashes it at build time).
      name: 'remembered-theme',
      transformIndexHtml: () => [{ tag: 'script', children: themeScript(), injectTo: 'head' }],
    },
  ],
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
    restoreMocks: true,
  },
});
