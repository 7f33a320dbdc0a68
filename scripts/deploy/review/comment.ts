/**
 * The review as the pull request's one comment: Markdown, under GitHub's
 * 65,536 characters, rendered from the report's model (./report-model.ts).
 */
import { phoneSpeedText } from '../../lab/phone';
import { otherHostsLines } from './other-hosts';
import {
  commentLimit,
  figureNames,
  markingRuleText,
  reportModel,
  wordsChanged,
  type PageRow,
  type ReportModel,
  type Review,
} from './report-model';
import { shotName } from './screenshots';

/** The cell of one screenshot: a thumbnail of where it changed (linked to the report), and how much. */
function shotCell({ review }: ReportModel, row: PageRow, width: number): string {
  const { path } = row.page;
  const shot = row.shots.find((one) => one.width === width);
  if (!shot?.after) return '';
  const how =
    shot.differing === undefined ? 'new' : `${(shot.differing * 100).toFixed(1)}% of pixels differ`;
  if (!review.reportUrl) return how;
  const thumbnail = shot.thumbnail
    ? `<img src="${review.reportUrl}${shot.thumbnail}" width="120" alt="${path} at ${width} px, after">`
    : 'screenshots';
  return `<a href="${review.reportUrl}#${shotName(path)}">${thumbnail}</a><br>${how}`;
}

/** The heading (the preview's address) and how many pages changed. */
function head({ review, commit }: ReportModel): string[] {
  const { pages, previewUrl, reportUrl } = review;
  const of = commit ? ` of ${commit}` : '';
  return [
    previewUrl ? `### Preview${of}: ${previewUrl}` : `### Review${of} (no preview published)`,
    '',
    pages.length === 0
      ? `No page reads differently (${review.unchanged} unchanged).`
      : `**${pages.length} page(s) changed**, ${review.unchanged} unchanged.` +
        (reportUrl
          ? ` Full-size screenshots before and after, with what moved: [the report](${reportUrl}).`
          : ''),
  ];
}

/** The table of listed pages: link, kind, screenshots and, when measured, figures. */
function table(model: ReportModel): string[] {
  const rows = model.rows.map((row) => {
    const { path, kind } = row.page;
    const link = row.href ? `[\`${path}\`](${row.href})` : `\`${path}\``;
    const notMeasured = ['not measured', '', '', '', '', ''];
    const figures = row.figures ?? (model.measured ? notMeasured : []);
    const cells = [link, kind, shotCell(model, row, 375), shotCell(model, row, 1280), ...figures];
    return `| ${cells.join(' | ')} |`;
  });
  const columns = ['Page', '', 'Phone', 'Laptop', ...(model.measured ? figureNames : [])];
  return rows.length
    ? ['', `| ${columns.join(' | ')} |`, `| ${columns.map(() => '---').join(' | ')} |`, ...rows]
    : [];
}

/** What reads differently on each changed page, folded. */
function words(model: ReportModel): string[] {
  return model.rows
    .filter(({ page }) => page.kind === 'changed')
    .flatMap(({ page }) => [
      '',
      `<details><summary>What reads differently on <code>${page.path}</code></summary>`,
      '',
      '```diff',
      ...wordsChanged(page).map((line) => line.replace(/```/g, "'''")),
      '```',
      '',
      '</details>',
    ]);
}

/** The changed pictures, before and after. */
function pictures({ review }: ReportModel): string[] {
  const { reportUrl } = review;
  if (!review.pictures.length) return [];
  const shown = (copy?: string) =>
    !copy ? '(new)' : reportUrl ? `<img src="${reportUrl}${copy}" width="120" alt="">` : copy;
  return [
    '',
    `#### ${review.pictures.length} picture(s) changed`,
    '',
    '| Picture | Before | After | On |',
    '| --- | --- | --- | --- |',
    ...review.pictures.map((picture) => {
      const on = picture.pages.map((path) => `\`${path}\``).join(', ');
      return `| ${picture.label.replace(/\|/g, '\\|')} | ${shown(picture.before)} | ${shown(picture.after)} | ${on} |`;
    }),
  ];
}

/** The pages past those listed, by name. */
function more({ more }: ReportModel): string[] {
  return more.length
    ? ['', `And ${more.length} more: ${more.map((path) => `\`${path}\``).join(', ')}.`]
    : [];
}

/** What the build says to look at in the content. */
function warnings({ review }: ReportModel): string[] {
  const said = review.warnings.filter(Boolean);
  return said.length ? ['', '#### To look at in the content', '', ...said] : [];
}

/** How it was measured, and how long the review took. */
function foot({ review, measured }: ReportModel): string[] {
  const { method } = review;
  const how = measured
    ? `Lighthouse mobile, a fresh browser per run, before and after in turn, ${phoneSpeedText(method, { host: 'runner', digits: 1 })}, median of ${method.runs}; axe-core WCAG 2.2 AA at 375 px; weight: what a first visit downloads at 375 px, from the build (HTML, scripts and styles gzipped, eager pictures). ${markingRuleText}. `
    : '';
  return ['', `<sub>${how}Reviewed in ${Math.round(review.seconds)} s.</sub>`];
}

/** The pull request's comment. It always fits GitHub's limit: pages past the limit are counted, not listed. */
export function reviewComment(review: Review): string {
  const model = reportModel(review);
  const { hosts } = review;
  const [top, rows, changedPictures, otherHosts, pagesPast, end] = [
    head(model),
    table(model),
    pictures(model),
    hosts ? otherHostsLines(hosts.before, hosts.after) : [],
    more(model),
    foot(model),
  ];
  const whole = [top, rows, changedPictures, otherHosts, words(model), pagesPast, warnings(model)];
  let comment = [...whole, end].flat().join('\n');
  // The warnings and the words are the long parts; a comment past GitHub's limit drops them first.
  if (comment.length > commentLimit)
    comment = [top, rows, changedPictures, otherHosts, pagesPast, end].flat().join('\n');
  if (comment.length > commentLimit)
    comment = `${comment.slice(0, commentLimit - 200)}\n\n… (cut at GitHub's limit: the report has it all)`;
  return comment;
}
