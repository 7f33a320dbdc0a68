/**
 * The one shape every reader hands on: a triangle mesh in millimetres, Z up
 * (as CAD programs draw parts), so the converter and the still picture never
 * care which format a model came from.
 */

/** Triangles in millimetres, Z up: xyz triples and three indices per triangle. */
export interface Mesh {
  positions: Float32Array;
  indices: Uint32Array;
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

/** Joins separate triangle lists (non-indexed when `indices` is missing) into one mesh, scaling each by `scale`. */
export function joinMeshes(
  parts: { positions: ArrayLike<number>; indices?: ArrayLike<number> | null }[],
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
  for (const part of parts) {
    const base = vertexAt / 3;
    for (let i = 0; i < part.positions.length; i++)
      positions[vertexAt + i] = part.positions[i]! * scale;
    const count = part.indices ? part.indices.length : part.positions.length / 3;
    for (let i = 0; i < count; i++)
      indices[indexAt + i] = base + (part.indices ? part.indices[i]! : i);
    vertexAt += part.positions.length;
    indexAt += count;
  }
  return { positions, indices };
}
