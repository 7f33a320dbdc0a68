/**
 * Where the owner's content is: the folder the site is built from, and every
 * content file in it with its kind, in the order the site reads them. The
 * loader (./load.ts), the form editor's collections and the content check all
 * find the files here.
 *
 *   content/profile.yml                     you: name, links, bio…
 *   content/home.yml                        Home's other projects and 'More Coming Soon'
 *   content/look.yml                        your look: colours, corners, type (optional)
 *   content/tracked/<slug>/project.yml      a tracked project: its card and its page at /<slug>
 *   content/tracked/<slug>/timeline.yml     its development timeline (optional)
 *   content/tracked/<slug>/story/*.md       its story cards, one file each (optional)
 *   content/tracked/<slug>/purchasing.md    its purchasing section (optional)
 *   content/tracked/<slug>/updates/*.md     its dated updates, one file each (optional):
 *                                           2025-03-14-first-boards.md is /<slug>/updates/first-boards
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { ContentKind } from './schema/kinds.ts';

/**
 * The folder whose content/ and public/ the site is built from. The owner's
 * own are this repository's content/ and public/, which the template never
 * ships, so that GitHub's Sync fork never meets an owner's edit
 * (docs/decisions.md, "The owner's files are never the template's"). A
 * repository without content/ (the template, and a fork before its first
 * deploy gives it its own copy: scripts/owner-files/own-copy.ts) is built from
 * the sample person's, sample/content/ and sample/public/: wholly one or the
 * other, never a mix. CONTENT_ROOT names another folder (the browser tests
 * build a made-up owner's this way, so they never depend on the real words).
 */
export function contentRoot(): string {
  if (process.env.CONTENT_ROOT) return resolve(process.env.CONTENT_ROOT);
  return siteSource(process.cwd());
}

/** The folder a repository's site is made from: its own content's, or else its sample's. */
export function siteSource(repository: string): string {
  return ownContentRoot(repository) ?? resolve(repository, sampleFolder);
}

/** `repository` when it holds the owner's own content/, or null (it is built from the sample's). */
export function ownContentRoot(repository: string): string | null {
  return existsSync(join(repository, contentFolder)) ? resolve(repository) : null;
}

/** The sample person's content/ and public/, the template's own: a new fork's site until it has its own. */
export const sampleFolder = 'sample';

/** The owner's folders, from the top of the repository: what the template never ships. */
export const ownFolders = ['content', 'public'] as const;

/** Where the owner's content lives, from the top of the repository. */
export const contentFolder = 'content';
export const trackedFolder = `${contentFolder}/tracked`;
/** Where the content's JSON Schemas are, from the top of the repository (json-schema.ts writes them). */
export const schemasFolder = '.schemas';

/** The look: colours, corners and type (optional: without it, the board's look). */
export const lookFile = `${contentFolder}/look.yml`;

/** The resume's facts (optional: without it, the owner names a PDF of their own in profile.yml). */
export const resumeFile = `${contentFolder}/resume.yml`;

/**
 * Where each kind of YAML file is, as a glob from the top of the repository: what
 * .vscode/settings.json maps each JSON Schema to (json-schema.ts, editorSettings).
 * The other kinds are Markdown, whose front matter a YAML editor does not check.
 */
export const yamlFileGlobs: Partial<Record<ContentKind, string>> = {
  profile: `${contentFolder}/profile.yml`,
  home: `${contentFolder}/home.yml`,
  look: lookFile,
  resume: resumeFile,
  project: `${trackedFolder}/*/project.yml`,
  timeline: `${trackedFolder}/*/timeline.yml`,
};

/** One content file: its path from the top of the repository and its kind. */
export interface ContentFile {
  path: string;
  kind: ContentKind;
}

/** The folders of the tracked projects, by name: each is one project at /<name>. */
export function trackedProjectFolders(root: string): string[] {
  const folder = join(root, trackedFolder);
  if (!existsSync(folder)) return [];
  return readdirSync(folder)
    .filter((name) => !name.startsWith('.') && statSync(join(folder, name)).isDirectory())
    .sort();
}

/** Every content file there is, in the order the site reads them. */
export function contentFiles(root: string): ContentFile[] {
  const files: ContentFile[] = [
    { path: `${contentFolder}/profile.yml`, kind: 'profile' },
    { path: `${contentFolder}/home.yml`, kind: 'home' },
  ];
  if (existsSync(join(root, lookFile))) files.push({ path: lookFile, kind: 'look' });
  if (existsSync(join(root, resumeFile))) files.push({ path: resumeFile, kind: 'resume' });
  for (const slug of trackedProjectFolders(root)) {
    const project = `${trackedFolder}/${slug}`;
    files.push({ path: `${project}/project.yml`, kind: 'project' });
    if (existsSync(join(root, project, 'timeline.yml')))
      files.push({ path: `${project}/timeline.yml`, kind: 'timeline' });
    /** The Markdown files of one of the project's folders, in file-name order. */
    const markdownIn = (folder: string, kind: ContentKind) => {
      if (!existsSync(join(root, project, folder))) return;
      for (const file of readdirSync(join(root, project, folder))
        .filter((name) => name.endsWith('.md'))
        .sort())
        files.push({ path: `${project}/${folder}/${file}`, kind });
    };
    markdownIn('story', 'story');
    if (existsSync(join(root, project, 'purchasing.md')))
      files.push({ path: `${project}/purchasing.md`, kind: 'purchasing' });
    markdownIn('updates', 'update');
  }
  return files;
}
