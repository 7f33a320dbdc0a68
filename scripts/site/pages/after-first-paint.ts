/**
 * A finished page loads nothing but its own HTML and pictures before it has painted: the app's
 * module script and its modulepreloads (Vite's tags) are moved to a small inline script (joined
 * with the head's others: ./inline-scripts.ts) that fetches them after the first paint, and runs
 * the app once the page is drawn and the browser is idle (docs/decisions.md, "Each page paints
 * from its HTML alone" and "The app starts when it stands in nobody's way"). Its rules are in the
 * page already (./whole-stylesheet.ts).
 */

import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';

/** A chunk as Vite's manifest lists it (https://vite.dev/guide/backend-integration). */
interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

/**
 * The chunks the app's start imports (src/main.tsx's own `import()`s, each evaluated in a task of
 * its own) and what they import, as URLs below `basePath`: read from the manifest the client
 * build writes (`build.manifest`), which is then removed, so it is never published. Every page
 * preloads them with the entry's own, so the three steps of the start wait for no round trip.
 */
export function appStartChunks(dist: string, basePath: string): string[] {
  const folder = join(dist, '.vite');
  const manifest = JSON.parse(readFileSync(join(folder, 'manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >;
  rmSync(folder, { recursive: true, force: true });
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
  if (!entry) throw new Error("Vite's manifest names no entry chunk");
  // The keys `from` imports statically, themselves included, in the order first reached. A chunk
  // that imports the entry back leads no further: the entry is evaluated already.
  const importedFrom = (from: readonly string[]): Set<string> => {
    const reached = new Set<string>();
    const visit = (key: string) => {
      if (reached.has(key)) return;
      const chunk = manifest[key];
      if (!chunk) throw new Error(`Vite's manifest names ${key} but has no chunk for it`);
      reached.add(key);
      if (chunk !== entry) for (const imported of chunk.imports ?? []) visit(imported);
    };
    for (const key of from) visit(key);
    return reached;
  };
  const steps = entry.dynamicImports ?? [];
  // Each step of the start is evaluated in a task of its own only if the entry does not import it
  // itself: a static import would evaluate it, React with it, in the entry's task.
  const withEntry = importedFrom(entry.imports ?? []);
  const step = steps.find((key) => withEntry.has(key));
  if (step) {
    throw new Error(
      `The app's entry imports ${manifest[step]!.file} statically, so it would be evaluated in the entry's task: keep what the entry imports out of the start's chunks (scripts/site/start-chunks.ts)`,
    );
  }
  const files = [...importedFrom(steps)]
    .map((key) => manifest[key]!)
    .filter((chunk) => chunk !== entry);
  return [...new Set(files.map((chunk) => basePath + chunk.file))];
}

/** What a page loads once it has painted: the app's chunks and the app. */
export interface AfterFirstPaint {
  modules: string[];
  script: string;
}

/**
 * Runs in the page, from the end of <head>, not of <body>: there, its evaluation is usually out of
 * the task that ends the parse, where the browser lays the whole page out (the load event's
 * layout, when the pictures are in by then), often the page's longest task; its load listener's
 * work always is (docs/decisions.md, "The app starts when it stands in nobody's way"). While the
 * page parses it only listens for the load event: everything else waits for a task after it, so
 * that the task that parses the page (the longest on a page without pictures) holds as little of
 * ours as it can.
 *
 * Once the page has loaded, its pictures are decoded and it has painted its first content (read
 * from the browser's buffered paint entries: the paint usually came before the load), and one
 * more frame has passed (the one that shows those pictures), it preloads the app's modules. It
 * runs the app once the browser has nothing better to do: an idle moment (requestIdleCallback; a
 * task where there is none). So the app's code is evaluated, and React starts, after the browser
 * has drawn the page, not between its frames. The load event alone is not enough: a page without
 * pictures loads before the browser paints it, and a picture is drawn only after it is decoded.
 * Each wait has a ceiling of 3 s from when it begins (the decodes' and the paint's from the task
 * after the load event), so nothing can keep the app away (a decode that never settles, a browser
 * that reports no paint); a tab opened in the background starts once it is shown.
 *
 * Inlined with Function.toString, so it names no function of its own (methods of an object only).
 */
function startAfterFirstPaint({ modules, script }: AfterFirstPaint) {
  const app = {
    // The pictures loaded by now, decoded.
    decoded() {
      return Promise.race([
        Promise.all(
          [...document.images]
            .filter((image) => image.complete)
            .map((image) => image.decode().catch(() => null)),
        ),
        new Promise((resolve) => setTimeout(resolve, 3000)),
      ]);
    },
    // The first paint with content: already in the timeline (it usually came before the load), or
    // reported when it comes.
    painted() {
      return new Promise((resolve) => {
        setTimeout(resolve, 3000);
        if (
          self.performance &&
          performance.getEntriesByName &&
          performance.getEntriesByName('first-contentful-paint').length
        )
          return resolve(null);
        // Written without ?. so that a browser too old for it still gets the app.
        const observer = self.PerformanceObserver;
        if (
          !observer ||
          !observer.supportedEntryTypes ||
          observer.supportedEntryTypes.indexOf('paint') < 0
        )
          return resolve(null);
        new PerformanceObserver((entries, observer) => {
          if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
          observer.disconnect();
          resolve(null);
        }).observe({ type: 'paint', buffered: true });
      });
    },
    // Each element is written out, not made by a helper: Function.toString keeps no helper's name.
    fetch() {
      for (const href of modules.concat(script))
        document.head.append(
          Object.assign(document.createElement('link'), {
            rel: 'modulepreload',
            crossOrigin: '',
            href,
          }),
        );
    },
    idle() {
      return new Promise((resolve) => {
        // Safari has none (a flag only, as of Safari 18).
        if ('requestIdleCallback' in self) requestIdleCallback(resolve, { timeout: 3000 });
        else setTimeout(resolve, 0);
      });
    },
    run() {
      document.head.append(
        Object.assign(document.createElement('script'), {
          type: 'module',
          crossOrigin: '',
          src: script,
        }),
      );
    },
  };
  // The load event often comes in the task that ends the parse and lays the page out, the page's
  // longest: the waits begin in a task of their own. Whatever fails while waiting (an API a
  // browser lacks), the app still comes.
  void new Promise((resolve) => addEventListener('load', () => setTimeout(resolve), { once: true }))
    .then(() => Promise.all([app.decoded(), app.painted()]))
    .catch(() => null)
    .then(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve))))
    .then(() => {
      app.fetch();
      return app.idle();
    })
    .catch(() => null)
    .then(() => app.run());
}

