/**
 * The review as the report page beside the screenshots: HTML, rendered from
 * the report's model (./report-model.ts). Every text from the pages is escaped.
 */
import { escapeMarkup } from '../../shared/escape-markup';
import {
  figureNames,
  reportModel,
  wordsChanged,
  type PageRow,
  type ReportModel,
  type Review,
} from './report-model';
import { shotName, type PageShots } from './screenshots';

/** One width's screenshots: where it changed, small, first; the full-size ones (a whole page tall) folded away. */
function shotImages(path: string, shot: PageShots): string {
  const differs =
    shot.differing === undefined ? '' : `: ${(shot.differing * 100).toFixed(1)}% of pixels differ`;
  const glance = shot.thumbnail
    ? `<a href="${shot.after ?? shot.thumbnail}"><img class="glance" src="${shot.thumbnail}" alt="${escapeMarkup(`${path} at ${shot.width} px: where it changed`)}" loading="lazy"></a>`
    : '';
  const figures = (['before', 'diff', 'after'] as const)
    .filter((side) => shot[side])
    .map(
      (side) =>
        `<figure><figcaption>${side === 'diff' ? 'what moved (red)' : side}</figcaption><a href="${shot[side]}"><img src="${shot[side]}" alt="${escapeMarkup(`${path} at ${shot.width} px, ${side}`)}" loading="lazy"></a></figure>`,
    )
    .join('');
  return `<h3>${shot.width} px${differs}</h3>\n${glance}\n<details><summary>Full-size screenshots at ${shot.width} px</summary><div class="shots">${figures}</div></details>`;
}

/** One listed page: its link, figures, words and screenshots. */
function pageSection({ page, href, figures, shots }: PageRow): string {
  const link = href
    ? `<a href="${escapeMarkup(href)}">${escapeMarkup(page.path)}</a>`
    : escapeMarkup(page.path);
  const table = figures
    ? `<div class="scroll"><table><tr>${figureNames.map((name) => `<th>${name}</th>`).join('')}</tr><tr>${figures
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
  const images = shots.map((shot) => shotImages(page.path, shot)).join('\n');
  return `<section id="${shotName(page.path)}"><h2>${link} <small>${page.kind}</small></h2>
${table}
${words}
${images}</section>`;
}

/** The list of what to look at: the pictures, then each listed page. */
function contents({ review, rows }: ReportModel): string {
  if (!review.pages.length) return '';
  const pictures = review.pictures.length
    ? `<li><a href="#pictures">${review.pictures.length} picture(s) changed</a></li>`
    : '';
  const pages = rows
    .map(
      ({ page }) =>
        `<li><a href="#${shotName(page.path)}">${escapeMarkup(page.path)}</a> <small>${page.kind}</small></li>`,
    )
    .join('');
  return `<nav aria-label="What to look at"><ul>${pictures}${pages}</ul></nav>`;
}

/** The changed pictures, before and after. */
function pictures({ review }: ReportModel): string {
  if (!review.pictures.length) return '';
  const each = review.pictures.map((picture) => {
    const side = (copy: string | undefined, caption: string) =>
      copy
        ? `<figure><figcaption>${caption}</figcaption><a href="${copy}"><img src="${copy}" alt="${escapeMarkup(`${picture.label}, ${caption}`)}" loading="lazy"></a></figure>`
        : `<figure><figcaption>${caption}: none (a new picture)</figcaption></figure>`;
    return `<h3>${escapeMarkup(picture.label)} <small>on ${picture.pages.map(escapeMarkup).join(', ')}</small></h3>
<div class="shots">${side(picture.before, 'before')}${side(picture.after, 'after')}</div>`;
  });
  return `<section id="pictures"><h2>${review.pictures.length} picture(s) changed</h2>
${each.join('\n')}</section>`;
}

const style = `:root{color-scheme:light dark;--ink:#1a1a1a;--paper:#fafaf7;--line:#d0d0c8;--muted:#555;--link:#0b57d0;--gone:#ffe4e4;--new:#dcf5dc}
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
img.glance{max-height:20rem;width:auto}details{margin:.5rem 0}summary{cursor:pointer;color:var(--link)}`;

/** The report page: every listed page with its words, figures and full-size screenshots. */
export function reportPage(review: Review): string {
  const model = reportModel(review);
  const commit = escapeMarkup(model.commit);
  const title = `Review${commit ? ` of ${commit}` : ''}`;
  const more = model.more.length
    ? `<p>And ${model.more.length} more: ${model.more.map(escapeMarkup).join(', ')}.</p>`
    : '';
  const preview = review.previewUrl
    ? ` Preview: <a href="${escapeMarkup(review.previewUrl)}">${escapeMarkup(review.previewUrl)}</a>`
    : '';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${title}</title>
<style>
${style}
</style></head><body>
<h1>${title}</h1>
<p>${review.pages.length} page(s) changed, ${review.unchanged} unchanged.${preview}</p>
${contents(model)}
${pictures(model)}
${model.rows.map(pageSection).join('\n')}
${more}
</body></html>
`;
}
