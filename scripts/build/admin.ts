/**
 * The form editor at /admin/: Sveltia CMS (https://sveltiacms.app), served
 * from our own origin out of its npm package (node_modules/@sveltia/cms), never
 * from a CDN. It edits the files in content/ through GitHub's API (each save is
 * one commit to main, which deploys) or, under `npm run dev`, a local clone
 * through the browser's File System Access API.
 *
 * Its fields are made here from the content schemas (src/content/schema.ts),
 * through their JSON Schemas (src/content/json-schema.ts): a field added to a
 * schema appears in the form, and a shape this file cannot turn into a form
 * field stops the build, naming it. Nothing here lists a content field by hand.
 *
 *   dist/admin/index.html              the editor's page: noindex, its own CSP
 *   dist/admin/config.yml              the editor's configuration, made below
 *   dist/admin/sveltia-cms-<v>.js      the editor, copied from its package
 *   dist/admin/vendor/                 the WebP encoder it would fetch from unpkg.com (admin-vendor.ts)
 *
 * It is a folder of static files, not a Vite entry: the public pages' bundles
 * hold none of it, the sitemap does not name it, and its page asks robots to
 * stay away (docs/decisions.md, "The form editor at /admin/").
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { copyFile, mkdir, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';
import { stringify } from 'yaml';
import { z } from 'zod';
import { contentJsonSchema } from '../../src/content/json-schema.ts';
import {
  contentFolder,
  loadContent,
  trackedFolder,
  trackedProjectFolders,
  type ContentKind,
} from '../../src/content/load.ts';
import { slugSchema } from '../../src/content/schema.ts';
import { maxOriginalSide } from '../../src/lib/responsive-image.ts';
import {
  checkVendorVersions,
  importMap,
  vendorModules,
  vendorSource,
  writeVendor,
} from './admin-vendor.ts';
import type { SiteConfig } from './site-config.ts';

const require = createRequire(import.meta.url);

/** The editor's package folder (its package.json is not exported, so found from its entry point). */
function packageFolder(name: string): string {
  let folder = dirname(require.resolve(name));
  while (!existsSync(join(folder, 'package.json')) && dirname(folder) !== folder)
    folder = dirname(folder);
  return folder;
}
const sveltiaFolder = packageFolder('@sveltia/cms');
/** The editor's version, pinned exactly in package.json (it releases often). */
export const sveltiaVersion = (
  JSON.parse(readFileSync(join(sveltiaFolder, 'package.json'), 'utf8')) as { version: string }
).version;
/** Its prebuilt browser bundle (one IIFE file, no chunks to load). */
export const sveltiaBundle = join(sveltiaFolder, 'dist', 'sveltia-cms.js');
/** Named by version, so that an upgrade reaches browsers at once despite Pages' 10-minute cache. */
export const bundleFile = `sveltia-cms-${sveltiaVersion}.js`;
/** What the bundle would fetch from unpkg.com, served from vendor/ instead, and the page's map to it. */
const vendor = vendorModules(readFileSync(sveltiaBundle, 'utf8'));
export const adminImportMap = importMap(vendor);

/**
 * Uploads bigger than this are refused, with the editor's own message ("exceeds the maximum size
 * of 5 MB"). It applies after the upload is re-encoded below, where a 12-megapixel phone photo
 * comes to about 1 MB: only a file the browser could not re-encode comes near it.
 */
export const maxUploadBytes = 5_000_000;

/**
 * Every photo uploaded through the editor is re-encoded in the browser before it is committed:
 * drawn upright on a canvas and written anew as WebP (the one format the editor writes), which
 * carries none of the phone's metadata (GPS position, camera, date), its longest side at most
 * maxOriginalSide, as `npm run photos:clean` leaves photos added by git.
 */
export const uploadTransformation = {
  format: 'webp',
  quality: 85,
  width: maxOriginalSide,
  height: maxOriginalSide,
} as const;

/** Where the editor lives under the site's base path. */
export const adminFolder = 'admin';

/** Where the owner's pictures are in the repository, and the folder the site serves them from. */
export const mediaFolder = 'public/images';

/** The branch the editor commits to: every push to it deploys (.github/workflows/deploy.yml). */
export const adminBranch = 'main';

/** What the config names when the repository cannot be worked out (README: "The form editor"). */
export const placeholderRepository = 'your-github-user/your-repository';

