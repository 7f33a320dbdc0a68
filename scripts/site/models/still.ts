/**
 * The still picture of a model, made at build time without a GPU (GitHub's
 * runners have none), so the page shows the part before any script runs: the
 * part laid as a printing site's thumbnail shows it (a plate flat), seen from
 * above at three quarters, fitted to the frame, drawn with a depth buffer at
 * 3 × 3 samples a pixel, flat-shaded from a key light, with thin darker lines
 * on its outline and creases, averaged down to antialiased pixels; sharp
 * encodes the PNG. Why a depth buffer of our own and not three's SVGRenderer
 * or a package: docs/decisions.md, "A model's still picture".
 */
import sharp from 'sharp';
import { bounds, partGrey, srgbByte, type Mesh } from './mesh.ts';

/** Samples a pixel along each side: 3 × 3 gives an edge ten levels of coverage. */
const samples = 3;
/** Free space around the part, as a share of each side of the frame. */
const margin = 0.04;
/** Looking down 30°, turned 35° around Z: the front, the right side and the top show. */
const elevation = (30 * Math.PI) / 180;
/** A plate, seen from 30° up, is a sliver: from 55° its outline, the point of a plate, shows. */
const plateElevation = (55 * Math.PI) / 180;
const azimuth = (35 * Math.PI) / 180;
/** The lit colour of a part the file gives none: the site's grey, as sRGB. */
const lit = partGrey.map(srgbByte);
/**
 * The key light, in view space (x right, y up, z towards the viewer): from the
 * front, above, a little left, so a box's top, front and side read as three shades.
 */
const light = normalised(-0.1, 0.55, 0.85);
/** What a face turned away from the key still gets, so no face goes dark on a dark page. */
const ambient = 0.55;
/** Faces meeting at more than 30° draw a line between them, as CAD viewers draw a part's edges. */
const creaseCos = Math.cos((30 * Math.PI) / 180);
/** A line is the face's colour at this share. */
const lineShade = 0.62;
/** A side under a quarter of the middle side makes the part a plate, laid flat on that side. */
const plateRatio = 0.25;

/**
 * A still picture of the part, made without a GPU: a transparent PNG, `width` × `height` px.
 * `laid`: the mesh already lies as the still shows it (`layDown`), as the web model holds it, so
 * that the still and the viewer's first frame (./viewer-camera.ts) see the same part the same way.
 */
export async function modelStill(
  mesh: Mesh,
  options: { width?: number; height?: number; laid?: boolean } = {},
): Promise<{ png: Buffer; width: number; height: number }> {
  const { width = 1600, height = 1200, laid = false } = options;
  if (!Number.isInteger(width) || !Number.isInteger(height) || width < 1 || height < 1)
    throw new RangeError(`a still is a whole number of pixels, not ${width} × ${height}`);
  const view = viewPositions(mesh, laid);
  const sw = width * samples;
  const sh = height * samples;
  const screen = fitToFrame(view, mesh.indices, sw, sh);
  const faces = faceLooks(view, screen, mesh.indices, faceColours(mesh));
  const drawn = rasterise(screen, mesh.indices, faces, sw, sh);
  const rgba = compose(drawn, faces, width, height);
  const png = await sharp(rgba, { raw: { width, height, channels: 4 } })
    .png({ compressionLevel: 9 })
    .toBuffer();
  return { png, width, height };
}

function normalised(x: number, y: number, z: number): [number, number, number] {
  const length = Math.hypot(x, y, z);
  return [x / length, y / length, z / length];
}

/** 3 × 3 row-major rotations, multiplied `a · b`. */
type Rotation = readonly number[];
const identity: Rotation = [1, 0, 0, 0, 1, 0, 0, 0, 1];
function multiply(a: Rotation, b: Rotation): Rotation {
  const out: number[] = [];
  for (let row = 0; row < 3; row++)
    for (let column = 0; column < 3; column++)
      out.push(
        a[row * 3]! * b[column]! +
          a[row * 3 + 1]! * b[3 + column]! +
          a[row * 3 + 2]! * b[6 + column]!,
      );
  return out;
}

