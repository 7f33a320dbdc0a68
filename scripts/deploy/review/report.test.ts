// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { PageCost } from './costs';
import type { PageChange } from './page-changes';
import { reviewComment } from './comment';
import {
  commentLimit,
  figureCells,
  markingRuleText,
  wordsChanged,
  type Review,
} from './report-model';
import { reportPage } from './report-page';

const changed = (path: string, removedText: string[], addedText: string[]): PageChange => ({
  path,
  title: path,
  kind: 'changed',
  removedText,
  addedText,
  picturesChanged: [],
});

const cost = (performance: number, tbtMs: number): PageCost => ({
  performance,
  lcpMs: 1200,
  tbtMs,
  cls: 0,
  kB: { html: 10, css: 8, js: 110, fonts: 0, images: 40, total: 168 },
  violations: [],
});

function aReview(overrides: Partial<Review> = {}): Review {
  return {
    previewUrl: 'https://owner.github.io/site/pr-preview/pr-7/',
    reportUrl: 'https://owner.github.io/site/pr-preview/pr-7/_review/',
    commit: '3f2c1ab9d0',
    pages: [changed('/', ['Old words.'], ['New words.'])],
    unchanged: 3,
    pictures: [],
    shots: [
      {
        path: '/',
        width: 375,
        before: 'shots/home-375-before.png',
        after: 'shots/home-375-after.png',
        diff: 'shots/home-375-diff.png',
        thumbnail: 'shots/home-375-thumbnail.png',
        differing: 0.094,
      },
    ],
    costs: {},
    warnings: [],
    method: { benchmarkIndex: 2800, cpuSlowdown: 10.6, runs: 3 },
    shown: 8,
    seconds: 42,
    ...overrides,
  };
}

describe('the other hosts', () => {
  it('are listed in the comment, each with when it is contacted, and a new one marked', () => {
    const host = (name: string, when: string) => ({ host: name, when, pages: 2 });
    const comment = reviewComment(
      aReview({
        hosts: {
          before: [host('www.youtube-nocookie.com', 'the video')],
          after: [host('www.youtube-nocookie.com', 'the video'), host('giscus.app', 'comments')],
        },
      }),
    );
    expect(comment).toContain('Other hosts a visitor’s browser may contact');
    expect(comment).toContain('- `giscus.app`: comments (named on 2 page(s)) **new**');
    expect(comment).toContain('- `www.youtube-nocookie.com`: the video (named on 2 page(s))\n');
  });
});

describe('what reads differently on a page', () => {
  it('pairs a block edited in place with its new version, cut down to the edit', () => {
    const long =
      'I design things that get held, bolted down or flown, and I like to see them through from the first sketch to a part I can pass around. Right now that is a slide rule.';
    const lines = wordsChanged(changed('/', [long], [`${long} Next term I join the team.`]));
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^- …/);
    expect(lines[1]).toMatch(
      /^\+ ….*Right now that is a slide rule\. Next term I join the team\.$/,
    );
    expect(lines[1]!.length).toBeLessThan(long.length);
  });

  it('shows a block gone or new on its own, and says how many more there are', () => {
    const page = changed('/', ['Gone'], ['Quite different', 'b', 'c', 'd', 'e']);
    expect(wordsChanged(page, 2)).toEqual([
      '- Gone',
      '+ Quite different',
      '+ b',
      '+ c',
      '  … and 2 more line(s)',
    ]);
  });
});

