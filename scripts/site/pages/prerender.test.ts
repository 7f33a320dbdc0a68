// @vitest-environment node
// (prerender.ts loads esbuild, which refuses jsdom's TextEncoder.)
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { scratchFolders } from '../../lab/scratch-folders';
import { escapeMarkup } from '../../shared/escape-markup';
import { appStartChunks, loadAfterFirstPaint } from './after-first-paint';
import { fillTemplate, withImagePreloadsFirst, withTimelineScriptWhereTimeline } from './prerender';
import { timelineArrivalScript, timelinePlaces } from '../../../src/lib/timeline-scroll';
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
      data: {},
    });
    expect(html).toContain('<title>T</title>\n    <script>x()</script>');
    // The route id tells the browser's app which route the HTML was drawn for (src/app/start.tsx).
    expect(html).toContain('<div id="root" data-route="gripper-arm"><main>$& hi</main></div>');
    expect(html.indexOf('<script>x()</script>')).toBeLessThan(html.indexOf('type="module"'));
  });

  it("writes the router's data after the root as a data block no text can break out of", () => {
    const data = {
      loaderData: { note: { text: '</script><script>alert(1)</script> <!-- a < b' } },
    };
    const html = fillTemplate(template, { html: '<main></main>', routeId: 'note', head: [], data });
    const block = /<\/div><script type="application\/json" id="router-data">([^<]*)<\/script>/.exec(
      html,
    );
    expect(block).not.toBeNull();
    expect(JSON.parse(block![1]!)).toEqual(data);
  });

  it('replaces the whole placeholder comment, so its notes for developers are not sent', () => {
    const html = fillTemplate(
      template.replace('<!--head-->', '<!--head: notes\n for developers -->'),
      { html: '', routeId: 'home', head: ['<title>T</title>'], data: {} },
    );
    expect(html).toContain('<head><title>T</title><script');
    expect(html).not.toContain('notes');
  });

  it('fails loudly when the template has lost its placeholders', () => {
    expect(() =>
      fillTemplate('<div id="root"></div>', { html: '', routeId: 'home', head: [], data: {} }),
    ).toThrow(/<!--head-->/);
    expect(() =>
      fillTemplate('<!--head--><div id="app"></div>', {
        html: '',
        routeId: 'home',
        head: [],
        data: {},
      }),
    ).toThrow(/root/);
  });
});

describe('withTimelineScriptWhereTimeline', () => {
  const head = `<html><head><script>${timelineArrivalScript()}</script></head>`;
  it('keeps the timeline head script in a page that holds the timeline, and only there', () => {
    const withTimeline = `${head}<body><section id="${timelinePlaces.section}"></section></body></html>`;
    expect(withTimelineScriptWhereTimeline(withTimeline)).toBe(withTimeline);
    const without = `${head}<body><section id="gallery"></section></body></html>`;
    expect(withTimelineScriptWhereTimeline(without)).toBe(
      '<html><head></head><body><section id="gallery"></section></body></html>',
    );
  });

  it('fails loudly when the template no longer has the script', () => {
    expect(() =>
      withTimelineScriptWhereTimeline('<html><head></head><body></body></html>'),
    ).toThrow(/no timeline head script/);
  });
});

