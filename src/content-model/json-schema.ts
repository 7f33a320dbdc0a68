/**
 * JSON Schemas of the content files, made from the zod schemas (zod 4's
 * `z.toJSONSchema`), in the form a person types them (before Markdown becomes
 * HTML). They live in .schemas/ (the template's, beside the owner's content/,
 * never in it), named at the top of each YAML file, and mapped to the files in .vscode/settings.json (editorSettings: the form
 * editor drops the files' comments, the mapping stays), so an editor with YAML
 * support (VS Code's YAML extension, JetBrains IDEs) completes fields, shows
 * each field's description and flags mistakes while the owner types; the form
 * editor at /admin/ takes its fields and hints from them too. `npm run schemas`
 * writes both; a test fails while they are out of date.
 */
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { sampleFolder, schemasFolder, yamlFileGlobs } from './content-files.ts';
import { contentSchemas, type ContentKind } from './schema/kinds.ts';

/** What each kind of file is and where it is: the editor's tooltip, and the README's field tables. */
const kinds: Record<ContentKind, { what: string; file: string }> = {
  profile: { what: 'You', file: 'content/profile.yml' },
  home: { what: "Home's other projects and 'More Coming Soon'", file: 'content/home.yml' },
  look: { what: 'Your look: colours, corners and type', file: 'content/look.yml' },
  resume: {
    what: 'Your resume: experience, education, projects, skills, awards (its page, PDF and resume.json)',
    file: 'content/resume.yml',
  },
  project: {
    what: "A tracked project's card on Home and its page",
    file: 'content/tracked/<name>/project.yml',
  },
  timeline: { what: 'A development timeline', file: 'content/tracked/<name>/timeline.yml' },
  story: {
    what: 'A story card (its text is the card)',
    file: 'content/tracked/<name>/story/*.md',
  },
  purchasing: {
    what: "The 'About Purchasing' section (its text is the section)",
    file: 'content/tracked/<name>/purchasing.md',
  },
  update: {
    what: 'A dated update (its text is the update)',
    file: 'content/tracked/<name>/updates/*.md',
  },
};

/** The JSON Schema of one kind of content file. */
export function contentJsonSchema(kind: ContentKind): Record<string, unknown> {
  return {
    ...z.toJSONSchema(contentSchemas[kind], { io: 'input', unrepresentable: 'any' }),
    title: `${kinds[kind].what}: ${kinds[kind].file}`,
  };
}

/** Every kind's JSON Schema, as the files in .schemas/ hold them: `<kind>.json`. */
export function contentJsonSchemaFiles(): Record<string, string> {
  return Object.fromEntries(
    (Object.keys(contentSchemas) as ContentKind[]).map((kind) => [
      `${kind}.json`,
      `${JSON.stringify(contentJsonSchema(kind), null, 2)}\n`,
    ]),
  );
}

/**
 * .vscode/settings.json: VS Code's YAML extension (recommended in
 * .vscode/extensions.json) checks each YAML content file against its JSON
 * Schema, found by where the file is (the owner's content/, and the sample's
 * the template keeps in sample/content/), whatever its first line says. What is
 * already in the file (`current`) is kept, other schema mappings included;
 * only this site's own schemas' entries are written. A file that is not plain
 * JSON (VS Code allows comments) is not rewritten: the error says what to add.
 */
export function editorSettings(current?: string): string {
  const schemas = Object.fromEntries(
    Object.entries(yamlFileGlobs).map(([kind, glob]) => [
      `${schemasFolder}/${kind}.json`,
      [glob, `${sampleFolder}/${glob}`],
    ]),
  );
  let kept: unknown = {};
  if (current?.trim())
    try {
      kept = JSON.parse(current);
    } catch {
      kept = undefined;
    }
  if (!kept || typeof kept !== 'object' || Array.isArray(kept))
    throw new Error(
      `.vscode/settings.json is not plain JSON (comments or trailing commas?), so it is left as it is: add this to it by hand:\n${JSON.stringify({ 'yaml.schemas': schemas }, null, 2)}`,
    );
  const theirs = ((kept as Record<string, unknown>)['yaml.schemas'] ?? {}) as object;
  return `${JSON.stringify({ ...kept, 'yaml.schemas': { ...theirs, ...schemas } }, null, 2)}\n`;
}

/** One field of a content file, as the README's table lists it. */
export interface ContentField {
  /** Its place in the file: `card.badge`, `specs.items[].label`. */
  path: string;
  /** Needed whenever what holds it is there (no default, not optional). */
  required: boolean;
  /** The guidance the JSON Schema, the form editor's hint and the README all show. */
  description?: string;
}

