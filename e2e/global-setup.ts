import { buildSites } from './support/build-site';

/**
 * Builds the made-up owner's site once per base path, and the real owner's
 * once, before any browser test runs (the fixture folder is written by
 * vitest.e2e.config.ts, which needs it to load the same content).
 * E2E_SITES=owner builds the real owner's alone: `npm run check:content`, the
 * deploy's fast path for a content edit, runs only the files that read it.
 */
export default async function setup() {
  await buildSites([
    ...(process.env.E2E_SITES !== 'owner' ? ['/portfolio/', '/'].map((base) => ({ base })) : []),
    { base: '/portfolio/', content: 'owner' },
  ]);
}
