/**
 * The form editor's collections: one per place in content/ (the profile and
 * Home, the projects, and each project's timeline, purchasing, story cards
 * and dated updates), each with the fields its schema gives (./fields.ts).
 */
import { z } from 'zod';
import { slugSchema, type LoadedSiteContent } from '../../../src/content-model/schema/index.ts';
import {
  contentFolder,
  lookFile,
  resumeFile,
  trackedFolder,
  trackedProjectFolders,
} from '../../../src/content-model/content-files.ts';
import { bodyField, contentFields, type CmsField, type JsonSchema } from './fields.ts';

/** Where the owner's pictures are in the repository, and the folder the site serves them from. */
export const mediaFolder = 'public/images';

export type CmsCollection = Record<string, unknown> & { name: string; label?: string };

/** The editor's configuration, as far as this file and its tests read it. */
export type CmsConfig = Record<string, unknown> & {
  app_title: string;
  collections: CmsCollection[];
};

/** A milestone of a project's timeline, as an update's form offers it. */
export interface MilestoneChoice {
  id: number;
  title: string;
}

/** A tracked project, as the editor lists it: its folder's name and its title. */
export interface ProjectFolder {
  slug: string;
  title: string;
  /**
   * Its timeline's milestones ([] when it has none); left out when the
   * content does not read, and an update's milestone is then a plain number.
   */
  milestones?: MilestoneChoice[];
}

/**
 * The pictures' folder, named again on each collection and file: Sveltia looks
 * a picture up through the entry's own options, and only an absolute folder
 * there (from the top of the repository) finds a plain file name ("photo.jpg",
 * as the owner writes it) in public/images/ to show it in the form.
 */
const pictures = { media_folder: `/${mediaFolder}`, public_folder: '/images' };

/**
 * The resume's fields: its schema's, where a project line's `project:` is a
 * choice of the tracked projects' folders the build found (shown by title),
 * not a name to type and mistype. With no folder found it stays a line of text.
 * (Not a relation field: one that stores an entry's {{slug}} is reported to fail
 * when the collection has a path of its own, as projects has: decaporg/decap-cms#4954.)
 */
export function resumeFields(projects: readonly ProjectFolder[]): CmsField[] {
  return contentFields('resume').map((field) => {
    if (field.name !== 'projects' || !projects.length) return field;
    const fields = (field.fields as CmsField[]).map((inner): CmsField => {
      if (inner.name !== 'project') return inner;
      // The schema's text field becomes a choice: its name, label, hint and optionality kept.
      return {
        name: inner.name,
        label: inner.label,
        widget: 'select',
        ...(inner.required === false ? { required: false } : {}),
        options: projects.map(({ slug, title }) => ({ label: `${title} (${slug})`, value: slug })),
        ...(inner.hint ? { hint: inner.hint } : {}),
      };
    });
    // A collapsed line shows the project it is about.
    return { ...field, fields, summary: '{{fields.project}} {{fields.name}}' };
  });
}

/** content/profile.yml, content/home.yml, content/look.yml and content/resume.yml; `projects`: the tracked projects' folders. */
export function siteCollection(projects: readonly ProjectFolder[]): CmsCollection {
  return {
    name: 'site',
    label: 'Site',
    description: 'You, the Home page and your resume',
    icon: 'person',
    format: 'yaml',
    files: [
      {
        name: 'profile',
        label: 'Profile',
        file: `${contentFolder}/profile.yml`,
        ...pictures,
        fields: contentFields('profile'),
      },
      {
        name: 'home',
        label: 'Home page',
        file: `${contentFolder}/home.yml`,
        ...pictures,
        fields: contentFields('home'),
      },
      {
        name: 'look',
        label: 'Your look',
        // Saving the form creates the file in a fork that has none yet.
        file: lookFile,
        fields: contentFields('look'),
      },
      {
        name: 'resume',
        label: 'Resume',
        // Saving the form creates the file in a fork that has none yet.
        file: resumeFile,
        fields: resumeFields(projects),
      },
    ],
  };
}

/**
 * content/tracked/<slug>/project.yml: one entry per folder. A new project is a
 * new folder named from its title, in the form the site's addresses take
 * (slugSchema). Deleting is left to git: the editor would delete project.yml
 * alone and leave the rest of the folder, which the build refuses.
 */
export function projectsCollection(): CmsCollection {
  const slugPattern = (z.toJSONSchema(slugSchema, { io: 'input' }) as JsonSchema).pattern;
  return {
    name: 'projects',
    label: 'Tracked projects',
    label_singular: 'Tracked project',
    description:
      'Each project has a page of its own. A new one is a new folder, named from its title: its address on the site.',
    icon: 'precision_manufacturing',
    folder: trackedFolder,
    ...pictures,
    path: '{{slug}}/project',
    extension: 'yml',
    format: 'yaml',
    identifier_field: 'title',
    slug: {
      template: '{{title}}',
      editable: ['create'],
      hint: 'The project’s address: /your-project. Lower-case letters, digits and dashes.',
      ...(slugPattern
        ? { pattern: [slugPattern, 'Use lower-case letters, digits and dashes, like my-robot'] }
        : {}),
    },
    delete: false,
    fields: contentFields('project'),
  };
}

