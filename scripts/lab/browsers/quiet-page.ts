/**
 * A page that runs as it does in a visitor's browser: driven over the DevTools
 * protocol, but with its Runtime domain never enabled. Playwright and
 * Lighthouse enable Runtime in every page they drive, and V8's inspector then
 * captures a detailed stack trace for every Error the page constructs
 * (v8/src/inspector: V8RuntimeAgentImpl::enable sets the stack size to
 * capture, which turns on Isolate::SetCaptureStackTraceForUncaughtExceptions).
 * A detailed trace needs the source positions of each function on the stack,
 * which V8 gets by parsing that function again. React DOM constructs several
 * Errors at its module's top level (SuspenseException and others), so under
 * Playwright the entry chunk's evaluation parses the whole chunk a second time:
 * 15–17 ms of the main thread on this machine, 13 of them
 * V8.CollectSourcePositions, about 230 ms at a low-tier phone's speed. In a
 * trace Chrome recorded from its start with no DevTools session at all
 * (`--trace-startup`), the same evaluation took 2.3–2.7 ms and collected no
 * source positions; this page gives the same figure, and lets the bench
 * throttle the CPU, tap and wait, which startup tracing cannot (issue 40).
 *
 * The protocol's messages go over a plain WebSocket (`ws`): every client
 * library that drives pages (Playwright, Puppeteer) enables Runtime itself.
 * The browser is a bare one of chrome-launcher's (./chromium.ts), with our flags alone.
 */
import WebSocket from 'ws';
import { launchBareChromium } from './chromium';

type Params = Record<string, unknown>;
// The protocol's results and events are read field by field where they are used.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Message = any;

/** A page target of a fresh Chromium, through one DevTools protocol session. */
export interface QuietPage {
  /** Sends a command to the page's session; its result. */
  send(method: string, params?: Params): Promise<Message>;
  /** Calls `listener` with the params of each `method` event of the page's session. */
  on(method: string, listener: (params: Message) => void): void;
}

/** Starts a bare Chromium with a fresh profile; its browser-wide WebSocket address and a way to stop it. */
async function launch(): Promise<{ endpoint: string; stop: () => Promise<void> }> {
  const chrome = await launchBareChromium();
  try {
    const response = await fetch(`http://127.0.0.1:${chrome.port}/json/version`);
    const { webSocketDebuggerUrl } = (await response.json()) as { webSocketDebuggerUrl: string };
    return { endpoint: webSocketDebuggerUrl, stop: () => chrome.kill() };
  } catch (error) {
    await chrome.kill();
    throw error;
  }
}

/**
 * Runs `use` on a page of a fresh Chromium of its own (a first visit: no cache,
 * no profile), `width` px wide (a phone's below 640, with its viewport rules),
 * a touch screen unless `touch` is false, and the CPU slowed by `cpuSlowdown`
 * when given; closes it after.
 */
export async function withQuietPage<T>(
  use: (page: QuietPage) => Promise<T>,
  {
    width = 375,
    touch = true,
    cpuSlowdown,
  }: { width?: number; touch?: boolean; cpuSlowdown?: number } = {},
): Promise<T> {
  const { endpoint, stop } = await launch();
  const socket = new WebSocket(endpoint, { perMessageDeflate: false, maxPayload: 1 << 30 });
  try {
    await new Promise((resolve, reject) => {
      socket.once('open', resolve);
      socket.once('error', reject);
    });
    let last = 0;
    const waiting = new Map<
      number,
      { resolve: (value: Message) => void; reject: (e: Error) => void }
    >();
    const listeners = new Map<string, Array<(params: Message) => void>>();
    socket.on('message', (data) => {
      const message = JSON.parse(data.toString()) as Message;
      if (message.id !== undefined) {
        const call = waiting.get(message.id);
        waiting.delete(message.id);
        if (message.error)
          call?.reject(new Error(`${message.error.message} (${message.error.code})`));
        else call?.resolve(message.result);
      } else for (const listener of listeners.get(message.method) ?? []) listener(message.params);
    });
    const command = (method: string, params: Params = {}, sessionId?: string) =>
      new Promise<Message>((resolve, reject) => {
        last += 1;
        waiting.set(last, { resolve, reject });
        socket.send(JSON.stringify({ id: last, method, params, sessionId }));
      });

    const { targetInfos } = await command('Target.getTargets');
    const target = (targetInfos as Array<{ type: string; targetId: string }>).find(
      (info) => info.type === 'page',
    );
    if (!target) throw new Error('Chromium opened no page');
    const { sessionId } = await command('Target.attachToTarget', {
      targetId: target.targetId,
      flatten: true,
    });
    const page: QuietPage = {
      send: (method, params) => command(method, params, sessionId),
      on: (method, listener) => listeners.set(method, [...(listeners.get(method) ?? []), listener]),
    };
    await page.send('Emulation.setDeviceMetricsOverride', {
      width,
      height: 800,
      deviceScaleFactor: 1,
      mobile: width < 640,
    });
    if (touch)
      await page.send('Emulation.setTouchEmulationEnabled', { enabled: true, maxTouchPoints: 1 });
    if (cpuSlowdown !== undefined)
      await page.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    return await use(page);
  } finally {
    socket.terminate();
    await stop();
  }
}

/** Opens `url` in `page`; resolves at its load event. */
export async function loadQuietly(page: QuietPage, url: string): Promise<void> {
  await page.send('Page.enable');
  const loaded = new Promise<void>((resolve) => page.on('Page.loadEventFired', () => resolve()));
  await page.send('Page.navigate', { url });
  await loaded;
}

/** Whether the root element carries `attribute` now; false while the document is being replaced. */
async function hasRootAttribute(page: QuietPage, attribute: string): Promise<boolean> {
  try {
    const { root } = await page.send('DOM.getDocument', { depth: 1 });
    const html = (root.children as Array<{ nodeName: string; nodeId: number }>).find(
      (node) => node.nodeName === 'HTML',
    );
    if (!html) return false;
    const { attributes } = await page.send('DOM.getAttributes', { nodeId: html.nodeId });
    return (attributes as string[]).includes(attribute);
  } catch {
    // "Could not find node with given id": a new document took the old one's place in between.
    return false;
  }
}

/**
 * Resolves once the root element carries `attribute` (the app sets `data-hydrated` when
 * it has started), read through the DOM domain: no script of ours runs in the page.
 */
export async function waitForRootAttribute(
  page: QuietPage,
  attribute: string,
  timeoutMs = 60_000,
): Promise<boolean> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (await hasRootAttribute(page, attribute)) return true;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return false;
}
