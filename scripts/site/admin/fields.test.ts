// @vitest-environment node
/**
 * The form editor's fields (./fields.ts), made from the content schemas: each shape a schema
 * uses becomes its widget, with its label, hint and checks, and every key of every schema has one.
 */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { contentJsonSchema } from '../../../src/content-model/json-schema';
import { contentSchemas, type ContentKind } from '../../../src/content-model/schema';
import {
  cmsField,
  contentFields,
  fieldsOf,
  labelOf,
  type CmsField,
  type JsonSchema,
} from './fields';

/** The form field zod's JSON Schema of `schema` becomes, as a required key `name`. */
const fieldFor = (schema: z.ZodType, name = 'value') =>
  cmsField(name, z.toJSONSchema(schema, { io: 'input' }) as JsonSchema, true);

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
