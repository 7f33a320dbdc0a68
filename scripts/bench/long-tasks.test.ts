// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { runFigures, scriptTasks, type TraceEvent } from './long-tasks';

const main = { pid: 1, tid: 10 };
const other = { pid: 1, tid: 20 };
/** A complete event of `thread` at `ms` for `durMs` (wall) and `threadMs` (the thread's own). */
const event = (
  name: string,
  ms: number,
  durMs: number,
  threadMs = durMs,
  thread = main,
  data?: Record<string, string>,
): TraceEvent => ({
  name,
  ph: 'X',
  ts: ms * 1000,
  dur: durMs * 1000,
  tdur: threadMs * 1000,
  ...thread,
  ...(data ? { args: { data } } : {}),
});
const names = [
  { name: 'thread_name', ph: 'M', ts: 0, ...main, args: { name: 'CrRendererMain' } },
  { name: 'thread_name', ph: 'M', ts: 0, ...other, args: { name: 'CrRendererMain' } },
];

describe('the script in each task of a trace', () => {
  it("counts the thread time of the page's script once per task, whatever runs inside it", () => {
    const tasks = scriptTasks([
      ...names,
      // A module evaluated, a compilation inside it: 18 ms of the thread, counted once.
      event('RunTask', 0, 30, 28),
      event('v8.evaluateModule', 1, 20, 18),
      event('v8.compile', 2, 5, 5),
      event('Layout', 22, 6, 6),
      // An evaluation from outside the page (no file: the DevTools protocol's), then a timer of ours.
      event('RunTask', 40, 12, 12),
      event('EvaluateScript', 40.5, 5, 5),
      event('TimerFire', 46, 4, 3, main, { url: 'http://localhost/assets/index.js' }),
      event('FunctionCall', 46.2, 3.5, 2.9, main, { url: 'http://localhost/assets/index.js' }),
      // The browser's own work alone.
      event('RunTask', 60, 8, 8),
      event('ParseHTML', 60, 7, 7),
      // Another renderer thread, which ran fewer tasks: its work, however long, is not the page's.
      event('RunTask', 0, 500, 500, other),
      event('v8.evaluateModule', 1, 400, 400, other),
      event('RunTask', 70, 1, 1, other),
    ]);
    expect(
      tasks.map(({ startMs, threadMs, scriptMs, what }) => ({ startMs, threadMs, scriptMs, what })),
    ).toEqual([
      { startMs: 0, threadMs: 28, scriptMs: 18, what: 'v8.evaluateModule' },
      { startMs: 40, threadMs: 12, scriptMs: 3, what: 'TimerFire index.js' },
      { startMs: 60, threadMs: 8, scriptMs: 0, what: '' },
    ]);
  });

  it("counts a function the browser calls with no file when the page's script runs inside it", () => {
    const tasks = scriptTasks([
      ...names,
      // React's scheduler, called from a MessageChannel's message: the call has no file, its function has.
      event('RunTask', 0, 12, 12),
      event('v8.callFunction', 0.5, 10, 10),
      event('FunctionCall', 0.6, 9.8, 9.8, main, { url: 'http://localhost/assets/index.js' }),
      // A promise resolved by a native function: the app's start goes on in its jobs.
      event('RunTask', 20, 8, 8),
      event('v8.callFunction', 20.5, 7, 7),
      event('RunMicrotasks', 20.6, 6.8, 6.8),
      // A function called from outside with nothing of the page inside: not the page's.
      event('RunTask', 40, 6, 6),
      event('v8.callFunction', 40.5, 5, 5),
    ]);
    expect(tasks.map(({ scriptMs, what }) => ({ scriptMs, what }))).toEqual([
      { scriptMs: 10, what: 'v8.callFunction index.js' },
      { scriptMs: 7, what: 'v8.callFunction' },
      { scriptMs: 0, what: '' },
    ]);
  });

  it('uses wall time where a trace has no thread time, and finds no task in a trace without a main thread', () => {
    const wall = { ...event('FunctionCall', 1, 4), tdur: undefined };
    expect(scriptTasks([...names, event('RunTask', 0, 10), wall])[0]!.scriptMs).toBe(4);
    expect(scriptTasks([event('RunTask', 0, 10)])).toEqual([]);
  });

  it("says what each task's time went to, the browser's work beside ours, and counts the long ones of any kind", () => {
    const tasks = scriptTasks([
      ...names,
      // The browser's own work: two layouts, a paint (a decode inside it counted through it).
      event('RunTask', 0, 40, 40),
      event('Layout', 1, 15, 15),
      event('Paint', 17, 10, 10),
      event('Decode Image', 18, 4, 4),
      event('Layout', 28, 9, 9),
      // A task of our script's, short.
      event('RunTask', 50, 6, 6),
      event('v8.evaluateModule', 50.5, 5, 5, main, { url: 'http://localhost/assets/index.js' }),
    ]);
    expect(tasks[0]!.work).toEqual([
      ['Layout', 24],
      ['Paint', 10],
    ]);
    expect(tasks[1]!.work).toEqual([['v8.evaluateModule', 5]]);
    // At ×3, the browser's task is 120 ms (over 100) and ours 15: one task of any kind over
    // 100 ms, none of our script's.
    const run = runFigures(tasks, 3);
    expect(run).toMatchObject({ tasksOver100: 1, over100: 0, longestTaskMs: 120 });
    expect(run.longestTaskWork).toBe('Layout 72, Paint 30');
    expect(runFigures(tasks, 2).tasksOver100).toBe(0);
  });
});
