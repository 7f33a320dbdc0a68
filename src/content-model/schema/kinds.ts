/**
 * The kinds of content file, each with its schema (its JSON Schema and form follow from it).
 * Where each kind lives is src/content-model/content-files.ts; apart from it so that the deploy's scripts,
 * which need the paths and never a schema, do not load zod and every schema to start.
 */
import { homeSchema } from './home.ts';
import { lookSchema } from './look.ts';
import { profileSchema } from './profile.ts';
import { projectFileSchema } from './project.ts';
import { purchasingSchema } from './purchasing.ts';
import { resumeSchema } from './resume.ts';
import { storyCardSchema } from './story.ts';
import { timelineSchema } from './timeline.ts';
import { updateSchema } from './update.ts';

export const contentSchemas = {
  profile: profileSchema,
  home: homeSchema,
  look: lookSchema,
  project: projectFileSchema,
  timeline: timelineSchema,
  story: storyCardSchema,
  purchasing: purchasingSchema,
  update: updateSchema,
  resume: resumeSchema,
} as const;
export type ContentKind = keyof typeof contentSchemas;
