/**
 * Finds what is still the sample person's in the content: example.com and
 * "sample" addresses and handles, an "Example" school, the sample person's name and
 * bio, the sample resume, the sample portrait and the sample video. A fresh fork must still
 * publish, so these are warnings, printed by the build and written into the deploy's job summary.
 *
 * The featured project, PCBrule, and its pictures are not flagged: they are the template's
 * project as much as the sample's, and its maker may keep them (README, "Replacing PCBrule").
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { parse } from 'yaml';
import { join } from 'node:path';
import type { LoadedContent } from '../../../src/content-model/load';
import type { RawFile } from '../../../src/content-model/loaders/read-file';
import { fieldName } from '../../../src/content-model/problems';
import { sampleFolder } from '../../../src/content-model/content-files';
import { avatarSvg } from '../../illustrations/drawings';

/** Words that only the sample content uses (example.com, "sample-" handles, "Example State University"). */
const sampleWords = /example\.com|\bsample|^Example /i;
/** The sample resume PDF that forks copied before the build made one from resume.yml (public/resume.pdf), by its SHA-256. */
const sampleResume = 'c4b44c381cf40139a5eee6f36b8cffb8651b483717b285c8ccc3f9c5e3a604a3';
/** The sample video: YouTube's own demonstration video. */
const sampleVideo = 'M7lc1UVf-VE';
/** The fields of profile.yml that are the sample person word for word, compared with sample/'s. */
const sampleIdentity = ['name', 'bio'] as const;

/**
 * The sample person's profile.yml, from the sample/ a fork keeps beside its own content/; none
 * where there is no such folder (the template's own build, made from sample/ itself, and a test's
 * made-up owner).
 */
async function sampleProfile(root: string): Promise<Record<string, unknown> | undefined> {
  const text = await readFile(join(root, sampleFolder, 'content', 'profile.yml'), 'utf8').catch(
    () => null,
  );
  const data: unknown = text === null ? undefined : parse(text);
  return data && typeof data === 'object' ? (data as Record<string, unknown>) : undefined;
}

/** Every field of the content that still holds a sample value: "file:line:column: field (value)". */
export async function sampleValues(files: LoadedContent['raw'], root: string): Promise<string[]> {
  const found: string[] = [];
  const lineOf = (file: RawFile, field: PropertyKey[], value: string) =>
    `${file.place(field)}: ${fieldName(field)} (${JSON.stringify(value)})`;
  const visit = (file: RawFile, field: PropertyKey[], value: unknown) => {
    if (typeof value === 'string') {
      if (sampleWords.test(value) || value === sampleVideo) found.push(lineOf(file, field, value));
    } else if (value !== null && typeof value === 'object') {
      for (const [key, inner] of Object.entries(value))
        visit(file, [...field, Array.isArray(value) ? Number(key) : key], inner);
    }
  };
  const sample = await sampleProfile(root);
  for (const file of files) {
    for (const [name, value] of Object.entries(file.data ?? {})) visit(file, [name], value);
    if (!file.path.endsWith('/profile.yml')) continue;
    for (const field of sampleIdentity) {
      const value = (file.data as Record<string, unknown> | undefined)?.[field];
      const samples = sample?.[field];
      if (typeof value !== 'string' || typeof samples !== 'string') continue;
      const line = lineOf(file, [field], value);
      // Said once, where the word "sample" in it has said it already.
      if (value.trim() === samples.trim() && !found.includes(line)) found.push(line);
    }
  }
  const profile = files.find(({ path }) => path.endsWith('/profile.yml'))?.data as
    { resumeFile?: string; avatar?: { file?: string } } | undefined;
  // The sample portrait is drawn by code (scripts/illustrations): the same drawing is the sample's.
  const avatarFile = profile?.avatar?.file;
  const avatar =
    avatarFile &&
    (await readFile(join(root, 'public', 'images', avatarFile), 'utf8').catch(() => null));
  if (avatar === avatarSvg())
    found.push(
      `public/images/${avatarFile}: the sample portrait (put your photo in public/images/ and name it in profile.yml's avatar)`,
    );
  const resumeFile = profile?.resumeFile;
  const resume = resumeFile && (await readFile(join(root, 'public', resumeFile)).catch(() => null));
  if (resume && createHash('sha256').update(resume).digest('hex') === sampleResume)
    found.push(
      `public/${resumeFile}: the sample resume (write content/resume.yml and delete resumeFile in profile.yml to have the build make yours, or put your own PDF in its place)`,
    );
  return found;
}

/** The warnings as the build prints them, and as Markdown for a GitHub job summary. */
export function sampleWarnings(found: string[]): { text: string; markdown: string } {
  if (found.length === 0) return { text: '', markdown: '' };
  const intro = `${found.length} sample value(s) are still in the content; the site publishes, but replace them with your own:`;
  return {
    text: [`warning: ${intro}`, ...found.map((line) => `  - ${line}`)].join('\n'),
    markdown: [`### ⚠️ ${intro}`, '', ...found.map((line) => `- \`${line}\``), ''].join('\n'),
  };
}
