// @vitest-environment node
import { readFileSync, rmSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { z } from 'zod';
import { pages } from '../../../src/app/pages';
import { contentJsonSchema } from '../../../src/content/json-schema';
import { loadContent } from '../../../src/content/load';
import { contentFiles, trackedProjectFolders } from '../../../src/content/paths';
import { contentSchemas, reservedSlugs, type ContentKind } from '../../../src/content/schema';
import { versionFile, versionFileText } from '../../../src/content/upgrade';
import { maxOriginalSide } from '../../../src/lib/responsive-image';
import {
  fileText,
  fixtureFiles,
  fixtureMilestoneInputs,
  writeFixtureProject,
  type MarkdownFile,
} from '../../../src/test/fixture-content';
import {
  adminContentSecurityPolicy,
  adminCspSources,
  adminFolder,
  adminImportMap,
  adminPage,
  adminPlugin,
  bundleFile,
  cmsConfig,
  cmsConfigYaml,
  cmsField,
  contentFields,
  editorPage,
  dayFormat,
  dayPattern,
  fieldsOf,
  isPreview,
  labelOf,
  maxUploadBytes,
  parseGitHubRemote,
  placeholderRepository,
  projectCollections,
  projectFolders,
  repositoryName,
  resumeFields,
  servedBundle,
  sveltiaBundle,
  sveltiaVersion,
  updateFields,
  updateSlugTemplate,
  upgradeFirstPage,
  uploadTransformation,
  writeAdmin,
  type CmsCollection,
  type CmsField,
  type JsonSchema,
} from '.';
import { sitemap } from '../files/site-assets';
import { upgradeWorkflowFile, upgradeWorkflowName } from '../../content/upgrade-names';

const site = { basePath: '/portfolio/', siteUrl: 'https://owner.github.io', noindex: false };
const repo = 'fixture-owner/fixture-site';

/** The form field zod's JSON Schema of `schema` becomes, as a required key `name`. */
const fieldFor = (schema: z.ZodType, name = 'value') =>
  cmsField(name, z.toJSONSchema(schema, { io: 'input' }) as JsonSchema, true);

/** The fixture project with two dated updates of its own, one on a milestone (made-up words). */
const updateFiles: Record<string, MarkdownFile> = {
  'content/tracked/gripper-arm/updates/2031-03-02-wrist-bracket.md': {
    front: { title: 'A bracket for the wrist servo', milestone: 3 },
    body: 'The wrist servo now sits in a printed bracket.\n\nIt no longer rattles.\n',
  },
  'content/tracked/gripper-arm/updates/hinge-pins.md': {
    front: { title: 'Brass hinge pins', date: '2031-01-15' },
    body: 'The finger joints turn on brass pins now.\n',
  },
};

let root: string;
beforeAll(() => {
  root = writeFixtureProject({ ...fixtureFiles, ...updateFiles });
});
afterAll(() => rm(root, { recursive: true, force: true }));

describe('form fields from the content schemas', () => {
  it('labels a field from its key', () => {
    expect(labelOf('jobTitle')).toBe('Job title');
    expect(labelOf('professionalNetworkUrl')).toBe('Professional network URL');
    expect(labelOf('youtubeId')).toBe('Youtube ID');
    expect(labelOf('heading')).toBe('Heading');
  });

  it('maps each shape the schemas use to its widget', () => {
    expect(fieldFor(z.string().meta({ description: 'Say it' }))).toEqual({
      name: 'value',
      label: 'Value',
      widget: 'string',
      hint: 'Say it',
    });
    // A text that may be a figure (`value: 40`) is a line of text.
    expect(fieldFor(z.union([z.string(), z.number()])).widget).toBe('string');
    expect(fieldFor(z.url()).type).toBe('url');
    expect(fieldFor(z.email()).type).toBe('email');
    expect(fieldFor(z.string().regex(/^\w{3}$/)).pattern).toEqual(['^\\w{3}$', expect.any(String)]);
    expect(fieldFor(z.enum(['a', 'b']))).toMatchObject({ widget: 'select', options: ['a', 'b'] });
    expect(fieldFor(z.boolean().default(false))).toMatchObject({
      widget: 'boolean',
      default: false,
    });
    expect(fieldFor(z.number().int().positive())).toMatchObject({
      widget: 'number',
      value_type: 'int',
      min: 1,
    });
    expect(fieldFor(z.number().int().min(2000).max(2100))).toMatchObject({ min: 2000, max: 2100 });
    expect(fieldFor(z.number())).toMatchObject({ widget: 'number', value_type: 'float' });
    expect(fieldFor(z.string().meta({ markdown: 'block' }))).toMatchObject({
      widget: 'markdown',
      editor_components: [],
    });
    expect(fieldFor(z.string().meta({ markdown: 'inline' }))).toMatchObject({
      widget: 'markdown',
      minimal: true,
    });
    expect(fieldFor(z.string().meta({ picture: true }))).toMatchObject({
      widget: 'image',
      choose_url: false,
    });
    // A day is a date picker (no time) that stores the text 2026-11-24.
    expect(fieldFor(z.string().regex(/^\d{4}-\d{2}-\d{2}$/))).toEqual({
      name: 'value',
      label: 'Value',
      widget: 'datetime',
      type: 'date',
      format: 'YYYY-MM-DD',
    });
    // A month or a day stays text, checked by its pattern.
    expect(fieldFor(z.string().regex(/^\d{4}-\d{2}(-\d{2})?$/)).widget).toBe('string');
    // A paragraph of plain text is a box of lines.
    expect(fieldFor(z.string().meta({ multiline: true })).widget).toBe('text');
  });

  it('checks a resume date in the form as the build will (its pattern sits after a transform)', () => {
    const work = contentFields('resume').find((field) => field.name === 'work')!;
    const start = (work.fields as CmsField[]).find((field) => field.name === 'startDate')!;
    const [pattern] = start.pattern as [string, string];
    for (const good of ['2025', '2025-06', '2025-06-02']) expect(good).toMatch(new RegExp(pattern));
    for (const bad of ['June 2025', '2025-13', '25-06'])
      expect(bad).not.toMatch(new RegExp(pattern));
    expect(contentFields('resume').find((field) => field.name === 'summary')!.widget).toBe('text');
  });

  it('makes a key the schema may leave out, or set to null, an optional field', () => {
    const fields = fieldsOf(
      z.toJSONSchema(
        z.strictObject({
          kept: z.string(),
          left: z.string().optional(),
          empty: z.strictObject({ a: z.string() }).nullable().default(null),
          listed: z.array(z.string()).default([]),
        }),
        { io: 'input' },
      ) as JsonSchema,
    );
    expect(fields.map(({ name, required }) => [name, required ?? true])).toEqual([
      ['kept', true],
      ['left', false],
      ['empty', false],
      ['listed', false],
    ]);
    expect(fields[2]).toMatchObject({ widget: 'object', fields: [{ name: 'a' }] });
  });

  it('takes a field’s own label and hint over those of the shape it uses', () => {
    const shape = z
      .strictObject({ file: z.string() })
      .meta({ title: 'Picture', description: 'Any' });
    const [field] = fieldsOf(
      z.toJSONSchema(
        z.strictObject({
          heroImage: shape.nullable().meta({ label: 'Big picture', description: 'At the top' }),
        }),
        { io: 'input' },
      ) as JsonSchema,
    );
    expect(field).toMatchObject({ label: 'Big picture', hint: 'At the top', required: false });
    expect(fieldFor(shape, 'heroImage')).toMatchObject({ label: 'Hero image', hint: 'Any' });
  });

  it('makes lists of objects and of texts, with their minimum', () => {
    expect(
      fieldFor(z.array(z.strictObject({ title: z.string(), note: z.string() })).min(1)),
    ).toMatchObject({
      widget: 'list',
      min: 1,
      summary: '{{fields.title}}',
      fields: [{ name: 'title' }, { name: 'note' }],
    });
    // One field per item (never a comma-separated line: an item may hold a comma).
    expect(fieldFor(z.array(z.string()), 'tags')).toMatchObject({
      widget: 'list',
      field: { widget: 'string', label: 'Tags' },
    });
  });

  it('stops the build on a shape it cannot make a field for, naming it', () => {
    expect(() =>
      fieldsOf(
        z.toJSONSchema(z.strictObject({ when: z.union([z.string(), z.strictObject({})]) }), {
          io: 'input',
        }) as JsonSchema,
      ),
    ).toThrow(/cannot make a form field for when \(a choice between several shapes/);
  });

  /** Every key path of a JSON Schema object, and of a list of fields, to compare them. */
  const schemaPaths = (node: JsonSchema, prefix = ''): string[] => {
    const inner = node.anyOf?.find((choice) => choice.type !== 'null') ?? node;
    const object = inner.type === 'array' ? inner.items! : inner;
    return Object.entries(object.properties ?? {}).flatMap(([key, value]) => [
      `${prefix}${key}`,
      ...schemaPaths(value, `${prefix}${key}.`),
    ]);
  };
  const fieldPaths = (fields: CmsField[], prefix = ''): string[] =>
    fields.flatMap((field) => [
      `${prefix}${field.name}`,
      ...fieldPaths((field.fields as CmsField[] | undefined) ?? [], `${prefix}${field.name}.`),
    ]);

  it.each(Object.keys(contentSchemas) as ContentKind[])(
    'has a field for every key of the %s schema, at every depth, and no other',
    (kind) => {
      expect(fieldPaths(contentFields(kind))).toEqual(
        schemaPaths(contentJsonSchema(kind) as JsonSchema),
      );
    },
  );
});

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

describe('the editor’s page', () => {
  const html = adminPage('Robin · content editor');

  it('asks robots to stay away, loads config.yml beside it and the bundle, and nothing else', () => {
    expect(html).toContain('<meta name="robots" content="noindex, nofollow" />');
    expect(html).toContain('<title>Robin · content editor</title>');
    expect(html).toContain(
      '<link rel="cms-config-url" type="application/yaml" href="config.yml" />',
    );
    expect([...html.matchAll(/<script\b[^>]*>/g)].map(([tag]) => tag)).toEqual([
      '<script type="importmap">',
      `<script src="${bundleFile}">`,
    ]);
    expect([...html.matchAll(/(?:src|href)="([^"]+)"/g)].map(([, url]) => url)).toEqual([
      'config.yml',
      bundleFile,
    ]);
  });

  it('maps the WebP encoder the editor would fetch from unpkg.com to the site’s own copy', () => {
    expect(html).toContain(`<script type="importmap">${adminImportMap}</script>`);
    const { imports } = JSON.parse(adminImportMap) as { imports: Record<string, string> };
    expect(Object.entries(imports)).toEqual([
      [
        expect.stringMatching(/^https:\/\/unpkg\.com\/@jsquash\/webp@[\d.]+\/encode\.js\?module$/),
        './vendor/jsquash-webp/encode.js',
      ],
      ['wasm-feature-detect', './vendor/wasm-feature-detect/dist/esm/index.js'],
    ]);
    // The exact address the editor's bundle imports it from.
    const bundle = readFileSync(sveltiaBundle, 'utf8');
    expect(bundle).toContain('encode.js?module');
    const unpkg = Object.keys(imports).find((address) => address.startsWith('https://'))!;
    expect(bundle).toContain(`"@jsquash/webp":\`^${/@([\d.]+)\//.exec(unpkg)![1]}\``);
  });

  it('has its own policy: scripts from the site only, and each outside source named', () => {
    const policy = adminContentSecurityPolicy();
    expect(html).toContain(`<meta http-equiv="Content-Security-Policy" content="${policy}" />`);
    // The import map by its hash, and WebAssembly for the encoder: never eval, never inline code.
    expect(adminCspSources['script-src']).toEqual([
      "'self'",
      `'sha256-${createHash('sha256').update(adminImportMap).digest('base64')}'`,
      "'wasm-unsafe-eval'",
    ]);
    expect(policy).not.toMatch(/'unsafe-eval'/);
    expect(policy.match(/'unsafe-inline'/g)).toHaveLength(1); // styles only
    const outside = Object.values(adminCspSources)
      .flat()
      .filter((source) => source.startsWith('https:'));
    expect(new Set(outside)).toEqual(
      new Set(['https://avatars.githubusercontent.com', 'https://api.github.com']),
    );
  });
});

describe('content of an older shape than the code reads', () => {
  // The newest version is the test's (today's code has no upgrade step yet): content/version.yml
  // says 1, or nothing (1), against a newest of 2.
  const title = 'Robin · content editor';

  it('gets a page that says to upgrade first, and how, in place of the editor', () => {
    const html = editorPage(root, title, repo, 2);
    expect(html).toBe(upgradeFirstPage({ title, from: 1, to: 2, repo }));
    // Nothing can be edited: the editor's bundle, its configuration and any script are not on it.
    expect(html).not.toMatch(/<script\b/);
    expect(html).not.toContain(bundleFile);
    expect(html).not.toContain('config.yml');
    expect(html).toMatch(/<h1>Upgrade your content before you edit it<\/h1>/);
    expect(html).toContain('version 1');
    expect(html).toContain('version 2');
    expect(html).toContain(
      `href="https://github.com/${repo}/actions/workflows/${upgradeWorkflowFile}"`,
    );
    expect(html).toContain(`<strong>${upgradeWorkflowName}</strong>`);
    expect(html).toContain('npm run content:upgrade');
    // The editor's own policy and robots line, as on the editor's page.
    expect(html).toContain(
      `<meta http-equiv="Content-Security-Policy" content="${adminContentSecurityPolicy()}" />`,
    );
    expect(html).toContain('<meta name="robots" content="noindex, nofollow" />');
  });

  it('names the Actions tab without a link when the repository is not known', () => {
    const html = upgradeFirstPage({ title, from: 1, to: 2, repo: placeholderRepository });
    expect(html).not.toContain(placeholderRepository);
    expect(html).toContain('<strong>Actions</strong> tab');
  });

  it('gets the editor once content/version.yml names the newest version', async () => {
    expect(editorPage(root, title, repo, 1)).toBe(adminPage(title));
    const upgraded = writeFixtureProject({ ...fixtureFiles, ...updateFiles });
    await writeFile(join(upgraded, versionFile), versionFileText(2));
    expect(editorPage(upgraded, title, repo, 2)).toBe(adminPage(title));
    await rm(upgraded, { recursive: true, force: true });
  });

  it('is what the build writes as /admin/index.html', async () => {
    const dist = await mkdtemp(join(tmpdir(), 'admin-dist-'));
    await writeAdmin(dist, site, { root, repo, newest: 2 });
    const html = await readFile(join(dist, adminFolder, 'index.html'), 'utf8');
    expect(html).toBe(editorPage(root, cmsConfig({ root, repo, site }).app_title, repo, 2));
    expect(html).toContain('Upgrade your content before you edit it');
    await rm(dist, { recursive: true, force: true });
  });
});

describe('writing the editor into the build', () => {
  let dist: string;
  beforeAll(async () => {
    dist = await mkdtemp(join(tmpdir(), 'admin-dist-'));
  });
  afterAll(() => rm(dist, { recursive: true, force: true }));

  it('writes its page, its configuration, the pinned bundle without a source map, and vendor/', async () => {
    await writeAdmin(dist, site, { root, repo });
    expect((await readdir(join(dist, adminFolder))).sort()).toEqual(
      ['config.yml', 'index.html', bundleFile, 'vendor'].sort(),
    );
    // Every address the import map names is a file written beside the page.
    const { imports } = JSON.parse(adminImportMap) as { imports: Record<string, string> };
    for (const target of Object.values(imports))
      expect((await stat(join(dist, adminFolder, target))).isFile(), target).toBe(true);
    const vendor = (await readdir(join(dist, adminFolder, 'vendor'), { recursive: true })).sort();
    expect(vendor.filter((file) => file.endsWith('.wasm'))).toEqual([
      'jsquash-webp/codec/enc/webp_enc.wasm',
      'jsquash-webp/codec/enc/webp_enc_simd.wasm',
    ]);
    expect(bundleFile).toBe(`sveltia-cms-${sveltiaVersion}.js`);
    // The package's bundle, but for its fonts: each address it names on jsDelivr is now a WebFont 2
    // file written beside the page, and nothing else in it changed.
    const copied = await readFile(join(dist, adminFolder, bundleFile), 'utf8');
    const original = await readFile(sveltiaBundle, 'utf8');
    const jsDelivr = /https:\/\/cdn\.jsdelivr\.net\/[^)'"`\s]+/g;
    const own = /vendor\/fonts\/[a-z0-9.-]+/g;
    expect(copied).not.toContain('cdn.jsdelivr.net');
    expect(original.match(jsDelivr)!.length).toBeGreaterThan(0);
    expect(copied.match(own)).toHaveLength(original.match(jsDelivr)!.length);
    expect(copied.replace(own, '<font>')).toBe(original.replace(jsDelivr, '<font>'));
    for (const font of new Set(copied.match(own)))
      expect((await readFile(join(dist, adminFolder, font))).subarray(0, 4).toString(), font).toBe(
        'wOF2',
      );
    const config = parse(await readFile(join(dist, adminFolder, 'config.yml'), 'utf8')) as {
      backend: { repo: string };
    };
    expect(config.backend.repo).toBe(repo);
  });

  it('leaves it out of pull-request previews, which must not commit to main', async () => {
    const preview = { ...site, basePath: '/portfolio/pr-preview/pr-7/' };
    expect(isPreview(preview)).toBe(true);
    expect(isPreview(site)).toBe(false);
    const previewDist = await mkdtemp(join(tmpdir(), 'admin-preview-'));
    await writeAdmin(previewDist, preview, { root, repo });
    expect(await readdir(previewDist)).toEqual([]);
    await rm(previewDist, { recursive: true, force: true });
  });

  it('is no page of the site: not in the page list, so never in the sitemap', () => {
    expect(pages.map((page) => page.path)).not.toContainEqual(expect.stringContaining(adminFolder));
    const urls = pages.map((page) => `${site.siteUrl}${site.basePath}${page.path.slice(1)}`);
    expect(sitemap(urls, '2030-01-01')).not.toContain(`/${adminFolder}`);
  });
});

describe('under `npm run dev`', () => {
  let server: ViteDevServer;
  let base: string;
  beforeAll(async () => {
    server = await createServer({
      configFile: false,
      root,
      logLevel: 'silent',
      server: { port: 0, host: '127.0.0.1' },
      plugins: [adminPlugin(root)],
    });
    await server.listen();
    base = server.resolvedUrls!.local[0]!;
  });
  afterAll(() => server?.close());

  it('serves /admin/ with a configuration made from the content as it is now', async () => {
    const page = await fetch(`${base}${adminFolder}/`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(`<script src="${bundleFile}"></script>`);
    const config = await fetch(`${base}${adminFolder}/config.yml`);
    expect(config.headers.get('content-type')).toContain('yaml');
    const collections = (parse(await config.text()) as { collections: CmsCollection[] })
      .collections;
    expect(collections.map((collection) => collection.name)).toEqual(
      cmsConfig({ root, repo, site }).collections.map((collection) => collection.name),
    );
    const bundle = await fetch(`${base}${adminFolder}/${bundleFile}`);
    expect(bundle.status).toBe(200);
    const served = await bundle.text();
    expect(served).toBe(servedBundle());
    // Its fonts too, from the site: each one the bundle names.
    for (const font of new Set(served.match(/vendor\/fonts\/[a-z0-9.-]+/g))) {
      const file = await fetch(new URL(font, `${base}${adminFolder}/`));
      expect([file.status, file.headers.get('content-type')], font).toEqual([200, 'font/woff2']);
    }
    expect((await fetch(`${base}${adminFolder}/vendor/fonts/../../package.json`)).status).not.toBe(
      200,
    );
    // The encoder the import map names, and nothing else from node_modules.
    const wasm = await fetch(`${base}${adminFolder}/vendor/jsquash-webp/codec/enc/webp_enc.wasm`);
    expect([wasm.status, wasm.headers.get('content-type')]).toEqual([200, 'application/wasm']);
    for (const target of Object.values(
      (JSON.parse(adminImportMap) as { imports: Record<string, string> }).imports,
    ))
      expect((await fetch(new URL(target, `${base}${adminFolder}/`))).status, target).toBe(200);
    expect((await fetch(`${base}${adminFolder}/vendor/jsquash-webp/package.json`)).status).not.toBe(
      200,
    );
  });

  it('sends /admin to /admin/, where the page’s relative addresses work', async () => {
    const response = await fetch(`${base}${adminFolder}`, { redirect: 'manual' });
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe(`/${adminFolder}/`);
  });
});
