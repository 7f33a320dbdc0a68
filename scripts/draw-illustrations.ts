/**
 * Writes the sample person's drawn pictures into `sample/public/`. Run after
 * changing anything in scripts/illustrations/ (`npm run draw`); a unit test
 * fails while a committed file differs from what its drawing code produces.
 * The site's own drawings (favicon, slide-rule layers) are made by each build.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sampleFolder } from '../src/content/paths';
import { illustrations } from './illustrations';

const samplePublic = join(dirname(fileURLToPath(import.meta.url)), '..', sampleFolder, 'public');

for (const [file, draw] of Object.entries(illustrations)) {
  const target = join(samplePublic, file);
  mkdirSync(dirname(target), { recursive: true });
  const svg = draw();
  writeFileSync(target, svg);
  console.log(`${file.padEnd(32)} ${(svg.length / 1024).toFixed(1)} KiB`);
}