/**
 * How the part lies before it is looked at: a plate on its thinnest side (a
 * board or a fin plate drawn standing would show as a line), and its longer
 * side across the picture; any other part keeps the Z up its CAD program gave it.
 * Only turns, never mirrors, so a part never shows as its mirror image.
 */
function layout(mesh: Mesh): { turn: Rotation; plate: boolean } {
  const { min, max } = bounds(mesh);
  const size = [0, 1, 2].map((axis) => Math.max(0, max[axis]! - min[axis]!));
  const middle = [...size].sort((a, b) => a - b)[1]!;
  const thinnest = size.indexOf(Math.min(...size));
  let turn = identity;
  const plate = size[thinnest]! < plateRatio * middle;
  if (thinnest !== 2 && plate) {
    // X thin: a quarter turn about Y (z' = x); Y thin: about X (z' = y).
    turn = thinnest === 0 ? [0, 0, -1, 0, 1, 0, 1, 0, 0] : [1, 0, 0, 0, 0, -1, 0, 1, 0];
  }
  // The part's size along the turned X and Y: a row of the turn picks the side that lies along it.
  const along = (row: number) =>
    [0, 1, 2].reduce((sum, axis) => sum + Math.abs(turn[row * 3 + axis]!) * size[axis]!, 0);
  if (along(1) > along(0)) turn = multiply([0, -1, 0, 1, 0, 0, 0, 0, 1], turn);
  return { turn, plate };
}

/** The mesh turned to lie as the still shows it (`layout`): what the web model holds. */
export function layDown(mesh: Mesh): Mesh {
  const { turn } = layout(mesh);
  const p = mesh.positions;
  const positions = new Float32Array(p.length);
  for (let i = 0; i < p.length; i += 3)
    for (let row = 0; row < 3; row++)
      positions[i + row] =
        turn[row * 3]! * p[i]! + turn[row * 3 + 1]! * p[i + 1]! + turn[row * 3 + 2]! * p[i + 2]!;
  return { ...mesh, positions };
}

/** The camera's axes as rows: right, up, and towards the viewer (looking down `down`, turned `azimuth`). */
function camera(down: number): Rotation {
  const [sa, ca, se, ce] = [Math.sin(azimuth), Math.cos(azimuth), Math.sin(down), Math.cos(down)];
  return [ca, sa, 0, -se * sa, se * ca, ce, ce * sa, -ce * ca, se];
}

/**
 * Where the still looks from at a mesh that lies as it shows it (`layDown`): the camera's axes
 * as rows (right, up, towards the viewer, in the mesh's mm, Z up), its azimuth and elevation in
 * degrees, and the outline's extent in view space (mm) with the part's middle depth, which the
 * still fills its frame with, less `margin` on each side.
 */
export function stillView(mesh: Mesh): {
  axes: readonly number[];
  azimuthDegrees: number;
  elevationDegrees: number;
  outline: { minX: number; maxX: number; minY: number; maxY: number };
  middleDepth: number;
  margin: number;
} {
  const placed = layout(mesh);
  const down = placed.plate ? plateElevation : elevation;
  const axes = camera(down);
  const view = viewPositions(mesh, true, placed);
  const outline = { minX: Infinity, maxX: -Infinity, minY: Infinity, maxY: -Infinity };
  for (const index of mesh.indices) {
    const [x, y] = [view[index * 3]!, view[index * 3 + 1]!];
    outline.minX = Math.min(outline.minX, x);
    outline.maxX = Math.max(outline.maxX, x);
    outline.minY = Math.min(outline.minY, y);
    outline.maxY = Math.max(outline.maxY, y);
  }
  const { min, max } = bounds(mesh);
  const middleDepth = [0, 1, 2].reduce(
    (sum, axis) => sum + axes[6 + axis]! * ((min[axis]! + max[axis]!) / 2),
    0,
  );
  return {
    axes,
    azimuthDegrees: (azimuth * 180) / Math.PI,
    elevationDegrees: (down * 180) / Math.PI,
    outline,
    middleDepth,
    margin,
  };
}

