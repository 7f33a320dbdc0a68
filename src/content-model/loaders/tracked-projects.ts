/**
 * The tracked projects: one folder each in content/tracked/, found by the
 * build, each with its project.yml, and optionally a timeline, story cards,
 * an 'About Purchasing' section and dated updates. Sorted as Home shows them:
 * the featured one first, then by `order`, then by folder name.
 */
import { contentFiles, trackedFolder, trackedProjectFolders } from '../content-files.ts';
import type { ContentKind } from '../schema/kinds.ts';
import { shown } from '../problems.ts';
import {
  projectFileSchema,
  purchasingSchema,
  slugSchema,
  storyCardSchema,
  timelineSchema,
  type StoryCard,
  type TrackedProject,
  type Update,
} from '../schema/index.ts';
import type { ContentReader } from './read-file.ts';
import { loadUpdates, summaryOf } from './updates.ts';

/** The tracked projects, their updates, and the folders found (a project line on the resume names one). */
export interface LoadedTrackedProjects {
  trackedProjects: TrackedProject[];
  /** Each project's dated updates, newest first, by the project's folder. */
  updates: Record<string, Update[]>;
  /** The file each update is in, by project and update address. */
  updateFiles: Record<string, Record<string, string>>;
  folders: string[];
}

/** Reads and checks every tracked project's folder. */
export function loadTrackedProjects(reader: ContentReader): LoadedTrackedProjects {
  const { problems, read, bodyOf } = reader;
  const trackedProjects: TrackedProject[] = [];
  const updates: Record<string, Update[]> = {};
  const updateFiles: Record<string, Record<string, string>> = {};
  /** Where each project's `featured:` is written, to point at when two say true. */
  const featuredAt = new Map<string, string>();
  const files = contentFiles(reader.root);
  const folders = trackedProjectFolders(reader.root);
  if (folders.length === 0)
    problems.push(
      `${trackedFolder}/: has no project folder: the site needs at least one tracked project`,
    );
  for (const slug of folders) {
    const folder = `${trackedFolder}/${slug}`;
    const slugCheck = slugSchema.safeParse(slug);
    if (!slugCheck.success)
      problems.push(
        `${folder}/: the folder's name is the page's address, and it ${slugCheck.error.issues[0]!.message} (found ${shown(slug)})`,
      );
    const projectFile = read(`${folder}/project.yml`, projectFileSchema);
    const project = projectFile.value;
    const ofProject = (kind: ContentKind) =>
      files.filter((file) => file.kind === kind && file.path.startsWith(`${folder}/`));
    const timeline = ofProject('timeline').map((file) => read(file.path, timelineSchema).value)[0];
    const story = ofProject('story')
      .map((file) => {
        const card = read(file.path, storyCardSchema);
        const html = card.value && bodyOf(card);
        return card.value && html ? ({ ...card.value, body: html } satisfies StoryCard) : undefined;
      })
      .filter((card) => card !== undefined);
    const purchasing = ofProject('purchasing').map((file) => {
      const section = read(file.path, purchasingSchema);
      const html = section.value && bodyOf(section);
      return section.value && html ? { ...section.value, body: html } : undefined;
    })[0];
    // A timeline.yml that could not be read says so itself; its updates' milestones are not checked against it.
    const timelineFailed = !timeline && ofProject('timeline').length > 0;
    const log = loadUpdates(
      reader,
      slug,
      ofProject('update').map((file) => file.path),
      timelineFailed ? undefined : new Set(timeline?.milestones.map((milestone) => milestone.id)),
      (updateFiles[slug] = {}),
    );
    updates[slug] = log;
    if (!project) continue;
    featuredAt.set(slug, projectFile.at(['featured']));
    trackedProjects.push({
      ...project,
      slug,
      ...(story.length
        ? { story: story.sort((a, b) => (a.order ?? Infinity) - (b.order ?? Infinity)) }
        : {}),
      ...(timeline ? { timeline } : {}),
      ...(purchasing ? { purchasing } : {}),
      updateCount: log.length,
      ...(log[0] ? { latestUpdate: summaryOf(log[0]) } : {}),
    });
  }
  const featured = trackedProjects.filter((project) => project.featured);
  if (featured.length > 1)
    for (const project of featured)
      problems.push(
        `${featuredAt.get(project.slug)}: featured: more than one project says featured: true; keep it on one`,
      );
  trackedProjects.sort(
    (a, b) =>
      Number(b.featured) - Number(a.featured) ||
      (a.order ?? Infinity) - (b.order ?? Infinity) ||
      (a.slug < b.slug ? -1 : 1),
  );
  return { trackedProjects, updates, updateFiles, folders };
}
