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

/** What each kind of file is, for the editor's tooltip. */
const titles: Record<ContentKind, string> = {
  profile: 'You: content/profile.yml',
  home: "Home's other projects and 'More Coming Soon': content/home.yml",
  project: 'A tracked project: content/tracked/<slug>/project.yml',
  timeline: 'A development timeline: content/tracked/<slug>/timeline.yml',
  story: 'A story card: the front matter of content/tracked/<slug>/story/*.md',
  purchasing: 'The purchasing section: the front matter of content/tracked/<slug>/purchasing.md',
  update: 'A dated update: the front matter of content/tracked/<slug>/updates/*.md',
};

/** The JSON Schema of one kind of content file. */
export function contentJsonSchema(kind: ContentKind): Record<string, unknown> {
  return {
    ...z.toJSONSchema(contentSchemas[kind], { io: 'input', unrepresentable: 'any' }),
    title: titles[kind],
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
