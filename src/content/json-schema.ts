/**
 * JSON Schemas of the content files, made from the zod schemas (zod 4's
 * `z.toJSONSchema`), in the form a person types them (before Markdown becomes
 * HTML). They live in content/.schemas/, named at the top of each YAML file,
 * and mapped to the files in .vscode/settings.json (editorSettings: the form
 * editor drops the files' comments, the mapping stays), so an editor with YAML
 * support (VS Code's YAML extension, JetBrains IDEs) completes fields, shows
 * each field's description and flags mistakes while the owner types; the form
 * editor at /admin/ takes its fields and hints from them too. `npm run schemas`
 * writes both; a test fails while they are out of date.
 */
import { z } from 'zod';
import { contentFolder, contentSchemas, yamlFileGlobs, type ContentKind } from './paths.ts';

/** What each kind of file is and where it is: the editor's tooltip, and the README's field tables. */
const kinds: Record<ContentKind, { what: string; file: string }> = {
  profile: { what: 'You', file: 'content/profile.yml' },
  home: { what: "Home's other projects and 'More Coming Soon'", file: 'content/home.yml' },
  project: {
    what: "A tracked project's card on Home and its page",
    file: 'content/tracked/<slug>/project.yml',
  },
  timeline: { what: 'A development timeline', file: 'content/tracked/<slug>/timeline.yml' },
  story: {
    what: 'A story card (the text below the front matter is the card)',
    file: 'content/tracked/<slug>/story/*.md',
  },
  purchasing: {
    what: "The 'About Purchasing' section (the text below the front matter is the section)",
    file: 'content/tracked/<slug>/purchasing.md',
  },
  update: {
    what: 'A dated update (the text below the front matter is the update)',
    file: 'content/tracked/<slug>/updates/*.md',
  },
};

/** The JSON Schema of one kind of content file. */
export function contentJsonSchema(kind: ContentKind): Record<string, unknown> {
  return {
    ...z.toJSONSchema(contentSchemas[kind], { io: 'input', unrepresentable: 'any' }),
    title: `${kinds[kind].what}: ${kinds[kind].file}`,
  };
}

/** Every kind's JSON Schema, as the files in content/.schemas/ hold them: `<kind>.json`. */
export function contentJsonSchemaFiles(): Record<string, string> {
  return Object.fromEntries(
    (Object.keys(contentSchemas) as ContentKind[]).map((kind) => [
      `${kind}.json`,
      `${JSON.stringify(contentJsonSchema(kind), null, 2)}\n`,
    ]),
  );
}

/** Where content/.schemas/ is, from the top of the repository. */
export const schemasFolder = `${contentFolder}/.schemas`;

/**
 * .vscode/settings.json: VS Code's YAML extension (recommended in
 * .vscode/extensions.json) checks each YAML content file against its JSON
 * Schema, found by where the file is, whatever its first line says. What is
 * already in the file (`current`) is kept, other schema mappings included;
 * only this site's own schemas' entries are written. A file that is not plain
 * JSON (VS Code allows comments) is not rewritten: the error says what to add.
 */
export function editorSettings(current?: string): string {
  const schemas = Object.fromEntries(
    Object.entries(yamlFileGlobs).map(([kind, glob]) => [`${schemasFolder}/${kind}.json`, glob]),
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
  default?: unknown;
}

/** Every field of one kind of file, depth first, in the order the schema lists them. */
export function contentFields(kind: ContentKind): ContentField[] {
  const fields: ContentField[] = [];
  const visit = (node: JsonSchemaNode, prefix: string) => {
    // A field that may be null (a milestone's image) is an anyOf of its shape and null.
    const shape = node.anyOf?.find((branch) => branch.properties || branch.items) ?? node;
    if (shape.items) return visit(shape.items, `${prefix}[]`);
    for (const [key, child] of Object.entries(shape.properties ?? {})) {
      const path = prefix ? `${prefix}.${key}` : key;
      fields.push({
        path,
        required: (shape.required ?? []).includes(key) && child.default === undefined,
        description: child.description,
      });
      visit(child, path);
    }
  };
  visit(contentJsonSchema(kind) as JsonSchemaNode, '');
  return fields;
}

/** Where the README's field tables are: `npm run schemas` rewrites what is between these lines. */
export const readmeFieldMarkers = {
  start:
    '<!-- fields: written by `npm run schemas` from the descriptions in src/content/schema.ts -->',
  end: '<!-- /fields -->',
};

/**
 * The README's field tables, one per kind of file, from the schemas' descriptions: the one place
 * each field's guidance is written (the form editor drops a YAML file's comments when it saves).
 */
export function readmeFieldTables(): string {
  const cell = (value: string) => value.replaceAll('|', '\\|');
  const tables = (Object.keys(kinds) as ContentKind[]).map((kind) => {
    const rows = contentFields(kind).map(
      ({ path, required, description }) =>
        `| \`${path}\` | ${required ? 'yes' : ''} | ${cell(description ?? '')} |`,
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

/** The README with its field tables written afresh (prettier formats the whole file after). */
export function withFieldTables(readme: string): string {
  const start = readme.indexOf(readmeFieldMarkers.start);
  const end = readme.indexOf(readmeFieldMarkers.end);
  if (start < 0 || end < start)
    throw new Error(
      `README.md has lost the lines around its field tables: put back\n${readmeFieldMarkers.start}\n${readmeFieldMarkers.end}\nwhere the tables go, then run npm run schemas again`,
    );
  return (
    readme.slice(0, start) + readmeFieldTables() + readme.slice(end + readmeFieldMarkers.end.length)
  );
}