describe('the pull request’s comment', () => {
  it('names the commit and the preview, links each page into it, and shows a thumbnail', () => {
    const comment = reviewComment(aReview());
    expect(comment).toContain(
      '### Preview of 3f2c1ab: https://owner.github.io/site/pr-preview/pr-7/',
    );
    expect(comment).toContain('| [`/`](https://owner.github.io/site/pr-preview/pr-7/) | changed |');
    expect(comment).toContain(
      '<a href="https://owner.github.io/site/pr-preview/pr-7/_review/#home"><img src="https://owner.github.io/site/pr-preview/pr-7/_review/shots/home-375-thumbnail.png"',
    );
    expect(comment).toContain('9.4% of pixels differ');
    expect(comment).toContain('```diff\n- Old words.\n+ New words.\n```');
    // Nothing measured: no figures' columns, no word of Lighthouse.
    expect(comment).not.toContain('Lighthouse');
    expect(comment).not.toContain('| Perf |');
  });

  it('marks TBT that got worse beyond its floor, every run apart, and the same got better', () => {
    const comment = reviewComment(
      aReview({ costs: { '/': { before: cost(99, 40), after: cost(80, 540) } } }),
    );
    expect(comment).toContain('| Perf | LCP | TBT | CLS | axe | Weight |');
    expect(comment).toContain(`| 40→540 ms +500 ⚠️ |`);
    // The score moves with the figures it is made of: shown, never marked.
    expect(comment).toContain('| 99→80 −19 |');
    // An unchanged figure is shown once.
    expect(comment).toContain('| 1200 ms |');
    expect(comment).toContain('CPU slowed 10.6×');
    expect(comment).toContain(markingRuleText);
    const better = reviewComment(
      aReview({ costs: { '/': { before: cost(80, 540), after: cost(99, 40) } } }),
    );
    expect(better).toContain('| 540→40 ms −500 ✅ |');
  });

  it('marks no Lighthouse change within its floor, within its spread, or whose runs overlap', () => {
    const varied = (tbtMs: number, spread: number, range: [number, number]): PageCost => ({
      ...cost(90, tbtMs),
      spread: { performance: 6, lcpMs: 0, tbtMs: spread },
      range: { lcpMs: [1200, 1200], tbtMs: range },
    });
    const cell = (before: PageCost, after: PageCost) => figureCells({ before, after })[2]!;
    // Within the floor.
    expect(cell(varied(100, 10, [95, 105]), varied(450, 10, [445, 455]))).toBe('100→450 ms +350');
    // Beyond the floor, within a side's spread.
    expect(cell(varied(900, 600, [600, 1200]), varied(1400, 100, [1350, 1450]))).toBe(
      '900→1400 ms +500',
    );
    // Beyond both, but one run of the head as fast as one of the base.
    expect(cell(varied(900, 100, [850, 950]), varied(1400, 120, [900, 1500]))).toBe(
      '900→1400 ms +500',
    );
    expect(cell(varied(900, 100, [850, 950]), varied(1400, 120, [1350, 1500]))).toBe(
      '900→1400 ms +500 ⚠️',
    );
  });

  it('marks a change of weight, CLS or axe past its floor: they do not vary between runs', () => {
    const heavier: PageCost = {
      ...cost(90, 100),
      cls: 0.05,
      kB: { html: 10, css: 8, js: 120, fonts: 0, images: 40, total: 178 },
      violations: [{ id: 'image-alt', count: 1 }],
    };
    const cells = figureCells({ before: cost(90, 100), after: heavier });
    expect(cells.slice(3)).toEqual([
      '0.000→0.050 +0.050 ⚠️',
      '0→1 +1 ⚠️',
      '168.0→178.0 kB +10.0 ⚠️',
    ]);
    const lighter = {
      ...cost(90, 100),
      kB: { html: 10, css: 8, js: 113, fonts: 0, images: 40, total: 171 },
    };
    expect(figureCells({ before: cost(90, 100), after: lighter })[5]).toBe('168.0→171.0 kB +3.0');
  });

  it('without a published preview, names the pages without linking them', () => {
    const comment = reviewComment(aReview({ previewUrl: '', reportUrl: undefined }));
    expect(comment).toContain('### Review of 3f2c1ab (no preview published)');
    expect(comment).toContain('| `/` | changed | 9.4% of pixels differ |');
    expect(comment).not.toContain('http');
  });

  it('fits GitHub’s limit however many pages changed, naming past the shown ones', () => {
    const pages = Array.from({ length: 3000 }, (_, at) =>
      changed(`/page-${at}`, ['x'.repeat(300)], ['y'.repeat(300)]),
    );
    const comment = reviewComment(
      aReview({ pages, warnings: ['w'.repeat(70_000)], shots: [], shown: 8 }),
    );
    expect(comment.length).toBeLessThanOrEqual(commentLimit);
    expect(comment).toContain('**3000 page(s) changed**');
  });
});

describe('the report page', () => {
  it('has each page under its own anchor, its screenshots and its words, escaped', () => {
    const html = reportPage(aReview({ pages: [changed('/', ['<b>old</b>'], ['<b>new</b>'])] }));
    expect(html).toContain('<section id="home">');
    expect(html).toContain('<img src="shots/home-375-diff.png"');
    expect(html).toContain('&lt;b&gt;new&lt;/b&gt;');
    expect(html).not.toContain('<b>new</b>');
  });
});
