// @vitest-environment node
// (prerender.ts loads esbuild, which refuses jsdom's TextEncoder.)
import { describe, expect, it } from 'vitest';
import { escapeMarkup } from '../../shared/escape-markup';
import { loadAfterFirstPaint } from './after-first-paint';
import { fillTemplate } from './prerender';
import { redirectScript, restoreScript } from './spa-redirect';

const template =
  '<html><head><!--head--><script type="module" src="/a.js"></script><link rel="stylesheet" crossorigin href="/assets/i.css"></head><body><div id="root"></div></body></html>';
const config = { basePath: '/portfolio/', siteUrl: 'https://owner.github.io', noindex: false };

describe('fillTemplate', () => {
  it('puts the head tags before the app script and the page into the root', () => {
    const html = fillTemplate(template, {
      html: '<main>$& hi</main>',
      routeId: 'gripper-arm',
      head: ['<title>T</title>', '<script>x()</script>'],
    });
    expect(html).toContain('<title>T</title>\n    <script>x()</script>');
    // The route id tells the browser's app which route the HTML was drawn for (src/main.tsx).
    expect(html).toContain('<div id="root" data-route="gripper-arm"><main>$& hi</main></div>');
    expect(html.indexOf('<script>x()</script>')).toBeLessThan(html.indexOf('type="module"'));
  });

  it('replaces the whole placeholder comment, so its notes for developers are not sent', () => {
    const html = fillTemplate(
      template.replace('<!--head-->', '<!--head: notes\n for developers -->'),
      { html: '', routeId: 'home', head: ['<title>T</title>'] },
    );
    expect(html).toContain('<head><title>T</title><script');
    expect(html).not.toContain('notes');
  });

  it('fails loudly when the template has lost its placeholders', () => {
    expect(() =>
      fillTemplate('<div id="root"></div>', { html: '', routeId: 'home', head: [] }),
    ).toThrow(/<!--head-->/);
    expect(() =>
      fillTemplate('<!--head--><div id="app"></div>', { html: '', routeId: 'home', head: [] }),
    ).toThrow(/root/);
  });
});

