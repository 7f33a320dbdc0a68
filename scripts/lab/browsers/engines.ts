/**
 * The three browser engines the behaviour tests run in, behind one small
 * interface (`Engine`, `Tab`), each driven with Debian's packages only:
 *
 * - Chromium (`chromium`) through playwright-core (./chromium.ts), over the
 *   DevTools protocol: the one driver of Chromium in the repository, the one
 *   the tests that drive Chromium alone use too.
 * - Firefox (`firefox-esr`) through puppeteer-core over WebDriver BiDi (Debian's
 *   Firefox speaks it; playwright-core drives only its own patched Firefox),
 *   headless but given an Xvfb display for its WebGL (`launchFirefox`).
 * - WebKit (`webkit2gtk-driver`) through selenium-webdriver and WebKitGTK's
 *   `WebKitWebDriver`, which starts its `MiniBrowser`. WebKitGTK has no
 *   headless mode, so each WebKit engine starts its own Xvfb (`xvfb`), and
 *   keeps one MiniBrowser whose tab is cleaned between tests (docs/decisions.md).
 *
 * Point the tests at browsers of your own with CHROME_PATH, FIREFOX_PATH,
 * WEBKIT_DRIVER_PATH and MINIBROWSER_PATH; pick engines with
 * E2E_ENGINES=chromium,firefox. A browser that is missing is an error naming
 * its package, never a skipped test. Why these tools: docs/decisions.md.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import puppeteer, { type Browser as PuppeteerBrowser, type Page } from 'puppeteer-core';
import { Builder, By, Key, type WebDriver } from 'selenium-webdriver';
import { DriverService } from 'selenium-webdriver/remote';
import type { Page as PlaywrightPage } from 'playwright-core';
import { browserExecutable, launchChromium, onPath } from './chromium';

export const engineNames = ['chromium', 'firefox', 'webkit'] as const;
export type EngineName = (typeof engineNames)[number];

/** The engines this run drives: all three, unless E2E_ENGINES names some. */
export function chosenEngines(): EngineName[] {
  const wanted = process.env.E2E_ENGINES?.split(',').map((name) => name.trim());
  if (!wanted?.length) return [...engineNames];
  const unknown = wanted.filter((name) => !engineNames.includes(name as EngineName));
  if (unknown.length)
    throw new Error(`E2E_ENGINES names ${unknown.join(', ')}; known: ${engineNames.join(', ')}`);
  return wanted as EngineName[];
}

/** The keys the tests press. */
export type KeyName = 'Tab' | 'Enter' | 'Escape' | 'ArrowRight' | 'PageUp';

/** One tab, with a viewport of its own and storage shared with no other tab. */
export interface Tab {
  /** Loads `url` and waits for its load event. */
  goto(url: string): Promise<void>;
  reload(): Promise<void>;
  url(): Promise<string>;
  /**
   * Runs `fn` in the page (it is sent as source, so it may use only its
   * arguments, which must be JSON) and returns its result, awaited.
   */
  evaluate<A extends unknown[], R>(fn: (...args: A) => R | Promise<R>, ...args: A): Promise<R>;
  /** Scrolls the first element matching `selector` into view and clicks its centre, as a person would. */
  click(selector: string): Promise<void>;
  press(key: KeyName): Promise<void>;
  /** Types `text` into whatever has the focus, key by key, as a person would. */
  type(text: string): Promise<void>;
  /** Presses at (x, y) in the viewport, moves by dx in small steps, and lets go. */
  drag(x: number, y: number, dx: number): Promise<void>;
  /** Sets the viewport (the page's own width and height, in CSS pixels). */
  resize(width: number, height: number): Promise<void>;
  screenshot(path: string, options?: { fullPage?: boolean }): Promise<void>;
  close(): Promise<void>;
}

export interface Engine {
  name: EngineName;
  /** A fresh tab with the given viewport. WebKitWebDriver drives one at a time: close it before the next. */
  open(viewport: { width: number; height: number }): Promise<Tab>;
  close(): Promise<void>;
}

export function launch(name: EngineName): Promise<Engine> {
  switch (name) {
    case 'chromium':
      return launchWithPlaywright();
    case 'firefox':
      return launchFirefox();
    case 'webkit':
      return launchWebKit();
  }
}

// ---- Chromium: playwright-core --------------------------------------------

async function launchWithPlaywright(): Promise<Engine> {
  const browser = await launchChromium();
  return {
    name: 'chromium',
    async open(viewport) {
      // A browser context per tab: its own storage, as a new visitor has.
      const context = await browser.newContext({ viewport, deviceScaleFactor: 1 });
      const page = await context.newPage();
      return { ...playwrightTab(page), close: () => context.close() };
    },
    close: () => browser.close(),
  };
}

