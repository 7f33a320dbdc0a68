/**
 * What an assembly is made of, as a reader lists it under its model: "18 parts: plate, rod,
 * 2 × l-bracket, 6 × bolt, 8 × nut". Each part's name comes from the file (a STEP product's, a
 * glTF node's, a 3MF object's); a part placed several times is counted under one name, whatever
 * instance mark its CAD program added ("bolt:2", "bolt <2>", "bolt (2)", Fusion's "bolt v3:1";
 * SolidWorks' "bolt-2" and Blender's "bolt.002" where a part of the same size shares the name
 * before the mark). The biggest kinds come first, as the eye meets them in the picture.
 */
import { modelWords } from '../../../src/content-model/model-words.ts';
import type { Mesh, MeshPart } from './mesh.ts';

/** Kinds named before the list ends in "…": a long bill of materials is the owner's file's job. */
const namedKinds = 8;
/** A name longer than this is cut, with "…": a part number is not a name to read. */
const longestName = 40;

/** A part's name without the instance or version mark its CAD program always adds. */
export function partName(name: string): string {
  return name
    .trim()
    .replace(/\s*(?::\s*\d+|<\s*\d+\s*>|\(\s*\d+\s*\)|\[\s*\d+\s*\])$/, '')
    .replace(/\s+v\d+$/i, '')
    .trim();
}

/** A mark that may be an instance's or the name's own ("bolt-2", but "M3-8"): taken off where shared. */
const sharedMark = /(?:-\d+|\.\d{3})$/;

/** The diagonal of a part's box in mm (the box of its runs): how big it shows. */
function partSize(mesh: Mesh, runs: readonly MeshPart[]): number {
  const min = [Infinity, Infinity, Infinity];
  const max = [-Infinity, -Infinity, -Infinity];
  for (const run of runs)
    for (let i = run.first * 3; i < (run.first + run.count) * 3; i++) {
      const at = mesh.indices[i]! * 3;
      for (let axis = 0; axis < 3; axis++) {
        const value = mesh.positions[at + axis]!;
        if (value < min[axis]!) min[axis] = value;
        if (value > max[axis]!) max[axis] = value;
      }
    }
  return Math.hypot(max[0]! - min[0]!, max[1]! - min[1]!, max[2]! - min[2]!);
}

/**
 * The line under a model made of more than one part: how many, and the kinds the file names,
 * biggest first, counts collapsed ("2 × l-bracket"), eight at most. Nothing where the file names
 * no part, or names every part alike: a part of several bodies (a multibody part, which
 * OpenCascade hands on a body at a time) reads as one part, not as "2 × bracket".
 */
export function partList(mesh: Mesh): string | undefined {
  // A part of several colours is a run per colour: one part still.
  const bodies = new Map<number, { name: string; runs: MeshPart[] }>();
  for (const run of mesh.parts ?? []) {
    if (run.count === 0) continue;
    const body = bodies.get(run.body) ?? { name: partName(run.name), runs: [] };
    body.runs.push(run);
    bodies.set(run.body, body);
  }
  const parts = [...bodies.values()];
  // "bolt-1" and "bolt-2" are two bolts, as Blender's "bolt" and "bolt.001" are; "M3-8" alone,
  // or beside an "M3-12" of another size, is a name. A mark goes where the parts that share the
  // name before it are alike (their boxes within 1%).
  const sizes = parts.map((part) => partSize(mesh, part.runs));
  const stemOf = (name: string) => name.replace(sharedMark, '').toLocaleLowerCase('en');
  const byStem = new Map<string, number[]>();
  for (const [index, { name }] of parts.entries()) {
    if (!name) continue;
    const stem = stemOf(name);
    byStem.set(stem, [...(byStem.get(stem) ?? []), index]);
  }
  for (const sharing of byStem.values()) {
    const marked = sharing.filter((index) => sharedMark.test(parts[index]!.name));
    if (sharing.length < 2 || marked.length === 0) continue;
    const [least, most] = [
      Math.min(...sharing.map((index) => sizes[index]!)),
      Math.max(...sharing.map((index) => sizes[index]!)),
    ];
    if (most > least * 1.01) continue;
    for (const index of marked) parts[index]!.name = parts[index]!.name.replace(sharedMark, '');
  }
  const kinds = new Map<string, { name: string; count: number; size: number; order: number }>();
  for (const part of parts) {
    if (!part.name) continue;
    const key = part.name.toLocaleLowerCase('en');
    const size = sizes[parts.indexOf(part)]!;
    const kind = kinds.get(key);
    if (kind) {
      kind.count += 1;
      kind.size = Math.max(kind.size, size);
    } else kinds.set(key, { name: part.name, count: 1, size, order: kinds.size });
  }
  if (
    parts.length < 2 ||
    kinds.size === 0 ||
    (kinds.size === 1 && kinds.values().next().value!.count === parts.length)
  )
    return undefined;
  const sorted = [...kinds.values()].sort((a, b) => b.size - a.size || a.order - b.order);
  const shortened = (name: string) =>
    name.length > longestName ? `${name.slice(0, longestName - 1).trimEnd()}…` : name;
  const named = sorted
    .slice(0, namedKinds)
    .map(({ name, count }) => modelWords.partKind(shortened(name), count));
  const unnamed = parts.length - sorted.reduce((sum, kind) => sum + kind.count, 0);
  if (sorted.length > namedKinds || unnamed > 0) named.push('…');
  return modelWords.parts(parts.length, named.join(', '));
}
