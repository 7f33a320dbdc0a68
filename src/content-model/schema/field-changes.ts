/**
 * The changes an upgrade step (./versions.ts) is made of, on a parsed YAML
 * file (a YAML content file, or a Markdown file's front matter). Each changes
 * only what is in its old form, so it is safe on a file that has the newest
 * shape already, and keeps everything else: comments, other fields, and the
 * value it moves, as written.
 */
import { isMap, isScalar, isSeq, type Document, type YAMLMap } from 'yaml';
import type { FileUpgrade } from './versions.ts';

/** A field's place: keys, with `[]` for every item of a list (`['milestones', '[]', 'tags']`). */
export type FieldPath = readonly string[];

/** Every mapping at `path` in `doc` (each item's, through `[]`), with its place as words. */
function mapsAt(doc: Document, path: FieldPath): Array<{ map: YAMLMap; at: string }> {
  let found: Array<{ node: unknown; at: string }> = [{ node: doc.contents, at: '' }];
  for (const key of path) {
    found = found.flatMap(({ node, at }) => {
      if (key === '[]')
        return isSeq(node)
          ? node.items.map((item, index) => ({ node: item, at: `${at}[${index}]` }))
          : [];
      return isMap(node) && node.has(key)
        ? [{ node: node.get(key, true), at: at ? `${at}.${key}` : key }]
        : [];
    });
  }
  return found
    .filter((entry): entry is { map: YAMLMap; at: string } & { node: YAMLMap } => isMap(entry.node))
    .map(({ node, at }) => ({ map: node as YAMLMap, at }));
}

/** The field's name as a person reads it: `card.badge`, `milestones[2].tags`. */
const named = (at: string, key: string) => (at ? `${at}.${key}` : key);

/**
 * Renames the field at `path` + `from` to `to`, where it is and `to` is not:
 * the same place in the file, its value and comments as they were.
 */
export function renameField(from: FieldPath, to: string): FileUpgrade {
  const parent = from.slice(0, -1);
  const key = from[from.length - 1]!;
  return (doc) =>
    mapsAt(doc, parent).flatMap(({ map, at }) => {
      const pair = map.items.find((item) => isScalar(item.key) && item.key.value === key);
      if (!pair || map.has(to)) return [];
      (pair.key as { value: unknown }).value = to;
      return [`${named(at, key)} is now ${named(at, to)}`];
    });
}

/** Adds the field at `path` + `name` with `value` where the mapping is there and the field is not. */
export function addField(path: FieldPath, name: string, value: unknown): FileUpgrade {
  return (doc) =>
    mapsAt(doc, path).flatMap(({ map, at }) => {
      if (map.has(name)) return [];
      map.set(doc.createNode(name), doc.createNode(value));
      return [`${named(at, name)} added, as ${JSON.stringify(value)}`];
    });
}
