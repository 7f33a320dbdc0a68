/**
 * A finished page loads nothing but its own HTML and pictures before it has
 * painted: everything else it links (Vite's module script and its
 * modulepreloads, and the whole stylesheet, whose rules for the page's own
 * elements are already inline: ./critical-css.ts) is moved to a small inline
 * script that adds them after the first paint (docs/decisions.md, "Each page
 * paints from its HTML alone").
 */

/** What a page loads once it has painted: the whole stylesheet, the app's chunks and the app. */
export interface AfterFirstPaint {
  stylesheets: string[];
  modules: string[];
  script: string;
}

/**
 * Runs in the page, from the end of <body>: once the page has loaded, its
 * pictures are decoded and it has painted its first content, and one more
 * frame has passed (the one that shows those pictures), adds the whole
 * stylesheet and preloads the app's modules, then adds the app's script once
 * that stylesheet has arrived (or failed, or 3 s have passed). The load event alone is not
 * enough: a page without pictures loads before the browser paints it, and a
 * picture is drawn only after it is decoded. Where the browser reports no
 * paint timing, or reports none within 3 s, the load event and the pictures
 * alone start it; a tab opened in the background starts once it is shown.
 * Inlined with Function.toString, so it names no function of its own.
 */
function startAfterFirstPaint({ stylesheets, modules, script }: AfterFirstPaint) {
  const loaded = new Promise((resolve) => addEventListener('load', resolve, { once: true })).then(
    () =>
      // At most 3 s: a decode that never settles must not keep the app away.
      Promise.race([
        Promise.all(
          [...document.images]
            .filter((image) => image.complete)
            .map((image) => image.decode().catch(() => null)),
        ),
        new Promise((resolve) => setTimeout(resolve, 3000)),
      ]),
  );
  const painted = new Promise((resolve) => {
    setTimeout(resolve, 3000);
    // Written without ?. so that a browser too old for it still gets the stylesheet and the app.
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
  // Whatever fails while waiting (an API a browser lacks), the stylesheet and the app still come.
  void Promise.all([loaded, painted])
    .catch(() => null)
    .then(() =>
      requestAnimationFrame(() =>
        setTimeout(() => {
          // Each element is written out, not made by a helper: Function.toString keeps no helper's name.
          const sheets = stylesheets.map(
            (href) =>
              new Promise((resolve) => {
                const link = Object.assign(document.createElement('link'), {
                  rel: 'stylesheet',
                  crossOrigin: '',
                  href,
                });
                link.addEventListener('load', resolve);
                link.addEventListener('error', resolve);
                document.head.append(link);
              }),
          );
          // The app's own module is fetched now too, beside its chunks, so waiting for the
          // stylesheet delays only when it runs.
          for (const href of modules.concat(script))
            document.head.append(
              Object.assign(document.createElement('link'), {
                rel: 'modulepreload',
                crossOrigin: '',
                href,
              }),
            );
          // The app runs once the whole stylesheet is in (its chunks download meanwhile): what it
          // draws that the page's own HTML did not have, an open menu, say, has its rules only there.
          void Promise.race([
            Promise.all(sheets),
            new Promise((resolve) => setTimeout(resolve, 3000)),
          ]).then(() =>
            document.head.append(
              Object.assign(document.createElement('script'), {
                type: 'module',
                crossOrigin: '',
                src: script,
              }),
            ),
          );
        }),
      ),
    );
}

/**
 * Moves everything a finished page links besides its own HTML after its first
 * paint: Vite's module script and its modulepreloads, and the stylesheet,
 * whose rules for the page's own elements are already inline (critical-css.ts).
 * The page is complete as HTML, so nothing else should share a phone's
 * connection with it and its pictures before it shows (docs/decisions.md,
 * "Each page paints from its HTML alone"). Without JavaScript, a
 * <noscript> link loads the stylesheet the ordinary way.
 */
export function loadAfterFirstPaint(page: string): string {
  const script = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/.exec(page);
  if (!script) throw new Error('the page has no <script type="module" crossorigin src="…">');
  if (!/<style>[^<]+<\/style>/.test(page))
    throw new Error(
      'the page has no inline critical CSS: its stylesheet would arrive only after it paints',
    );
  const modules = [...page.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g)];
  const stylesheets = [...page.matchAll(/<link rel="stylesheet" crossorigin href="([^"]+)">/g)];
  if (stylesheets.length === 0)
    throw new Error('the page has no <link rel="stylesheet" crossorigin href="…"> to defer');
  const assets: AfterFirstPaint = {
    stylesheets: stylesheets.map(([, href]) => href!),
    modules: modules.map(([, href]) => href!),
    script: script[1]!,
  };
  const loader = `(${startAfterFirstPaint.toString()})(${JSON.stringify(assets)})`;
  let html = page.replace(script[0], '');
  for (const [tag] of modules) html = html.replace(tag, '');
  for (const [tag, href] of stylesheets)
    html = html.replace(tag, () => `<noscript><link rel="stylesheet" href="${href}"></noscript>`);
  return html.replace('</body>', () => `<script>${loader}</script>\n  </body>`);
}
