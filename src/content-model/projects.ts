/**
 * A tracked project in full, loaded with its pages: every page's script carries
 * only its summary (src/content-model/index.ts, scripts/site/content-check/plugin.ts), so
 * the owner's story, timeline, specifications and files cost Home nothing.
 */
import projectModules from 'virtual:projects';
import type { TrackedProject } from './schema';

/** The tracked project at `slug`, whole (its updates apart: ./updates.ts). */
export async function trackedProject(slug: string): Promise<TrackedProject> {
  const load = Object.hasOwn(projectModules, slug) ? projectModules[slug] : undefined;
  if (!load) throw new Error(`No tracked project ${slug}`);
  return (await load()).default;
}
