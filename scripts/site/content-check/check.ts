/**
 * The build's first step (../build.ts): says what the loader found in the
 * owner's content (src/content-model/load.ts, src/content-model/schema/) before anything
 * is built. A mistake stops the build with one line per problem: the file,
 * line and column, the field, the value found and what to write instead.
 * Sample values still in the content, and photos whose files carry a GPS
 * position, are listed as warnings. Alone, it reads and checks a folder:
 *
 *   tsx scripts/site/content-check/check.ts [project folder]
 */
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { loadContent, type LoadedContent } from '../../../src/content-model/load';
import { contentRoot } from '../../../src/content-model/content-files';
import { problemsMessage } from '../../../src/content-model/problems';
import { upgradeMessage } from '../../../src/content-model/upgrade';
import { unreadFiles, unreadWarnings } from '../../../src/content-model/unread-files';
import type { LoadedSiteContent } from '../../../src/content-model/schema';
import { photosWithPosition, positionWarnings } from '../images/photo-privacy';
import { resumeWarnings } from './resume-warnings';
import { sampleValues, sampleWarnings } from './sample-values';
import { annotate, appendSummary } from '../../shared/workflow-run.ts';

/**
 * Says what the loader found in the content of the project in `root`: prints
 * what is wrong and returns undefined, or prints the warnings and returns the content.
 */
export async function reportContent(
  root: string,
  { content, problems, raw, upgrade }: LoadedContent,
): Promise<LoadedSiteContent | undefined> {
  if (problems.length || !content) {
    console.error(problemsMessage(problems));
    return undefined;
  }
  console.log('content check: every file, field and picture is in order');
  // Content of an earlier shape (a fork that took the template's updates): built as the newest,
  // with what that changed and the command that writes it into the files.
  if (upgrade?.changes.length) {
    const message = upgradeMessage(upgrade);
    console.warn(message);
    annotate('notice', message, { title: 'Content of an earlier shape' });
    await appendSummary(
      `### Content of an earlier shape\n\n${message.replace(/^( {2}- )/gm, '- ')}\n\n`,
    );
  }
  for (const { text, markdown } of await contentWarnings(root, raw)) {
    if (text) console.warn(text);
    if (markdown) await appendSummary(markdown);
  }
  return content;
}

/**
 * What the owner should look at in good content, as text for the terminal and Markdown for a
 * summary or a pull request's review (scripts/deploy/review/): sample values left, photos whose
 * originals still carry a GPS position. Empty texts when there is nothing to say.
 */
export async function contentWarnings(
  root: string,
  raw: LoadedContent['raw'],
): Promise<Array<{ text: string; markdown: string }>> {
  return [
    // A fresh fork publishes, but says loudly what is still the sample person's.
    sampleWarnings(await sampleValues(raw, root)),
    // A PDF of their own named beside resume.yml: View resume opens it, not the one built.
    resumeWarnings(raw),
    // Files in content/ the site passes over (a near miss of a name it reads stopped the build).
    unreadWarnings(unreadFiles(root)),
    // And where the owner's photos were taken, while their originals still say it.
    positionWarnings(await photosWithPosition(join(root, 'public', 'images')), {
      annotate: process.env.GITHUB_ACTIONS === 'true',
    }),
  ];
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  // A folder named, or the site's own: the owner's content/, or the sample's (src/content-model/content-files.ts).
  const root = process.argv[2] ? resolve(process.argv[2]) : contentRoot();
  void reportContent(root, loadContent(root)).then((content) => {
    if (!content) process.exitCode = 1;
  });
}
