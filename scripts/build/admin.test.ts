// @vitest-environment node
import { readFileSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { z } from 'zod';
import { pages } from '../../src/app/pages';
import { contentJsonSchema } from '../../src/content/json-schema';
import {
  contentFiles,
  contentSchemas,
  trackedProjectFolders,
  type ContentKind,
} from '../../src/content/load';
import { reservedSlugs } from '../../src/content/schema';
import { writeFixtureProject } from '../../src/test/fixture-content';
import {
  adminContentSecurityPolicy,
  adminCspSources,
  adminFolder,
  adminPage,
  adminPlugin,
  bundleFile,
  cmsConfig,
  cmsConfigYaml,
  cmsField,
  contentFields,
  fieldsOf,
  isPreview,
  labelOf,
  parseGitHubRemote,
  placeholderRepository,
  projectCollections,
  repositoryName,
  sveltiaBundle,
  sveltiaVersion,
  writeAdmin,
  type CmsCollection,
  type CmsField,
  type JsonSchema,
} from './admin';
import { sitemap } from './site-assets';

const site = { basePath: '/portfolio/', siteUrl: 'https://owner.github.io', noindex: false };
const repo = 'fixture-owner/fixture-site';

/** The form field zod's JSON Schema of `schema` becomes, as a required key `name`. */
const fieldFor = (schema: z.ZodType, name = 'value') =>
  cmsField(name, z.toJSONSchema(schema, { io: 'input' }) as JsonSchema, true);

let root: string;
beforeAll(() => {
  root = writeFixtureProject();
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

  it('edits every content file there is, each with the fields of its schema', () => {
    const editable = config().collections.flatMap(collectionFiles);
    for (const file of contentFiles(root)) {
      const matches = editable.filter(({ path }) => path.test(file.path));
      expect(matches, file.path).toHaveLength(1);
      const fields = matches[0]!.fields.filter((field) => field.name !== 'body');
      expect(fields, file.path).toEqual(contentFields(file.kind));
    }
  });

  it('maps every collection to exactly one content schema; a Markdown file’s text is its body', () => {
    const kinds = Object.keys(contentSchemas) as ContentKind[];
    const withoutBody = (fields: CmsField[]) => fields.filter((field) => field.name !== 'body');
    for (const collection of config().collections.filter((item) => !item.divider))
      for (const { path, fields } of collectionFiles(collection)) {
        const matching = kinds.filter(
          (kind) => JSON.stringify(withoutBody(fields)) === JSON.stringify(contentFields(kind)),
        );
        expect(matching, `${collection.name}: ${path}`).toHaveLength(1);
        if (String(path).includes('\\.md'))
          expect(fields.at(-1)).toMatchObject({ name: 'body', widget: 'markdown' });
        else expect(fields.map((field) => field.name)).not.toContain('body');
      }
  });

  it('has a timeline, purchasing and story collection for each project folder, from one function', () => {
    const names = config().collections.map((collection) => collection.name);
    for (const slug of trackedProjectFolders(root))
      for (const collection of projectCollections({ slug, title: slug }))
        expect(names).toContain(collection.name);
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
      number: ['NumberField'],
      select: ['SelectField'],
      boolean: ['BooleanField'],
      object: ['ObjectFieldWithSubFields'],
      list: ['ListFieldWithSubFields', 'ListFieldWithSubField'],
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
      `<script src="${bundleFile}">`,
    ]);
    expect([...html.matchAll(/(?:src|href)="([^"]+)"/g)].map(([, url]) => url)).toEqual([
      'config.yml',
      bundleFile,
    ]);
  });

  it('has its own policy: scripts from the site only, and each outside source named', () => {
    const policy = adminContentSecurityPolicy();
    expect(html).toContain(`<meta http-equiv="Content-Security-Policy" content="${policy}" />`);
    expect(adminCspSources['script-src']).toEqual(["'self'"]);
    expect(policy).not.toContain('unsafe-eval');
    expect(policy.match(/'unsafe-inline'/g)).toHaveLength(1); // styles only
    const outside = Object.values(adminCspSources)
      .flat()
      .filter((source) => source.startsWith('https:'));
    expect(new Set(outside)).toEqual(
      new Set([
        'https://cdn.jsdelivr.net',
        'https://avatars.githubusercontent.com',
        'https://api.github.com',
        'https://www.githubstatus.com',
      ]),
    );
  });
});

describe('writing the editor into the build', () => {
  let dist: string;
  beforeAll(async () => {
    dist = await mkdtemp(join(tmpdir(), 'admin-dist-'));
  });
  afterAll(() => rm(dist, { recursive: true, force: true }));

  it('writes its page, its configuration and the pinned bundle, without a source map', async () => {
    await writeAdmin(dist, site, { root, repo });
    expect((await readdir(join(dist, adminFolder))).sort()).toEqual(
      ['config.yml', 'index.html', bundleFile].sort(),
    );
    expect(bundleFile).toBe(`sveltia-cms-${sveltiaVersion}.js`);
    const copied = await readFile(join(dist, adminFolder, bundleFile));
    expect(copied.equals(await readFile(sveltiaBundle))).toBe(true);
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
    expect(Number((await bundle.arrayBuffer()).byteLength)).toBe(
      readFileSync(sveltiaBundle).length,
    );
  });

  it('sends /admin to /admin/, where the page’s relative addresses work', async () => {
    const response = await fetch(`${base}${adminFolder}`, { redirect: 'manual' });
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe(`/${adminFolder}/`);
  });
});
