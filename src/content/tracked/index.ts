import type { TrackedProject } from '../schema';
import { pcbrule } from './pcbrule';

/**
 * The projects with a page and a development log of their own, each at
 * /<slug>. The first is the featured one. To add a project, write its content
 * module beside pcbrule.ts (only slug, title, tagline, description, badge,
 * heroImage and card are required) and add it to this list: its page, its card
 * on Home, its nav link, its link-preview image and its sitemap entry follow.
 */
export const trackedProjects: readonly TrackedProject[] = [pcbrule];
