/**
 * The files in content/ the site does not read. The site finds its files by
 * their exact names (./paths.ts), so a file saved under a name close to one
 * of them (project.yaml, Timeline.yml, Notepad's timeline.yml.txt, an update/
 * folder, an update saved as .txt) would be left out without a word, and the
 * owner's words with it. Such a near miss is a content mistake, named with
 * the name the site reads; any other file the site does not read (notes of
 * the owner's own, or a copy kept beside the file the site does read) is
 * listed as a warning, never blocking a build. In story/ and updates/, where
 * the site reads every .md file, a text file under another extension is the
 * near miss. The system's and editors' own files (a name starting with a dot,
 * a backup ending in ~, Thumbs.db, desktop.ini, a Mac folder's Icon) are
 * passed over.
 */
import { readdirSync, statSync } from 'node:fs';
import { basename, join } from 'node:path';
import { contentFolder, lookFile, resumeFile, trackedFolder } from './content-files.ts';
import { shown } from './problems.ts';
import { versionFile } from './upgrade.ts';

/** A file or folder in content/ the site does not read; `meant` is the name it looks meant as. */
export interface UnreadFile {
  /** Its path from the top of the repository; a folder's ends with /. */
  path: string;
  /** The name the site reads that this one differs from only in capitals, extension or a plural. */
  meant?: string;
}

/** What a folder of content/ holds that the site reads: file names, and folder names ending in /. */
const readHere = {
  top: [
    'profile.yml',
    'home.yml',
    basename(lookFile),
    basename(resumeFile),
    basename(versionFile),
    'tracked/',
  ],
  project: ['project.yml', 'timeline.yml', 'purchasing.md', 'story/', 'updates/'],
};

const passedOver = (name: string) =>
  name.startsWith('.') || name.endsWith('~') || /^(thumbs\.db|desktop\.ini|Icon\r)$/i.test(name);

/** Extensions a text editor may give a text file: Notepad adds .txt to any name it saves. */
const textExtensions = /(\.(md|markdown|mdown|mkd|txt|text))+$/i;

/** A name as compared for a near miss: no capitals, .yaml as .yml, text files as .md, no plural. */
function stem(name: string): string {
  return name
    .toLowerCase()
    .replace(/(\.ya?ml)\.(txt|text)$/, '$1')
    .replace(/\.yaml$/, '.yml')
    .replace(textExtensions, '.md')
    .replace(/ies(\/|\.yml|\.md)$/, 'y$1')
    .replace(/s?(\/|\.yml|\.md)$/, '$1');
}

/** Every file and folder in the content at `root` that the site does not read. */
export function unreadFiles(root: string): UnreadFile[] {
  const unread: UnreadFile[] = [];
  const entries = (folder: string) => {
    let names: string[];
    try {
      names = readdirSync(join(root, folder));
    } catch {
      return [];
    }
    // A link to nowhere is a file here: statSync finds nothing behind it.
    const isFolder = (name: string) =>
      statSync(join(root, folder, name), { throwIfNoEntry: false })?.isDirectory() ?? false;
    return names
      .filter((name) => !passedOver(name))
      .sort()
      .map((name) => (isFolder(name) ? `${name}/` : name));
  };
  /**
   * Notes an unread entry, with the name it looks `meant` as. Beside the file of that name, in
   * the same folder's entries (`here`), it is a copy of it: a warning, not a rename.
   */
  const note = (path: string, meant: string | undefined, here: readonly string[]) =>
    unread.push({ path, ...(meant && !here.includes(meant) ? { meant } : {}) });
  /** The entries of `folder` not in `known`, each with the known name it is a near miss of. */
  const check = (folder: string, known: readonly string[]) => {
    const here = entries(folder);
    for (const entry of here) {
      if (known.includes(entry)) continue;
      note(
        `${folder}/${entry}`,
        known.find((name) => stem(name) === stem(entry)),
        here,
      );
    }
  };
  check(contentFolder, readHere.top);
  for (const project of entries(trackedFolder)) {
    if (!project.endsWith('/')) {
      unread.push({ path: `${trackedFolder}/${project}` });
      continue;
    }
    const folder = `${trackedFolder}/${project.slice(0, -1)}`;
    check(folder, readHere.project);
    for (const markdown of ['story', 'updates']) {
      const here = entries(`${folder}/${markdown}`);
      for (const entry of here) {
        if (entry.endsWith('.md')) continue;
        const meant =
          !entry.endsWith('/') && textExtensions.test(entry)
            ? entry.replace(textExtensions, '.md')
            : undefined;
        note(`${folder}/${markdown}/${entry}`, meant, here);
      }
    }
  }
  return unread;
}

/** A near miss as a content mistake: the file, and the name to give it. */
function nearMissProblem({ path, meant }: UnreadFile): string | undefined {
  if (!meant) return undefined;
  const name = basename(path);
  const rule = /\/(story|updates)\/[^/]+$/.test(path)
    ? 'the site reads only .md files here'
    : `the site reads this ${path.endsWith('/') ? 'folder' : 'file'} only as ${meant}`;
  return `${path}: ${rule} (found ${shown(name)}); rename it to ${meant}`;
}

/**
 * The problems of `unread`'s near misses, in place of a "this file is missing" problem of the
 * name each was meant as: one slip, one line.
 */
export function nearMissProblems(unread: readonly UnreadFile[], problems: string[]): string[] {
  const misses = unread.filter(({ meant }) => meant);
  const missing = misses.map(
    ({ path, meant }) => `${path.replace(/[^/]+\/?$/, '')}${meant}: this file is missing`,
  );
  return [
    ...problems.filter((problem) => !missing.some((start) => problem.startsWith(start))),
    ...misses.map((miss) => nearMissProblem(miss)!),
  ];
}

/** The other files the site does not read, as a warning (text and Markdown); empty texts when none. */
export function unreadWarnings(unread: readonly UnreadFile[]): { text: string; markdown: string } {
  const others = unread.filter(({ meant }) => !meant).map(({ path }) => path);
  if (others.length === 0) return { text: '', markdown: '' };
  const intro = `${others.length} file(s) in content/ are not read by the site (it reads the files README's "Make it yours" table lists, and ${versionFile}); the site publishes without them. Move them out of content/ if they are notes or copies of your own, or rename them if they were meant for the site:`;
  return {
    text: [`warning: ${intro}`, ...others.map((path) => `  - ${path}`)].join('\n'),
    markdown: [`### ⚠️ ${intro}`, '', ...others.map((path) => `- \`${path}\``), ''].join('\n'),
  };
}