/* ------------------------------------------------------------------------ */
/* The fields: from the content schemas' JSON Schemas                       */
/* ------------------------------------------------------------------------ */

/** The part of JSON Schema that z.toJSONSchema writes for the content schemas. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  title?: string;
  description?: string;
  format?: string;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  minItems?: number;
  maxItems?: number;
  $ref?: string;
  $defs?: Record<string, JsonSchema>;
  /** Ours (`.meta()` in schema.ts): the text is Markdown, a block of it or one line. */
  markdown?: 'block' | 'inline';
  /** Ours: the text is the file name of a picture in public/images/. */
  picture?: boolean;
  /** Ours: the form's label for the field, where its key does not say it well. */
  label?: string;
}

/** A field of the editor's configuration (https://sveltiacms.app/en/docs/fields). */
export type CmsField = { name: string; label: string; widget: string } & Record<string, unknown>;

/**
 * The Markdown toolbar: what markdown-it renders in a card (src/content/markdown.ts).
 * No headings (a card has its own), no images or code blocks: a picture in
 * Markdown would skip the photo pipeline and the base path, and the code-block
 * component fetches its highlighter from a CDN the editor's CSP refuses.
 */
const blockButtons = ['bold', 'italic', 'code', 'link', 'bulleted-list', 'numbered-list', 'quote'];
const inlineButtons = ['bold', 'italic', 'code', 'link'];
/**
 * Markdown opens as the text the owner wrote, kept character for character
 * (src/content/markdown.ts keeps every character as typed). The rich-text mode
 * is one switch away, with the toolbar above; it writes the field's Markdown
 * in its own style (*this* becomes _this_, 2*3*4 becomes 2_3_4), and as the
 * first mode it did so to every Markdown field of a file on any save.
 */
const markdownModes = ['raw', 'rich_text'];

/** The picture formats the schema accepts; a phone offers JPEG for a HEIC photo when asked for these. */
const pictureTypes = 'image/jpeg,image/png,image/webp,image/avif,image/svg+xml';

/** The pattern zod writes for a day (isoDate in schema.ts): such a field gets a date picker. */
export const dayPattern = '^\\d{4}-\\d{2}-\\d{2}$';
/** How the date picker stores a day (Day.js tokens): 2026-11-24, the form the schema takes. */
export const dayFormat = 'YYYY-MM-DD';

