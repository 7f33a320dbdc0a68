import { buildSite } from './support/build-site';

/**
 * Builds the made-up owner's site once per base path, and the real owner's
 * once, before any browser test runs (the fixture folder is written by
 * vitest.e2e.config.ts, which needs it to load the same content).
 */
export default function setup() {
  for (const base of ['/portfolio/', '/']) buildSite(base);
  buildSite('/portfolio/', 'owner');
}
