/**
 * Which file and field each text of resume.pdf comes from, and the build's
 * warning for a character none of its fonts has: the file, the field, the
 * character with its code point, and what to do. Such a character is left
 * out of the PDF (it would print as a box), never the deploy stopped for it:
 * the site's pages show it as written.
 */
import { resumeFile, yamlFileGlobs } from '../../../../src/content-model/content-files.ts';
import type { JsonResume } from '../../../../src/content-model/schema';
import { fontFamilies, type FontStack } from './fonts.ts';
import { profileLinkFields } from '../../../../src/content-model/profile-links.ts';

/** A text the PDF prints, with where the owner wrote it. */
export interface SourcedText {
  /** "content/resume.yml work[0].name" */
  source: string;
  text: string;
}

const profileFile = yamlFileGlobs.profile!;

// basics is assembled from profile.yml (src/content-model/resume.ts): its fields have other names there.
const basicsSources: Record<string, string> = {
  name: `${profileFile} name`,
  label: `${profileFile} jobTitle`,
  email: `${profileFile} email`,
  summary: `${resumeFile} summary (or ${profileFile} bio, when resume.yml writes none)`,
  url: 'SITE_URL (the site’s address)',
};

/** Every text of the resume that the PDF may print, with its file and field. */
export function sourcedTexts(resume: JsonResume): SourcedText[] {
  const texts: SourcedText[] = [];
  const walk = (value: unknown, path: string): void => {
    if (typeof value === 'string') texts.push({ source: sourceOf(path), text: value });
    else if (Array.isArray(value)) value.forEach((item, index) => walk(item, `${path}[${index}]`));
    else if (value && typeof value === 'object')
      for (const [key, inner] of Object.entries(value)) walk(inner, path ? `${path}.${key}` : key);
  };
  // $schema and meta are for machines: the PDF prints neither.
  const { $schema: _schema, meta: _meta, ...printed } = resume;
  walk(printed, '');
  return texts;
}

function sourceOf(path: string): string {
  if (path.startsWith('basics.')) {
    const field = path.slice('basics.'.length);
    // The profiles are the links the owner wrote, either of them at any index: both fields named.
    const part = /^profiles\[\d+\]\.(network|url)$/.exec(field)?.[1];
    if (part) {
      const key = part === 'network' ? 'name' : 'url';
      return `${profileFile} ${Object.values(profileLinkFields)
        .map((fields) => fields[key])
        .join(' or ')}`;
    }
    return basicsSources[field] ?? `${profileFile} ${field}`;
  }
  if (/^education\[\d+\]\.institution$/.test(path))
    return `${resumeFile} ${path} (or ${profileFile} school)`;
  if (/^projects\[\d+\]\./.test(path))
    return `${resumeFile} ${path} (or the tracked project's own files)`;
  return `${resumeFile} ${path}`;
}

/** One warning per text with a character no font of `fonts` has; none when every one prints. */
export function uncoveredProblems(texts: readonly SourcedText[], fonts: FontStack): string[] {
  return texts.flatMap(({ source, text }) => {
    const missing = fonts.missing(text);
    if (!missing.length) return [];
    const named = missing
      .map((character) => {
        const code = character.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0');
        return `"${character}" (U+${code})`;
      })
      .join(', ');
    return [
      `${source}: ${JSON.stringify(text)} has ${named}, which none of the PDF's fonts has (${fontFamilies.join(', ')}), so resume.pdf leaves it out (the pages show it): write it with other characters, or add a font that has it to scripts/site/files/resume-pdf/fonts.ts`,
    ];
  });
}

/** `value` with every character of `dropped` taken out of its texts (the PDF's fonts have none of them). */
export function withoutCharacters<T>(value: T, dropped: ReadonlySet<string>): T {
  if (typeof value === 'string')
    return [...value].filter((character) => !dropped.has(character)).join('') as T;
  if (Array.isArray(value)) return value.map((item) => withoutCharacters(item, dropped)) as T;
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value).map(([key, inner]) => [key, withoutCharacters(inner, dropped)]),
    ) as T;
  return value;
}