/** "jobTitle" → "Job title", "youtubeId" → "Youtube ID": a label from a field's key. */
export function labelOf(key: string): string {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase()
    .replace(/\b(url|id|pdf)\b/g, (word) => word.toUpperCase());
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const types = (node: JsonSchema): string[] =>
  node.type === undefined ? [] : Array.isArray(node.type) ? node.type : [node.type];

/** An error that names the field the form cannot be made for, and where to teach it. */
function unmapped(path: string, node: JsonSchema, why: string): Error {
  return new Error(
    `scripts/build/admin.ts: cannot make a form field for ${path} (${why}: ${JSON.stringify(node).slice(0, 120)}); teach cmsField() this shape`,
  );
}

/**
 * The form field for one key of a JSON Schema object. `required` is whether
 * the schema needs the key (a key it may leave out, or that may be null, is
 * `required: false`: with `omit_empty_optional_fields` the editor then writes
 * nothing for it when it is empty, which the schema reads as left out).
 */
export function cmsField(
  name: string,
  schema: JsonSchema,
  required: boolean,
  path: string = name,
  defs: Record<string, JsonSchema> = {},
): CmsField {
  let node = schema;
  if (node.$ref) {
    const target = /^#\/\$defs\/(.+)$/.exec(node.$ref)?.[1];
    const resolved = target ? defs[target] : undefined;
    if (!resolved) throw unmapped(path, node, `a reference to ${node.$ref}`);
    node = { ...resolved, ...node, $ref: undefined };
  }
  // `x.nullable()` is `anyOf: [x, null]`: a field that may be left empty.
  const choices = node.anyOf ?? node.oneOf;
  if (choices) {
    const isNull = (choice: JsonSchema) =>
      types(choice).length > 0 && types(choice).every((type) => type === 'null');
    const kept = choices.filter((choice) => !isNull(choice));
    if (kept.length !== 1) throw unmapped(path, node, 'a choice between several shapes');
    // The field's own label, hint and default (on the outer node) win over the shape's.
    const merged = { ...kept[0]!, ...node, anyOf: undefined, oneOf: undefined };
    return cmsField(name, merged, false, path, defs);
  }

  const base: CmsField = {
    name,
    // A JSON Schema `title` names a shared shape ("Picture"), not this use of it: the key says more.
    label: node.label ?? labelOf(name),
    widget: 'string',
    ...(node.description ? { hint: node.description } : {}),
    ...(required ? {} : { required: false }),
  };
  const kinds = types(node).filter((type) => type !== 'null');

  if (node.picture) {
    // Pictures are chosen from, or uploaded to, public/images/; never a web address (the build sizes each file).
    return { ...base, widget: 'image', choose_url: false, accept: pictureTypes };
  }
  if (node.markdown === 'block')
    return {
      ...base,
      widget: 'markdown',
      modes: markdownModes,
      buttons: blockButtons,
      editor_components: [],
    };
  if (node.markdown === 'inline')
    return {
      ...base,
      widget: 'markdown',
      modes: markdownModes,
      minimal: true,
      buttons: inlineButtons,
      editor_components: [],
    };
  if (node.enum) {
    if (!node.enum.every((option) => typeof option === 'string'))
      throw unmapped(path, node, 'a choice of values that are not all text');
    return { ...base, widget: 'select', options: node.enum };
  }
  if (kinds.length === 1 && kinds[0] === 'boolean')
    return { ...base, widget: 'boolean', default: node.default ?? false };
  if (kinds.length === 1 && (kinds[0] === 'integer' || kinds[0] === 'number')) {
    const integer = kinds[0] === 'integer';
    const min =
      node.minimum ??
      (node.exclusiveMinimum !== undefined && integer ? node.exclusiveMinimum + 1 : undefined);
    // zod writes the largest safe integer as every int's maximum: no bound worth showing.
    const max =
      node.maximum !== undefined && node.maximum < Number.MAX_SAFE_INTEGER
        ? node.maximum
        : undefined;
    return {
      ...base,
      widget: 'number',
      value_type: integer ? 'int' : 'float',
      ...(min !== undefined ? { min } : {}),
      ...(max !== undefined ? { max } : {}),
      // A number that need not be whole takes cents (19.99) without the browser calling it invalid.
      ...(integer ? {} : { step: 0.01 }),
    };
  }
  if (kinds.length === 1 && kinds[0] === 'string' && node.pattern === dayPattern)
    // A day (isoDate in schema.ts): the phone's or browser's date picker, stored as the text
    // 2026-11-24. A date-only input in local time: no time, no time zone, nothing to shift.
    return { ...base, widget: 'datetime', type: 'date', format: dayFormat };
  // A line of text; the schema also takes a number there (`value: 40`), which the form shows as text.
  if (kinds.length > 0 && kinds.every((type) => type === 'string' || type === 'number')) {
    const type = node.format === 'uri' ? 'url' : node.format === 'email' ? 'email' : undefined;
    return {
      ...base,
      ...(type ? { type } : {}),
      // An e-mail's pattern is the browser's own check; another pattern is checked as the build will.
      ...(node.pattern && !type
        ? { pattern: [node.pattern, node.description ?? 'Not in the form this field takes'] }
        : {}),
      ...(typeof node.default === 'string' ? { default: node.default } : {}),
    };
  }
  if (kinds.length === 1 && kinds[0] === 'object' && node.properties)
    return { ...base, widget: 'object', fields: fieldsOf(node, path, defs) };
  if (kinds.length === 1 && kinds[0] === 'array' && node.items) {
    const list = {
      ...base,
      widget: 'list',
      ...(node.minItems ? { min: node.minItems } : {}),
      ...(node.maxItems !== undefined ? { max: node.maxItems } : {}),
    };
    const item = cmsField('item', node.items, true, `${path}[]`, defs);
    if (item.widget === 'object') {
      const fields = item.fields as CmsField[];
      // A collapsed item shows its title (or label), so a long list reads at a glance.
      const named = fields.find((field) => field.name === 'title' || field.name === 'label');
      return {
        ...list,
        fields,
        ...(named ? { summary: `{{fields.${named.name}}}` } : {}),
      };
    }
    // One field per item, not a comma-separated line: a list item may hold a comma.
    return { ...list, field: { ...item, label: labelOf(name) } };
  }
  throw unmapped(path, node, 'an unknown type');
}

/** The form fields of a JSON Schema object, in the schema's order. */
export function fieldsOf(
  node: JsonSchema,
  path = '',
  defs: Record<string, JsonSchema> = node.$defs ?? {},
): CmsField[] {
  const required = new Set(node.required ?? []);
  return Object.entries(node.properties ?? {}).map(([key, property]) =>
    cmsField(key, property, required.has(key), path ? `${path}.${key}` : key, defs),
  );
}

/** The form fields of one kind of content file, from its schema. */
export function contentFields(kind: ContentKind): CmsField[] {
  return fieldsOf(contentJsonSchema(kind) as JsonSchema);
}

/** The text below a Markdown file's front matter, as the editor's `body` field. */
function bodyField(label: string): CmsField {
  return {
    name: 'body',
    label,
    widget: 'markdown',
    modes: markdownModes,
    buttons: blockButtons,
    editor_components: [],
  };
}

/* ------------------------------------------------------------------------ */
/* The collections: one per place in content/                                */
/* ------------------------------------------------------------------------ */

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

/** content/profile.yml and content/home.yml. */
function siteCollection(): CmsCollection {
  return {
    name: 'site',
    label: 'Site',
    description: 'You, and the Home page',
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
    ],
  };
}

