/**
 * The order of everything dated on the site: newest first. The log of each
 * project (src/content-model/load.ts), the feeds (scripts/site/files/feeds.ts), the
 * sitemap's last change and the benches' made-up logs all sort with this one
 * function, so they can never disagree. Days are YYYY-MM-DD, which sort as text.
 */

/**
 * A copy of `items`, newest day first. The sort is stable: things of the same
 * day keep the order they are given in.
 *
 * @example newestFirst(updates, (update) => update.date)
 */
export function newestFirst<T>(items: readonly T[], dayOf: (item: T) => string): T[] {
  return items.toSorted((a, b) => {
    const [dayA, dayB] = [dayOf(a), dayOf(b)];
    return dayA < dayB ? 1 : dayA > dayB ? -1 : 0;
  });
}
