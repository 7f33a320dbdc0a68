/**
 * Writes the drawn illustrations into `public/`. Run after changing anything in
 * scripts/illustrations/ (`npm run draw`); a unit test fails while a committed
 * file differs from what its drawing code produces.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { illustrations } from './illustrations';

const publicDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'public');

for (const [file, draw] of Object.entries(illustrations)) {
  const target = join(publicDir, file);
  mkdirSync(dirname(target), { recursive: true });
  const svg = draw();
  writeFileSync(target, svg);
  console.log(`${file.padEnd(32)} ${(svg.length / 1024).toFixed(1)} KiB`);
}
