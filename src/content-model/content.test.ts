import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fixtureFiles, fixtureMilestoneInputs } from '../../scripts/lab/unit-tests/fixture-content';
import {
  describedFields,
  fieldsOf,
  contentJsonSchemaFiles,
  editorSettings,
  readmeFieldMarkers,
  readmeFieldTables,
  readmeWithFieldTables,
  tableCell,
  withFieldTables,
} from './json-schema';
import { loadContent } from './load';
import {
  contentFiles,
  contentFolder,
  contentRoot,
  schemasFolder as schemasFolderPath,
  yamlFileGlobs,
} from './content-files';
import { contentSchemas, type ContentKind } from './schema/kinds';
import {
  milestonesSchema,
  projectFileSchema,
  reservedSlugs,
  slugSchema,
  type MilestoneStatus,
} from './schema';

// The owner may change every word, figure and milestone in content/: these
// tests hold only what any valid content keeps. The rules themselves are
// tested on made-up content (scripts/lab/unit-tests/fixture-content.ts) through the schemas,
// and through the loader in ./load-*.test.ts.

// The owner's content/, or the sample's while the repository has none of its own (paths.ts).
const root = contentRoot();
const schemasFolder = join(process.cwd(), schemasFolderPath);

/** Every YAML file in content/, by its path from the top of the repository. */
function yamlFiles(folder = join(root, contentFolder)): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return yamlFiles(path);
    return /\.ya?ml$/.test(entry.name) ? [relative(root, path)] : [];
  });
}