function playwrightTab(page: PlaywrightPage): Omit<Tab, 'close'> {
  return {
    goto: async (url) => void (await page.goto(url, { waitUntil: 'load' })),
    reload: async () => void (await page.reload({ waitUntil: 'load' })),
    url: async () => page.url(),
    // Sent as source with its JSON arguments, as the other engines send it; a promise is awaited.
    evaluate: (fn, ...args) =>
      page.evaluate(`(${fn.toString()})(...${JSON.stringify(args)})`) as never,
    async click(selector) {
      // Brought on screen first, as a visitor scrolls to it: a part of the page far below is
      // drawn only when near (src/styles/index.css). Playwright then waits for it to be
      // visible, steady and not covered, and clicks its centre.
      const target = page.locator(selector).first();
      await target.waitFor({ state: 'attached' });
      await target.evaluate((element) => element.scrollIntoView({ block: 'center' }));
      await target.click();
    },
    // Playwright names these keys as we do.
    press: (key) => page.keyboard.press(key),
    type: (text) => page.keyboard.type(text),
    async drag(x, y, dx) {
      await page.mouse.move(x, y);
      await page.mouse.down();
      await page.mouse.move(x + dx, y, { steps: 12 });
      await page.mouse.up();
    },
    resize: (width, height) => page.setViewportSize({ width, height }),
    async screenshot(path, options) {
      await page.screenshot({ path, fullPage: options?.fullPage });
    },
  };
}

// ---- Firefox: puppeteer-core over WebDriver BiDi --------------------------

/**
 * Headless Firefox draws WebGL (the 3D model viewer) only with an X display to
 * make its GL context on: with none, every context fails ("Exhausted GL driver
 * options"), whatever the prefs (`webgl.force-enabled` too). Given an Xvfb's,
 * it stays headless and gets WebGL 2 from Mesa's llvmpipe (`npx tsx
 * scripts/webgl-probe.ts`). Its own Xvfb, as each WebKit engine has.
 */
async function launchFirefox(): Promise<Engine> {
  const executablePath = browserExecutable(
    'Firefox',
    'FIREFOX_PATH',
    onPath('firefox-esr', 'firefox'),
    'apt-get install -y firefox-esr',
  );
  const xvfb = await startXvfb();
  try {
    return await launchWithPuppeteer(
      'firefox',
      () =>
        puppeteer.launch({
          browser: 'firefox',
          executablePath,
          headless: true,
          env: { ...process.env, DISPLAY: xvfb.display },
          // Quiet and offline apart from the pages we open.
          extraPrefsFirefox: {
            'app.update.enabled': false,
            'browser.shell.checkDefaultBrowser': false,
            'network.captive-portal-service.enabled': false,
            'network.connectivity-service.enabled': false,
          },
        }),
      () => xvfb.process.kill(),
    );
  } catch (error) {
    xvfb.process.kill();
    throw error;
  }
}

async function launchWithPuppeteer(
  name: EngineName,
  start: () => Promise<PuppeteerBrowser>,
  afterClose: () => void = () => {},
): Promise<Engine> {
  const browser = await start();
  return {
    name,
    async open(viewport) {
      // A browser context per tab: its own storage, as a new visitor has.
      const context = await browser.createBrowserContext();
      const page = await context.newPage();
      await page.setViewport({ ...viewport, deviceScaleFactor: 1 });
      return { ...puppeteerTab(page), close: () => context.close() };
    },
    close: () => browser.close().finally(afterClose),
  };
}

function puppeteerTab(page: Page): Omit<Tab, 'close'> {
  return {
    goto: async (url) => void (await page.goto(url, { waitUntil: 'load' })),
    reload: async () => void (await page.reload({ waitUntil: 'load' })),
    url: async () => page.url(),
    // puppeteer types each argument against the function's parameters; ours are JSON already.
    evaluate: (fn, ...args) => page.evaluate(fn as never, ...(args as unknown as never[])) as never,
    async click(selector) {
      // Brought on screen first, as a visitor scrolls to it: puppeteer waits for a box, and a
      // part of the page far below is drawn only when near (src/styles/index.css).
      await page.waitForSelector(selector);
      await page.$eval(selector, (element) => element.scrollIntoView({ block: 'center' }));
      await page.locator(selector).setWaitForStableBoundingBox(true).click();
    },
    // puppeteer names these keys as we do.
    press: (key) => page.keyboard.press(key),
    type: (text) => page.keyboard.type(text),
    async drag(x, y, dx) {
      await page.mouse.move(x, y);
      await page.mouse.down();
      await page.mouse.move(x + dx, y, { steps: 12 });
      await page.mouse.up();
    },
    resize: (width, height) => page.setViewport({ width, height, deviceScaleFactor: 1 }),
    async screenshot(path, options) {
      await page.screenshot({ path: path as `${string}.png`, fullPage: options?.fullPage });
    },
  };
}

