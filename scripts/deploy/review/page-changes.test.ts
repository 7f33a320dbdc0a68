import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fixtureSites } from './fixture-sites';
import { builtPages, readPage, readSite, siteChanges } from './page-changes';
import { wordsChanged } from './report-model';

const { site } = fixtureSites();

/** A page as the build writes one, with what changes from build to build: asset hashes, CSP hashes, data. */
function page(
  body: string,
  { title = 'A page', build = 'a1', accent = '201 162 39', corners = '1' } = {},
): string {
  return `<!doctype html><html><head><meta charset="UTF-8" />
<meta http-equiv="Content-Security-Policy" content="script-src 'self' 'sha256-${build}'" />
<title>${title}</title><link rel="stylesheet" href="/assets/index-${build}.css" />
<style>.x{color:red}.y{--tw-ring-offset-width:${build === 'a1' ? '0' : '1'}px}:root{--accent:${accent};--corners:${corners}}</style></head>
<body><div id="root" data-route="home">${body}</div>
<script type="application/json" id="router-data">{"build":"${build}"}</script>
<script type="module" src="/assets/index-${build}.js"></script></body></html>`;
}

const home = `<nav><a href="/">Home</a><a href="/rule">Rule</a></nav>
<main><h1>Robin Quill</h1><p>I build <a href="/rule">small tools</a> for the bench.</p>
<img src="/images/me.jpg" alt="Robin at the bench" width="600" height="800" /></main>`;

describe('the pages of a built site', () => {
  it('are its index.html files, not their x.html twins, 404.html, the form editor or the previews', () => {
    const dist = site({
      'index.html': page(home),
      '404.html': page(home),
      'rule.html': page('<h1>Rule</h1>'),
      'rule/index.html': page('<h1>Rule</h1>'),
      'rule/updates/first/index.html': page('<h1>First</h1>'),
      'admin/index.html': '<!doctype html><title>Editor</title>',
      'assets/index.html': 'not a page',
      // The gh-pages branch keeps the previews beside the live site.
      'pr-preview/pr-3/index.html': page(home),
      '_review/index.html': '<!doctype html><title>Review</title>',
    });
    expect([...builtPages(dist).keys()]).toEqual(['/', '/rule', '/rule/updates/first']);
  });

  it('are none for a folder that is not there (a first deploy has no base)', () => {
    expect(builtPages(join(tmpdir(), 'no-such-site-for-review')).size).toBe(0);
  });

  it('read as a visitor reads them: the title, each block of text whole, the pictures', () => {
    const reading = readPage('/', page(home, { title: 'Robin Quill: portfolio' }));
    expect(reading.title).toBe('Robin Quill: portfolio');
    // The link inside the paragraph stays part of it; the navigation's links are blocks of their own.
    expect(reading.blocks).toEqual([
      'Home Rule',
      'Robin Quill',
      'I build small tools for the bench.',
    ]);
    expect(reading.pictures).toEqual([]); // no file to read: readSite gives the files
  });
});

