/**
 * `npm run schemas`: writes content/.schemas/*.json from the zod schemas
 * (src/content/json-schema.ts), for editors that complete the YAML files.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { contentJsonSchemaFiles } from '../src/content/json-schema.ts';

const folder = join(process.cwd(), 'content', '.schemas');
mkdirSync(folder, { recursive: true });
for (const [file, text] of Object.entries(contentJsonSchemaFiles())) {
  writeFileSync(join(folder, file), text);
  console.log(`wrote content/.schemas/${file}`);
}