// ---- WebKit: WebKitWebDriver and MiniBrowser under Xvfb -------------------

/**
 * MiniBrowser's toolbar holds its window at 447 px or wider, which would keep
 * a phone-width viewport out of reach. A GTK stylesheet, read from the
 * XDG_CONFIG_HOME given to the browser, shrinks the toolbar's parts so the
 * window can be 320 px; the page itself is not styled by it.
 */
const smallToolbar = '* { min-width: 0; min-height: 0; padding: 0; margin: 0; font-size: 1px; }';

/** Starts an X server on a free display; resolves with the display name and the process. */
function startXvfb(): Promise<{ display: string; process: ChildProcess }> {
  const xvfb = browserExecutable('Xvfb', 'XVFB_PATH', onPath('Xvfb'), 'apt-get install -y xvfb');
  // -displayfd: Xvfb picks a free display and writes its number on fd 3.
  const child = spawn(
    xvfb,
    ['-displayfd', '3', '-screen', '0', '1920x1200x24', '-nolisten', 'tcp'],
    { stdio: ['ignore', 'ignore', 'pipe', 'pipe'] },
  );
  return new Promise((resolve, reject) => {
    let stderr = '';
    child.stderr!.on('data', (chunk) => (stderr += chunk));
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`Xvfb exited (${code}): ${stderr}`)));
    (child.stdio[3] as NodeJS.ReadableStream).once('data', (chunk) =>
      resolve({ display: `:${String(chunk).trim()}`, process: child }),
    );
  });
}