/** A project's timeline.yml and purchasing.md (either may not exist yet: saving creates it). */
function projectFilesCollection({ slug, title }: ProjectFolder): CmsCollection {
  const folder = `${trackedFolder}/${slug}`;
  return {
    name: `${slug}-files`,
    // Short: the list beside the editor has room for a few words.
    label: title,
    description: 'Its development timeline and its purchasing text',
    icon: 'timeline',
    files: [
      {
        name: 'timeline',
        label: 'Timeline',
        file: `${folder}/timeline.yml`,
        ...pictures,
        format: 'yaml',
        fields: contentFields('timeline'),
      },
      {
        name: 'purchasing',
        label: 'Purchasing',
        file: `${folder}/purchasing.md`,
        ...pictures,
        format: 'yaml-frontmatter',
        fields: [...contentFields('purchasing'), bodyField('Text')],
      },
    ],
  };
}

/** A project's story cards: story/*.md, each its front matter and its text. */
function storyCollection({ slug, title }: ProjectFolder): CmsCollection {
  return {
    name: `${slug}-story`,
    label: `${title}: story`,
    label_singular: 'Story card',
    icon: 'auto_stories',
    folder: `${trackedFolder}/${slug}/story`,
    ...pictures,
    extension: 'md',
    format: 'yaml-frontmatter',
    identifier_field: 'title',
    sortable_fields: { fields: ['order', 'title'], default: { field: 'order' } },
    fields: [...contentFields('story'), bodyField('Text')],
  };
}

/** The slug template of a new update's file: its day, then its title (2026-11-24-servos-wired). */
export const updateSlugTemplate = '{{fields.date}}-{{slug}}';

/**
 * An update's fields: its schema's (contentFields('update')), with two
 * refinements the schema cannot say. The day is required here and today by
 * default: a new update's file is named from it (updateSlugTemplate), so the
 * name and the front matter always say the same day, whatever day is picked
 * (were they ever to differ, the front matter's day is shown). The milestone is picked
 * from the project's timeline by its title, not typed as a number; a project
 * with no timeline has none to pick, so the field is left out.
 */
export function updateFields(milestones?: MilestoneChoice[]): CmsField[] {
  return contentFields('update').flatMap((field): CmsField[] => {
    if (field.name === 'date')
      return [
        {
          ...field,
          required: true,
          default: '{{now}}',
          hint: 'The day of the update (today unless you pick another). A new update’s file is named from it; changing it later changes the date shown, never the address.',
        },
      ];
    if (field.name === 'milestone' && milestones) {
      if (milestones.length === 0) return [];
      // The schema's number field becomes a choice: its name, label and optionality kept.
      return [
        {
          name: field.name,
          label: field.label,
          widget: 'select',
          ...(field.required === false ? { required: false } : {}),
          options: milestones.map(({ id, title }) => ({ label: `${id}. ${title}`, value: id })),
          ...(field.hint ? { hint: field.hint } : {}),
        },
      ];
    }
    return [field];
  });
}

/**
 * A project's dated updates, updates/*.md, one file each: its front matter and
 * its text, newest first. A new one is named from its day and its title
 * (2026-11-24-servos-wired.md): the day, the address after it (/<slug>/updates/servos-wired).
 * Deleting is offered: an update is one file, nothing is left behind.
 */
function updatesCollection({ slug, title, milestones }: ProjectFolder): CmsCollection {
  return {
    name: `${slug}-updates`,
    label: `${title}: updates`,
    label_singular: 'Update',
    description: 'Its development log: one dated update per entry, newest first.',
    icon: 'event_note',
    folder: `${trackedFolder}/${slug}/updates`,
    ...pictures,
    extension: 'md',
    format: 'yaml-frontmatter',
    create: true,
    delete: true,
    identifier_field: 'title',
    // Not editable: the name is the day and the address, made once from the form.
    slug: { template: updateSlugTemplate, editable: false },
    summary: '{{fields.title}}',
    sortable_fields: {
      fields: ['date', 'title'],
      default: { field: 'date', direction: 'descending' },
    },
    fields: [...updateFields(milestones), bodyField('Text')],
  };
}

/**
 * The collections of one tracked project, in the order the editor lists them.
 * The next kind of file in a project's folder is one more collection here.
 */
export function projectCollections(project: ProjectFolder): CmsCollection[] {
  return [projectFilesCollection(project), storyCollection(project), updatesCollection(project)];
}

/**
 * Every tracked project's folder, with its title and its milestones (the
 * folder's name and none while the content does not read).
 */
export function projectFolders(
  root: string,
  content: LoadedSiteContent | undefined,
): ProjectFolder[] {
  const projects = new Map(
    (content?.trackedProjects ?? []).map((project) => [project.slug, project]),
  );
  return trackedProjectFolders(root).map((slug) => {
    const project = projects.get(slug);
    return {
      slug,
      title: project?.title ?? slug,
      ...(content
        ? {
            milestones: (project?.timeline?.milestones ?? []).map(({ id, title }) => ({
              id,
              title: String(title),
            })),
          }
        : {}),
    };
  });
}