describe('the owner’s content (content/)', () => {
  it('passes the loader with no problems: every file, field and picture', () => {
    expect(loadContent(root).problems).toEqual([]);
  });

  it('keeps the JSON Schemas in .schemas/ in step with the zod schemas', () => {
    const expected = contentJsonSchemaFiles();
    const outOfDate = 'is out of date: run `npm run schemas` and commit the files it writes';
    expect(readdirSync(schemasFolder).sort(), `${schemasFolderPath}/ ${outOfDate}`).toEqual(
      Object.keys(expected).sort(),
    );
    for (const [file, text] of Object.entries(expected))
      expect(
        readFileSync(join(schemasFolder, file), 'utf8'),
        `${schemasFolderPath}/${file} ${outOfDate}`,
      ).toBe(text);
  });

  it('describes every field of every file: the guidance the editor, the form editor and the README show', () => {
    const kinds = Object.keys(contentSchemas) as ContentKind[];
    const undescribed = kinds.flatMap((kind) =>
      describedFields(kind)
        .filter((field) => !field.description?.trim())
        .map((field) => `${kind}: ${field.path}`),
    );
    expect(undescribed, 'give each a .meta({ description }) in src/content-model/schema/').toEqual(
      [],
    );
    // Nested fields are listed under their parents: the walk reaches into objects, lists and nulls.
    const projectPaths = describedFields('project').map((field) => field.path);
    expect(projectPaths).toContain('specs.costs.lines[].amount');
    expect(projectPaths).toContain('nextSteps.challenges[].title');
    expect(describedFields('timeline').map((field) => field.path)).toContain(
      'milestones[].image.alt',
    );
    // A shape it does not read is an error, never a field skipped.
    const map = {
      type: 'object',
      properties: { notes: { additionalProperties: { type: 'string' } } },
    };
    expect(() => fieldsOf(map, 'mine')).toThrow(
      /^mine: notes has a shape the field list does not read/,
    );
    const union = { anyOf: [{ properties: { a: {} } }, { items: { properties: { b: {} } } }] };
    expect(() => fieldsOf(union, 'mine')).toThrow(/^mine: the file has a shape/);
    expect(() => fieldsOf({ $ref: '#/$defs/x' }, 'mine')).toThrow(/\(\$ref\)/);
    expect(
      fieldsOf({ properties: { a: { description: 'A', default: 1 } }, required: [] }, 'mine'),
    ).toEqual([{ path: 'a', required: false, description: 'A' }]);
  });

  it("keeps the README's field tables in step with the descriptions", async () => {
    const path = join(process.cwd(), 'README.md');
    expect(
      readFileSync(path, 'utf8'),
      "README.md's field tables are out of date: run `npm run schemas`",
    ).toBe(await readmeWithFieldTables(path));
    // A row per field, each description one cell: on one line, a | in it kept from the columns.
    expect(tableCell('a | b\n  c')).toBe('a \\| b c');
    const tables = readmeFieldTables();
    expect(tables).toContain("| `card.badge` | yes | The card's badge");
    expect(tables).not.toMatch(/\| `featured` \| yes/);
    const { start, end } = readmeFieldMarkers;
    for (const broken of ['# My site\n', `${end}\n${start}\n`, `${start}\n${end}\n${end}\n`])
      expect(() => withFieldTables(broken), broken).toThrow(
        `README.md needs the two lines around its field tables, once each and in this order:\n${start}\n${end}\n`,
      );
    expect(withFieldTables(`# Mine\n\n${start}\nold\n${end}\n\nAfter.\n`)).toBe(
      `# Mine\n\n${tables}\n\nAfter.\n`,
    );
  });

  it('maps each JSON Schema to its YAML files in .vscode/settings.json, which the form editor leaves alone', () => {
    const settings = (text: string) =>
      (JSON.parse(text) as { 'yaml.schemas': Record<string, string> })['yaml.schemas'];
    const written = readFileSync(join(process.cwd(), '.vscode', 'settings.json'), 'utf8');
    expect(
      settings(written),
      '.vscode/settings.json is out of date: run `npm run schemas` and commit it',
    ).toEqual(settings(editorSettings()));
    // Each YAML content file there is falls under its own kind's glob, and no other.
    const globPattern = (glob: string) =>
      new RegExp(`^${glob.replace(/[.]/g, '\\.').replace(/\*/g, '[^/]+')}$`);
    const yaml = contentFiles(root).filter(({ path }) => path.endsWith('.yml'));
    expect(yaml.length).toBeGreaterThan(0);
    for (const { path, kind } of yaml)
      expect(
        Object.entries(yamlFileGlobs)
          .filter(([, glob]) => globPattern(glob).test(path))
          .map(([kind]) => kind),
        path,
      ).toEqual([kind]);
  });

  it('keeps what else the owner put in .vscode/settings.json, and never rewrites a file it cannot read', () => {
    const ours = (JSON.parse(editorSettings()) as { 'yaml.schemas': Record<string, string> })[
      'yaml.schemas'
    ];
    const mine = JSON.parse(
      editorSettings('{"editor.wordWrap":"on","yaml.schemas":{"my.json":"notes/*.yml"}}'),
    ) as Record<string, unknown>;
    expect(mine['editor.wordWrap']).toBe('on');
    expect(mine['yaml.schemas']).toEqual({ 'my.json': 'notes/*.yml', ...ours });
    expect(() => editorSettings('// mine\n{"editor.wordWrap":"on"}')).toThrow(
      /^\.vscode\/settings\.json is not plain JSON \(comments or trailing commas\?\), so it is left as it is: add this to it by hand:\n\{\n {2}"yaml\.schemas"/,
    );
    expect(() => editorSettings('[]')).toThrow(/not plain JSON/);
  });

  // The line is a help for editors, not a rule: a file without it (the form editor drops
  // comments; an owner may delete it) is fine, but one that has it must name the right schema.
  it('names its own JSON Schema where a YAML file names one, for the editor', () => {
    const kinds = new Map(contentFiles(root).map((file) => [file.path, file.kind]));
    for (const file of yamlFiles()) {
      const [firstLine] = readFileSync(join(root, file), 'utf8').split('\n');
      const schema = /^# yaml-language-server: \$schema=(\S+)$/.exec(firstLine ?? '')?.[1];
      if (!schema) continue;
      const target = resolve(dirname(join(root, file)), schema!);
      expect(existsSync(target), `${file} names ${schema}, which is not there`).toBe(true);
      expect(dirname(target), file).toBe(schemasFolder);
      // The file's own kind of schema (a project.yml names project.json).
      const kind = kinds.get(file);
      expect(kind, `${file} is not a file the site reads`).toBeDefined();
      expect(relative(schemasFolder, target), file).toBe(`${kind}.json`);
    }
  });
});

/** The problems the schema finds in a list of milestones, as "index.field: message". */
function problemsIn(milestones: unknown): string[] {
  const result = milestonesSchema.safeParse(milestones);
  return result.success
    ? []
    : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

/** The fixture milestones, as written, with the given statuses, in order. */
const withStatuses = (...statuses: MilestoneStatus[]) =>
  statuses.map((status, index) => ({
    ...fixtureMilestoneInputs[index % fixtureMilestoneInputs.length]!,
    id: index + 1,
    status,
  }));

describe('the timeline schema (SPEC §3, §4)', () => {
  it('accepts milestones in order, with or without a current one', () => {
    expect(problemsIn(fixtureMilestoneInputs)).toEqual([]);
    expect(problemsIn(withStatuses('completed', 'completed'))).toEqual([]);
    expect(problemsIn(withStatuses('future', 'future'))).toEqual([]);
    expect(problemsIn(withStatuses('current', 'future'))).toEqual([]);
  });

  it('numbers the milestones 1, 2, 3… in the order listed, each once', () => {
    const [first, second, ...rest] = fixtureMilestoneInputs;
    const swapped = [second!, first!, ...rest];
    expect(problemsIn(swapped.map((m) => ({ ...m, status: 'completed' })))).toEqual([
      '0.id: must be 1: ids count 1, 2, 3… in the order listed, each once',
      '1.id: must be 2: ids count 1, 2, 3… in the order listed, each once',
    ]);
    const repeated = fixtureMilestoneInputs.map((m, index) => (index === 2 ? { ...m, id: 2 } : m));
    expect(problemsIn(repeated)).toEqual([
      '2.id: must be 3: ids count 1, 2, 3… in the order listed, each once',
    ]);
  });

  it('allows one current milestone at most', () => {
    expect(problemsIn(withStatuses('completed', 'current', 'current', 'future'))).toEqual([
      '2.status: only one milestone can be current',
    ]);
  });

  it('keeps completed before current before future', () => {
    expect(problemsIn(withStatuses('current', 'completed'))).toEqual([
      '1.status: cannot follow a current milestone: completed ones come first, then the current one, then future ones',
    ]);
    expect(problemsIn(withStatuses('completed', 'future', 'current'))).toEqual([
      '2.status: cannot follow a future milestone: completed ones come first, then the current one, then future ones',
    ]);
    expect(problemsIn(withStatuses('future', 'completed'))).toEqual([
      '1.status: cannot follow a future milestone: completed ones come first, then the current one, then future ones',
    ]);
  });

  it('takes only the three statuses, and needs at least one milestone', () => {
    expect(problemsIn(withStatuses('completed').map((m) => ({ ...m, status: 'done' })))).toEqual([
      '0.status: must be one of completed, current, future',
    ]);
    expect(problemsIn([])).toEqual([': must list at least one milestone']);
  });

  it('makes each description HTML, and leaves out an image not given', () => {
    const [milestone] = milestonesSchema.parse(fixtureMilestoneInputs.slice(0, 1));
    expect(milestone!.description).toBe(`<p>${fixtureMilestoneInputs[0]!.description}</p>`);
    expect(milestone!.image).toBeNull();
  });
});

const fullProject = fixtureFiles['content/tracked/gripper-arm/project.yml'] as Record<
  string,
  unknown
>;
const smallProject = fixtureFiles['content/tracked/tide-clock/project.yml'] as Record<
  string,
  unknown
>;

describe('the project file schema (project.yml)', () => {
  it('needs only the opening and the card; every later section is optional', () => {
    expect(projectFileSchema.safeParse(smallProject).error).toBeUndefined();
    expect(projectFileSchema.safeParse(fullProject).error).toBeUndefined();
    for (const required of ['title', 'tagline', 'description', 'badge', 'heroImage', 'card'])
      expect(
        projectFileSchema.safeParse({ ...smallProject, [required]: undefined }).success,
        required,
      ).toBe(false);
  });

  it('takes no field it does not know, and a number where it asks for text', () => {
    expect(projectFileSchema.safeParse({ ...smallProject, subtitle: 'x' }).success).toBe(false);
    const specs = fullProject.specs as { items: Array<{ label: string; value: unknown }> };
    const parsed = projectFileSchema.parse({
      ...fullProject,
      specs: { ...specs, items: [{ label: 'Joints', value: 4 }] },
    });
    expect(parsed.specs!.items).toEqual([{ label: 'Joints', value: '4' }]);
  });

  it('takes an address-safe folder name, and none the site uses itself', () => {
    for (const slug of ['Tide Clock', 'tide_clock', '-tide', 'tide-', '', 'My Robot'])
      expect(slugSchema.safeParse(slug).success, slug).toBe(false);
    for (const slug of reservedSlugs) expect(slugSchema.safeParse(slug).success, slug).toBe(false);
    expect(reservedSlugs).toEqual(expect.arrayContaining(['admin', 'images', 'assets', '404']));
    for (const slug of ['tide-clock', 'arm2', 'a-b-c'])
      expect(slugSchema.safeParse(slug).success, slug).toBe(true);
  });

  it('refuses costs that are not in whole cents', () => {
    const specs = fullProject.specs as {
      costs: { lines: Array<Record<string, unknown>> } & Record<string, unknown>;
    };
    const withAmount = (amount: unknown) =>
      projectFileSchema.safeParse({
        ...fullProject,
        specs: {
          ...specs,
          costs: { ...specs.costs, lines: [{ ...specs.costs.lines[0]!, amount }] },
        },
      }).success;
    expect(withAmount(19.99)).toBe(true);
    expect(withAmount(0.29)).toBe(true);
    expect(withAmount(2.255)).toBe(false);
    expect(withAmount(0)).toBe(false);
    expect(withAmount('$19.99')).toBe(false);
  });
});
