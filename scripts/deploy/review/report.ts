/**
 * The review as a reviewer reads it: the pull request's one comment (Markdown,
 * under GitHub's 65,536 characters) and the report page beside the
 * screenshots (HTML). Both are made from one `Review`; neither touches the disk.
 */
import { escapeMarkup } from '../../shared/escape-markup';
import { otherHostsLines, type OtherHost } from './other-hosts';
import type { PageCost } from './costs';
import type { PageChange } from './page-changes';
import type { ChangedPicture } from './pictures';
import { shotName, type PageShots } from './screenshots';

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

/** The cell of one screenshot: a thumbnail of where it changed (linked to the report), and how much. */
function shotCell(review: Review, path: string, width: number): string {
  const shot = review.shots.find((one) => one.path === path && one.width === width);
  if (!shot?.after) return '';
  const how =
    shot.differing === undefined ? 'new' : `${(shot.differing * 100).toFixed(1)}% of pixels differ`;
  if (!review.reportUrl) return how;
  const thumbnail = shot.thumbnail
    ? `<img src="${review.reportUrl}${shot.thumbnail}" width="120" alt="${path} at ${width} px, after">`
    : 'screenshots';
  return `<a href="${review.reportUrl}#${shotName(path)}">${thumbnail}</a><br>${how}`;
}

