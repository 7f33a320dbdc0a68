/**
 * The form editor's fields, made from the content schemas' JSON Schemas
 * (src/content-model/json-schema.ts): a field added to a schema appears in the form,
 * and a shape this file cannot turn into a form field stops the build, naming
 * it. Nothing here lists a content field by hand.
 */
import { contentJsonSchema } from '../../../src/content-model/json-schema.ts';
import type { ContentKind } from '../../../src/content-model/schema/kinds.ts';
import { modelFormats } from '../../../src/content-model/model-formats.ts';
import { drawingFormats } from '../../../src/content-model/schema/model.ts';

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
  /** A paragraph of plain text, not a line (a field's meta in src/content-model/schema/). */
  multiline?: boolean;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  minItems?: number;
  maxItems?: number;
  $ref?: string;
  $defs?: Record<string, JsonSchema>;
  /** Ours (`.meta()` in schema/fields.ts): the text is Markdown, a block of it or one line. */
  markdown?: 'block' | 'inline';
  /** Ours: the text is the file name of a picture in public/images/. */
  picture?: boolean;
  /** Ours: the text is the file name of a CAD model in public/models/ or a board's fab files in public/boards/. */
  designFile?: 'models' | 'boards' | 'drawings';
  /** Ours: a colour, one of these names or any #rrggbb (src/content-model/schema/look.ts). */
  colour?: string[];
  /** Ours: the form's label for the field, where its key does not say it well. */
  label?: string;
}

/** A field of the editor's configuration (https://sveltiacms.app/en/docs/fields). */
export type CmsField = { name: string; label: string; widget: string } & Record<string, unknown>;

/**
 * The Markdown toolbar: what markdown-it renders in a card (src/content-model/markdown.ts).
 * No headings (a card has its own), no images or code blocks: a picture in
 * Markdown would skip the photo pipeline and the base path, and the code-block
 * component fetches its highlighter from a CDN the editor's CSP refuses.
 */
const blockButtons = ['bold', 'italic', 'code', 'link', 'bulleted-list', 'numbered-list', 'quote'];
const inlineButtons = ['bold', 'italic', 'code', 'link'];
/**
 * Markdown opens as the text the owner wrote, kept character for character
 * (src/content-model/markdown.ts keeps every character as typed). The rich-text mode
 * is one switch away, with the toolbar above; it writes the field's Markdown
 * in its own style (*this* becomes _this_, 2*3*4 becomes 2_3_4), and as the
 * first mode it did so to every Markdown field of a file on any save.
 */
const markdownModes = ['raw', 'rich_text'];

/** The picture formats the schema accepts; a phone offers JPEG for a HEIC photo when asked for these. */
const pictureTypes = 'image/jpeg,image/png,image/webp,image/avif,image/svg+xml';

/**
 * The pattern zod writes for a day (isoDate in src/content-model/schema/fields.ts): such a field gets a
 * date picker.
 */
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
    `scripts/site/admin/fields.ts: cannot make a form field for ${path} (${why}: ${JSON.stringify(node).slice(0, 120)}); teach cmsField() this shape`,
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
  if (node.designFile) {
    // A model, a board's zip or a drawing, chosen from or uploaded to its own folder, like a picture to public/images/.
    return {
      ...base,
      widget: 'file',
      choose_url: false,
      media_folder: `/public/${node.designFile}`,
      public_folder: `/${node.designFile}`,
      accept: {
        models: modelFormats.join(','),
        boards: '.zip',
        drawings: drawingFormats.join(','),
      }[node.designFile],
    };
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
  // A paragraph of plain text (the schema's meta says so): a box of several lines, not one.
  if (node.multiline) return { ...base, widget: 'text' };
  // A colour by name or as #rrggbb (src/content-model/schema/look.ts): the picker, with the names typed.
  if (node.colour) return { ...base, widget: 'color', allowInput: true };
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
    // A day (isoDate in src/content-model/schema/fields.ts): the phone's or browser's date picker,
    // stored as the text 2026-11-24. A date-only input in local time: no time, no time zone,
    // nothing to shift.
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
export function bodyField(label: string): CmsField {
  return {
    name: 'body',
    label,
    widget: 'markdown',
    modes: markdownModes,
    buttons: blockButtons,
    editor_components: [],
  };
}
