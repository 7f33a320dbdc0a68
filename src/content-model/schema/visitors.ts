/**
 * What the owner may turn on for visitors, in content/profile.yml: comments
 * under each project page and update (giscus, on GitHub Discussions), and a
 * page-view counter (GoatCounter). Both are off unless written here; either
 * written with `on: false` is the same as not written at all (the build then
 * makes every page as if the setting were not there).
 */
import { z } from 'zod';
import { text } from './fields.ts';

/** Whether a setting is on: written `on: false` to keep its values but turn it off (the form editor's switch). */
const on = z
  .boolean({ error: 'must be true or false' })
  .default(true)
  .meta({ description: 'On (true) or off (false); on when left out' });

/** The four values giscus.app gives for a repository and a discussion category. */
export const commentsSchema = z
  .strictObject({
    on,
    repo: z
      .string({ error: 'must be your repository as owner/name, such as you/portfolio' })
      .trim()
      .regex(
        /^[A-Za-z0-9-]+\/[A-Za-z0-9._-]+$/,
        'must be your repository as owner/name, such as you/portfolio (data-repo on giscus.app)',
      )
      .meta({
        description: 'Your repository, as giscus.app shows it in data-repo (you/portfolio)',
      }),
    repoId: z
      .string({ error: 'must be the id giscus.app gives in data-repo-id, such as R_kgDOabc123' })
      .trim()
      .regex(
        /^R_[A-Za-z0-9_-]+$/,
        'must be the id giscus.app gives in data-repo-id, such as R_kgDOabc123',
      )
      .meta({ description: 'The id giscus.app gives in data-repo-id (R_…)' }),
    category: text.meta({
      description: 'The discussion category, as giscus.app shows it in data-category (Comments)',
    }),
    categoryId: z
      .string({
        error: 'must be the id giscus.app gives in data-category-id, such as DIC_kwDOabc123',
      })
      .trim()
      .regex(
        /^DIC_[A-Za-z0-9_-]+$/,
        'must be the id giscus.app gives in data-category-id, such as DIC_kwDOabc123',
      )
      .meta({ description: 'The id giscus.app gives in data-category-id (DIC_…)' }),
  })
  .meta({
    description:
      'Comments under each project page and update, kept in your repository’s GitHub Discussions (giscus): the values giscus.app gives you. Loaded only when a visitor asks for them',
  });

/** The GoatCounter site whose counter the pages count into. */
export const pageViewsSchema = z
  .strictObject({
    on,
    goatcounter: z
      .string({ error: 'must be your GoatCounter code, such as jordan in jordan.goatcounter.com' })
      .trim()
      .toLowerCase()
      .regex(
        /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/,
        'must be your GoatCounter code: the name before .goatcounter.com, such as jordan',
      )
      .meta({ description: 'Your GoatCounter code: the name before .goatcounter.com' }),
  })
  .meta({
    description:
      'Count page views with GoatCounter (no cookies, nothing personal): the address of each page seen and the site a visitor came from. Nothing is counted for a visitor whose browser asks not to be tracked',
  });

export type Comments = z.output<typeof commentsSchema>;
export type PageViews = z.output<typeof pageViewsSchema>;

/** A setting as the site uses it: itself when on, nothing when off or not written. */
export function whenOn<T extends { on: boolean }>(setting: T | undefined): T | undefined {
  return setting?.on ? setting : undefined;
}