/** The pull request's comment. It always fits GitHub's limit: pages past the limit are counted, not listed. */
export function reviewComment(review: Review): string {
  const { pages, previewUrl, reportUrl } = review;
  const measured = Object.keys(review.costs).length > 0;
  const commit = review.commit ? ` of ${review.commit.slice(0, 7)}` : '';
  const head = [
    previewUrl
      ? `### Preview${commit}: ${previewUrl}`
      : `### Review${commit} (no preview published)`,
    '',
    pages.length === 0
      ? `No page reads differently (${review.unchanged} unchanged).`
      : `**${pages.length} page(s) changed**, ${review.unchanged} unchanged.` +
        (reportUrl
          ? ` Full-size screenshots before and after, with what moved: [the report](${reportUrl}).`
          : ''),
  ];
  const rows = pages.slice(0, review.shown).map((page) => {
    const link =
      page.kind === 'removed' || !previewUrl
        ? `\`${page.path}\``
        : `[\`${page.path}\`](${previewUrl}${page.path.slice(1)})`;
    const cost = review.costs[page.path];
    const figures = cost ? figureCells(cost) : measured ? ['not measured', '', '', '', '', ''] : [];
    const cells = [
      link,
      page.kind,
      shotCell(review, page.path, 375),
      shotCell(review, page.path, 1280),
      ...figures,
    ];
    return `| ${cells.join(' | ')} |`;
  });
  const columns = ['Page', '', 'Phone', 'Laptop', ...(measured ? figureNames : [])];
  const table = rows.length
    ? ['', `| ${columns.join(' | ')} |`, `| ${columns.map(() => '---').join(' | ')} |`, ...rows]
    : [];
  const words = pages
    .slice(0, review.shown)
    .filter((page) => page.kind === 'changed')
    .flatMap((page) => [
      '',
      `<details><summary>What reads differently on <code>${page.path}</code></summary>`,
      '',
      '```diff',
      ...wordsChanged(page).map((line) => line.replace(/```/g, "'''")),
      '```',
      '',
      '</details>',
    ]);
  const pictures = review.pictures.length
    ? [
        '',
        `#### ${review.pictures.length} picture(s) changed`,
        '',
        '| Picture | Before | After | On |',
        '| --- | --- | --- | --- |',
        ...review.pictures.map((picture) => {
          const shown = (copy?: string) =>
            !copy
              ? '(new)'
              : reportUrl
                ? `<img src="${reportUrl}${copy}" width="120" alt="">`
                : copy;
          const on = picture.pages.map((path) => `\`${path}\``).join(', ');
          return `| ${picture.label.replace(/\|/g, '\\|')} | ${shown(picture.before)} | ${shown(picture.after)} | ${on} |`;
        }),
      ]
    : [];
  const more =
    pages.length > review.shown
      ? [
          '',
          `And ${pages.length - review.shown} more: ${pages
            .slice(review.shown)
            .map((page) => `\`${page.path}\``)
            .join(', ')}.`,
        ]
      : [];
  const warnings = review.warnings.filter(Boolean).length
    ? ['', '#### To look at in the content', '', ...review.warnings.filter(Boolean)]
    : [];
  const { method } = review;
  const how = measured
    ? `Lighthouse mobile, a fresh browser per run, before and after in turn, CPU slowed ${method.cpuSlowdown.toFixed(1)}× (this runner's benchmarkIndex ${Math.round(method.benchmarkIndex)} ÷ 264, a low-tier phone), median of ${method.runs}; axe-core WCAG 2.2 AA at 375 px; weight: what a first visit downloads at 375 px, from the build (HTML, scripts and styles gzipped, eager pictures). ${markingRuleText}. `
    : '';
  const foot = ['', `<sub>${how}Reviewed in ${Math.round(review.seconds)} s.</sub>`];
  const hosts = review.hosts ? otherHostsLines(review.hosts.before, review.hosts.after) : [];
  let comment = [
    ...head,
    ...table,
    ...pictures,
    ...hosts,
    ...words,
    ...more,
    ...warnings,
    ...foot,
  ].join('\n');
  // The warnings and the words are the long parts; a comment past GitHub's limit drops them first.
  if (comment.length > commentLimit)
    comment = [...head, ...table, ...pictures, ...hosts, ...more, ...foot].join('\n');
  if (comment.length > commentLimit)
    comment = `${comment.slice(0, commentLimit - 200)}\n\n… (cut at GitHub's limit: the report has it all)`;
  return comment;
}

/** The report page: every listed page with its words, figures and full-size screenshots. */
export function reportPage(review: Review): string {
  const sections = review.pages.slice(0, review.shown).map((page) => {
    const shots = review.shots.filter((shot) => shot.path === page.path);
    const cost = review.costs[page.path];
    // Where it changed, small, first; the full-size screenshots (each a whole page tall) folded away.
    const images = shots
      .map((shot) => {
        const differs =
          shot.differing === undefined
            ? ''
            : `: ${(shot.differing * 100).toFixed(1)}% of pixels differ`;
        const glance = shot.thumbnail
          ? `<a href="${shot.after ?? shot.thumbnail}"><img class="glance" src="${shot.thumbnail}" alt="${escapeMarkup(`${page.path} at ${shot.width} px: where it changed`)}" loading="lazy"></a>`
          : '';
        const figures = (['before', 'diff', 'after'] as const)
          .filter((side) => shot[side])
          .map(
            (side) =>
              `<figure><figcaption>${side === 'diff' ? 'what moved (red)' : side}</figcaption><a href="${shot[side]}"><img src="${shot[side]}" alt="${escapeMarkup(`${page.path} at ${shot.width} px, ${side}`)}" loading="lazy"></a></figure>`,
          )
          .join('');
        return `<h3>${shot.width} px${differs}</h3>\n${glance}\n<details><summary>Full-size screenshots at ${shot.width} px</summary><div class="shots">${figures}</div></details>`;
      })
      .join('\n');
    const link =
      page.kind === 'removed' || !review.previewUrl
        ? escapeMarkup(page.path)
        : `<a href="${escapeMarkup(review.previewUrl + page.path.slice(1))}">${escapeMarkup(page.path)}</a>`;
    const table = cost
      ? `<div class="scroll"><table><tr>${figureNames.map((name) => `<th>${name}</th>`).join('')}</tr><tr>${figureCells(
          cost,
        )
          .map((cell) => `<td>${escapeMarkup(cell)}</td>`)
          .join('')}</tr></table></div>`
      : '';
    const words =
      page.kind === 'changed'
        ? `<pre>${wordsChanged(page, 20)
            .map((line) => {
              const kind = line.startsWith('- ') ? 'gone' : line.startsWith('+ ') ? 'new' : '';
              return `<span class="${kind}">${escapeMarkup(line)}</span>`;
            })
            .join('\n')}</pre>`
        : '';
    return `<section id="${shotName(page.path)}"><h2>${link} <small>${page.kind}</small></h2>
${table}
${words}
${images}</section>`;
  });
  const commit = escapeMarkup(review.commit?.slice(0, 7) ?? '');
  const more =
    review.pages.length > review.shown
      ? `<p>And ${review.pages.length - review.shown} more: ${review.pages
          .slice(review.shown)
          .map((page) => escapeMarkup(page.path))
          .join(', ')}.</p>`
      : '';
  const preview = review.previewUrl
    ? ` Preview: <a href="${escapeMarkup(review.previewUrl)}">${escapeMarkup(review.previewUrl)}</a>`
    : '';
  const contents = review.pages.length
    ? `<nav aria-label="What to look at"><ul>${review.pictures.length ? `<li><a href="#pictures">${review.pictures.length} picture(s) changed</a></li>` : ''}${review.pages
        .slice(0, review.shown)
        .map(
          (page) =>
            `<li><a href="#${shotName(page.path)}">${escapeMarkup(page.path)}</a> <small>${page.kind}</small></li>`,
        )
        .join('')}</ul></nav>`
    : '';
  const pictures = review.pictures.length
    ? `<section id="pictures"><h2>${review.pictures.length} picture(s) changed</h2>
${review.pictures
  .map((picture) => {
    const side = (copy: string | undefined, caption: string) =>
      copy
        ? `<figure><figcaption>${caption}</figcaption><a href="${copy}"><img src="${copy}" alt="${escapeMarkup(`${picture.label}, ${caption}`)}" loading="lazy"></a></figure>`
        : `<figure><figcaption>${caption}: none (a new picture)</figcaption></figure>`;
    return `<h3>${escapeMarkup(picture.label)} <small>on ${picture.pages.map(escapeMarkup).join(', ')}</small></h3>
<div class="shots">${side(picture.before, 'before')}${side(picture.after, 'after')}</div>`;
  })
  .join('\n')}</section>`
    : '';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>Review${commit ? ` of ${commit}` : ''}</title>
<style>
:root{color-scheme:light dark;--ink:#1a1a1a;--paper:#fafaf7;--line:#d0d0c8;--muted:#555;--link:#0b57d0;--gone:#ffe4e4;--new:#dcf5dc}
@media (prefers-color-scheme:dark){:root{--ink:#ececec;--paper:#141414;--line:#3a3a3a;--muted:#aaa;--link:#8ab4f8;--gone:#4a1f1f;--new:#1f3d24}}
body{font:16px/1.5 system-ui,sans-serif;margin:0 auto;max-width:90rem;padding:1rem;color:var(--ink);background:var(--paper)}
h1{font-size:1.5rem;margin:.5rem 0}h2{font-size:1.2rem;border-top:1px solid var(--line);padding-top:1rem;overflow-wrap:anywhere}
h3{font-size:1rem}small{color:var(--muted);font-weight:normal}a{color:var(--link)}
.scroll{overflow-x:auto}table{border-collapse:collapse;font-variant-numeric:tabular-nums}
td,th{border:1px solid var(--line);padding:.25rem .5rem;text-align:left;white-space:nowrap}
pre{white-space:pre-wrap;overflow-wrap:anywhere;border:1px solid var(--line);padding:.5rem;font-size:.875rem}
.gone{background:var(--gone)}.new{background:var(--new)}
.shots{display:grid;grid-template-columns:repeat(auto-fit,minmax(min(100%,14rem),1fr));gap:.75rem;align-items:start}
figure{margin:0}figcaption{color:var(--muted);font-size:.875rem}img{max-width:100%;height:auto;border:1px solid var(--line)}
img.glance{max-height:20rem;width:auto}details{margin:.5rem 0}summary{cursor:pointer;color:var(--link)}
</style></head><body>
<h1>Review${commit ? ` of ${commit}` : ''}</h1>
<p>${review.pages.length} page(s) changed, ${review.unchanged} unchanged.${preview}</p>
${contents}
${pictures}
${sections.join('\n')}
${more}
</body></html>
`;
}
