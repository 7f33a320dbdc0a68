// @vitest-environment node
/**
 * The form editor's configuration (config.yml, ./config.ts and ./collections.ts) for the fixture
 * project (scripts/lab/unit-tests/fixture-editor.ts): a form for every content file, valid against the editor's
 * own schema; the resume's and the dated updates' forms; and the repository it commits to.
 */
import { readFileSync, rmSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { z } from 'zod';
import { contentJsonSchema } from '../../../src/content-model/json-schema';
import { loadContent } from '../../../src/content-model/load';
import { contentFiles, trackedProjectFolders } from '../../../src/content-model/content-files';
import { contentSchemas, reservedSlugs, type ContentKind } from '../../../src/content-model/schema';
import { maxOriginalSide } from '../../../src/lib/responsive-image';
import {
  fileText,
  fixtureFiles,
  fixtureMilestoneInputs,
  writeFixtureProject,
  type MarkdownFile,
} from '../../lab/unit-tests/fixture-content';
import { repo, site, updateFiles, writeEditorProject } from '../../lab/unit-tests/fixture-editor';
import {
  adminFolder,
  cmsConfig,
  cmsConfigYaml,
  contentFields,
  dayFormat,
  dayPattern,
  maxUploadBytes,
  parseGitHubRemote,
  placeholderRepository,
  projectCollections,
  projectFolders,
  repositoryName,
  resumeFields,
  sveltiaBundle,
  updateFields,
  updateSlugTemplate,
  uploadTransformation,
  type CmsCollection,
  type CmsField,
  type JsonSchema,
} from '.';

let root: string;
beforeAll(() => {
  root = writeEditorProject();
});
afterAll(() => rm(root, { recursive: true, force: true }));

/** The paths a collection edits, each with its fields (a folder collection's as a pattern). */
function collectionFiles(collection: CmsCollection): Array<{ path: RegExp; fields: CmsField[] }> {
  if (Array.isArray(collection.files))
    return (collection.files as Array<{ file: string; fields: CmsField[] }>).map((file) => ({
      path: new RegExp(`^${file.file.replace(/[.]/g, '\\.')}$`),
      fields: file.fields,
    }));
  if (typeof collection.folder === 'string') {
    const inFolder = ((collection.path as string | undefined) ?? '{{slug}}').replace(
      '{{slug}}',
      '[^/]+',
    );
    return [
      {
        path: new RegExp(`^${collection.folder}/${inFolder}\\.${String(collection.extension)}$`),
        fields: collection.fields as CmsField[],
      },
    ];
  }
  return [];
}

describe('the configuration', () => {
  const config = () => cmsConfig({ root, repo, site });

  /**
   * The fields a file of `kind` has in the form: its schema's, and for an
   * update those refined by updateFields() with its project's milestones.
   */
  const formFields = (kind: ContentKind, path: string): CmsField[] => {
    if (kind === 'resume') return resumeFields(projectFolders(root, loadContent(root).content));
    if (kind !== 'update') return contentFields(kind);
    const slug = /^content\/tracked\/([^/]+)\//.exec(path)?.[1];
    const project = projectFolders(root, loadContent(root).content).find(
      (folder) => folder.slug === slug,
    );
    return updateFields(project?.milestones);
  };
  const withoutBody = (fields: CmsField[]) => fields.filter((field) => field.name !== 'body');

  it('edits every content file there is, each with the fields of its schema', () => {
    const editable = config().collections.flatMap(collectionFiles);
    const files = contentFiles(root);
    for (const path of Object.keys(updateFiles))
      expect(files).toContainEqual({ path, kind: 'update' });
    for (const file of files) {
      const matches = editable.filter(({ path }) => path.test(file.path));
      expect(matches, file.path).toHaveLength(1);
      expect(withoutBody(matches[0]!.fields), file.path).toEqual(formFields(file.kind, file.path));
    }
  });

  it('maps every collection to exactly one content schema, and every schema to a collection; a Markdown file’s text is its body', () => {
    const kinds = Object.keys(contentSchemas) as ContentKind[];
    const mapped = new Set<ContentKind>();
    for (const collection of config().collections.filter((item) => !item.divider))
      for (const { path, fields } of collectionFiles(collection)) {
        const matching = kinds.filter(
          (kind) =>
            JSON.stringify(withoutBody(fields)) ===
            JSON.stringify(formFields(kind, String(collection.folder ?? path.source))),
        );
        expect(matching, `${collection.name}: ${path}`).toHaveLength(1);
        mapped.add(matching[0]!);
        if (String(path).includes('\\.md'))
          expect(fields.at(-1)).toMatchObject({ name: 'body', widget: 'markdown' });
        else expect(fields.map((field) => field.name)).not.toContain('body');
      }
    expect([...mapped].sort()).toEqual([...kinds].sort());
  });

  it('has a timeline, purchasing, story and updates collection for each project folder, from one function', () => {
    const collections = config().collections;
    const names = collections.map((collection) => collection.name);
    for (const slug of trackedProjectFolders(root)) {
      for (const collection of projectCollections({ slug, title: slug }))
        expect(names).toContain(collection.name);
      expect(collections.find((collection) => collection.name === `${slug}-updates`)).toMatchObject(
        { folder: `content/tracked/${slug}/updates`, extension: 'md' },
      );
    }
    expect(names.slice(0, 2)).toEqual(['site', 'projects']);
  });

  it('commits to main of the repository, signing in with a token only', () => {
    expect(config().backend).toMatchObject({
      name: 'github',
      repo,
      branch: 'main',
      auth_methods: ['token'],
    });
  });

  it('re-encodes every uploaded photo, upright, capped in size and without metadata, and refuses a big file', () => {
    const { media_libraries } = config() as unknown as {
      media_libraries: { default: { config: Record<string, unknown> } };
    };
    expect(media_libraries.default.config).toEqual({
      slugify_filename: true,
      max_file_size: maxUploadBytes,
      // Any raster format a phone or a computer hands over: the editor writes WebP, the one it can.
      transformations: { raster_image: uploadTransformation },
    });
    expect(uploadTransformation).toEqual({
      format: 'webp',
      quality: 85,
      width: maxOriginalSide,
      height: maxOriginalSide,
    });
  });

  it('stores pictures as a path under /images/ that the schema reads as the file name', () => {
    const { media_folder, public_folder } = config() as Record<string, string>;
    expect(media_folder).toBe('public/images');
    const picture = contentSchemas.profile.shape.avatar.shape.file;
    expect(picture.parse(`${public_folder}/photo.jpg`)).toBe('photo.jpg');
  });

  it('names new project folders in the form the site accepts, and never deletes one', () => {
    const projects = config().collections.find((collection) => collection.name === 'projects')!;
    expect(projects).toMatchObject({ folder: 'content/tracked', path: '{{slug}}/project' });
    expect(projects.delete).toBe(false);
    const [pattern] = (projects.slug as { pattern: [string, string] }).pattern;
    expect('kite-winder').toMatch(new RegExp(pattern));
    expect('Kite Winder').not.toMatch(new RegExp(pattern));
    // The editor's own address can never be a project's.
    expect(reservedSlugs).toContain(adminFolder);
  });

  it('is valid against the editor’s own JSON Schema, field by field', () => {
    const schemaFile = sveltiaBundle.replace(/dist\/sveltia-cms\.js$/, 'schema/sveltia-cms.json');
    // zod reads all of it but one `not` (two options that exclude each other), left out here.
    const schema = JSON.parse(readFileSync(schemaFile, 'utf8'), (_key, value: unknown) => {
      if (value && typeof value === 'object' && 'not' in value)
        return Object.fromEntries(Object.entries(value).filter(([key]) => key !== 'not'));
      return value;
    }) as { definitions: Record<string, { properties?: Record<string, unknown> }> };
    const yaml = parse(cmsConfigYaml(config())) as unknown;
    const result = z
      .fromJSONSchema(schema as Parameters<typeof z.fromJSONSchema>[0])
      .safeParse(yaml);
    expect(result.error?.issues ?? []).toEqual([]);
    // Its Field type also admits custom widgets with any option: check each built-in one's options.
    const definitions: Record<string, string[]> = {
      string: ['StringField'],
      markdown: ['MarkdownField'],
      image: ['ImageField'],
      file: ['FileField'],
      number: ['NumberField'],
      select: ['SelectField'],
      boolean: ['BooleanField'],
      object: ['ObjectFieldWithSubFields'],
      list: ['ListFieldWithSubFields', 'ListFieldWithSubField'],
      datetime: ['DateTimeField'],
      text: ['TextField'],
      color: ['ColorField'],
    };
    const check = (field: CmsField) => {
      const allowed = definitions[field.widget]?.flatMap((name) =>
        Object.keys(schema.definitions[name]?.properties ?? {}),
      );
      expect(allowed, `widget ${field.widget}`).toBeDefined();
      for (const key of Object.keys(field)) expect(allowed, `${field.name}.${key}`).toContain(key);
      for (const inner of (field.fields as CmsField[] | undefined) ?? []) check(inner);
      if (field.field) check(field.field as CmsField);
    };
    for (const collection of config().collections)
      for (const { fields } of collectionFiles(collection)) fields.forEach(check);
  });
});

describe('the resume’s form', () => {
  const resumeForm = () =>
    (
      cmsConfig({ root, repo, site }).collections.find((item) => item.name === 'site')!
        .files as CmsCollection[]
    ).find((file) => file.name === 'resume')!;
  const projectLine = () =>
    (resumeForm().fields as CmsField[]).find((field) => field.name === 'projects')!;

  it('picks a project line’s project from the tracked project folders the build found, by title', () => {
    const folders = trackedProjectFolders(root);
    expect(folders.length).toBeGreaterThan(0);
    const { content } = loadContent(root);
    const project = (projectLine().fields as CmsField[]).find((field) => field.name === 'project');
    expect(project).toMatchObject({ widget: 'select', required: false });
    expect(project!['options']).toEqual(
      folders.map((slug) => ({
        label: `${content!.trackedProjects.find((tracked) => tracked.slug === slug)!.title} (${slug})`,
        value: slug,
      })),
    );
    // What the schema says of the field is still its hint.
    const schemaField = (
      contentFields('resume').find((field) => field.name === 'projects')!.fields as CmsField[]
    ).find((field) => field.name === 'project')!;
    expect(project!['hint']).toBe(schemaField['hint']);
  });

  it('keeps the rest of a project line as the schema makes it', () => {
    const schemaLine = contentFields('resume').find((field) => field.name === 'projects')!;
    const others = (fields: unknown) =>
      (fields as CmsField[]).filter((field) => field.name !== 'project');
    expect(others(projectLine().fields)).toEqual(others(schemaLine.fields));
  });

  it('leaves project: a line of text when there is no tracked project folder to pick', () => {
    const line = resumeFields([]).find((field) => field.name === 'projects')!;
    const project = (line.fields as CmsField[]).find((field) => field.name === 'project');
    expect(project!.widget).toBe('string');
  });
});

describe('the dated updates of a project', () => {
  const updates = (slug: string) =>
    cmsConfig({ root, repo, site }).collections.find(
      (collection) => collection.name === `${slug}-updates`,
    )!;
  const field = (collection: CmsCollection, name: string) =>
    (collection.fields as CmsField[]).find((item) => item.name === name);

  it('are one Markdown file each, created and deleted from the form, newest first', () => {
    expect(updates('gripper-arm')).toMatchObject({
      label: 'Gripper Arm: updates',
      folder: 'content/tracked/gripper-arm/updates',
      extension: 'md',
      format: 'yaml-frontmatter',
      create: true,
      delete: true,
      identifier_field: 'title',
      summary: '{{fields.title}}',
      slug: { template: '{{fields.date}}-{{slug}}', editable: false },
      sortable_fields: { default: { field: 'date', direction: 'descending' } },
    });
  });

  it('have a date picker with no time, today by default, stored as YYYY-MM-DD text the schema takes', () => {
    const date = field(updates('gripper-arm'), 'date');
    expect(date).toMatchObject({
      widget: 'datetime',
      type: 'date',
      format: 'YYYY-MM-DD',
      default: '{{now}}',
      required: true,
    });
    // No time zone conversion: the day picked is the day stored.
    expect(date).not.toHaveProperty('picker_utc');
    expect(date).not.toHaveProperty('output_utc');
    expect(dayFormat).toBe('YYYY-MM-DD');
    // The picker is for the schema's own day pattern: a change there must come here too.
    const schema = contentJsonSchema('update') as JsonSchema;
    expect(schema.properties!.date!.pattern).toBe(dayPattern);
    expect(contentSchemas.update.shape.date.parse('2026-11-24')).toBe('2026-11-24');
  });

  it('offer the project’s milestones by title, and no milestone where the project has no timeline', () => {
    expect(field(updates('gripper-arm'), 'milestone')).toMatchObject({
      widget: 'select',
      required: false,
      options: fixtureMilestoneInputs.map(({ id, title }) => ({
        label: `${id}. ${title}`,
        value: id,
      })),
    });
    expect(field(updates('tide-clock'), 'milestone')).toBeUndefined();
    // Content that does not read (the build would stop): the schema's number field.
    expect(updateFields(undefined).find((item) => item.name === 'milestone')).toMatchObject({
      widget: 'number',
      value_type: 'int',
      min: 1,
    });
  });

  it('name a new file from the date field, so the name and the front matter say the same day, which the content check accepts', () => {
    const day = '2031-04-30';
    // What the editor fills the template with: the date field's value and the title, made a slug.
    const name = updateSlugTemplate
      .replace('{{fields.date}}', day)
      .replace('{{slug}}', 'servos-wired-at-last');
    const file: MarkdownFile = {
      front: { title: 'Servos wired, at last', date: day, milestone: 3, pictures: [] },
      body: 'All four servos answer the board.\n',
    };
    const copy = writeFixtureProject({
      ...fixtureFiles,
      ...updateFiles,
      [`content/tracked/gripper-arm/updates/${name}.md`]: file,
    });
    try {
      expect(name).toBe('2031-04-30-servos-wired-at-last');
      const { problems, content } = loadContent(copy);
      expect(problems).toEqual([]);
      const saved = content!.updates['gripper-arm']!.find(
        (update) => update.slug === 'servos-wired-at-last',
      );
      expect(saved).toMatchObject({
        slug: 'servos-wired-at-last',
        date: day,
        milestone: 3,
      });
    } finally {
      rmSync(copy, { recursive: true, force: true });
    }
    expect(fileText(file)).toContain(`date: ${day}\n`);
  });
});

describe('the repository it commits to', () => {
  it('is GITHUB_REPOSITORY on GitHub Actions', () => {
    expect(repositoryName({ GITHUB_REPOSITORY: 'robin/portfolio' }, () => undefined)).toBe(
      'robin/portfolio',
    );
  });

  it('is the origin remote’s elsewhere, over https or ssh', () => {
    for (const url of [
      'https://github.com/robin/portfolio.git',
      'https://github.com/robin/portfolio',
      'git@github.com:robin/portfolio.git',
      'ssh://git@github.com/robin/portfolio.git\n',
    ])
      expect(parseGitHubRemote(url), url).toBe('robin/portfolio');
    expect(repositoryName({}, () => 'git@github.com:robin/robin.github.io.git')).toBe(
      'robin/robin.github.io',
    );
  });

  it('is a placeholder when neither says', () => {
    expect(repositoryName({}, () => undefined)).toBe(placeholderRepository);
    expect(repositoryName({}, () => 'https://gitlab.com/robin/portfolio.git')).toBe(
      placeholderRepository,
    );
  });
});
