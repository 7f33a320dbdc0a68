/**
 * The review as a reviewer reads it, before it is written out: what was
 * measured (`Review`), how a figure is judged, and the one model of the
 * report (its sections and their rows) that ./comment.ts renders as the pull
 * request's Markdown comment and ./report-page.ts as the HTML page.
 */
import type { OtherHost } from './other-hosts';
import type { PageCost } from './costs';
import type { PageChange } from './page-changes';
import type { ChangedPicture } from './pictures';
import type { PageShots } from './screenshots';

/** GitHub refuses a comment longer than this. */
export const commentLimit = 65_536;

export interface Review {
  /** The preview's address (ending with /): each page's deep link. */
  previewUrl: string;
  /** Where the report page and its screenshots are served, when they are (ending with /). */
  reportUrl?: string;
  /** The commit the preview shows. */
  commit?: string;
  pages: PageChange[];
  unchanged: number;
  /** The pictures that differ, each once, with their copies before and after beside the report. */
  pictures: ChangedPicture[];
  /** The other hosts each build's pages let a visitor's browser contact (./other-hosts.ts). */
  hosts?: { before: OtherHost[]; after: OtherHost[] };
  shots: PageShots[];
  costs: Record<string, { before?: PageCost; after?: PageCost }>;
  /** What the build says to look at in the content, as Markdown. */
  warnings: string[];
  /** How the figures were measured. */
  method: { benchmarkIndex: number; cpuSlowdown: number; runs: number };
  /** At most this many pages get screenshots and figures; the others are listed by name. */
  shown: number;
  seconds: number;
}

/**
 * When a figure is marked worse (⚠️) or better (✅), chosen from A/A reviews on a
 * two-core machine (a build against a rebuild of itself, every page measured:
 * `BENCH_REVIEW=true npm run bench`, scripts/bench/review-marks.ts) so that an
 * unchanged page is not marked, and checked against a page made to block its
 * main thread for 300 ms, which is.
 * - Lighthouse's TBT and LCP vary from run to run: a change is marked only when
 *   every run of one side is beyond every run of the other (their ranges do not
 *   overlap) and the medians differ by more than the floor and more than
 *   either side's spread. TBT's floor is 400 ms at phone speed: with 200 ms, an
 *   unchanged project page was once marked 360→99 ms ✅ (the regression run),
 *   while 300 ms of script on the host is thousands of milliseconds at phone speed.
 * - The performance score is shown, never marked: it is made of those figures.
 * - CLS, axe's violations and the weight (computed from the build) do not vary
 *   between runs of one build: a change past the floor is marked.
 */
export const markingRule = {
  tbtMs: 400,
  lcpMs: 500,
  cls: 0.02,
  violations: 0,
  kB: 5,
} as const;

/** The rule in words, for the comment's method line. */
export const markingRuleText = `⚠️ worse, ✅ better: TBT beyond ${markingRule.tbtMs} ms and LCP beyond ${markingRule.lcpMs} ms (and beyond their runs' spread, every run of one side past every run of the other), CLS beyond ${markingRule.cls}, any new axe violation, weight beyond ${markingRule.kB} kB; the performance score is not marked`;

/**
 * A figure before → after in few characters ("1126→1056 ms −70"), its unit once, the change
 * signed, and a mark where it got worse (⚠️) or better (✅) by more than `noise` (and, with
 * `apart` false, never: the two sides' runs overlap).
 */
function delta(
  before: number | undefined,
  after: number | undefined,
  {
    worseWhen,
    noise,
    apart = true,
    format = String,
    unit = '',
  }: {
    worseWhen: 'up' | 'down';
    noise: number;
    apart?: boolean;
    format?: (value: number) => string;
    unit?: string;
  },
): string {
  if (after === undefined) return before === undefined ? '' : `${format(before)}${unit} → gone`;
  if (before === undefined) return `${format(after)}${unit}`;
  const change = after - before;
  const worse = apart && (worseWhen === 'up' ? change > noise : change < -noise);
  const better = apart && (worseWhen === 'up' ? change < -noise : change > noise);
  const shown = format(Math.abs(change));
  if (Number(shown) === 0) return `${format(after)}${unit}`;
  const mark = worse ? ' ⚠️' : better ? ' ✅' : '';
  return `${format(before)}→${format(after)}${unit} ${change > 0 ? '+' : '−'}${shown}${mark}`;
}

const whole = (value: number) => String(Math.round(value));

