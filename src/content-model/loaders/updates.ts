/**
 * A tracked project's dated updates (`updates/*.md`): each one's address from
 * its file's name, its date from the name or the front matter, written once;
 * newest first.
 */
import { updatePath } from '../../lib/paths.ts';
import { renderInline, textOf } from '../markdown.ts';
import { newestFirst } from '../newest-first.ts';
import { shown } from '../problems.ts';
import {
  addressPattern,
  isoDate,
  updateSchema,
  type Update,
  type UpdateSummary,
} from '../schema/index.ts';
import type { ContentReader } from './read-file.ts';

/**
 * The updates of `project` in `paths`, newest first (the same day: by file name, later first).
 * `milestoneIds` are the project's timeline's (undefined: not checked, its timeline could not be
 * read); `files` gets each update's file by its address.
 */
export function loadUpdates(
  reader: ContentReader,
  project: string,
  paths: string[],
  milestoneIds: Set<number> | undefined,
  files: Record<string, string>,
): Update[] {
  const { problems } = reader;
  const log: Update[] = [];
  const addressOf = new Map<string, string>();
  for (const path of paths) {
    const name = path.slice(path.lastIndexOf('/') + 1, -'.md'.length);
    const [, named, rest] = /^(\d{4}-\d{2}-\d{2})-(.+)$/.exec(name) ?? [undefined, undefined, name];
    const file = reader.read(path, updateSchema);
    const html = file.value && reader.bodyOf(file);
    const slug = rest!;
    if (!addressPattern.test(slug))
      problems.push(
        `${path}: the file's name (after its date) is the update's address, and it must be lower-case letters, digits and dashes, like first-boards: rename the file (found ${shown(slug)})`,
      );
    // /<project>/updates/index.html is the log's own page.
    if (slug === 'index')
      problems.push(
        `${path}: the file's name (after its date) is the update's address, and "index" is the log's own: rename the file`,
      );
    if (named && !isoDate.safeParse(named).success)
      problems.push(
        `${path}: the file's name starts with ${named}, which is not a real day: rename the file, with its date as YYYY-MM-DD`,
      );
    if (!file.value || !html) continue;
    const { title, date, summary, milestone, pictures, models, boards, drawings } = file.value;
    if (!date && !named)
      problems.push(
        `${path}: has no date: start the file's name with it (${new Date().toISOString().slice(0, 10)}-${slug}.md) or write date: YYYY-MM-DD in its front matter`,
      );
    if (milestone !== undefined && milestoneIds && !milestoneIds.has(milestone))
      problems.push(
        `${file.at(['milestone'])}: milestone: there is no milestone ${milestone} in this project's timeline.yml (its ids are ${[...milestoneIds].join(', ') || 'none'})`,
      );
    const earlier = addressOf.get(slug);
    if (earlier)
      problems.push(
        `${path}: has the same address as ${earlier} (${updatePath(project, slug)}): rename one of the files`,
      );
    addressOf.set(slug, path);
    files[slug] = path;
    // The text's first paragraph, or the title when the text opens with a list or a quote.
    const summaryHtml = summary ?? renderInline(firstParagraph(file.body ?? '') || title);
    log.push({
      slug,
      title,
      // The front matter's date wins over the name's: the form editor changes the date, never
      // the file's name, and the address (from the name) stays what people already link to.
      date: date ?? named ?? '',
      summary: summaryHtml,
      description: textOf(summaryHtml),
      ...(milestone !== undefined ? { milestone } : {}),
      pictures,
      body: html,
      models,
      boards,
      drawings,
    });
  }
  // Newest first; on the same day, the later file name first.
  return newestFirst(log.reverse(), (update) => update.date);
}

/** The first paragraph of a Markdown text: an update's summary unless it gives its own. */
function firstParagraph(markdown: string): string {
  const block = markdown
    .trim()
    .split(/\n\s*\n/)
    .find((text) => !/^(#|[-*+] |\d+\. |>|!\[|```)/.test(text.trim()));
  return (block ?? '').replace(/\s*\n\s*/g, ' ');
}

/** An update without its text: what lists, feeds and Home carry. */
export function summaryOf({ body, models, boards, drawings, ...summary }: Update): UpdateSummary {
  return summary;
}
