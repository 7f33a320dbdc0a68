/**
 * The dated updates, a project at a time: its list (titles, dates and
 * summaries) comes with its pages, and an update's text with that update's
 * own page, so a long log costs Home and the first page nothing
 * (scripts/site/content-check/plugin.ts).
 */
import updateModules from 'virtual:updates';
import type { Update, UpdateSummary } from './schema';

/** A project's updates, newest first, without their text. */
export async function projectUpdates(project: string): Promise<UpdateSummary[]> {
  return (await updateModules[project]?.())?.summaries ?? [];
}

/** One update of a project, with its text; undefined when there is none at that address. */
export async function projectUpdate(project: string, slug: string): Promise<Update | undefined> {
  const entries = (await updateModules[project]?.())?.entries;
  const load = entries && Object.hasOwn(entries, slug) ? entries[slug] : undefined;
  return load ? (await load()).default : undefined;
}