/**
 * Every vertex in view space, in mm: x right, y up, z towards the viewer; `laid`: turned already;
 * `placed`: the mesh's layout, when the caller has worked it out.
 */
function viewPositions(mesh: Mesh, laid = false, placed = layout(mesh)): Float64Array {
  const { turn, plate } = placed;
  const m = multiply(camera(plate ? plateElevation : elevation), laid ? identity : turn);
  const p = mesh.positions;
  const view = new Float64Array(p.length);
  for (let i = 0; i < p.length; i += 3) {
    const [x, y, z] = [p[i]!, p[i + 1]!, p[i + 2]!];
    view[i] = m[0]! * x + m[1]! * y + m[2]! * z;
    view[i + 1] = m[3]! * x + m[4]! * y + m[5]! * z;
    view[i + 2] = m[6]! * x + m[7]! * y + m[8]! * z;
  }
  return view;
}

/**
 * Scales and moves the view (orthographic) so the triangles' outline fills the
 * frame, centred, less the margin: sample coordinates, y down, z in samples.
 */
function fitToFrame(
  view: Float64Array,
  indices: Uint32Array,
  sw: number,
  sh: number,
): Float64Array {
  let [minX, maxX, minY, maxY] = [Infinity, -Infinity, Infinity, -Infinity];
  for (const index of indices) {
    const [x, y] = [view[index * 3]!, view[index * 3 + 1]!];
    if (x < minX) minX = x;
    if (x > maxX) maxX = x;
    if (y < minY) minY = y;
    if (y > maxY) maxY = y;
  }
  const scale = Math.min(
    (sw * (1 - 2 * margin)) / Math.max(maxX - minX, 1e-9),
    (sh * (1 - 2 * margin)) / Math.max(maxY - minY, 1e-9),
  );
  const [centreX, centreY] = [(minX + maxX) / 2, (minY + maxY) / 2];
  const screen = new Float64Array(view.length);
  for (let i = 0; i < view.length; i += 3) {
    screen[i] = sw / 2 + (view[i]! - centreX) * scale;
    screen[i + 1] = sh / 2 - (view[i + 1]! - centreY) * scale;
    screen[i + 2] = view[i + 2]! * scale;
  }
  return screen;
}

/** Per triangle: its normal turned to the viewer, its depth's change per sample across and down, and its colour. */
interface FaceLooks {
  normals: Float32Array;
  slopes: Float32Array;
  colours: Uint8Array;
  /** False for a triangle with no area, which is never drawn. */
  drawn: Uint8Array;
}

/** Each triangle's colour lit full on, sRGB: its part's colour from the file, or the grey. */
function faceColours(mesh: Mesh): Uint8Array {
  const colours = new Uint8Array(mesh.indices.length);
  for (let f = 0; f < colours.length; f += 3) colours.set(lit, f);
  for (const { colour, first, count } of mesh.parts ?? []) {
    if (!colour) continue;
    const bytes = colour.map(srgbByte);
    for (let f = first; f < first + count; f++) colours.set(bytes, f * 3);
  }
  return colours;
}

