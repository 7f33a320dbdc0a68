/**
 * Launches Chromium through playwright-core. Nothing is downloaded: it uses
 * `CHROME_PATH` when set (point it at your own Chrome), else Debian's `chromium`.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';

/** The Chromium executable to drive, or a clear error saying how to get one. */
export function chromiumPath(): string {
  const fromEnv = process.env.CHROME_PATH;
  if (fromEnv) {
    if (!existsSync(fromEnv))
      throw new Error(`CHROME_PATH points to ${fromEnv}, which does not exist`);
    return fromEnv;
  }
  for (const name of ['chromium', 'chromium-browser', 'google-chrome']) {
    try {
      return execFileSync('sh', ['-c', `command -v ${name}`], { encoding: 'utf8' }).trim();
    } catch {
      // try the next name
    }
  }
  throw new Error(
    'No Chromium found: install it (apt-get install -y chromium) or set CHROME_PATH to a Chrome executable',
  );
}

/** Flags that keep headless Chromium quiet and offline apart from the pages we open. */
export const chromiumArgs = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
}
