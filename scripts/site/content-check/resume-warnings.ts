/**
 * What the build says of a resume that publishes but is probably not what the
 * owner means: a PDF of their own named in profile.yml (`resumeFile`, which
 * every fork made before resume.yml had to name) beside a resume.yml, so that
 * View resume opens the old file while the page and resume.json show the new
 * facts. A warning, never a stop: keeping one's own PDF is allowed.
 */
import type { LoadedContent } from '../../../src/content-model/load';
import { resumeFile } from '../../../src/content-model/content-files';

/** The warning, as text for the terminal and Markdown for a job summary; empty texts when none. */
export function resumeWarnings(raw: LoadedContent['raw']): { text: string; markdown: string } {
  const profile = raw.find(({ path }) => path.endsWith('/profile.yml'));
  const own = (profile?.data as { resumeFile?: unknown } | undefined)?.resumeFile;
  if (typeof own !== 'string' || !raw.some(({ path }) => path === resumeFile))
    return { text: '', markdown: '' };
  const line = `${profile!.path}: resumeFile: View resume opens public/${own}, not the PDF the build makes from ${resumeFile}; delete the resumeFile line to publish the built one (or keep it to keep your own PDF)`;
  return { text: `warning: ${line}`, markdown: `### ⚠️ Your resume\n\n- \`${line}\`\n` };
}
