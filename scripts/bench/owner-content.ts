/**
 * The owner-content variant for the static-twin comparison (issue 21): this
 * repository's own content, grown the way an owner grows it over a year.
 *
 * - Phone photos: the avatar, the featured project's hero and card and its first
 *   milestone's picture become 12-megapixel JPEGs (4032 × 3024), and its newest
 *   update carries eight of them, a gallery (the first stored sideways with an
 *   EXIF orientation).
 * - More words: three more paragraphs in the bio and in every story card.
 * - A third project: the featured project's folder copied twice, neither
 *   featured, without its updates.
 * - 20 updates on the featured project, made up by updates.ts.
 * - A fuller resume.yml: three jobs, two schools, twelve skills, two awards, with
 *   apostrophes and accents (scripts/lab/unit-tests/fixture-resume.ts), its projects the tracked ones.
 *
 * Everything is written into a new temporary folder (content/ and public/); the
 * repository's own files are never touched. Whatever the content holds, the
 * edits are found by the loader's own reading of it, not by its words.
 */
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import matter from 'gray-matter';
import { isScalar, parseDocument, visit } from 'yaml';
import { readContent } from '../../src/content-model/load';
import { contentRoot } from '../../src/content-model/content-files';
import type { TrackedProject } from '../../src/content-model/schema';
import { fileText, type MarkdownFile } from '../lab/unit-tests/fixture-content';
import { fullerResume } from '../lab/unit-tests/fixture-resume';
import { writePhonePhoto } from './photos';
import { madeUpUpdates } from './updates';

const extraParagraphs = [
  'Over the summer I worked in a machine shop, where I learned more about tolerances in a week than in a semester: a drawing is a promise, and the shop floor checks it.',
  "I keep a notebook of every part that didn't fit the first time, with what I measured and what I changed. It's the most useful thing I own.",
  'Outside the workshop I sketch, climb and fix bicycles for friends, which is mostly a lesson in seized bolts and patience.',
];

/** Edits a YAML file through its document, so its comments and layout stay as the owner wrote them. */
function editYaml(path: string, edit: (document: ReturnType<typeof parseDocument>) => void): void {
  const document = parseDocument(readFileSync(path, 'utf8'));
  edit(document);
  writeFileSync(path, document.toString());
}

/** Points the `file:` of every picture under `keys` (or of the first picture anywhere) at `file`. */
function usePhoto(document: ReturnType<typeof parseDocument>, file: string, keys?: string[]): void {
  let replaced = false;
  visit(document, {
    Pair(_key, pair, path) {
      if (!isScalar(pair.key) || pair.key.value !== 'file' || !isScalar(pair.value)) return;
      const owner = path.at(-2);
      const ownerKey =
        owner && 'key' in (owner as object) ? (owner as { key: { value?: unknown } }).key : null;
      if (keys ? keys.includes(String(ownerKey?.value)) : !replaced) {
        pair.value.value = file;
        replaced = true;
      }
    },
  });
}

/** Where the variant's content is, and its featured project as the loader reads it back. */
export interface OwnerVariant {
  root: string;
  project: Pick<TrackedProject, 'slug' | 'latestUpdate'> & { galleryUpdate: string };
}

/** The newest update's gallery: eight phone photos, as an owner posts them after a day's work. */
const galleryPhotos = Array.from({ length: 8 }, (_, index) => `phone-update-${index + 1}.jpg`);

/** Writes the variant of the content under `source` (the site's, by default) into a new folder. */
export async function writeOwnerVariant(source = contentRoot()): Promise<OwnerVariant> {
  const root = mkdtempSync(join(tmpdir(), 'bench-owner-'));
  cpSync(join(source, 'content'), join(root, 'content'), { recursive: true });
  cpSync(join(source, 'public'), join(root, 'public'), { recursive: true });
  writeFileSync(join(root, 'package.json'), JSON.stringify({ type: 'module', private: true }));
  const original = readContent(root);
  const featured = original.trackedProjects[0]!;
  const tracked = join(root, 'content', 'tracked');
  const images = join(root, 'public', 'images');

  // Phone photos.
  await Promise.all([
    writePhonePhoto(join(images, 'phone-avatar.jpg')),
    writePhonePhoto(join(images, 'phone-project.jpg')),
    writePhonePhoto(join(images, 'phone-milestone.jpg')),
    ...galleryPhotos.map((file, index) => writePhonePhoto(join(images, file), index === 0, index)),
  ]);
  editYaml(join(root, 'content', 'profile.yml'), (document) => {
    usePhoto(document, 'phone-avatar.jpg', ['avatar']);
    document.set('bio', [String(document.get('bio')), ...extraParagraphs].join('\n\n'));
  });
  editYaml(join(tracked, featured.slug, 'project.yml'), (document) => {
    usePhoto(document, 'phone-project.jpg', ['heroImage', 'image']);
  });
  const timeline = join(tracked, featured.slug, 'timeline.yml');
  if (featured.timeline)
    editYaml(timeline, (document) => usePhoto(document, 'phone-milestone.jpg'));

  // More words in every story card.
  const story = join(tracked, featured.slug, 'story');
  for (const name of readdirSync(story)) {
    const { data, content } = matter(readFileSync(join(story, name), 'utf8'));
    writeFileSync(
      join(story, name),
      fileText({ front: data, body: [content.trim(), ...extraParagraphs].join('\n\n') + '\n' }),
    );
  }

  // 20 updates in place of the featured project's own, the newest with eight phone photos.
  const updatesFolder = join(tracked, featured.slug, 'updates');
  rmSync(updatesFolder, { recursive: true, force: true });
  const files = {
    [`content/tracked/${featured.slug}/project.yml`]: { featured: true },
    ...(featured.timeline
      ? { [`content/tracked/${featured.slug}/timeline.yml`]: featured.timeline }
      : {}),
  };
  const updates = Object.entries(madeUpUpdates(20, files));
  // madeUpUpdates writes them oldest first.
  const newest = updates.at(-1)![1] as MarkdownFile;
  newest.front.pictures = galleryPhotos.map((file, index) => ({
    file,
    alt: `The work on the bench, photo ${index + 1}`,
    ...(index % 2 ? {} : { caption: "Held to the light: the slide's edge, where the rails meet" }),
  }));
  mkdirSync(updatesFolder, { recursive: true });
  for (const [path, file] of updates) writeFileSync(join(root, path), fileText(file));

  // Two more tracked projects, neither featured, without updates.
  for (const copy of ['second', 'third']) {
    const folder = join(tracked, `${featured.slug}-${copy}`);
    cpSync(join(tracked, featured.slug), folder, { recursive: true });
    rmSync(join(folder, 'updates'), { recursive: true, force: true });
    editYaml(join(folder, 'project.yml'), (document) => {
      document.delete('featured');
      document.set('title', `${String(document.get('title'))} (${copy})`);
    });
  }

  // A resume as long as a student's gets; its projects are the three tracked ones.
  writeFileSync(
    join(root, 'content', 'resume.yml'),
    fileText({
      work: fullerResume.work,
      education: fullerResume.education,
      skills: fullerResume.skills,
      awards: fullerResume.awards,
    }),
  );

  // The loader reads it back: the pages are what it finds, not what this script meant.
  const grown = readContent(root);
  const project =
    grown.trackedProjects.find(({ featured }) => featured) ?? grown.trackedProjects[0]!;
  return { root, project: { ...project, galleryUpdate: project.latestUpdate!.slug } };
}