/** A free loopback port for WebKitWebDriver. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function launchWebKit(): Promise<Engine> {
  const driverPath = browserExecutable(
    'WebKitWebDriver',
    'WEBKIT_DRIVER_PATH',
    onPath('WebKitWebDriver'),
    'apt-get install -y webkit2gtk-driver',
  );
  const miniBrowser = browserExecutable(
    "WebKitGTK's MiniBrowser",
    'MINIBROWSER_PATH',
    ['x86_64', 'aarch64']
      .map((arch) => `/usr/lib/${arch}-linux-gnu/webkit2gtk-4.1/MiniBrowser`)
      .find((path) => existsSync(path)),
    'apt-get install -y webkit2gtk-driver',
  );
  const xvfb = await startXvfb();
  const config = mkdtempSync(join(tmpdir(), 'webkit-e2e-'));
  mkdirSync(join(config, 'gtk-3.0'));
  writeFileSync(join(config, 'gtk-3.0', 'gtk.css'), smallToolbar);

  // selenium's DriverService starts the driver, waits until it answers, and
  // fails at once if it exits instead.
  const port = await freePort();
  const service = new DriverService(driverPath, {
    port,
    hostname: '127.0.0.1',
    args: [`--port=${port}`, '--host=127.0.0.1'],
    env: { ...process.env, DISPLAY: xvfb.display, XDG_CONFIG_HOME: config },
  });
  const stopAll = () => {
    void service.kill();
    xvfb.process.kill();
    rmSync(config, { recursive: true, force: true });
  };
  let url: string;
  try {
    url = await service.start(10_000);
  } catch (error) {
    stopAll();
    throw error;
  }

  // One MiniBrowser for the whole file: starting and quitting one per test
  // sometimes stalls WebKitWebDriver for half a minute on a busy machine.
  // Each tab starts clean instead: storage cleared, on a blank page.
  let session: WebDriver;
  try {
    session = await new Builder()
      .usingServer(url)
      .withCapabilities({
        browserName: 'MiniBrowser',
        // No command waits for a page load: WebKitWebDriver's wait can hang
        // when a page moves on by itself (404.html's redirect, replaceState).
        // The tab waits for loads itself (webDriverTab's `navigate`).
        pageLoadStrategy: 'none',
        'webkitgtk:browserOptions': { binary: miniBrowser, args: ['--automation'] },
      })
      .build();
    // Bounded waits: a script whose page is replaced under it never calls back,
    // and would otherwise hold the test until its own timeout says nothing useful.
    await session.manage().setTimeouts({ script: 10_000, pageLoad: 20_000 });
  } catch (error) {
    stopAll();
    throw error;
  }
  let inUse = false;
  return {
    name: 'webkit',
    async open(viewport) {
      if (inUse) throw new Error('WebKit drives one tab at a time: close the last one first');
      inUse = true;
      const tab: Tab = {
        ...webDriverTab(session),
        async close() {
          // What a new visitor would not have: this origin's storage.
          await session
            .executeScript('try { localStorage.clear(); sessionStorage.clear(); } catch (e) {}')
            .catch(() => {});
          await session.get('about:blank');
          inUse = false;
        },
      };
      await tab.resize(viewport.width, viewport.height);
      return tab;
    },
    async close() {
      await session.quit().catch(() => {});
      stopAll();
    },
  };
}

const webDriverKeys: Record<KeyName, string> = {
  Tab: Key.TAB,
  Enter: Key.ENTER,
  Escape: Key.ESCAPE,
  ArrowRight: Key.ARROW_RIGHT,
  PageUp: Key.PAGE_UP,
};

function webDriverTab(session: WebDriver): Omit<Tab, 'close'> {
  /**
   * Starts a navigation and waits until a new document has loaded: the old
   * one is marked first, so its own "complete" is not mistaken for the new one's.
   */
  const navigate = async (start: () => Promise<void>) => {
    await session.executeScript('window.__e2eLeft = true').catch(() => {});
    await start();
    await session.wait(
      () =>
        session
          .executeScript('return !window.__e2eLeft && document.readyState === "complete"')
          .catch(() => false),
      15_000,
      'the page to load',
    );
  };
  return {
    goto: (url) => navigate(() => session.get(url)),
    reload: () => navigate(() => session.navigate().refresh()),
    // From the page, not WebKitWebDriver's Get Current URL: after the page
    // rewrites its address (history.replaceState), that command can hang.
    url: async () => (await session.executeScript('return location.href')) as string,
    async evaluate(fn, ...args) {
      // Classic WebDriver runs a function body: call the source with the
      // arguments, and hand back its awaited result (or its error) through the callback.
      const result = (await session.executeAsyncScript(
        `const done = arguments[arguments.length - 1];
         Promise.resolve().then(() => (${fn.toString()})(...Array.from(arguments).slice(0, -1)))
           .then((value) => done({ value }), (error) => done({ error: String(error) + ' ' + (error && error.stack || '') }));`,
        ...args,
      )) as { value: never; error?: string };
      if (result.error) throw new Error(result.error);
      return result.value;
    },
    async click(selector) {
      const element = await session.findElement(By.css(selector));
      // Centre it first: the sticky bar must not be over the point clicked.
      await session.executeScript('arguments[0].scrollIntoView({block: "center"})', element);
      await element.click();
    },
    press: (key) => session.actions().sendKeys(webDriverKeys[key]).perform(),
    type: (text) => session.actions().sendKeys(text).perform(),
    async drag(x, y, dx) {
      const actions = session
        .actions()
        .move({ x: Math.round(x), y: Math.round(y) })
        .press();
      for (let step = 1; step <= 12; step++)
        actions.move({ x: Math.round(x + (dx * step) / 12), y: Math.round(y), duration: 16 });
      await actions.release().perform();
    },
    async resize(width, height) {
      // The window holds a toolbar as well as the page: size the window, see
      // how much of it the page got (once the resize has reached the page),
      // and make up the difference.
      const window = session.manage().window();
      const inner = async () =>
        (await session.executeScript('return [window.innerWidth, window.innerHeight]')) as [
          number,
          number,
        ];
      const settle = async (outer: { width: number; height: number }) => {
        await window.setRect(outer);
        let last = await inner();
        for (let attempt = 0; attempt < 40; attempt++) {
          await new Promise((resolve) => setTimeout(resolve, 25));
          const now = await inner();
          if (now[0] === last[0] && now[1] === last[1]) return now;
          last = now;
        }
        return last;
      };
      const [innerWidth, innerHeight] = await settle({ width, height });
      if (innerWidth === width && innerHeight === height) return;
      const got = await settle({
        width: width + (width - innerWidth),
        height: height + (height - innerHeight),
      });
      if (got[0] !== width || got[1] !== height)
        throw new Error(`WebKit's viewport is ${got.join(' × ')}, not ${width} × ${height}`);
    },
    async screenshot(path, options) {
      // WebDriver's screenshot is the viewport: for the full page, make the
      // viewport as tall as the page for the moment of the picture.
      let restore: { width: number; height: number } | undefined;
      if (options?.fullPage) {
        const [width, height, pageHeight] = (await session.executeScript(
          'return [window.innerWidth, window.innerHeight, document.documentElement.scrollHeight]',
        )) as [number, number, number];
        restore = { width, height };
        await this.resize(width, pageHeight);
      }
      writeFileSync(path, Buffer.from(await session.takeScreenshot(), 'base64'));
      if (restore) await this.resize(restore.width, restore.height);
    },
  };
}
