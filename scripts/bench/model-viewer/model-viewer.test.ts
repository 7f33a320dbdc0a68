// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { bytesByKind, isViewerFile, kindOf, type Fetched } from './fetched';
import { pagesWithAModel } from './pages';
import { markTime, tasksBetween } from './tasks';
import type { TraceEvent } from '../../lab/trace';

const site = 'http://127.0.0.1:4000';
const fetched = (path: string, transferSize: number): Fetched => ({
  name: site + path,
  startTime: 0,
  transferSize,
  encodedBodySize: transferSize - 300,
  decodedBodySize: transferSize * 3,
});

describe('the bytes a page fetched', () => {
  it('sorts each file by its path, a page by its address', () => {
    expect(
      ['/', '/pcbrule', '/pcbrule/updates/', '/index.html', '/assets/index-a1.js', '/assets/x.css']
        .concat(['/images/a-480w.avif', '/favicon.svg', '/f.woff2', '/models/fin-1a.glb'])
        .concat(['/manifest.webmanifest', '/assets/index-a1.js?v=2'])
        .map((path) => kindOf(site + path)),
    ).toEqual(
      ['html', 'html', 'html', 'html', 'js', 'css', 'images', 'images', 'fonts', 'models'].concat([
        'other',
        'js',
      ]),
    );
  });

  it("names the viewer's chunk, its empty decoder script and any model, and nothing else", () => {
    expect(
      [
        '/assets/model-viewer-ClKTeaVR.js',
        '/assets/meshopt-ready-BcHjnS27.js',
        '/models/rocket-fin-19301957.glb',
        '/assets/index-BLlH35Z_.js',
        '/images/models/rocket-fin.stl-480w.avif',
        '/models/rocket-fin.stl',
      ].map((path) => isViewerFile(site + path)),
    ).toEqual([true, true, true, false, false, false]);
  });

  it('adds up what was transferred, by kind and in all', () => {
    expect(
      bytesByKind([
        fetched('/', 10_000),
        fetched('/assets/index-a.js', 100_000),
        fetched('/assets/nav-b.js', 2_000),
        fetched('/assets/index-c.css', 8_000),
        fetched('/images/a.avif', 15_000),
        fetched('/manifest.webmanifest', 700),
      ]),
    ).toEqual({
      html: 10_000,
      js: 102_000,
      css: 8_000,
      images: 15_000,
      fonts: 0,
      models: 0,
      other: 700,
      all: 135_700,
    });
  });
});

const main = { pid: 1, tid: 10 };
const other = { pid: 2, tid: 20 };
/** A complete event of `thread` at `ms` for `durMs` (wall) and `threadMs` (the thread's own). */
const event = (
  name: string,
  ms: number,
  durMs: number,
  threadMs = durMs,
  thread = main,
  url?: string,
): TraceEvent => ({
  name,
  ph: 'X',
  ts: ms * 1000,
  dur: durMs * 1000,
  tdur: threadMs * 1000,
  ...thread,
  ...(url ? { args: { data: { url } } } : {}),
});
const names: TraceEvent[] = [
  { name: 'thread_name', ph: 'M', ts: 0, ...main, args: { name: 'CrRendererMain' } },
  { name: 'thread_name', ph: 'M', ts: 0, ...other, args: { name: 'CrRendererMain' } },
];
const chunk = 'http://127.0.0.1:4000/assets/model-viewer-ClKTeaVR.js';

describe("the main thread's tasks between the tap and the model's frame", () => {
  const trace = [
    ...names,
    { name: 'bench:model-touched', ph: 'I', ts: 1_000_000, ...main },
    { name: 'bench:model-shown', ph: 'I', ts: 5_000_000, ...main },
    // Before the tap: not counted, however long.
    event('RunTask', 200, 700),
    // Under way at the tap: counted whole.
    event('RunTask', 990, 120, 110),
    event('EventDispatch', 995, 100),
    // The chunk evaluated, then the first render, mostly waiting on the GPU process.
    event('RunTask', 1500, 300, 290),
    event('v8.evaluateModule', 1501, 280, 275, main, chunk),
    event('RunTask', 2000, 2500, 1200),
    event('FireAnimationFrame', 2001, 2480, 1190),
    event('FunctionCall', 2001, 2470, 1185, main, chunk),
    event('MinorGC', 2300, 20, 10),
    event('RunTask', 4600, 30),
    // After the frame; and on another renderer's thread, which ran fewer tasks.
    event('RunTask', 5200, 400),
    event('RunTask', 1200, 3000, 3000, other),
  ];

  it('finds the tap and the frame by their marks, on the trace clock in ms', () => {
    expect(markTime(trace, 'bench:model-touched')).toBe(1000);
    expect(markTime(trace, 'bench:model-shown')).toBe(5000);
    expect(markTime(trace, 'bench:none')).toBeUndefined();
  });

  it('counts the tasks that overlap the window, the longest by wall time with its thread time and its biggest part', () => {
    expect(tasksBetween(trace, 1000, 5000)).toEqual({
      longestMs: 2500,
      longestThreadMs: 1200,
      what: 'FireAnimationFrame (model-viewer-ClKTeaVR.js) 2480 ms',
      over100: 3,
    });
  });

  it('finds nothing in a trace without a main thread', () => {
    expect(tasksBetween([event('RunTask', 0, 500)], 0, 1000)).toEqual({
      longestMs: 0,
      longestThreadMs: 0,
      what: '',
      over100: 0,
    });
  });
});

describe('the pages with a model', () => {
  it('reads them from the built HTML, Home first, leaving out 404.html and the editor', () => {
    const dist = mkdtempSync(join(tmpdir(), 'bench-model-pages-'));
    try {
      const figure = '<figure data-model-viewer class="p-6"><img alt=""></figure>';
      for (const [file, html] of [
        ['index.html', figure],
        ['404.html', figure],
        ['admin/index.html', figure],
        ['about.html', '<figure class="p-6"><img alt=""></figure>'],
        ['tracked.html', figure],
        ['tracked/index.html', figure],
        ['tracked/updates/first.html', figure],
      ] as const) {
        mkdirSync(join(dist, file, '..'), { recursive: true });
        writeFileSync(join(dist, file), `<main>${html}</main>`);
      }
      expect(pagesWithAModel(dist)).toEqual(['', 'tracked', 'tracked/updates/first']);
    } finally {
      rmSync(dist, { recursive: true, force: true });
    }
  });
});
