/**
 * Launches Chromium through playwright-core. Nothing is downloaded: it uses
 * `CHROME_PATH` when set (point it at your own Chrome), else Debian's `chromium`.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
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

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
}
