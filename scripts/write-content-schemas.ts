/**
 * `npm run schemas`: writes .schemas/*.json from the zod schemas;
 * .vscode/settings.json, which maps them to the YAML files, for editors that
 * complete the YAML files; and the README's field tables, from the same
 * descriptions (src/content-model/json-schema.ts).
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import {
  contentJsonSchemaFiles,
  editorSettings,
  readmeWithFieldTables,
} from '../src/content-model/json-schema.ts';
import { schemasFolder } from '../src/content-model/content-files.ts';

const folder = join(process.cwd(), schemasFolder);
mkdirSync(folder, { recursive: true });
for (const [file, text] of Object.entries(contentJsonSchemaFiles())) {
  writeFileSync(join(folder, file), text);
  console.log(`wrote ${schemasFolder}/${file}`);
}
const settings = join(process.cwd(), '.vscode', 'settings.json');
mkdirSync(dirname(settings), { recursive: true });
writeFileSync(
  settings,
  editorSettings(existsSync(settings) ? readFileSync(settings, 'utf8') : undefined),
);
console.log('wrote .vscode/settings.json');
const readme = join(process.cwd(), 'README.md');
readmeWithFieldTables(readme).then(
  (text) => {
    writeFileSync(readme, text);
    console.log("wrote README.md's field tables");
  },
  (error: Error) => {
    console.error(error.message);
    process.exitCode = 1;
  },
);
