/**
 * The pictures the content names: any value with a `file` (and an `alt`) is
 * one. The loader checks each file (./load.ts); the photo step makes each
 * one's versions from this same list (scripts/site/images/photos.ts).
 */
import { contentFolder, trackedFolder } from './content-files.ts';
import { fieldName } from './problems.ts';
import type { LoadedSiteContent, Picture } from './schema/index.ts';

/** Every picture in a checked value, with the path to it: any object with a `file` and an `alt`. */
export function picturesIn(
  value: unknown,
  path: PropertyKey[] = [],
): Array<{ path: PropertyKey[]; picture: Omit<Picture, 'alt'> }> {
  if (value === null || typeof value !== 'object') return [];
  if ('file' in value && typeof value.file === 'string')
    return [{ path, picture: value as Picture }];
  return Object.entries(value).flatMap(([key, inner]) =>
    picturesIn(inner, [...path, Array.isArray(value) ? Number(key) : key]),
  );
}

/** Every picture the content names, with the file it is named in: "content/tracked/x/timeline.yml: milestones[2].image". */
export function contentPictures(
  content: LoadedSiteContent,
): Array<{ where: string; picture: Omit<Picture, 'alt'> }> {
  const named = (file: string, value: unknown) =>
    picturesIn(value).map(({ path, picture }) => ({
      where: `${file}: ${fieldName(path)}`,
      picture,
    }));
  return [
    ...named(`${contentFolder}/profile.yml`, content.profile),
    ...named(`${contentFolder}/home.yml`, content.home),
    ...content.trackedProjects.flatMap(
      // The newest update is named again on the project, for Home: its pictures are listed with its file.
      ({ slug, timeline, story, purchasing, latestUpdate, ...project }) => [
        ...named(`${trackedFolder}/${slug}/project.yml`, project),
        ...named(`${trackedFolder}/${slug}/timeline.yml`, timeline),
        ...named(`${trackedFolder}/${slug}/story`, story),
        ...named(`${trackedFolder}/${slug}/purchasing.md`, purchasing),
        ...(content.updates[slug] ?? []).flatMap((update) =>
          named(content.updateFiles[slug]?.[update.slug] ?? '', { pictures: update.pictures }),
        ),
      ],
    ),
  ];
}
