/**
 * The build's first step: reads the owner's content (content/) and checks
 * every file against its schema (src/content/load.ts, src/content/schema.ts)
 * before anything is built. A mistake stops the build with one line per
 * problem: the file, line and column, the field, the value found and what to
 * write instead. Sample values still in the content, and photos whose files
 * carry a GPS position, are listed as warnings.
 *
 *   tsx scripts/build/content-check.ts [project folder]
 */
import { appendFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { loadContent } from '../../src/content/load';
import { photosWithPosition, positionWarnings } from './photo-privacy';
import { sampleValues, sampleWarnings } from './sample-content';

/** Checks the content of the project in `root`: prints what is wrong and returns false, or the sample warnings and true. */
export async function checkContent(root: string): Promise<boolean> {
  const { problems, raw } = loadContent(root);
  if (problems.length) {
    console.error(
      `The content has ${problems.length} mistake(s); fix them and build again:\n${problems
        .map((problem) => `  - ${problem}`)
        .join('\n')}`,
    );
    return false;
  }
  console.log('content check: every file, field and picture is in order');
  const warnings = [
    // A fresh fork publishes, but says loudly what is still the sample person's.
    sampleWarnings(await sampleValues(raw, root)),
    // And where the owner's photos were taken, while their originals still say it.
    positionWarnings(await photosWithPosition(join(root, 'public', 'images')), {
      annotate: process.env.GITHUB_ACTIONS === 'true',
    }),
  ];
  const summary = process.env.GITHUB_STEP_SUMMARY;
  for (const { text, markdown } of warnings) {
    if (text) console.warn(text);
    if (markdown && summary) await appendFile(summary, markdown);
  }
  return true;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  checkContent(resolve(process.argv[2] ?? '.')).then((valid) => {
    if (!valid) process.exitCode = 1;
  });
}
