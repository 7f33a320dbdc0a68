/**
 * Part of `npm run bench`: a tap while the page loads, on a low-tier phone
 * (the CPU slowed to the phone's speed, scripts/lab/phone.ts, by the DevTools
 * protocol's throttling), issue 40. The phone menu's button (a project's page)
 * and the theme toggle (Home) are tapped at the first paint and 250, 500 and
 * 1,000 ms after it, in a fresh browser each time, on ours and on the static
 * twin (tapped twice: changing nothing, and making the change ours answers
 * with). Two figures a tap, medians of BENCH_TAP_RUNS runs (10):
 * - its delay to the next paint, as the Event Timing API reports it (what
 *   web-vitals reads for INP: the longest entry of the interaction; under
 *   16 ms it reports none, printed as ≤16);
 * - for ours, when the tap is answered: from the finger's release (a tap is
 *   answered on its click, whose own time is the release) to the frame that shows
 *   the button's new state (aria-expanded, aria-pressed), a tap made before
 *   the app started included (src/lib/early-tap-script.ts answers it from the head).
 *   Changed while one of the tap's events was handled, that frame is the one
 *   Event Timing reports as the event's next paint; changed later (kept and
 *   answered by the app after), it is the first frame after the change, read
 *   as a task queued from that frame's requestAnimationFrame: an upper bound,
 *   later than the frame by whatever task runs first.
 *
 *   tsx scripts/bench/taps.ts        (after `npm run build`)
 */
import { pathToFileURL } from 'node:url';
import { median } from '../lab/statistics';
import { formatTable } from '../lab/table';
import { printOnSample, type BenchSite } from './sites';
import { phoneSpeedText, type PhoneSpeed } from '../lab/phone';
import {
  loadQuietly,
  waitForRootAttribute,
  withQuietPage,
  type QuietPage,
} from '../lab/browsers/quiet-page';
import { withTwinServers } from './static-twin';

/** A button tapped during load: where, and what in its markup says its state. */
interface TapTarget {
  name: string;
  /** The page's address from the site's top. */
  path: (site: BenchSite) => string;
  selector: string;
  state: 'aria-expanded' | 'aria-pressed';
}

const targets: TapTarget[] = [
  {
    name: 'phone menu',
    path: (site) => site.project.slug,
    selector: 'nav button[aria-expanded]',
    state: 'aria-expanded',
  },
  { name: 'theme toggle', path: () => '', selector: 'button[aria-pressed]', state: 'aria-pressed' },
];

/** After the first paint, in ms: when each tap is made. */
const offsets = [0, 250, 500, 1000];

/**
 * The page tapped: ours, or its static twin, whose tap either changes nothing ('still') or makes
 * the change ours answers with ('alike'), which costs the browser the same style, layout and paint
 * whoever makes it: a theme's new colours on every element drawn, a menu's list laid out.
 */
type Side = 'ours' | 'still' | 'alike';

/** How long a finger stays on the screen for a tap, in ms. */
const tapMs = 100;

/**
 * Run in the page before anything else (the DevTools protocol's injection, which
 * the CSP does not govern): every interaction's Event Timing entries, the
 * touch's time, and the frame after the button's state changed, which it also
 * marks on the root element for the bench to read without running a script.
 */
const recorder = (selector: string, state: string, side: Side) => `(() => {
  // The twin shows links where ours shows the button (it needs JavaScript): a tap there stays put,
  // or ('alike') makes the change ours answers with, on the same elements: the other theme on
  // <html>, or the menu's list shown. The click is marked after its frame, for the bench to know
  // the tap is in.
  if (${JSON.stringify(side)} !== 'ours') addEventListener('click', (event) => {
    event.preventDefault();
    const root = document.documentElement;
    if (${JSON.stringify(side)} === 'alike') {
      if (${JSON.stringify(state)} === 'aria-pressed') {
        // As showTheme (src/lib/theme.ts) switches it: no control fading to its new colours, for two frames.
        root.setAttribute('data-theme-switch', '');
        requestAnimationFrame(() => requestAnimationFrame(() => root.removeAttribute('data-theme-switch')));
        const dark = root.dataset.theme ? root.dataset.theme === 'dark' : matchMedia('(prefers-color-scheme: dark)').matches;
        root.dataset.theme = dark ? 'light' : 'dark';
      } else {
        const button = document.querySelector(${JSON.stringify(selector)});
        const list = button && document.getElementById(button.getAttribute('aria-controls'));
        if (list) list.hidden = !list.hidden;
      }
    }
    requestAnimationFrame(() => setTimeout(() => root.setAttribute('data-tap-clicked', '')));
  }, { capture: true });
  const record = (window.__tap = { entries: [] });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (entry.interactionId) record.entries.push({
        name: entry.name, duration: entry.duration, startTime: entry.startTime,
        processingStart: entry.processingStart, processingEnd: entry.processingEnd,
      });
  }).observe({ type: 'event', buffered: true, durationThreshold: 16 });
  addEventListener('pointerdown', (event) => { record.touched ??= event.timeStamp; }, { capture: true });
  addEventListener('pointerup', (event) => { record.released ??= event.timeStamp; }, { capture: true });
  new MutationObserver((mutations) => {
    if (record.touched === undefined || record.changed !== undefined) return;
    const changed = mutations.some(
      (mutation) => mutation.target.matches(${JSON.stringify(selector)}) &&
        mutation.target.getAttribute(mutation.attributeName) !== mutation.oldValue,
    );
    if (!changed) return;
    record.changed = performance.now();
    requestAnimationFrame(() => setTimeout(() => {
      record.shown = performance.now();
      document.documentElement.setAttribute('data-tap-shown', '');
    }));
  }).observe(document, { subtree: true, attributes: true, attributeOldValue: true, attributeFilter: [${JSON.stringify(state)}] });
})()`;

