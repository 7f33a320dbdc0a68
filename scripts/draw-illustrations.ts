/**
 * Writes the sample person's drawn pictures and the PCBrule's fab files into
 * `sample/public/`, and the README's picture of three looks into docs/. Run after changing anything in scripts/illustrations/
 * (`npm run draw`); a unit test fails while a committed file differs from
 * what its drawing code produces. The site's own drawings (the icons,
 * slide-rule layers) are made by each build.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sampleFolder } from '../src/content-model/content-files';
import { fabFiles } from './illustrations/fab-files';
import { illustrations, sampleModels } from './illustrations';
import { rocketFinDrawing } from './illustrations/rocket-fin-drawing';
import { looksDrawing, looksSvg } from './site/look/looks-picture';

/**
 * The sample's drawings, as its CAD program would export them, by their file under public/: here,
 * not with the illustrations the build draws (pdf-lib is for `npm run draw` alone).
 */
const sampleDrawings: Record<string, () => Promise<Uint8Array>> = {
  'drawings/rocket-fin.pdf': rocketFinDrawing,
};

const samplePublic = join(dirname(fileURLToPath(import.meta.url)), '..', sampleFolder, 'public');

for (const [file, text] of [
  ...Object.entries(illustrations).map(([file, draw]) => [file, draw()] as const),
  ...Object.entries(fabFiles()),
  ...Object.entries(sampleModels).map(([file, make]) => [file, make()] as const),
  ...(await Promise.all(
    Object.entries(sampleDrawings).map(async ([file, make]) => [file, await make()] as const),
  )),
]) {
  const target = join(samplePublic, file);
  mkdirSync(dirname(target), { recursive: true });
  writeFileSync(target, text);
  console.log(`${file.padEnd(40)} ${(text.length / 1024).toFixed(1)} KiB`);
}

// The README's picture of three looks, drawn in the colours the build draws from each.
writeFileSync(join(dirname(fileURLToPath(import.meta.url)), '..', looksDrawing), looksSvg());
console.log(`${looksDrawing.padEnd(40)} ${(looksSvg().length / 1024).toFixed(1)} KiB`);
