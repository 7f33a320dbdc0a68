/**
 * The files in content/ the site does not read. The site finds its files by
 * their exact names (./paths.ts), so a file saved under a name close to one
 * of them (project.yaml, Timeline.yml, an update/ folder, an update saved as
 * .txt) would be left out without a word, and the owner's words with it. Such
 * a near miss is a content mistake, named with the name the site reads; any
 * other file the site does not read (notes of the owner's own) is listed as a
 * warning, never blocking a build. The system's and editors' own files (a
 * name starting with a dot, a backup ending in ~, Thumbs.db, desktop.ini, a
 * Mac folder's Icon) are passed over.
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { contentFolder, resumeFile, trackedFolder } from './paths.ts';

/** A file or folder in content/ the site does not read; `meant` is the name it looks meant as. */
export interface UnreadFile {
  /** Its path from the top of the repository; a folder's ends with /. */
  path: string;
  /** The name the site reads that this one differs from only in capitals, extension or a plural. */
  meant?: string;
}

/** What a folder of content/ holds that the site reads: file names, and folder names ending in /. */
const readHere = {
  top: ['profile.yml', 'home.yml', resumeFile.split('/').pop()!, 'version.yml', 'tracked/'],
  project: ['project.yml', 'timeline.yml', 'purchasing.md', 'story/', 'updates/'],
};

const passedOver = (name: string) =>
  name.startsWith('.') || name.endsWith('~') || /^(thumbs\.db|desktop\.ini|Icon\r)$/i.test(name);

/** A name as compared for a near miss: no capitals, .yaml as .yml, text files as .md, no plural s. */
function stem(name: string): string {
  return name
    .toLowerCase()
    .replace(/\.yaml$/, '.yml')
    .replace(/\.(markdown|mdown|mkd|txt|text)$/, '.md')
    .replace(/ies(\/|\.yml|\.md)$/, 'y$1')
    .replace(/s?(\/|\.yml|\.md)$/, '$1');
}

/** A Markdown file of a story/ or updates/ folder: a near miss when it is text under another extension. */
const markdownNearMiss = (name: string) =>
  /\.(md|markdown|mdown|mkd|txt|text)$/i.test(name) || !name.includes('.')
    ? `${name.replace(/\.[^.]*$/, '')}.md`
    : undefined;

/** Every file and folder in the content at `root` that the site does not read. */
export function unreadFiles(root: string): UnreadFile[] {
  const unread: UnreadFile[] = [];
  const entries = (folder: string) =>
    existsSync(join(root, folder))
      ? readdirSync(join(root, folder))
          .filter((name) => !passedOver(name))
          .sort()
          .map((name) => (statSync(join(root, folder, name)).isDirectory() ? `${name}/` : name))
      : [];
  /** The entries of `folder` not in `known`, each with the known name it is a near miss of. */
  const check = (folder: string, known: readonly string[]) => {
    for (const entry of entries(folder)) {
      if (known.includes(entry)) continue;
      const meant = known.find((name) => stem(name) === stem(entry));
      unread.push({ path: `${folder}/${entry}`, ...(meant ? { meant } : {}) });
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
    for (const markdown of ['story', 'updates'])
      for (const entry of entries(`${folder}/${markdown}`)) {
        if (entry.endsWith('.md')) continue;
        const meant = entry.endsWith('/') ? undefined : markdownNearMiss(entry);
        unread.push({ path: `${folder}/${markdown}/${entry}`, ...(meant ? { meant } : {}) });
      }
  }
  return unread;
}

/** A near miss as a content mistake: the file, and the name to give it. */
export function nearMissProblem({ path, meant }: UnreadFile): string | undefined {
  if (!meant) return undefined;
  const what = path.endsWith('/') ? 'folder' : 'file';
  return `${path}: the site does not read this ${what}: it reads one named ${meant} here, capitals and extension exactly; rename it to ${meant}`;
}

/** The other files the site does not read, as a warning (text and Markdown); empty texts when none. */
export function unreadWarnings(unread: readonly UnreadFile[]): { text: string; markdown: string } {
  const others = unread.filter(({ meant }) => !meant).map(({ path }) => path);
  if (others.length === 0) return { text: '', markdown: '' };
  const intro = `${others.length} file(s) in content/ are not read by the site (it reads only the names README's "Make it yours" lists); the site publishes without them. Move them out of content/ if they are notes of your own, or rename them if they were meant for the site:`;
  return {
    text: [`warning: ${intro}`, ...others.map((path) => `  - ${path}`)].join('\n'),
    markdown: [`### ⚠️ ${intro}`, '', ...others.map((path) => `- \`${path}\``), ''].join('\n'),
  };
}