/** Each figure of a page, before → after, marked by `markingRule`. */
export function figureCells({ before, after }: { before?: PageCost; after?: PageCost }): string[] {
  const violations = (cost?: PageCost) =>
    cost?.violations.reduce((sum, { count }) => sum + count, 0);
  const noise = (floor: number, key: keyof NonNullable<PageCost['spread']>) =>
    Math.max(floor, before?.spread?.[key] ?? 0, after?.spread?.[key] ?? 0);
  // Every run of one side beyond every run of the other.
  const apart = (key: keyof NonNullable<PageCost['range']>) => {
    const [a, b] = [before?.range?.[key], after?.range?.[key]];
    return !a || !b || a[1] < b[0] || b[1] < a[0];
  };
  return [
    delta(before?.performance, after?.performance, { worseWhen: 'down', noise: 0, apart: false }),
    delta(before?.lcpMs, after?.lcpMs, {
      worseWhen: 'up',
      noise: noise(markingRule.lcpMs, 'lcpMs'),
      apart: apart('lcpMs'),
      format: whole,
      unit: ' ms',
    }),
    delta(before?.tbtMs, after?.tbtMs, {
      worseWhen: 'up',
      noise: noise(markingRule.tbtMs, 'tbtMs'),
      apart: apart('tbtMs'),
      format: whole,
      unit: ' ms',
    }),
    delta(before?.cls, after?.cls, {
      worseWhen: 'up',
      noise: markingRule.cls,
      format: (v) => v.toFixed(3),
    }),
    delta(violations(before), violations(after), {
      worseWhen: 'up',
      noise: markingRule.violations,
    }),
    delta(before?.kB.total, after?.kB.total, {
      worseWhen: 'up',
      noise: markingRule.kB,
      format: (v) => v.toFixed(1),
      unit: ' kB',
    }),
  ];
}

/** The names of figureCells' columns. */
export const figureNames = ['Perf', 'LCP', 'TBT', 'CLS', 'axe', 'Weight'];

/** How many characters two texts share at their start, and at their end (not overlapping). */
function sharedEnds(a: string, b: string): { start: number; end: number } {
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start += 1;
  let end = 0;
  while (
    end < a.length - start &&
    end < b.length - start &&
    a[a.length - 1 - end] === b[b.length - 1 - end]
  )
    end += 1;
  return { start, end };
}

/**
 * A long block cut down to what changed in it and a little around it, on word boundaries:
 * "…see them through. Next term I'm joining the team." A short block is shown whole.
 */
function around(text: string, from: number, to: number, context = 50): string {
  if (text.length <= 2 * context + 40) return text;
  const head = Math.max(0, text.lastIndexOf(' ', Math.max(0, from - context)) + 1);
  const tailAt = text.indexOf(' ', Math.min(text.length, to + context));
  const tail = tailAt < 0 ? text.length : tailAt;
  return `${head > 0 ? '…' : ''}${text.slice(head, tail)}${tail < text.length ? '…' : ''}`;
}

/**
 * What changed in a page's words, as diff lines ("- " gone, "+ " new): a block edited in place
 * (one gone and one new that share at least half of the longer one) is paired and cut down to the edit.
 */
export function wordsChanged(page: PageChange, lines = 4): string[] {
  if (page.kind !== 'changed') return [];
  const added = [...page.addedText];
  const out: string[] = [];
  for (const removed of page.removedText) {
    // Its new version: the new block sharing the most of its start and end, if that is most of it.
    let best = -1;
    let bestShared = 0;
    added.forEach((candidate, at) => {
      const { start, end } = sharedEnds(removed, candidate);
      if (start + end > bestShared) [best, bestShared] = [at, start + end];
    });
    if (best >= 0 && bestShared >= 0.5 * Math.max(removed.length, added[best]!.length)) {
      const [edited] = added.splice(best, 1);
      const { start, end } = sharedEnds(removed, edited!);
      out.push(
        `- ${around(removed, start, removed.length - end)}`,
        `+ ${around(edited!, start, edited!.length - end)}`,
      );
    } else out.push(`- ${around(removed, 0, 0)}`);
  }
  out.push(...added.map((text) => `+ ${around(text, 0, 0)}`));
  const shown = out.slice(0, 2 * lines);
  if (out.length > shown.length) shown.push(`  … and ${out.length - shown.length} more line(s)`);
  if (page.picturesChanged.length)
    shown.push(
      `  (pictures changed: ${[...new Set(page.picturesChanged.map(({ file }) => file.split('/').pop()))].join(', ')})`,
    );
  if (page.lookChanged) shown.push('  (its colours, corners or type changed)');
  if (shown.length === 0) shown.push('  (the same words in another order)');
  return shown;
}

/** One listed page of the report: its change, its deep link, its figures and its screenshots. */
export interface PageRow {
  page: PageChange;
  /** The page in the preview; none for a removed page or without a preview. */
  href?: string;
  /** figureCells of its cost, when it was measured. */
  figures?: string[];
  shots: PageShots[];
}

/** The report's sections, made once from a `Review` for both renderers. */
export interface ReportModel {
  review: Review;
  /** The commit's short name, or ''. */
  commit: string;
  /** Whether any page was measured (the figures' columns are shown). */
  measured: boolean;
  /** The first `shown` pages. */
  rows: PageRow[];
  /** The paths of the pages past `shown`, named only. */
  more: string[];
}

/** The model of `review`'s report. */
export function reportModel(review: Review): ReportModel {
  const { pages, previewUrl, shown } = review;
  return {
    review,
    commit: review.commit?.slice(0, 7) ?? '',
    measured: Object.keys(review.costs).length > 0,
    rows: pages.slice(0, shown).map((page) => {
      const cost = review.costs[page.path];
      return {
        page,
        href: page.kind === 'removed' || !previewUrl ? undefined : previewUrl + page.path.slice(1),
        figures: cost ? figureCells(cost) : undefined,
        shots: review.shots.filter((shot) => shot.path === page.path),
      };
    }),
    more: pages.slice(shown).map((page) => page.path),
  };
}
