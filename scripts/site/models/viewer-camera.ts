/**
 * Where "View in 3D" opens: the still's camera (./still.ts), written as model-viewer's
 * `camera-orbit`, `camera-target` and `field-of-view`, so the model does not jump from the
 * picture the visitor chose to tap into; it turns from there. Both look at the web model as it
 * lies (./still.ts, `layDown`).
 *
 * The still is drawn square-on (orthographic) and fitted to its 4:3 frame; model-viewer draws in
 * perspective, and widens the field of view it is given when the part's outline, seen from any
 * side, would not fit the box across (ModelScene's `updateFraming` and `adjustedFoV`, model-viewer
 * 4.x). This module gives it a narrow field of view (the least perspective, nearest the still's
 * square-on picture), works out any widening as model-viewer will, from the same vertices, and
 * puts the camera at the distance, inside the range model-viewer allows, from which every vertex
 * is in the box less the still's margin: the part fills the box as it fills the picture.
 */
import type { Mesh } from './mesh.ts';
import { stillView } from './still.ts';

/** model-viewer's attributes for the first view, in its own units. */
export interface ViewerCamera {
  /** `camera-orbit`: azimuth, polar angle and distance ("35deg 60deg 412.5mm"). */
  orbit: string;
  /** `camera-target`: the point the camera looks at, in the web model's axes ("1.2mm 3mm -4mm"). */
  target: string;
  /** `field-of-view`: the vertical field of view it is given ("24.31deg"). */
  fieldOfView: string;
}

/**
 * The field of view it opens with, in degrees: a little over the least model-viewer allows (12,
 * lib/features/controls.js), which it would otherwise hold the view to.
 */
const narrowFieldOfView = 14;
/** The nearest the camera may come, as a share of the bounding radius (MINIMUM_RADIUS_RATIO). */
const nearestRadius = 2.2;

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/**
 * The viewer's first view of a mesh (mm, Z up) that lies as the still shows it, in a box of
 * `aspect` (width over height, the figure's 4:3).
 */
export function viewerCamera(mesh: Mesh, aspect = 4 / 3): ViewerCamera {
  const view = stillView(mesh);
  const { axes, outline, margin } = view;
  const [centreX, centreY] = [(outline.minX + outline.maxX) / 2, (outline.minY + outline.maxY) / 2];
  // The point the still centres, at the part's middle depth, in the mesh's axes.
  const target = [0, 1, 2].map(
    (axis) =>
      centreX * axes[axis]! + centreY * axes[3 + axis]! + view.middleDepth * axes[6 + axis]!,
  );
  // The web model's axes (./web-model.ts): glTF's Y up, X across, Z = −Y of the CAD program.
  const [tx, ty, tz] = [target[0]!, target[2]!, -target[1]!];
  // Every vertex from the target, once, in the web model's axes: what the three measures below read.
  const p = mesh.positions;
  const fromTarget = new Float64Array(p.length);
  for (let i = 0; i < p.length; i += 3) {
    fromTarget[i] = p[i]! - tx;
    fromTarget[i + 1] = p[i + 2]! - ty;
    fromTarget[i + 2] = -p[i + 1]! - tz;
  }
  let radius = 1e-6;
  for (let i = 0; i < fromTarget.length; i += 3)
    radius = Math.max(radius, Math.hypot(fromTarget[i]!, fromTarget[i + 1]!, fromTarget[i + 2]!));
  /** The vertical half-angle's tangent model-viewer draws with, given a field of view. */
  const drawnTangent = (fieldOfView: number) => {
    const half = radians(fieldOfView / 2);
    const framing = radius / Math.sin(half);
    let widest = 0;
    for (let i = 0; i < fromTarget.length; i += 3)
      widest = Math.max(
        widest,
        Math.hypot(fromTarget[i]!, fromTarget[i + 2]!) / (framing - Math.abs(fromTarget[i + 1]!)),
      );
    return Math.max(Math.tan(half), widest / aspect);
  };
  // A narrow field of view from far off, as a telephoto lens sees: the nearest model-viewer lets
  // a camera come to the still's square-on picture, where the near end of a long part is drawn
  // no larger than the far one. It is not widened unless the part is far wider than the box.
  const fieldOfView = narrowFieldOfView;
  const tangent = drawnTangent(fieldOfView);
  // What the box must show from a distance, as the camera sees the part in perspective: every
  // vertex inside, less the still's margin.
  const toGltf = (row: number) => [axes[row * 3]!, axes[row * 3 + 2]!, -axes[row * 3 + 1]!];
  const [right, up, back] = [toGltf(0), toGltf(1), toGltf(2)];
  const along = (axis: number[], i: number) =>
    fromTarget[i]! * axis[0]! + fromTarget[i + 1]! * axis[1]! + fromTarget[i + 2]! * axis[2]!;
  const reach = (distance: number) => {
    let most = 0;
    for (let i = 0; i < fromTarget.length; i += 3) {
      const depth = distance - along(back, i);
      most = Math.max(
        most,
        Math.abs(along(up, i)) / depth,
        Math.abs(along(right, i)) / depth / aspect,
      );
    }
    return most / (1 - 2 * margin);
  };
  // The camera's distance, inside model-viewer's range (2.2 bounding radii to 105 % of its framing
  // distance at this field of view): the part fills less of the box the farther it is, so halve
  // the range to where it fills it as the still fills its frame.
  let [near, far] = [nearestRadius * radius, (1.05 * radius) / Math.sin(radians(fieldOfView / 2))];
  for (let step = 0; step < 40; step++) {
    const middle = (near + far) / 2;
    if (reach(middle) > tangent) near = middle;
    else far = middle;
  }
  const distance = far;
  const mm = (value: number) => `${(Math.abs(value) < 5e-3 ? 0 : value).toFixed(2)}mm`;
  return {
    orbit: `${view.azimuthDegrees.toFixed(2)}deg ${(90 - view.elevationDegrees).toFixed(2)}deg ${mm(distance)}`,
    target: `${mm(tx)} ${mm(ty)} ${mm(tz)}`,
    fieldOfView: `${fieldOfView}deg`,
  };
}
