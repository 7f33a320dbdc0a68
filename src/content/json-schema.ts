/**
 * JSON Schemas of the content files, made from the zod schemas (zod 4's
 * `z.toJSONSchema`), in the form a person types them (before Markdown becomes
 * HTML). They live in content/.schemas/, named at the top of each YAML file,
 * so an editor with YAML support (VS Code's YAML extension, JetBrains IDEs)
 * completes fields and flags mistakes while the owner types; the form editor
 * at /admin/ takes its fields from them too. `npm run schemas` writes them; a
 * test fails while they are out of date.
 */
import { z } from 'zod';
import { contentSchemas, type ContentKind } from './paths.ts';

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