/**
 * Moves the app's script and its modulepreloads after the page's first paint (above). The page
 * is complete as HTML, its rules inline, so nothing else should share a phone's connection with
 * it and its pictures before it shows, or its main thread while it draws (docs/decisions.md,
 * "Each page paints from its HTML alone").
 */
export function loadAfterFirstPaint(page: string, startChunks: string[] = []): string {
  const script = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/.exec(page);
  if (!script) throw new Error('the page has no <script type="module" crossorigin src="…">');
  // Its rules may hold a "<": a readable build (BENCH_READABLE) keeps the stylesheet's comments,
  // which name elements ("the development log's <ol>").
  if (!/<style>([\s\S]*?)<\/style>/.exec(page)?.[1]!.trim())
    throw new Error('the page has no inline stylesheet: it would paint without its rules');
  if (/<link rel="stylesheet"/.test(page))
    throw new Error('the page links a stylesheet: its arrival would restyle the page as it loads');
  const modules = [...page.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g)];
  const listed = modules.map(([, href]) => href!);
  const assets: AfterFirstPaint = {
    modules: [...listed, ...startChunks.filter((href) => !listed.includes(href))],
    script: script[1]!,
  };
  const loader = `(${startAfterFirstPaint.toString()})(${JSON.stringify(assets)})`;
  let html = page.replace(script[0], '');
  for (const [tag] of modules) html = html.replace(tag, '');
  if (!html.includes('</head>'))
    throw new Error("the page has no </head> to put the app's loader in: it would have no app");
  return html.replace('</head>', () => `<script>${loader}</script></head>`);
}