describe('loadAfterFirstPaint', () => {
  // A page as the critical-CSS step leaves it: the stylesheet's link at the end of the body.
  const built =
    '<html><head><script type="module" crossorigin src="/portfolio/assets/index-1.js"></script>\n' +
    '<link rel="modulepreload" crossorigin href="/portfolio/assets/chunk-2.js">\n' +
    '<style>p{color:red}</style></head><body><div id="root"></div>\n' +
    '<link rel="stylesheet" crossorigin href="/portfolio/assets/index-3.css">\n  </body></html>';

  /**
   * Runs the page's loader against a stand-in window. Returns what it has
   * added so far and the events to fire: the load event, the first paint,
   * the stylesheet's arrival and the 3-second fallback timers.
   */
  function runLoader(
    html: string,
    {
      reportsPaint = true,
      images = [] as Array<{ complete: boolean; decode: () => Promise<void> }>,
    } = {},
  ) {
    const loader = /<script>([\s\S]*)<\/script>\s*<\/body>/.exec(html)?.[1];
    const listeners: Record<string, () => void> = {};
    const timers: Array<{ callback: () => void; delay: number }> = [];
    const added: Array<Record<string, string>> = [];
    const elementListeners: Array<{ type: string; listener: () => void }> = [];
    const observers: Array<(entries: unknown, observer: unknown) => void> = [];
    class PerformanceObserver {
      static supportedEntryTypes = reportsPaint ? ['paint', 'navigation'] : ['navigation'];
      constructor(private callback: (entries: unknown, observer: unknown) => void) {}
      observe = () => observers.push(this.callback);
      disconnect = () => observers.splice(observers.indexOf(this.callback), 1);
    }
    const page = {
      addEventListener: (type: string, listener: () => void) => (listeners[type] = listener),
      setTimeout: (callback: () => void, delay = 0) => timers.push({ callback, delay }),
      requestAnimationFrame: (callback: () => void) => timers.push({ callback, delay: 0 }),
      self: { PerformanceObserver },
      PerformanceObserver,
      document: {
        images,
        // An element's listeners are kept beside it, so `added` compares as plain attributes.
        createElement: (tag: string) =>
          Object.defineProperty({ tag }, 'addEventListener', {
            value: (type: string, listener: () => void) =>
              elementListeners.push({ type, listener }),
          }),
        head: { append: (element: Record<string, string>) => added.push(element) },
      },
    };
    new Function(...Object.keys(page), loader!)(...Object.values(page));
    /** Lets the promises settle and runs the frames and zero-delay timers they ask for, until none is left. */
    const settle = async () => {
      for (let round = 0; round < 5; round += 1) {
        await new Promise((resolve) => setImmediate(resolve));
        for (const timer of timers.filter(({ delay }) => delay === 0)) {
          timers.splice(timers.indexOf(timer), 1);
          timer.callback();
        }
      }
    };
    return {
      added,
      load: async () => (listeners.load!(), settle()),
      paint: async (name = 'first-contentful-paint') => {
        for (const observer of [...observers])
          observer(
            { getEntriesByName: (asked: string) => (asked === name ? [{ name }] : []) },
            new PerformanceObserver(observer),
          );
        await settle();
      },
      /** The whole stylesheet arrives, or fails to. */
      stylesheet: async (outcome: 'load' | 'error' = 'load') => {
        for (const { type, listener } of elementListeners) if (type === outcome) listener();
        await settle();
      },
      giveUpOnPaint: async () => (timers.find(({ delay }) => delay === 3000)!.callback(), settle()),
      /** Lets every 3-second fallback run out. */
      threeSecondsPass: async () => {
        for (const timer of timers.filter(({ delay }) => delay === 3000)) timer.callback();
        await settle();
      },
    };
  }

  it('adds the stylesheet, the chunks and the app once the page has loaded and painted', async () => {
    const html = loadAfterFirstPaint(built);
    expect(html).not.toContain('<script type="module"');
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).toContain('<style>p{color:red}</style>');
    const page = runLoader(html);
    await page.load();
    expect(page.added).toEqual([]); // loaded, not painted yet (a page without pictures)
    await page.paint('first-paint');
    expect(page.added).toEqual([]); // a paint with no content yet
    await page.paint();
    const sheetAndChunks = [
      { tag: 'link', rel: 'stylesheet', crossOrigin: '', href: '/portfolio/assets/index-3.css' },
      { tag: 'link', rel: 'modulepreload', crossOrigin: '', href: '/portfolio/assets/chunk-2.js' },
      { tag: 'link', rel: 'modulepreload', crossOrigin: '', href: '/portfolio/assets/index-1.js' },
    ];
    expect(page.added).toEqual(sheetAndChunks);
    // The app waits for the whole stylesheet: what it draws anew has its rules only there.
    await page.stylesheet();
    expect(page.added).toEqual([
      ...sheetAndChunks,
      { tag: 'script', type: 'module', crossOrigin: '', src: '/portfolio/assets/index-1.js' },
    ]);
  });

  it('starts the app all the same when the stylesheet fails, or has not come in 3 s', async () => {
    const failed = runLoader(loadAfterFirstPaint(built), { reportsPaint: false });
    await failed.load();
    expect(failed.added).toHaveLength(3);
    await failed.stylesheet('error');
    expect(failed.added.at(-1)).toMatchObject({ tag: 'script' });

    const slow = runLoader(loadAfterFirstPaint(built), { reportsPaint: false });
    await slow.load();
    expect(slow.added).toHaveLength(3);
    await slow.threeSecondsPass();
    expect(slow.added.at(-1)).toMatchObject({ tag: 'script' });
  });

  // Below, three things added are the stylesheet and the modules' preloads: the page's wait is over.
  it('waits for the load event even after the first paint', async () => {
    const page = runLoader(loadAfterFirstPaint(built));
    await page.paint();
    expect(page.added).toEqual([]);
    await page.load();
    expect(page.added).toHaveLength(3);
  });

  it('waits for the loaded pictures to be decoded, so nothing competes with drawing them', async () => {
    let decoded!: () => void;
    const picture = {
      complete: true,
      decode: () => new Promise<void>((resolve) => (decoded = resolve)),
    };
    const lazy = { complete: false, decode: () => new Promise<void>(() => undefined) };
    const page = runLoader(loadAfterFirstPaint(built), { images: [picture, lazy] });
    await page.load();
    await page.paint();
    expect(page.added).toEqual([]);
    decoded();
    await page.paint();
    expect(page.added).toHaveLength(3);

    // A decode that never settles holds the app back 3 s at most.
    const stuck = runLoader(loadAfterFirstPaint(built), {
      images: [lazy, { ...lazy, complete: true }],
    });
    await stuck.load();
    await stuck.paint();
    expect(stuck.added).toEqual([]);
    await stuck.threeSecondsPass();
    expect(stuck.added).toHaveLength(3);
  });

  it('starts on the load event alone where the browser reports no paint, or none within 3 s', async () => {
    const silent = runLoader(loadAfterFirstPaint(built), { reportsPaint: false });
    await silent.load();
    expect(silent.added).toHaveLength(3);

    const hidden = runLoader(loadAfterFirstPaint(built));
    await hidden.load();
    expect(hidden.added).toEqual([]);
    await hidden.giveUpOnPaint();
    expect(hidden.added).toHaveLength(3);
  });

  it('leaves the stylesheet to a <noscript> link for visitors without JavaScript', () => {
    const html = loadAfterFirstPaint(built);
    expect(html.match(/<link rel="stylesheet"[^>]*>/g)).toEqual([
      '<link rel="stylesheet" href="/portfolio/assets/index-3.css">',
    ]);
    expect(html).toContain(
      '<noscript><link rel="stylesheet" href="/portfolio/assets/index-3.css"></noscript>',
    );
  });

  it('fails loudly if the build no longer has the tags it expects', () => {
    expect(() => loadAfterFirstPaint('<html><body></body></html>')).toThrow(/type="module"/);
    expect(() =>
      loadAfterFirstPaint(
        '<html><head><script type="module" crossorigin src="/a.js"></script></head><body></body></html>',
      ),
    ).toThrow(/stylesheet/);
  });
});

describe('inline scripts', () => {
  it('are self-contained expressions that parse', () => {
    expect(() => new Function(restoreScript())).not.toThrow();
    expect(() => new Function(redirectScript(config))).not.toThrow();
    expect(redirectScript(config)).toMatch(/\(window\.location,1\)\)$/);
  });

  it('escapes text for HTML and SVG', () => {
    expect(escapeMarkup('<a href="x">&</a>')).toBe('&lt;a href=&quot;x&quot;&gt;&amp;&lt;/a&gt;');
  });
});
