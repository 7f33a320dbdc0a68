/**
 * The shape of the owner's content (content/ at the top of the repository),
 * written once: each schema is the check the build runs on the parsed YAML and
 * Markdown (src/content-model/load.ts), the TypeScript type the components read
 * (`z.infer`), the JSON Schema an editor completes the YAML files from
 * (.schemas/, `z.toJSONSchema`), and the fields of the form editor at
 * /admin/ (scripts/site/admin/). Messages say what to write instead.
 *
 * Markdown fields are turned into HTML here, at build time: only the HTML
 * reaches the browser, and components import nothing but types from this folder.
 *
 * One file per content file, and what they share:
 * - profile.ts: content/profile.yml
 * - home.ts: content/home.yml
 * - look.ts: content/look.yml (colours, corners, type), and a project's materials (`look:`)
 * - project.ts: content/tracked/<project>/project.yml
 * - timeline.ts: content/tracked/<project>/timeline.yml
 * - story.ts: content/tracked/<project>/story/*.md
 * - purchasing.ts: content/tracked/<project>/purchasing.md
 * - update.ts: content/tracked/<project>/updates/*.md
 * - resume.ts: content/resume.yml, and the resume made from it and the other files
 * - slug.ts: the addresses of projects and updates, from their folders' and files' names
 * - picture.ts: a picture, and a picture of a gallery
 * - model.ts: a CAD model and a circuit board's fab files, which the build shows as pictures
 * - visitors.ts: what the owner may turn on for visitors (comments, a page-view counter), in profile.yml
 * - fields.ts: the fields the files are made of (text, Markdown, dollars, dates…)
 * - site-content.ts: all of it, as the build assembles it
 * - versions.ts: the shape's version, and the steps that bring older content to it
 * - field-changes.ts: the changes those steps are made of (a field renamed, a field added)
 *   (both build-time only, and imported from their own files: not re-exported here)
 */
export { fileName, isoDate, markdownBody, type Html } from './fields.ts';
export {
  galleryPictureSchema,
  heicAdvice,
  pictureSchema,
  type GalleryPicture,
  type Picture,
} from './picture.ts';
export {
  boardPresets,
  boardSchema,
  drawingFormat,
  drawingFormats,
  drawingSchema,
  modelSchema,
  type Board,
  type Drawing,
  type Model,
} from './model.ts';
export { profileSchema, type Profile } from './profile.ts';
export { type Comments, type PageViews } from './visitors.ts';
export { homeSchema, otherProjectSchema, type HomeContent, type OtherProject } from './home.ts';
export {
  milestoneSchema,
  milestonesSchema,
  timelineSchema,
  type Milestone,
  type MilestoneStatus,
} from './timeline.ts';
export { interactivePieces, storyCardSchema, type StoryCard } from './story.ts';
export { updateSchema, type Update, type UpdateSummary } from './update.ts';
export { purchasingSchema } from './purchasing.ts';
export { resumeSchema, type JsonResume, type Resume, type ResumeFile } from './resume.ts';
export { addressPattern, reservedSlugs, slugSchema } from './slug.ts';
export {
  lookSchema,
  projectLookSchema,
  type AccentChoice,
  type Look,
  type MaterialChoice,
  type ProjectLook,
} from './look.ts';
export { projectFileSchema, type CostLine, type Specification } from './project.ts';
export { contentSchemas, type ContentKind } from './kinds.ts';
export type {
  CopyrightYears,
  LoadedSiteContent,
  PageContent,
  ProjectSummary,
  SiteContent,
  TrackedProject,
} from './site-content.ts';
