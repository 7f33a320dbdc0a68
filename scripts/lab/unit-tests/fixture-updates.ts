/**
 * The made-up owner's dated updates as the content plugin's modules would
 * serve them (src/content-model/updates.ts): each project's list without the text,
 * and one update with it. Tests that render pages with updates mock
 * src/content-model/updates with this module, since under Vitest the plugin reads
 * the real owner's content.
 */
import { summaryOf } from '../../../src/content-model/load';
import type { Update, UpdateSummary } from '../../../src/content-model/schema';
import { fixtureContent } from './fixtures';

export async function projectUpdates(project: string): Promise<UpdateSummary[]> {
  return (fixtureContent.updates[project] ?? []).map(summaryOf);
}

export async function projectUpdate(project: string, slug: string): Promise<Update | undefined> {
  return fixtureContent.updates[project]?.find((update) => update.slug === slug);
}