/**
 * content/tracked/<slug>/project.yml: one entry per folder. A new project is a
 * new folder named from its title, in the form the site's addresses take
 * (slugSchema). Deleting is left to git: the editor would delete project.yml
 * alone and leave the rest of the folder, which the build refuses.
 */
function projectsCollection(): CmsCollection {
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
          hint: 'The milestone of the timeline this update belongs to, if any',
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
export function projectFolders(root: string, content = loadContent(root).content): ProjectFolder[] {
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

/* ------------------------------------------------------------------------ */
/* The configuration                                                         */
/* ------------------------------------------------------------------------ */

/** "owner/name" from a GitHub remote's address (https or ssh), or undefined. */
export function parseGitHubRemote(url: string): string | undefined {
  const match = /github\.com[:/]([\w.-]+)\/([\w.-]+?)(?:\.git)?\/?$/.exec(url.trim());
  return match ? `${match[1]}/${match[2]}` : undefined;
}

/** The `origin` remote's address, if the folder is a git clone that has one. */
function originUrl(root: string): string | undefined {
  try {
    return execFileSync('git', ['remote', 'get-url', 'origin'], {
      cwd: root,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
  } catch {
    return undefined;
  }
}

/**
 * The repository the editor commits to: GITHUB_REPOSITORY (set on GitHub
 * Actions), else the origin remote's, else a placeholder the README explains.
 */
export function repositoryName(
  env: Record<string, string | undefined> = process.env,
  origin: () => string | undefined = () => originUrl(process.cwd()),
): string {
  const fromEnv = env.GITHUB_REPOSITORY?.trim();
  if (fromEnv && /^[\w.-]+\/[\w.-]+$/.test(fromEnv)) return fromEnv;
  const remote = origin();
  return (remote && parseGitHubRemote(remote)) || placeholderRepository;
}

export interface AdminOptions {
  /** The repository's top folder (content/ and public/ are in it). */
  root: string;
  /** "owner/name" on GitHub. */
  repo: string;
  site: SiteConfig;
}

/** The editor's configuration (https://sveltiacms.app/en/docs/config-basics). */
export function cmsConfig({ root, repo, site }: AdminOptions): CmsConfig {
  const content = loadContent(root).content;
  const ownerName = content?.profile.name;
  return {
    backend: {
      name: 'github',
      repo,
      branch: adminBranch,
      // Sign-in with a personal access token needs no OAuth server; the OAuth
      // button would open Netlify's, which a GitHub Pages site does not have.
      auth_methods: ['token'],
      commit_messages: {
        create: 'content: add {{collection}} “{{slug}}”',
        update: 'content: update {{collection}} “{{slug}}”',
        delete: 'content: delete {{collection}} “{{slug}}”',
        uploadMedia: 'content: upload “{{path}}”',
        deleteMedia: 'content: delete “{{path}}”',
      },
    },
    app_title: ownerName ? `${ownerName} · content editor` : 'Content editor',
    ...(existsSync(join(root, 'public', 'favicon.svg'))
      ? { logo: { src: `${site.basePath}favicon.svg` } }
      : {}),
    site_url: `${site.siteUrl}${site.basePath}`,
    // Uploads go to public/images/ and the picture fields store "/images/<file>":
    // the path the site serves them at, which the schema reads as the plain file
    // name (fileName in schema.ts strips "/images/"), and which Sveltia resolves
    // back to the file in public/images/ to show it. The site itself never uses
    // the stored path as an address, so the base path (/<repo>/) does not enter it.
    media_folder: mediaFolder,
    public_folder: '/images',
    media_libraries: {
      default: {
        config: {
          // "IMG 0042 (1).JPG" becomes "img-0042-1.webp": the schema takes plain file names only.
          slugify_filename: true,
          max_file_size: maxUploadBytes,
          transformations: { raster_image: uploadTransformation },
        },
      },
      // Stock photo sites need keys and addresses the editor's CSP does not allow.
      stock_assets: { providers: [] },
    },
    // New folder and file names in the form the site's addresses take (slugSchema): a-z, 0-9 and dashes.
    slug: { encoding: 'ascii', clean_accents: true, sanitize_replacement: '-' },
    output: {
      // An empty optional field is left out of the file (not written as '' or null), which the schema reads as absent.
      omit_empty_optional_fields: true,
    },
    collections: [
      siteCollection(),
      projectsCollection(),
      ...projectFolders(root, content).flatMap((project) => [
        { name: `${project.slug}-divider`, divider: true },
        ...projectCollections(project),
      ]),
    ],
  };
}

/** The configuration as the YAML file the editor loads. */
export function cmsConfigYaml(config: CmsConfig): string {
  const made = '# Made by scripts/build/admin.ts from src/content/schema.ts: edit those, not this.';
  return `${made}\n${stringify(config, { lineWidth: 0, aliasDuplicateObjects: false })}`;
}

/* ------------------------------------------------------------------------ */
/* The page and its Content-Security-Policy                                  */
/* ------------------------------------------------------------------------ */

/**
 * The editor's Content-Security-Policy: only what it needs, each source for a
 * reason found by driving it in Chromium (e2e/admin.e2e.ts records every request).
 */
export const adminCspSources = {
  'default-src': ["'self'"],
  // The editor's bundle, from our origin, and the import map that sends its
  // WebP encoder's unpkg.com address to our copy (admin-vendor.ts), by hash;
  // that encoder is WebAssembly, which needs 'wasm-unsafe-eval' (it allows
  // compiling WebAssembly, not eval). Other code it would fetch from unpkg.com
  // on demand (a syntax highlighter, a map, a HEIC converter) is refused: none
  // of our fields uses those.
  'script-src': [
    "'self'",
    `'sha256-${createHash('sha256').update(adminImportMap).digest('base64')}'`,
    "'wasm-unsafe-eval'",
  ],
  // Svelte puts each component's styles in a <style> element and sets style
  // attributes as it renders: 'unsafe-inline' is the only way for a
  // prebuilt Svelte app (no nonce, and the styles are made at run time).
  // Styles cannot run code; scripts stay 'self' only.
  'style-src': ["'self'", "'unsafe-inline'"],
  // Its three web fonts (Source Sans 3, Noto Mono, and Material Symbols,
  // whose ligatures draw every icon) come from jsDelivr's Fontsource mirror,
  // named in its bundle. Fonts only: nothing there can run.
  'font-src': ["'self'", 'https://cdn.jsdelivr.net'],
  // Pictures from the repository are shown as blob: URLs (read through the
  // API), its own icons as data: URLs, and the signed-in user's avatar from GitHub.
  'img-src': ["'self'", 'data:', 'blob:', 'https://avatars.githubusercontent.com'],
  'media-src': ["'self'", 'blob:'],
  // config.yml from our origin; GitHub's REST and GraphQL APIs; GitHub's
  // status page, which the editor asks once to warn of an outage; data: and
  // blob: URLs it reads back itself (its logo, pictures being uploaded). Its
  // hourly update check (unpkg.com/@sveltia/cms/package.json) is refused: for
  // a version pinned in package.json it only logs, and Dependabot does the upgrading.
  'connect-src': [
    "'self'",
    'data:',
    'blob:',
    'https://api.github.com',
    'https://www.githubstatus.com',
  ],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'none'"],
  'frame-src': ["'none'"],
  'worker-src': ["'none'"],
  'manifest-src': ["'none'"],
} satisfies Record<string, string[]>;

export function adminContentSecurityPolicy(): string {
  return Object.entries(adminCspSources)
    .map(([directive, sources]) => `${directive} ${sources.join(' ')}`)
    .join('; ');
}

/** The editor's page: it loads config.yml beside it and the bundle, and maps its encoder to ours. */
export function adminPage(title: string): string {
  const escaped = title.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta http-equiv="Content-Security-Policy" content="${adminContentSecurityPolicy()}" />
    <meta name="referrer" content="same-origin" />
    <meta name="robots" content="noindex, nofollow" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${escaped}</title>
    <link rel="cms-config-url" type="application/yaml" href="config.yml" />
    <script type="importmap">${adminImportMap}</script>
  </head>
  <body>
    <script src="${bundleFile}"></script>
  </body>
</html>
`;
}

/** Previews (/<repo>/pr-preview/pr-<N>/) have no editor: it would commit to main with an unmerged schema. */
export function isPreview(site: SiteConfig): boolean {
  return site.basePath.includes('/pr-preview/');
}

/** Writes dist/admin/: the page, its configuration, the editor's bundle and vendor/. Skipped for previews. */
export async function writeAdmin(
  dist: string,
  site: SiteConfig,
  {
    root = process.cwd(),
    repo = repositoryName(process.env, () => originUrl(root)),
  }: Partial<AdminOptions> = {},
): Promise<void> {
  if (isPreview(site)) return;
  const folder = join(dist, adminFolder);
  await mkdir(folder, { recursive: true });
  const config = cmsConfig({ root, repo, site });
  await writeFile(join(folder, 'index.html'), adminPage(config.app_title));
  await writeFile(join(folder, 'config.yml'), cmsConfigYaml(config));
  // The bundle alone: its source map (8 MB) is of no use to the owner.
  await copyFile(sveltiaBundle, join(folder, bundleFile));
  checkVendorVersions(readFileSync(sveltiaBundle, 'utf8'));
  await writeVendor(folder, vendor);
}

/**
 * Serves /admin/ under `npm run dev` too, with a configuration made afresh on
 * each load, so the editor's "Work with Local Repository" edits this clone's
 * content/ folder (Chromium-based browsers: they have the File System Access API).
 */
export function adminPlugin(root: string): Plugin {
  return {
    name: 'admin',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const base = server.config.base;
        const path = new URL(request.url ?? '/', 'http://localhost').pathname;
        if (path === `${base}${adminFolder}`) {
          response.writeHead(301, { location: `${base}${adminFolder}/` });
          return response.end();
        }
        if (!path.startsWith(`${base}${adminFolder}/`)) return next();
        const file = path.slice(`${base}${adminFolder}/`.length);
        const local = server.resolvedUrls?.local[0];
        const site = {
          basePath: base,
          siteUrl: local ? new URL(local).origin : 'http://localhost:5173',
          noindex: true,
        };
        try {
          const repo = repositoryName(process.env, () => originUrl(root));
          if (file === '' || file === 'index.html' || file === 'config.yml') {
            const config = cmsConfig({ root, repo, site });
            const isConfig = file === 'config.yml';
            response.writeHead(200, {
              'content-type': isConfig
                ? 'application/yaml; charset=utf-8'
                : 'text/html; charset=utf-8',
            });
            return response.end(isConfig ? cmsConfigYaml(config) : adminPage(config.app_title));
          }
          if (file === bundleFile) {
            response.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8' });
            return response.end(readFileSync(sveltiaBundle));
          }
          const vendorFile = file.startsWith('vendor/') && vendorSource(vendor, file.slice(7));
          if (vendorFile) {
            response.writeHead(200, {
              'content-type': vendorFile.endsWith('.wasm')
                ? 'application/wasm'
                : 'text/javascript; charset=utf-8',
            });
            return response.end(readFileSync(vendorFile));
          }
        } catch (error) {
          return next(error);
        }
        return next();
      });
    },
  };
}
