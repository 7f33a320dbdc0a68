/// <reference types="vitest/config" />
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { parseBasePath } from './scripts/build/site-config.ts';

export default defineConfig({
  // BASE_PATH feeds Vite's base, and through import.meta.env.BASE_URL the router and asset URLs.
  base: parseBasePath(process.env.BASE_PATH),
  plugins: [react()],
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
    restoreMocks: true,
  },
});
