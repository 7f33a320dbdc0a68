/**
 * The one shape every reader hands on: a triangle mesh in millimetres, Z up
 * (as CAD programs draw parts), so the converter and the still picture never
 * care which format a model came from.
 */

/** Triangles in millimetres, Z up: xyz triples and three indices per triangle. */
export interface Mesh {
  positions: Float32Array;
  indices: Uint32Array;
  /**
   * The parts the file holds, in order, each a run of the triangles (an assembly's bodies, a
   * glTF's nodes): their names and colours, for the still, the web model and the part list.
   * None: one part with neither.
   */
  parts?: MeshPart[];
}

/** A linear RGB colour, each channel 0 to 1, as glTF's baseColorFactor and OpenCascade hold one. */
export type Colour = readonly [number, number, number];

/**
 * A part of a mesh, or a run of one: its triangles, with the name and colour its file gives it.
 * A part of several colours (a glTF node of several materials) is a run per colour.
 */
export interface MeshPart {
  /** Its name in the file ("bolt"), or "" when it has none. */
  name: string;
  /** Which part of the file the run is: runs of one part share it. */
  body: number;
  /** Its colour, when the file gives one. */
  colour?: Colour;
  /** Its triangles: `count` of them from triangle `first`. */
  first: number;
  count: number;
}

/**
 * The colour of a part the file gives none, as the still draws it lit full on: #b8bcc4, a
 * mid-light grey that reads on the page's light and dark surfaces; linear, as the GLB holds it.
 */
export const partGrey: Colour = [0.479, 0.503, 0.552];

/** A linear channel (0 to 1) as an sRGB byte (IEC 61966-2-1's transfer function), as a PNG holds it. */
export function srgbByte(linear: number): number {
  const value = Math.min(1, Math.max(0, linear));
  const encoded = value <= 0.0031308 ? 12.92 * value : 1.055 * value ** (1 / 2.4) - 0.055;
  return Math.round(encoded * 255);
}

/** How many triangles a mesh holds. */
export function triangleCount(mesh: Mesh): number {
  return mesh.indices.length / 3;
}

/** The mesh's axis-aligned box, in the mesh's units. */
export function bounds(mesh: Mesh): {
  min: [number, number, number];
  max: [number, number, number];
} {
  const min: [number, number, number] = [Infinity, Infinity, Infinity];
  const max: [number, number, number] = [-Infinity, -Infinity, -Infinity];
  const p = mesh.positions;
  for (let i = 0; i < p.length; i += 3) {
    for (let axis = 0; axis < 3; axis++) {
      const value = p[i + axis]!;
      if (value < min[axis]!) min[axis] = value;
      if (value > max[axis]!) max[axis] = value;
    }
  }
  return { min, max };
}

/** The bounding box's width × depth × height in mm, e.g. `120 × 84 × 3 mm`. */
export function dimensionsText(mesh: Mesh): string {
  const { min, max } = bounds(mesh);
  // Whole millimetres once a side reaches 10 mm; a tenth below, where a whole mm would hide a 1.6 mm board.
  const side = (axis: number) => {
    const size = max[axis]! - min[axis]!;
    return size >= 10 ? String(Math.round(size)) : String(Math.round(size * 10) / 10);
  };
  return `${side(0)} × ${side(1)} × ${side(2)} mm`;
}

/**
 * Joins separate triangle lists (non-indexed when `indices` is missing) into one mesh, scaling
 * each by `scale`; each list is a part of it, with the name and colour given.
 */
export function joinMeshes(
  parts: {
    positions: ArrayLike<number>;
    indices?: ArrayLike<number> | null;
    name?: string;
    colour?: Colour;
    /** The part the list belongs to, when a part is several lists (default: a part each). */
    body?: number;
  }[],
  scale = 1,
): Mesh {
  let vertexTotal = 0;
  let indexTotal = 0;
  for (const part of parts) {
    vertexTotal += part.positions.length;
    indexTotal += part.indices ? part.indices.length : part.positions.length / 3;
  }
  const positions = new Float32Array(vertexTotal);
  const indices = new Uint32Array(indexTotal);
  let vertexAt = 0;
  let indexAt = 0;
  const meshParts: MeshPart[] = [];
  for (const [index, part] of parts.entries()) {
    const base = vertexAt / 3;
    for (let i = 0; i < part.positions.length; i++)
      positions[vertexAt + i] = part.positions[i]! * scale;
    const count = part.indices ? part.indices.length : part.positions.length / 3;
    for (let i = 0; i < count; i++)
      indices[indexAt + i] = base + (part.indices ? part.indices[i]! : i);
    meshParts.push({
      name: part.name?.trim() ?? '',
      body: part.body ?? index,
      ...(part.colour && { colour: part.colour }),
      first: indexAt / 3,
      count: count / 3,
    });
    vertexAt += part.positions.length;
    indexAt += count;
  }
  return { positions, indices, parts: meshParts };
}
