// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { boxBetween as box } from '../../lab/made-up/models/meshes.ts';
import { bounds, joinMeshes, type Mesh } from './mesh.ts';
import { layDown, stillView } from './still.ts';
import { viewerCamera } from './viewer-camera.ts';

type Point = [number, number, number];

const cube = () => box([0, 0, 0], [20, 20, 20]);
/** A fin plate standing on its edge, thin across X, away from the origin: 3 × 200 × 90 mm. */
const standingFin = () => box([40, -10, 5], [43, 190, 95]);
/** A foot and an upright, off-centre. */
const lBracket = () => joinMeshes([box([0, 0, 0], [60, 40, 5]), box([0, 0, 5], [5, 40, 55])]);

const numbers = (text: string) => text.split(' ').map((part) => parseFloat(part));

/**
 * Where model-viewer 4 draws each vertex of the web model (glTF axes: Y up, Z = −Y of the CAD
 * program) from these attributes, in the box's normalised coordinates (−1 to 1 across and down
 * the box): a perspective camera on a sphere round the target, its vertical field of view widened
 * as ModelScene's `updateFraming` and `adjustedFoV` widen it for a part too wide for the box.
 */
function drawnInViewer(mesh: Mesh, camera: ReturnType<typeof viewerCamera>, aspect: number) {
  const [theta, phi, distance] = numbers(camera.orbit).map((value, index) =>
    index < 2 ? (value * Math.PI) / 180 : value,
  ) as [number, number, number];
  const target = numbers(camera.target);
  const fieldOfView = (parseFloat(camera.fieldOfView) * Math.PI) / 180;
  const p = mesh.positions;
  const vertices: Point[] = [];
  for (let i = 0; i < p.length; i += 3)
    vertices.push([p[i]! - target[0]!, p[i + 2]! - target[1]!, -p[i + 1]! - target[2]!]);
  const radius = Math.max(...vertices.map((v) => Math.hypot(...v)));
  const framing = radius / Math.sin(fieldOfView / 2);
  const widest = Math.max(
    ...vertices.map(([x, y, z]) => Math.hypot(x, z) / (framing - Math.abs(y))),
  );
  const tangent =
    Math.tan(fieldOfView / 2) * Math.max(1, widest / Math.tan(fieldOfView / 2) / aspect);
  // The camera's axes: back (towards the camera), right and up, as model-viewer's orbit puts them.
  const back: Point = [
    Math.sin(phi) * Math.sin(theta),
    Math.cos(phi),
    Math.sin(phi) * Math.cos(theta),
  ];
  const right: Point = [Math.cos(theta), 0, -Math.sin(theta)];
  const up: Point = [
    back[1] * right[2] - back[2] * right[1],
    back[2] * right[0] - back[0] * right[2],
    back[0] * right[1] - back[1] * right[0],
  ];
  const dot = (a: Point, b: Point) => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
  return {
    radius,
    distance,
    points: vertices.map((v) => {
      const depth = distance - dot(v, back);
      return [dot(v, right) / (depth * tangent * aspect), dot(v, up) / (depth * tangent)];
    }),
  };
}

describe('layDown', () => {
  it('lays a plate flat, its longer side across, as the still shows it', () => {
    const { min, max } = bounds(layDown(standingFin()));
    const size = [0, 1, 2].map((axis) => max[axis]! - min[axis]!);
    expect(size[2]).toBeCloseTo(3, 4);
    expect(size[0]).toBeCloseTo(200, 4);
    expect(size[1]).toBeCloseTo(90, 4);
  });

  it('leaves a part that is no plate as its CAD program stood it', () => {
    expect([...layDown(lBracket()).positions]).toEqual([...lBracket().positions]);
  });
});

describe('viewerCamera', () => {
  it('looks from where the still looks: 35° round, 30° down, a plate 55° down', () => {
    expect(viewerCamera(cube()).orbit).toMatch(/^35\.00deg 60\.00deg [\d.]+mm$/);
    expect(viewerCamera(layDown(standingFin())).orbit).toMatch(/^35\.00deg 35\.00deg [\d.]+mm$/);
  });

  it('aims at the point the still centres, at the part’s middle depth', () => {
    for (const mesh of [cube(), layDown(standingFin()), lBracket()]) {
      const [x, y, z] = numbers(viewerCamera(mesh).target);
      // Back to the CAD program's axes, then into the still's view.
      const point = [x!, -z!, y!];
      const { axes, outline, middleDepth } = stillView(mesh);
      const along = (row: number) =>
        [0, 1, 2].reduce((sum, axis) => sum + axes[row * 3 + axis]! * point[axis]!, 0);
      expect(along(0)).toBeCloseTo((outline.minX + outline.maxX) / 2, 1);
      expect(along(1)).toBeCloseTo((outline.minY + outline.maxY) / 2, 1);
      expect(along(2)).toBeCloseTo(middleDepth, 1);
    }
  });

  it('fills the viewer’s box with the part as the still fills its frame, within model-viewer’s bounds', () => {
    const aspect = 4 / 3;
    for (const mesh of [cube(), layDown(standingFin()), lBracket()]) {
      const camera = viewerCamera(mesh, aspect);
      const { radius, distance, points } = drawnInViewer(mesh, camera, aspect);
      // model-viewer keeps the camera from 2.2 bounding radii to 105 % of its framing distance.
      expect(distance).toBeGreaterThanOrEqual(2.2 * radius);
      expect(distance).toBeLessThanOrEqual(
        (1.05 * radius) / Math.sin((parseFloat(camera.fieldOfView) * Math.PI) / 360) + 0.01,
      );
      const fieldOfView = parseFloat(camera.fieldOfView);
      expect(fieldOfView).toBeGreaterThanOrEqual(12);
      expect(fieldOfView).toBeLessThanOrEqual(30);
      // Inside the box, and as near its edges as the still's 4 % margin (perspective makes the
      // near side a little larger than the still's square-on picture, the far side smaller).
      const reach = Math.max(...points.flatMap(([x, y]) => [Math.abs(x!), Math.abs(y!)]));
      expect(reach).toBeLessThanOrEqual(1);
      expect(reach).toBeGreaterThan(0.88);
    }
  });
});
