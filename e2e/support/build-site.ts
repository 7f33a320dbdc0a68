/**
 * Builds the site the way the workflows do (vite build, then the prerender
 * step) for one base path, into its own folder, so the suite can serve it both
 * as a project site (/portfolio/) and as a user site (/).
 */
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

/** The published origin the test builds name in canonical URLs, cards and JSON-LD. */
export const e2eSiteUrl = 'https://owner.github.io';

export const e2eBuildRoot = join(process.cwd(), 'node_modules', '.e2e');

/** The folder holding the build for `base`. */
export function siteDir(base: string): string {
  return join(e2eBuildRoot, base === '/' ? 'root' : base.replace(/\//g, ''));
}

export function buildSite(base: string, extraEnv: Record<string, string> = {}): string {
  const outDir = siteDir(base);
  // NODE_ENV: the test runner sets it to "test", which would make Vite build
  // development React; the suite must drive the bundle that ships.
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    BASE_PATH: base,
    SITE_URL: e2eSiteUrl,
    ...extraEnv,
  };
  const bin = (name: string) => join(process.cwd(), 'node_modules', '.bin', name);
  execFileSync(bin('vite'), ['build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'], {
    env,
    stdio: 'inherit',
  });
  execFileSync(bin('tsx'), ['scripts/build/prerender.ts', outDir], {
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return outDir;
}
