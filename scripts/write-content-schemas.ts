/**
 * `npm run schemas`: writes content/.schemas/*.json from the zod schemas, and
 * .vscode/settings.json, which maps them to the YAML files
 * (src/content/json-schema.ts), for editors that complete the YAML files.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import {
  contentJsonSchemaFiles,
  editorSettings,
  schemasFolder,
} from '../src/content/json-schema.ts';

const folder = join(process.cwd(), schemasFolder);
mkdirSync(folder, { recursive: true });
for (const [file, text] of Object.entries(contentJsonSchemaFiles())) {
  writeFileSync(join(folder, file), text);
  console.log(`wrote content/.schemas/${file}`);
}
const settings = join(process.cwd(), '.vscode', 'settings.json');
mkdirSync(dirname(settings), { recursive: true });
writeFileSync(
  settings,
  editorSettings(existsSync(settings) ? readFileSync(settings, 'utf8') : undefined),
);
console.log('wrote .vscode/settings.json');
