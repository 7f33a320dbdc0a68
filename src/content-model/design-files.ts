/**
 * The CAD models, boards and drawings the content names, each with the file and field it
 * is named in ("content/home.yml: otherProjects[0].model"): what the build's
 * models, boards and drawings steps make pictures and web files of (scripts/site/design/).
 * Found by their own fields, as pictures are by theirs (./pictures.ts): a model or a
 * drawing by its `source` (a drawing's a .pdf or .dxf), a board by its `fabFiles`.
 */
import { contentFolder, trackedFolder } from './content-files.ts';
import { fieldName } from './problems.ts';
import {
  drawingFormat,
  type Board,
  type Drawing,
  type LoadedSiteContent,
  type Model,
} from './schema/index.ts';

/** A model or board named in the content, and where. */
export interface Named<T> {
  where: string;
  value: T;
}

function found<T>(
  value: unknown,
  is: (candidate: object) => boolean,
  path: PropertyKey[] = [],
): Array<{ path: PropertyKey[]; value: T }> {
  if (value === null || typeof value !== 'object') return [];
  if (is(value)) return [{ path, value: value as T }];
  return Object.entries(value).flatMap(([key, inner]) =>
    found<T>(inner, is, [...path, Array.isArray(value) ? Number(key) : key]),
  );
}

/** Every value of the content `is` picks out, with the file and field it is named in. */
function namedIn<T>(content: LoadedSiteContent, is: (candidate: object) => boolean): Named<T>[] {
  const named = (file: string, value: unknown) =>
    found<T>(value, is).map(({ path, value: inner }) => ({
      where: `${file}: ${fieldName(path)}`,
      value: inner,
    }));
  return [
    ...named(`${contentFolder}/home.yml`, content.home),
    ...content.trackedProjects.flatMap(
      // The newest update is named again on the project, for Home: it is listed with its file.
      ({ slug, timeline, story, purchasing, latestUpdate, ...project }) => [
        ...named(`${trackedFolder}/${slug}/project.yml`, project),
        ...named(`${trackedFolder}/${slug}/timeline.yml`, timeline),
        ...(content.updates[slug] ?? []).flatMap((update) =>
          named(content.updateFiles[slug]?.[update.slug] ?? '', {
            models: update.models,
            boards: update.boards,
            drawings: update.drawings,
          }),
        ),
      ],
    ),
  ];
}

/** Whether a named design file with a `source` is a drawing (else a model). */
function isDrawing(value: object): boolean {
  const source = 'source' in value && typeof value.source === 'string' ? value.source : '';
  return drawingFormat(source) !== undefined;
}

/** Every model the content names. */
export function contentModels(content: LoadedSiteContent): Named<Model>[] {
  return namedIn<Model>(
    content,
    (value) => 'source' in value && 'alt' in value && !isDrawing(value),
  );
}

/** Every drawing the content names. */
export function contentDrawings(content: LoadedSiteContent): Named<Drawing>[] {
  return namedIn<Drawing>(content, (value) => 'alt' in value && isDrawing(value));
}

/** Every board the content names. */
export function contentBoards(content: LoadedSiteContent): Named<Board>[] {
  return namedIn<Board>(content, (value) => 'fabFiles' in value);
}