describe('loadAfterFirstPaint', () => {
  // A page as the stylesheet step leaves it: its rules inline, Vite's module tags in the head.
  const built =
    '<html><head><script type="module" crossorigin src="/portfolio/assets/index-1.js"></script>\n' +
    '<link rel="modulepreload" crossorigin href="/portfolio/assets/chunk-2.js">\n' +
    '<style>p{color:red}</style></head><body><div id="root"></div>\n  </body></html>';

  /**
   * Runs the page's loader against a stand-in window. Returns what it has added so far and the
   * events to fire: the load event, the first paint, an idle moment and the 3-second fallback
   * timers.
   */
  function runLoader(
    html: string,
    {
      reportsPaint = true,
      images = [] as Array<{ complete: boolean; decode: () => Promise<void> }>,
      hasIdle = true,
    } = {},
  ) {
    // At the end of <head>: out of the task that ends the parse and lays the page out.
    const loader = /<script>((?:(?!<script>)[\s\S])*)<\/script><\/head>/.exec(html)?.[1];
    const listeners: Record<string, () => void> = {};
    const timers: Array<{ callback: () => void; delay: number }> = [];
    const idleCallbacks: Array<() => void> = [];
    const added: Array<Record<string, string>> = [];
    type Observer = (entries: unknown, observer: unknown) => void;
    const observers: Observer[] = [];
    /** The paints so far, which an observer asking for `buffered` entries is told of when it starts. */
    const painted: string[] = [];
    const entriesNamed = (names: string[]) => ({
      getEntriesByName: (asked: string) =>
        names.filter((name) => name === asked).map((name) => ({ name })),
    });
    class PerformanceObserver {
      static supportedEntryTypes = reportsPaint ? ['paint', 'navigation'] : ['navigation'];
      constructor(private callback: Observer) {}
      observe = ({ buffered = false } = {}) => {
        observers.push(this.callback);
        // As a browser does: the entries from before, in a task of their own.
        if (buffered && painted.length) {
          const before = [...painted];
          timers.push({ callback: () => this.callback(entriesNamed(before), this), delay: 0 });
        }
      };
      disconnect = () => observers.splice(observers.indexOf(this.callback), 1);
    }
    // An idle moment, or its deadline (`timeout`) run out, whichever comes first.
    const requestIdleCallback = (callback: () => void, options?: { timeout?: number }) => {
      let called = false;
      const once = () => {
        if (!called) callback();
        called = true;
      };
      idleCallbacks.push(once);
      if (options?.timeout !== undefined) timers.push({ callback: once, delay: options.timeout });
    };
    const page = {
      addEventListener: (type: string, listener: () => void) => (listeners[type] = listener),
      setTimeout: (callback: () => void, delay = 0) => timers.push({ callback, delay }),
      requestAnimationFrame: (callback: () => void) => timers.push({ callback, delay: 0 }),
      requestIdleCallback,
      // The page's timeline: the paints so far, where the browser reports them.
      performance: {
        getEntriesByName: (name: string) => entriesNamed(painted).getEntriesByName(name),
      },
      self: {
        PerformanceObserver,
        ...(reportsPaint ? { performance: {} } : {}),
        ...(hasIdle ? { requestIdleCallback } : {}),
      },
      PerformanceObserver,
      document: {
        images,
        createElement: (tag: string) => ({ tag }),
        head: { append: (element: Record<string, string>) => added.push(element) },
      },
    };
    new Function(...Object.keys(page), loader!)(...Object.values(page));
    /** Lets the promises settle and runs the frames and zero-delay timers they ask for, until none is left. */
    const settle = async () => {
      for (let round = 0; round < 6; round += 1) {
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
      /** The load event's own task, and nothing after it. */
      loadEventOnly: async () => {
        listeners.load!();
        await new Promise((resolve) => setImmediate(resolve));
      },
      /** What the loader has set going so far. */
      started: () => ({
        listeners: Object.keys(listeners),
        timers: timers.length,
        observers: observers.length,
      }),
      /** The tasks queued so far, and those they queue. */
      tasksRun: settle,
      paint: async (name = 'first-contentful-paint') => {
        painted.push(name);
        for (const observer of [...observers])
          observer(entriesNamed([name]), new PerformanceObserver(observer));
        await settle();
      },
      idle: async () => {
        for (const callback of idleCallbacks.splice(0)) callback();
        await settle();
      },
      /** Lets every 3-second fallback run out. */
      threeSecondsPass: async () => {
        for (const timer of timers.filter(({ delay }) => delay === 3000)) timer.callback();
        await settle();
      },
    };
  }

  const chunks = [
    { tag: 'link', rel: 'modulepreload', crossOrigin: '', href: '/portfolio/assets/chunk-2.js' },
    { tag: 'link', rel: 'modulepreload', crossOrigin: '', href: '/portfolio/assets/index-1.js' },
  ];
  const app = {
    tag: 'script',
    type: 'module',
    crossOrigin: '',
    src: '/portfolio/assets/index-1.js',
  };

  it('fetches the app once the page has loaded and painted, and runs it when the browser is idle', async () => {
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
    expect(page.added).toEqual(chunks);
    await page.tasksRun();
    expect(page.added).toEqual(chunks); // not until the browser has an idle moment
    await page.idle();
    expect(page.added).toEqual([...chunks, app]);
  });

  it('runs the app all the same where there is no idle callback, or no idle moment within 3 s', async () => {
    const noIdle = runLoader(loadAfterFirstPaint(built), { hasIdle: false });
    await noIdle.load();
    await noIdle.paint();
    expect(noIdle.added).toEqual([...chunks, app]);

    const busy = runLoader(loadAfterFirstPaint(built));
    await busy.load();
    await busy.paint();
    expect(busy.added).toEqual(chunks);
    await busy.threeSecondsPass();
    expect(busy.added).toEqual([...chunks, app]);
  });

  // Below, two things added are the modules' preloads: the page's wait is over.
  it('waits for the load event even after the first paint, and learns of that paint then', async () => {
    const page = runLoader(loadAfterFirstPaint(built));
    await page.paint('first-paint');
    await page.paint();
    expect(page.added).toEqual([]);
    await page.load();
    expect(page.added).toHaveLength(2);

    // A first paint with no content, before the load, is not the one it waits for.
    const blank = runLoader(loadAfterFirstPaint(built));
    await blank.paint('first-paint');
    await blank.load();
    expect(blank.added).toEqual([]);
    await blank.paint();
    expect(blank.added).toHaveLength(2);
  });

  it('does nothing while the page parses but listen for the load event', () => {
    const page = runLoader(loadAfterFirstPaint(built));
    expect(page.started()).toEqual({ listeners: ['load'], timers: 0, observers: 0 });
  });

  it('waits for the loaded pictures to be decoded, so nothing competes with drawing them', async () => {
    let decoded!: () => void;
    const picture = {
      complete: true,
      decode: () => new Promise<void>((resolve) => (decoded = resolve)),
    };
    const lazy = { complete: false, decode: () => new Promise<void>(() => undefined) };
    let asked = 0;
    const page = runLoader(loadAfterFirstPaint(built), {
      images: [{ ...picture, decode: () => (asked++, picture.decode()) }, lazy],
    });
    // The load event often comes in the task that lays the page out: the decodes are asked for in a task of their own.
    await page.loadEventOnly();
    expect(asked).toBe(0);
    await page.tasksRun();
    expect(asked).toBe(1);
    await page.paint();
    expect(page.added).toEqual([]);
    decoded();
    await page.paint();
    expect(page.added).toHaveLength(2);

    // A decode that never settles holds the app back 3 s at most.
    const stuck = runLoader(loadAfterFirstPaint(built), {
      images: [lazy, { ...lazy, complete: true }],
    });
    await stuck.load();
    await stuck.paint();
    expect(stuck.added).toEqual([]);
    await stuck.threeSecondsPass();
    expect(stuck.added).toHaveLength(2);
  });

  it('starts on the load event alone where the browser reports no paint, or none within 3 s', async () => {
    const silent = runLoader(loadAfterFirstPaint(built), { reportsPaint: false });
    await silent.load();
    expect(silent.added).toHaveLength(2);

    const hidden = runLoader(loadAfterFirstPaint(built));
    await hidden.load();
    expect(hidden.added).toEqual([]);
    await hidden.threeSecondsPass();
    expect(hidden.added).toHaveLength(2);
  });

  it('fails loudly if the build no longer has the tags it expects, or links a stylesheet', () => {
    expect(() => loadAfterFirstPaint('<html><body></body></html>')).toThrow(/type="module"/);
    expect(() =>
      loadAfterFirstPaint(
        '<html><head><script type="module" crossorigin src="/a.js"></script></head><body></body></html>',
      ),
    ).toThrow(/inline stylesheet/);
    expect(() => loadAfterFirstPaint(built.replace('p{color:red}', ' '))).toThrow(
      /inline stylesheet/,
    );
    // A readable build's stylesheet keeps its comments, which may name an element.
    expect(
      loadAfterFirstPaint(built.replace('p{color:red}', "/* the log's <ol> */ p{color:red}")),
    ).toContain('<ol>');
    expect(() =>
      loadAfterFirstPaint(
        built.replace('</head>', '<link rel="stylesheet" crossorigin href="/b.css"></head>'),
      ),
    ).toThrow(/restyle/);
    expect(() => loadAfterFirstPaint(built.replace('</head>', ''))).toThrow(/<\/head>/);
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

describe('appStartChunks', () => {
  const scratch = scratchFolders();
  afterAll(scratch.remove);
  /** A built site's folder holding only Vite's manifest, as the client build writes it. */
  const builtWith = (manifest: object) => {
    const dist = scratch.make('manifest-');
    mkdirSync(join(dist, '.vite'));
    writeFileSync(join(dist, '.vite', 'manifest.json'), JSON.stringify(manifest));
    return dist;
  };

  it("lists the entry's dynamic imports and what they import, below the base path, and removes the manifest", () => {
    const dist = builtWith({
      'index.html': { file: 'assets/index-1.js', isEntry: true, dynamicImports: ['a', 'b'] },
      a: { file: 'assets/react-2.js' },
      b: { file: 'assets/start-3.js', imports: ['a', 'c'], dynamicImports: ['lazy'] },
      c: { file: 'assets/content-4.js', imports: ['index.html'] },
      lazy: { file: 'assets/viewer-5.js' },
    });
    expect(appStartChunks(dist, '/portfolio/')).toEqual([
      '/portfolio/assets/react-2.js',
      '/portfolio/assets/start-3.js',
      '/portfolio/assets/content-4.js',
    ]);
    expect(existsSync(join(dist, '.vite'))).toBe(false);
  });

  it('stops the build when the entry imports a step of the start statically, through another chunk too', () => {
    const dist = builtWith({
      'index.html': {
        file: 'assets/index-1.js',
        isEntry: true,
        imports: ['shared'],
        dynamicImports: ['a', 'b'],
      },
      shared: { file: 'assets/shared-2.js', imports: ['b'] },
      a: { file: 'assets/react-3.js' },
      b: { file: 'assets/start-4.js', imports: ['shared'] },
    });
    expect(() => appStartChunks(dist, '/')).toThrow(
      /imports assets\/start-4\.js statically.*start-chunks\.ts/,
    );
  });

  it('takes a chunk the entry and the start share, imported by both, that imports the entry back', () => {
    const dist = builtWith({
      'index.html': {
        file: 'assets/index-1.js',
        isEntry: true,
        imports: ['shared'],
        dynamicImports: ['a'],
      },
      shared: { file: 'assets/shared-2.js', imports: ['index.html'] },
      a: { file: 'assets/start-3.js', imports: ['shared', 'index.html'] },
    });
    expect(appStartChunks(dist, '/')).toEqual(['/assets/start-3.js', '/assets/shared-2.js']);
  });

  it('stops the build when the entry imports a chunk the manifest does not have', () => {
    const dist = builtWith({
      'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['gone'] },
    });
    expect(() => appStartChunks(dist, '/')).toThrow(/names gone but has no chunk/);
  });
});

describe('withImagePreloadsFirst', () => {
  const preload = '<link rel="preload" as="image" href="/images/lead.svg" fetchPriority="high"/>';
  const page = (root: string) =>
    `<html><head><meta charset="UTF-8" /><style>p{}</style><script>x()</script></head><body><div id="root" data-route="a">${root}</div></body></html>`;

  it("puts React's picture preloads at the top of the head, before its stylesheet and scripts", () => {
    const moved = withImagePreloadsFirst(
      page(`${preload}<main><img src="/images/lead.svg"></main>`),
    );
    expect(moved).toBe(
      `<html><head><meta charset="UTF-8" />${preload}<style>p{}</style><script>x()</script></head><body><div id="root" data-route="a"><main><img src="/images/lead.svg"></main></div></body></html>`,
    );
  });

  it('leaves a page without one as it is', () => {
    const without = page('<main></main>');
    expect(withImagePreloadsFirst(without)).toBe(without);
  });
});