function faceLooks(
  view: Float64Array,
  screen: Float64Array,
  indices: Uint32Array,
  base: Uint8Array,
): FaceLooks {
  const count = indices.length / 3;
  const normals = new Float32Array(count * 3);
  const slopes = new Float32Array(count * 2);
  const colours = new Uint8Array(count * 3);
  const drawn = new Uint8Array(count);
  for (let f = 0; f < count; f++) {
    const [a, b, c] = [indices[f * 3]! * 3, indices[f * 3 + 1]! * 3, indices[f * 3 + 2]! * 3];
    const [ux, uy, uz] = [
      view[b]! - view[a]!,
      view[b + 1]! - view[a + 1]!,
      view[b + 2]! - view[a + 2]!,
    ];
    const [vx, vy, vz] = [
      view[c]! - view[a]!,
      view[c + 1]! - view[a + 1]!,
      view[c + 2]! - view[a + 2]!,
    ];
    let [nx, ny, nz] = [uy * vz - uz * vy, uz * vx - ux * vz, ux * vy - uy * vx];
    const length = Math.hypot(nx, ny, nz);
    if (!(length > 0)) continue;
    // Facing the viewer whichever way it was wound: STL exports often wind some triangles backwards.
    const sign = nz < 0 ? -1 / length : 1 / length;
    [nx, ny, nz] = [nx * sign, ny * sign, nz * sign];
    normals.set([nx, ny, nz], f * 3);
    // Depth along the plane per sample: z grows by -nx/nz per x, and y runs down the screen.
    const steep = Math.max(Math.abs(nz), 1e-3);
    slopes.set([Math.abs(nx) / steep, Math.abs(ny) / steep], f * 2);
    const shade =
      ambient + (1 - ambient) * Math.max(0, nx * light[0] + ny * light[1] + nz * light[2]);
    for (let channel = 0; channel < 3; channel++)
      colours[f * 3 + channel] = Math.round(base[f * 3 + channel]! * shade);
    const area = triangleArea(screen, a, b, c);
    drawn[f] = Number(Number.isFinite(area) && area !== 0);
  }
  return { normals, slopes, colours, drawn };
}

function triangleArea(s: Float64Array, a: number, b: number, c: number): number {
  return (s[c]! - s[b]!) * (s[a + 1]! - s[b + 1]!) - (s[c + 1]! - s[b + 1]!) * (s[a]! - s[b]!);
}

/** What the depth buffer kept: the nearest triangle at each sample (-1: none) and its depth. */
interface Drawn {
  face: Int32Array;
  depth: Float32Array;
  width: number;
  height: number;
}

/** Draws every triangle into a depth buffer, sampling at each sample's centre; the nearer one wins, the first on a tie. */
function rasterise(
  s: Float64Array,
  indices: Uint32Array,
  faces: FaceLooks,
  width: number,
  height: number,
): Drawn {
  const face = new Int32Array(width * height).fill(-1);
  const depth = new Float32Array(width * height).fill(-Infinity);
  for (let f = 0; f < indices.length / 3; f++) {
    if (!faces.drawn[f]) continue;
    const [a, b, c] = [indices[f * 3]! * 3, indices[f * 3 + 1]! * 3, indices[f * 3 + 2]! * 3];
    const [x0, y0, z0, x1, y1, z1, x2, y2, z2] = [
      s[a]!,
      s[a + 1]!,
      s[a + 2]!,
      s[b]!,
      s[b + 1]!,
      s[b + 2]!,
      s[c]!,
      s[c + 1]!,
      s[c + 2]!,
    ];
    const left = Math.max(0, Math.ceil(Math.min(x0, x1, x2) - 0.5));
    const right = Math.min(width - 1, Math.floor(Math.max(x0, x1, x2) - 0.5));
    const top = Math.max(0, Math.ceil(Math.min(y0, y1, y2) - 0.5));
    const bottom = Math.min(height - 1, Math.floor(Math.max(y0, y1, y2) - 0.5));
    if (left > right || top > bottom) continue;
    // Barycentric weights as edge functions over the area, so either winding works.
    const area = triangleArea(s, a, b, c);
    const [a0, b0] = [(y1 - y2) / area, (x2 - x1) / area];
    const [a1, b1] = [(y2 - y0) / area, (x0 - x2) / area];
    const [a2, b2] = [(y0 - y1) / area, (x1 - x0) / area];
    for (let y = top; y <= bottom; y++) {
      const py = y + 0.5;
      const px = left + 0.5;
      const w = [
        a0 * (px - x1) + b0 * (py - y1),
        a1 * (px - x2) + b1 * (py - y2),
        a2 * (px - x0) + b2 * (py - y0),
      ];
      // Only the samples of this row inside all three edges, give or take one (a sliver's box is mostly outside it).
      let [from, to] = [left, right];
      for (const [k, step] of [a0, a1, a2].entries()) {
        const crossing = left - w[k]! / step;
        if (step > 0) from = Math.max(from, Math.floor(crossing));
        else if (step < 0) to = Math.min(to, Math.ceil(crossing));
        else if (w[k]! < 0) to = -1;
      }
      let [w0, w1, w2] = [
        w[0]! + a0 * (from - left),
        w[1]! + a1 * (from - left),
        w[2]! + a2 * (from - left),
      ];
      let at = y * width + from;
      for (let x = from; x <= to; x++, at++, w0 += a0, w1 += a1, w2 += a2) {
        if (w0 < 0 || w1 < 0 || w2 < 0) continue;
        const z = w0 * z0 + w1 * z1 + w2 * z2;
        if (z > depth[at]!) {
          depth[at] = z;
          face[at] = f;
        }
      }
    }
  }
  return { face, depth, width, height };
}

