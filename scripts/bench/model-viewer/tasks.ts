/** The main thread's tasks in a stretch of a Chrome trace, and the User Timing marks that bound it. */
import { mainThread, traceEventNames, type TraceEvent } from '../../lab/trace';

/** The main thread's tasks between two instants of a trace (ms on its clock): the longest and those over 100 ms. */
export interface TasksBetween {
  /** The longest task's wall time. */
  longestMs: number;
  /** The main thread's own time in it (the trace's `tdur`): the rest is waiting, on the GPU process above all. */
  longestThreadMs: number;
  /** What ran longest inside the longest task: the trace event's name, with the file of the script in it. */
  what: string;
  over100: number;
}

const longestOf = (events: readonly TraceEvent[]) =>
  events.reduce<TraceEvent | undefined>(
    (best, event) => (!best || (event.dur ?? 0) > (best.dur ?? 0) ? event : best),
    undefined,
  );
const wallMs = (event: TraceEvent | undefined) => (event?.dur ?? 0) / 1000;

/**
 * The main thread's top-level tasks (RunTask) that overlap `fromMs`–`toMs` of the trace's
 * clock, each counted whole by its wall time: under the DevTools protocol's CPU throttling,
 * the time a phone's main thread would be busy.
 */
export function tasksBetween(
  events: readonly TraceEvent[],
  fromMs: number,
  toMs: number,
): TasksBetween {
  const main = mainThread(events);
  const own = events.filter(
    (event) => event.pid === main?.pid && event.tid === main?.tid && event.ph === 'X',
  );
  const tasks = own.filter(
    (event) =>
      event.name === 'RunTask' &&
      event.ts / 1000 < toMs &&
      (event.ts + (event.dur ?? 0)) / 1000 > fromMs,
  );
  const longest = longestOf(tasks);
  /** The events of the main thread that start inside `outer`. */
  const inside = (outer: TraceEvent) =>
    own.filter((event) => event.ts >= outer.ts && event.ts < outer.ts + (outer.dur ?? 0));
  const biggest =
    longest && longestOf(inside(longest).filter((event) => event.name in traceEventNames));
  // Its script's file: its own, or that of the longest event inside it that names one.
  const file = biggest
    ? (biggest.args?.data?.url ??
      longestOf(inside(biggest).filter((event) => event.args?.data?.url))?.args?.data?.url)
    : undefined;
  const what = biggest
    ? `${biggest.name}${file ? ` (${file.split('/').pop()})` : ''} ${wallMs(biggest).toFixed(0)} ms`
    : '';
  return {
    longestMs: wallMs(longest),
    longestThreadMs: (longest?.tdur ?? longest?.dur ?? 0) / 1000,
    what,
    over100: tasks.filter((task) => wallMs(task) > 100).length,
  };
}

/** When a User Timing mark of `name` was made, in ms on the trace's clock (its first, if several). */
export function markTime(events: readonly TraceEvent[], name: string): number | undefined {
  const mark = events.find((event) => event.name === name);
  return mark && mark.ts / 1000;
}
