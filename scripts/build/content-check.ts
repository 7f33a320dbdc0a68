/**
 * The build's first step: reads the owner's content (content/) and checks
 * every file against its schema (src/content/load.ts, src/content/schema.ts)
 * before anything is built. A mistake stops the build with one line per
 * problem: the file, line and column, the field, the value found and what to
 * write instead. Sample values still in the content are listed as warnings.
 *
 *   tsx scripts/build/content-check.ts [project folder]
 */
import { appendFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { loadContent } from '../../src/content/load';
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
  // A fresh fork publishes, but says loudly what is still the sample person's.
  const { text, markdown } = sampleWarnings(await sampleValues(raw, root));
  if (text) console.warn(text);
  const summary = process.env.GITHUB_STEP_SUMMARY;
  if (markdown && summary) await appendFile(summary, markdown);
  return true;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  checkContent(resolve(process.argv[2] ?? '.')).then((valid) => {
    if (!valid) process.exitCode = 1;
  });
}
