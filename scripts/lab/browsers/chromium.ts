/**
 * Chromium, launched two ways and driven one: nothing is downloaded, it uses
 * `CHROME_PATH` when set (point it at your own Chrome), else Debian's `chromium`.
 *
 * - `launchChromium`: a Chromium driven by playwright-core, the one driver of
 *   Chromium in the repository: the browser tests (engines.ts too), the
 *   screenshots, the pull request's review and the bench's driven pages.
 * - `launchBareChromium`: a Chromium started by chrome-launcher that no driver
 *   has attached to, for what must come from a browser in which no DevTools
 *   session enabled Runtime (a driver enables it in every page, and V8 then
 *   collects stack traces that cost the page's script its time): Lighthouse,
 *   which attaches its own session, and the bench's quiet pages and traces
 *   (./quiet-page.ts). Why these two and no third: docs/decisions.md.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import { chromium, type Browser } from 'playwright-core';

/** The first of `names` found on the PATH, if any. */
export function onPath(...names: string[]): string | undefined {
  for (const name of names) {
    try {
      return execFileSync('sh', ['-c', `command -v ${name}`], { encoding: 'utf8' }).trim();
    } catch {
      // try the next name
    }
  }
  return undefined;
}

/**
 * A browser's executable: the one its environment variable names, else the
 * one found, else an error saying which package to install.
 */
export function browserExecutable(
  what: string,
  envName: string,
  found: string | undefined,
  install: string,
): string {
  const fromEnv = process.env[envName];
  if (fromEnv) {
    if (!existsSync(fromEnv))
      throw new Error(`${envName} points to ${fromEnv}, which does not exist`);
    return fromEnv;
  }
  if (found && existsSync(found)) return found;
  throw new Error(`No ${what} found: install it (${install}) or set ${envName}`);
}

/** The Chromium executable to drive, or a clear error saying how to get one. */
export function chromiumPath(): string {
  return browserExecutable(
    'Chromium',
    'CHROME_PATH',
    onPath('chromium', 'chromium-browser', 'google-chrome'),
    'apt-get install -y chromium',
  );
}

/**
 * Flags that keep headless Chromium quiet and offline apart from the pages we
 * open. `--enable-unsafe-swiftshader`: WebGL (the 3D model viewer) without a
 * GPU is SwiftShader, software, which Chromium now only falls back to with a
 * console warning and means to stop doing (https://issues.chromium.org/issues/40277080);
 * the flag keeps it, as playwright-core's own defaults do. It is "unsafe" for
 * pages one does not trust, and the tests open only ours. `npx tsx
 * scripts/webgl-probe.ts` shows what each engine draws with.
 */
export const chromiumArgs = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--enable-unsafe-swiftshader',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** A Chromium driven by playwright-core, with the flags above. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
}

/** A Chromium no driver has attached to: its DevTools port, and how to stop it (its profile removed). */
export interface BareChromium {
  port: number;
  kill(): Promise<void>;
}

/**
 * Starts a bare Chromium with a fresh profile through chrome-launcher, which
 * waits for its DevTools port. `launcherFlags`: chrome-launcher's own defaults
 * added to ours (what Lighthouse is run with); without them, the flags above alone.
 */
export async function launchBareChromium({ launcherFlags = false } = {}): Promise<BareChromium> {
  // The profile is ours to remove: chrome-launcher removes its own once the browser's process
  // closes, in an event handler, where a helper process still writing into it made the removal
  // throw (ENOTEMPTY) and end the bench (once in a run of several hundred browsers).
  const profile = await mkdtemp(join(tmpdir(), 'bare-chromium-'));
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath(),
    chromeFlags: chromiumArgs,
    ignoreDefaultFlags: !launcherFlags,
    startingUrl: 'about:blank',
    userDataDir: profile,
  });
  return {
    port: chrome.port,
    kill: async () => {
      const browser = chrome.process;
      const closed =
        browser.exitCode === null && browser.signalCode === null
          ? new Promise((resolve) => browser.once('close', resolve))
          : Promise.resolve();
      chrome.kill();
      await closed;
      await rm(profile, { recursive: true, force: true, maxRetries: 5 });
    },
  };
}