/** An Event Timing entry of the tap's interaction (times from the page's time origin, ms). */
interface TapEntry {
  name: string;
  duration: number;
  startTime: number;
  processingStart: number;
  processingEnd: number;
}

interface TapRecord {
  entries: TapEntry[];
  /** The touch's own time (its pointerdown's timeStamp). */
  touched?: number;
  /** The finger's release (its pointerup's timeStamp, the click's own time). */
  released?: number;
  /** When the button's state changed (a mutation observer's callback, a microtask after it). */
  changed?: number;
  /** A task queued from the first frame after the change. */
  shown?: number;
}

/**
 * When the frame showing the change was painted: the next paint of the event during which it
 * changed, as Event Timing reports it (startTime + duration); else the task after the first
 * frame after it. Undefined when it never changed.
 */
export function answeredAt({ entries, changed, shown }: TapRecord): number | undefined {
  if (changed === undefined) return undefined;
  const during = entries.find(
    (entry) => entry.processingStart <= changed && changed <= entry.processingEnd,
  );
  return during ? during.startTime + during.duration : shown;
}

/** Reads `expression`'s value in the page (the Runtime domain's evaluate, which needs no enable). */
async function valueIn<T>(page: QuietPage, expression: string): Promise<T> {
  const { result, exceptionDetails } = await page.send('Runtime.evaluate', {
    expression,
    returnByValue: true,
    awaitPromise: true,
  });
  if (exceptionDetails) throw new Error(`${expression}: ${exceptionDetails.text}`);
  return result.value as T;
}

/** Where the button is on the page (the middle of its box), from a load at full speed: the layout is the same. */
function buttonSpot(url: string, target: TapTarget): Promise<{ x: number; y: number }> {
  return withQuietPage(async (page) => {
    await loadQuietly(page, url);
    const { root } = await page.send('DOM.getDocument', { depth: 0 });
    const { nodeId } = await page.send('DOM.querySelector', {
      nodeId: root.nodeId,
      selector: target.selector,
    });
    if (!nodeId) throw new Error(`${url}: ${target.selector} is not shown`);
    const { model } = await page.send('DOM.getBoxModel', { nodeId });
    const [x1, y1, , , x3, y3] = model.border as number[];
    return { x: (x1! + x3!) / 2, y: (y1! + y3!) / 2 };
  });
}

/**
 * A finger's tap at `spot`: down, and up `tapMs` later, however busy the page is, made with
 * DevTools' touch emulator (its device mode's touch from the mouse), which hands each touch to
 * the browser's input router the moment it is made, as a touch screen does. Not with
 * Input.dispatchTouchEvent: that sends a touch only once the renderer's main thread has
 * committed a new frame (Chromium's content/browser/devtools/protocol/input_handler.cc,
 * DispatchWebTouchEvent: InsertVisualStateCallback, "We make sure the compositor is up to date
 * before sending a touch event"), so a tap made while the page loaded reached the page only
 * when its main thread got round to it: 220 to 380 ms after the touch on ours at the first
 * paint, 60 on the twin, a wait no finger makes, which Event Timing counted in the delay.
 * The protocol never answers these mouse events (the emulator takes them, and the page, which
 * would acknowledge them, never sees a mouse), so they are sent and not awaited.
 */
async function fingerTap(page: QuietPage, spot: { x: number; y: number }): Promise<void> {
  const mouse = { x: spot.x, y: spot.y, button: 'left', clickCount: 1 };
  void page.send('Input.dispatchMouseEvent', { type: 'mousePressed', buttons: 1, ...mouse });
  await new Promise((resolve) => setTimeout(resolve, tapMs));
  void page.send('Input.dispatchMouseEvent', { type: 'mouseReleased', buttons: 0, ...mouse });
}