describe('what a pull request changed', () => {
  it('is nothing for pages that differ only by asset hashes, CSP hashes and hydration data', () => {
    const base = site({ 'index.html': page(home, { build: 'a1' }) });
    const head = site({ 'index.html': page(home, { build: 'b2' }) });
    expect(siteChanges(readSite(base), readSite(head))).toEqual({ pages: [], unchanged: ['/'] });
  });

  it('names each page whose words changed, with the blocks gone and the blocks new', () => {
    const base = site({
      'index.html': page(home),
      'rule/index.html': page('<h1>Rule</h1><ol><li>Ideation</li><li>Design</li></ol>'),
    });
    const head = site({
      'index.html': page(home.replace('for the bench', "for the bench: it's all I do")),
      'rule/index.html': page('<h1>Rule</h1><ol><li>Ideation</li><li>Design</li></ol>'),
    });
    const { pages, unchanged } = siteChanges(readSite(base), readSite(head));
    expect(pages).toEqual([
      {
        path: '/',
        title: 'A page',
        kind: 'changed',
        removedText: ['I build small tools for the bench.'],
        addedText: ["I build small tools for the bench: it's all I do."],
        picturesChanged: [],
      },
    ]);
    expect(unchanged).toEqual(['/rule']);
  });

  it('names a page whose title changed, or whose blocks only moved', () => {
    const list = (items: string[]) =>
      page(`<ol>${items.map((i) => `<li>${i}</li>`).join('')}</ol>`);
    const base = site({ 'index.html': page(home), 'a/index.html': list(['One', 'Two']) });
    const head = site({
      'index.html': page(home, { title: 'Robin Quill' }),
      'a/index.html': list(['Two', 'One']),
    });
    const { pages } = siteChanges(readSite(base), readSite(head));
    expect(pages.map(({ path, removedText, addedText }) => [path, removedText, addedText])).toEqual(
      [
        ['/', ['A page'], ['Robin Quill']],
        ['/a', [], []],
      ],
    );
  });

  it('names every page whose look changed (colours, corners), and says so', () => {
    const rule = '<h1>Rule</h1><p>A slide rule.</p>';
    const base = site({ 'index.html': page(home), 'rule/index.html': page(rule) });
    const head = site({
      'index.html': page(home, { accent: '255 212 0' }),
      'rule/index.html': page(rule, { corners: '0' }),
    });
    const { pages } = siteChanges(readSite(base), readSite(head));
    expect(pages.map(({ path, lookChanged }) => [path, lookChanged])).toEqual([
      ['/', true],
      ['/rule', true],
    ]);
    expect(wordsChanged(pages[0]!)).toEqual(['  (its colours, corners or type changed)']);
  });

  it('names a page whose photo was replaced under the same name', () => {
    const base = site({ 'index.html': page(home), 'images/me.jpg': Buffer.from([1, 2, 3]) });
    const head = site({ 'index.html': page(home), 'images/me.jpg': Buffer.from([1, 2, 4]) });
    const { pages } = siteChanges(readSite(base), readSite(head));
    expect(
      pages.map(({ path, picturesChanged }) => [path, picturesChanged.map(({ label }) => label)]),
    ).toEqual([['/', ['me.jpg (Robin at the bench) 600×800']]]);
  });

  it('names a page when any size of a picture changed, or the full size its gallery link opens', () => {
    const gallery = `<main><a href="/images/bench.jpg"><picture>
<source type="image/avif" srcset="/images/generated/bench-160w.avif 160w, /images/generated/bench-320w.avif 320w">
<img src="/images/bench-thumb.jpg" alt="The bench" width="160" height="120"></picture></a></main>`;
    const files = {
      'index.html': page(gallery),
      'images/bench.jpg': Buffer.from([1]),
      'images/bench-thumb.jpg': Buffer.from([2]),
      'images/generated/bench-160w.avif': Buffer.from([3]),
      'images/generated/bench-320w.avif': Buffer.from([4]),
    };
    const base = readSite(site(files));
    for (const file of ['images/bench.jpg', 'images/generated/bench-320w.avif']) {
      const head = readSite(site({ ...files, [file]: Buffer.from([9]) }));
      expect(
        siteChanges(base, head).pages.map(({ path }) => path),
        file,
      ).toEqual(['/']);
    }
    expect(siteChanges(base, readSite(site(files))).pages).toEqual([]);
  });

  it('names a page whose picture is written relative to it, and whose link-preview card changed', () => {
    const relative = page('<main><img src="../images/a.svg" alt="A" width="1" height="1"></main>');
    const card = (html: string) =>
      html.replace(
        '<title>',
        '<meta property="og:image" content="https://owner.github.io/og/rule.png"><title>',
      );
    const files = {
      'rule/index.html': card(relative),
      'images/a.svg': '<svg/>',
      'og/rule.png': Buffer.from([1]),
    };
    const base = readSite(site(files));
    const redrawn = readSite(site({ ...files, 'images/a.svg': '<svg><g/></svg>' }));
    expect(siteChanges(base, redrawn).pages[0]!.picturesChanged.map(({ file }) => file)).toEqual([
      'images/a.svg',
    ]);
    const newCard = readSite(site({ ...files, 'og/rule.png': Buffer.from([2]) }));
    expect(siteChanges(base, newCard).pages[0]!.picturesChanged.map(({ label }) => label)).toEqual([
      'the link-preview card',
    ]);
  });

  it('names pages added and removed; with no base, every page is added', () => {
    const base = site({ 'index.html': page(home), 'old/index.html': page('<h1>Old</h1>') });
    const head = site({ 'index.html': page(home), 'new/index.html': page('<h1>New</h1>') });
    const { pages } = siteChanges(readSite(base), readSite(head));
    expect(pages.map(({ path, kind }) => [path, kind])).toEqual([
      ['/new', 'added'],
      ['/old', 'removed'],
    ]);
    const first = siteChanges(readSite(join(tmpdir(), 'no-such-base-for-review')), readSite(head));
    expect(first.pages.map(({ path, kind }) => [path, kind])).toEqual([
      ['/', 'added'],
      ['/new', 'added'],
    ]);
  });

  it('reads pictures under the base path a site was built for', () => {
    const html = page(home.replace('/images/me.jpg', '/portfolio/images/me.jpg'));
    const base = site({ 'index.html': html, 'images/me.jpg': Buffer.from([1]) });
    const head = site({ 'index.html': html, 'images/me.jpg': Buffer.from([2]) });
    expect(
      siteChanges(readSite(base, '/portfolio/'), readSite(head, '/portfolio/')).pages,
    ).toHaveLength(1);
  });
});