/**
 * Whether the sample at `at` lies on a line: beside the background (the
 * outline), beside a face at more than the crease angle, or beside a face
 * well in front or behind (where one part hides another).
 */
function onLine(drawn: Drawn, faces: FaceLooks, at: number, x: number, y: number): boolean {
  const { width, height } = drawn;
  return (
    meets(drawn, faces, at, x > 0 ? at - 1 : -1, 0) ||
    meets(drawn, faces, at, x < width - 1 ? at + 1 : -1, 0) ||
    meets(drawn, faces, at, y > 0 ? at - width : -1, 1) ||
    meets(drawn, faces, at, y < height - 1 ? at + width : -1, 1)
  );
}

/** Whether the sample at `at` meets an edge at its neighbour `next` (-1: off the frame), `axis` 0 across, 1 down. */
function meets(drawn: Drawn, faces: FaceLooks, at: number, next: number, axis: number): boolean {
  const f = drawn.face[at]!;
  const g = next < 0 ? -1 : drawn.face[next]!;
  if (g < 0) return true;
  if (g === f) return false;
  const n = faces.normals;
  const cos = n[f * 3]! * n[g * 3]! + n[f * 3 + 1]! * n[g * 3 + 1]! + n[f * 3 + 2]! * n[g * 3 + 2]!;
  if (cos < creaseCos) return true;
  // Two faces alike that do not join: one is in front, by more than either's own slope over a sample.
  const slope = Math.max(faces.slopes[f * 2 + axis]!, faces.slopes[g * 2 + axis]!);
  return Math.abs(drawn.depth[next]! - drawn.depth[at]!) > 1.5 + slope;
}

/** Averages each pixel's samples: colour over the samples the part covers, alpha the share it covers. */
function compose(drawn: Drawn, faces: FaceLooks, width: number, height: number): Buffer {
  const rgba = Buffer.alloc(width * height * 4);
  const { face } = drawn;
  const total = samples * samples;
  for (let py = 0; py < height; py++)
    for (let px = 0; px < width; px++) {
      let [r, g, b, covered] = [0, 0, 0, 0];
      for (let sy = 0; sy < samples; sy++) {
        const y = py * samples + sy;
        for (let sx = 0; sx < samples; sx++) {
          const x = px * samples + sx;
          const at = y * drawn.width + x;
          const f = face[at]!;
          if (f < 0) continue;
          const shade = onLine(drawn, faces, at, x, y) ? lineShade : 1;
          r += faces.colours[f * 3]! * shade;
          g += faces.colours[f * 3 + 1]! * shade;
          b += faces.colours[f * 3 + 2]! * shade;
          covered++;
        }
      }
      if (covered === 0) continue;
      const out = (py * width + px) * 4;
      rgba[out] = Math.round(r / covered);
      rgba[out + 1] = Math.round(g / covered);
      rgba[out + 2] = Math.round(b / covered);
      rgba[out + 3] = Math.round((covered / total) * 255);
    }
  return rgba;
}