interface JsonSchemaNode {
  description?: string;
  properties?: Record<string, JsonSchemaNode>;
  required?: string[];
  items?: JsonSchemaNode;
  anyOf?: JsonSchemaNode[];
  additionalProperties?: boolean | JsonSchemaNode;
}

/**
 * Every field of one kind of file, depth first, in the order the schema lists them. The content's
 * shapes are objects, lists and "this or null"; anything else (a union of shapes, a map of any
 * keys, a reference) stops here, so that no field is left undescribed unseen.
 */
export function describedFields(kind: ContentKind): ContentField[] {
  return fieldsOf(contentJsonSchema(kind), kind);
}

/** The fields of a JSON Schema (`describedFields`); `name` names it in the error. */
export function fieldsOf(schema: object, name: string): ContentField[] {
  const fields: ContentField[] = [];
  const visit = (node: JsonSchemaNode, prefix: string) => {
    const unknown = ['$ref', 'oneOf', 'allOf', 'prefixItems'].filter((key) => key in node);
    const shapes = (node.anyOf ?? [node]).filter((branch) => branch.properties || branch.items);
    if (unknown.length || shapes.length > 1 || typeof node.additionalProperties === 'object')
      throw new Error(
        `${name}: ${prefix || 'the file'} has a shape the field list does not read (${unknown.join(', ') || 'a union or a map'}): teach describedFields in src/content-model/json-schema.ts`,
      );
    const [shape] = shapes;
    if (!shape) return;
    if (shape.items) return visit(shape.items, `${prefix}[]`);
    for (const [key, child] of Object.entries(shape.properties ?? {})) {
      const path = prefix ? `${prefix}.${key}` : key;
      // The schemas are written for input: a field with a default, or optional, is not required.
      fields.push({
        path,
        required: (shape.required ?? []).includes(key),
        description: child.description,
      });
      visit(child, path);
    }
  };
  visit(schema as JsonSchemaNode, '');
  return fields;
}

/** Where the README's field tables are: `npm run schemas` rewrites what is between these lines. */
export const readmeFieldMarkers = {
  start:
    '<!-- fields: written by `npm run schemas` from the descriptions in src/content-model/schema/ -->',
  end: '<!-- /fields -->',
};

/**
 * The README's field tables, one per kind of file, from the schemas' descriptions: the one place
 * each field's guidance is written (the form editor drops a YAML file's comments when it saves).
 */
export function readmeFieldTables(): string {
  const tables = (Object.keys(kinds) as ContentKind[]).map((kind) => {
    const rows = describedFields(kind).map(
      ({ path, required, description }) =>
        `| \`${path}\` | ${required ? 'yes' : ''} | ${tableCell(description ?? '')} |`,
    );
    return [
      `#### \`${kinds[kind].file}\`: ${kinds[kind].what}`,
      '',
      '| Field | Needed | What it is |',
      '| --- | --- | --- |',
      ...rows,
    ].join('\n');
  });
  return [readmeFieldMarkers.start, ...tables, readmeFieldMarkers.end].join('\n\n');
}

/** Text as one cell of a Markdown table: on one line, and a | in it kept from starting a column. */
export function tableCell(text: string): string {
  return text.replace(/\s*\n\s*/g, ' ').replaceAll('|', '\\|');
}

/** The README with its field tables written afresh (prettier formats the whole file after). */
export function withFieldTables(readme: string): string {
  const start = readme.indexOf(readmeFieldMarkers.start);
  const end = readme.indexOf(readmeFieldMarkers.end, start);
  const once = (marker: string) => readme.split(marker).length === 2;
  if (start < 0 || end < 0 || !once(readmeFieldMarkers.start) || !once(readmeFieldMarkers.end))
    throw new Error(
      `README.md needs the two lines around its field tables, once each and in this order:\n${readmeFieldMarkers.start}\n${readmeFieldMarkers.end}\nwhere the tables go, then run npm run schemas again`,
    );
  return (
    readme.slice(0, start) + readmeFieldTables() + readme.slice(end + readmeFieldMarkers.end.length)
  );
}

/**
 * README.md (at `path`) as `npm run schemas` writes it: its field tables written afresh, the whole
 * file formatted as `npm run format` would, so that format:check passes on it.
 */
export async function readmeWithFieldTables(path: string): Promise<string> {
  // Loaded here alone: the build imports this file (the form editor's fields), and needs no prettier.
  const { format, resolveConfig } = await import('prettier');
  const options = await resolveConfig(path);
  return format(withFieldTables(readFileSync(path, 'utf8')), { ...options, filepath: path });
}