/**
 * One tap `offset` ms after the first paint, in a fresh browser: its Event
 * Timing delay, and (ours) when it was answered. The first paint is the
 * browser's own lifecycle event, and the tap a touch made as a finger's
 * (fingerTap): nothing waits on the page's main thread to learn when to tap. The page runs
 * as a visitor's does (scripts/lab/browsers/quiet-page.ts).
 */
function tapOnce(
  url: string,
  target: TapTarget,
  offset: number,
  cpuSlowdown: number,
  spot: { x: number; y: number },
  side: Side,
): Promise<{ delay: number; answered?: number }> {
  return withQuietPage(
    async (page) => {
      await page.send('Page.enable');
      await page.send('Page.setLifecycleEventsEnabled', { enabled: true });
      await page.send('Emulation.setEmitTouchEventsForMouse', {
        enabled: true,
        configuration: 'mobile',
      });
      const painted = new Promise<void>((resolve) =>
        page.on('Page.lifecycleEvent', ({ name }) => {
          if (name === 'firstPaint') resolve();
        }),
      );
      await page.send('Page.addScriptToEvaluateOnNewDocument', {
        source: recorder(target.selector, target.state, side),
      });
      await page.send('Page.navigate', { url });
      await painted;
      await new Promise((resolve) => setTimeout(resolve, offset));
      await fingerTap(page, spot);
      // Answered (ours), or clicked (the twin), or (a tap lost) neither within ten seconds.
      await waitForRootAttribute(
        page,
        side === 'ours' ? 'data-tap-shown' : 'data-tap-clicked',
        10_000,
      );
      // Event Timing reports an interaction after the frame that shows its result.
      const record = await valueIn<TapRecord>(
        page,
        `new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() =>
          setTimeout(() => resolve(window.__tap), 100))))`,
      );
      const answered = answeredAt(record);
      return {
        delay: Math.max(0, ...record.entries.map((entry) => entry.duration)),
        ...(answered !== undefined && record.released !== undefined
          ? { answered: answered - record.released }
          : {}),
      };
    },
    { cpuSlowdown },
  );
}

const sides: readonly Side[] = ['ours', 'still', 'alike'];

const shown = (value: number) => (value <= 0 ? '≤16' : value.toFixed(0));

/** Every tap of every site, as text. */
export async function tapFigures(
  sites: readonly BenchSite[],
  phone: PhoneSpeed,
  runs = Number(process.env.BENCH_TAP_RUNS ?? 10),
): Promise<string> {
  const rows: string[][] = [];
  for (const site of sites) {
    await withTwinServers(site.dist, async (ours, theirs) => {
      for (const target of targets) {
        const path = target.path(site);
        // The twin shows the button only with JavaScript: it is tapped at the same spot.
        const spot = await buttonSpot(ours.url + path, target);
        for (const offset of offsets) {
          const delays: Record<Side, number[]> = { ours: [], still: [], alike: [] };
          const answered: number[] = [];
          let lost = 0;
          for (let run = 0; run < runs; run += 1) {
            // In turn, ours and each twin, so that the machine's slower minutes fall on all three.
            for (const side of sides) {
              const tap = await tapOnce(
                (side === 'ours' ? ours : theirs).url + path,
                target,
                offset,
                phone.cpuSlowdown,
                spot,
                side,
              );
              delays[side].push(tap.delay);
              if (side !== 'ours') continue;
              if (tap.answered === undefined) lost += 1;
              else answered.push(tap.answered);
            }
          }
          rows.push([
            `${site.label}/${path}`,
            target.name,
            `+${offset}`,
            ...sides.map((side) => shown(median(delays[side]))),
            answered.length ? median(answered).toFixed(0) : '–',
            answered.length ? Math.max(...answered).toFixed(0) : '–',
            String(lost),
          ]);
          console.log(
            `tapped ${target.name} on ${site.label}/${path} at +${offset} ms (${runs} runs of each page)`,
          );
        }
      }
    });
  }
  return [
    `A tap while the page loads, ${phoneSpeedText(phone)}, a fresh browser per run, at 375 px, median of ${runs}:`,
    '"delay": its Event Timing duration to the next paint (ms, as INP reads it), ours, the twin\'s where the tap changes nothing',
    '("still") and the twin\'s where it makes the change ours answers with ("alike": the same style, layout and paint); "answered": from the finger\'s',
    "release to the frame showing the button's new state (median and slowest): the next paint of the event it changed in, else",
    'the first frame after (an upper bound); "lost": taps never answered.',
    '',
    formatTable(
      [
        'page',
        'button',
        'after paint ms',
        'delay ours',
        'delay twin still',
        'delay twin alike',
        'answered',
        'slowest',
        'lost',
      ],
      rows,
    ),
  ].join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await printOnSample(tapFigures);
