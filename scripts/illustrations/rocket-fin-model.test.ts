// @vitest-environment node
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sampleFolder } from '../../src/content-model/content-files';
import { bounds } from '../site/models/mesh';
import { readStl } from '../site/models/read-triangles';
import { sampleModels } from './index';
import { rocketFinStl } from './rocket-fin-model';
import { rocketFin } from './rocket-fin';

describe('the sample’s CAD models', () => {
  it('match their code in sample/public/ (run `npm run draw`)', () => {
    const stale = Object.entries(sampleModels).filter(([file, make]) => {
      const path = join(process.cwd(), sampleFolder, 'public', file);
      return !existsSync(path) || !readFileSync(path).equals(Buffer.from(make()));
    });
    expect(stale.map(([file]) => `${sampleFolder}/public/${file}`)).toEqual([]);
  });

  it('make the fin the drawing shows: its root and tab, span and thickness', () => {
    const mesh = readStl(rocketFinStl());
    const { min, max } = bounds(mesh);
    const { root, span, thickness, tab } = rocketFin;
    const size = [0, 1, 2].map((axis) => max[axis]! - min[axis]!);
    expect(size[0]).toBeCloseTo(root, 3);
    expect(size[1]).toBeCloseTo(span + tab.depth, 3);
    expect(size[2]).toBeCloseTo(thickness, 3);
  });

  it('make the fin a closed solid: every edge is shared by two triangles, once each way', () => {
    const mesh = readStl(rocketFinStl());
    const point = (index: number) =>
      [0, 1, 2].map((axis) => mesh.positions[index * 3 + axis]!.toFixed(4)).join(',');
    const edges = new Map<string, number>();
    for (let at = 0; at < mesh.indices.length; at += 3) {
      const corners = [0, 1, 2].map((k) => point(mesh.indices[at + k]!));
      for (let k = 0; k < 3; k += 1) {
        const edge = `${corners[k]}>${corners[(k + 1) % 3]}`;
        edges.set(edge, (edges.get(edge) ?? 0) + 1);
      }
    }
    // A closed, consistently wound surface: each directed edge once, and its reverse once.
    for (const [edge, count] of edges) {
      expect(count, edge).toBe(1);
      const [from, to] = edge.split('>');
      expect(edges.has(`${to}>${from}`), edge).toBe(true);
    }
  });
});
