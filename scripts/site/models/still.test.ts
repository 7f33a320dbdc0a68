// @vitest-environment node
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { boxBetween as box } from '../../lab/made-up/models/meshes.ts';
import { joinMeshes } from './mesh.ts';
import { layDown, modelStill } from './still.ts';

const cube = () => box([0, 0, 0], [20, 20, 20]);
/** A foot 60 × 40 × 5 mm and an upright 5 mm thick standing on its end, 55 mm tall. */
const lBracket = () => joinMeshes([box([0, 0, 0], [60, 40, 5]), box([0, 0, 5], [5, 40, 55])]);

/** The picture's pixels, RGBA. */
async function decode(png: Buffer) {
  const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
  expect(info.channels).toBe(4);
  const alpha = (x: number, y: number) => data[(y * info.width + x) * 4 + 3]!;
  return { data, width: info.width, height: info.height, alpha };
}

/** The box around the pixels the part covers at all. */
function partBox({ width, height, alpha }: Awaited<ReturnType<typeof decode>>) {
  let [left, right, top, bottom] = [width, -1, height, -1];
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++)
      if (alpha(x, y) > 0) {
        left = Math.min(left, x);
        right = Math.max(right, x);
        top = Math.min(top, y);
        bottom = Math.max(bottom, y);
      }
  return { left, right, top, bottom };
}

/** The share of the frame that is the part, fully covered. */
function opaqueShare({ data }: Awaited<ReturnType<typeof decode>>): number {
  let opaque = 0;
  for (let i = 3; i < data.length; i += 4) if (data[i] === 255) opaque++;
  return opaque / (data.length / 4);
}

/** The share of two pictures' channel values that differ by more than a trace. */
function differingShare(
  a: Awaited<ReturnType<typeof decode>>,
  b: Awaited<ReturnType<typeof decode>>,
) {
  let differ = 0;
  for (let i = 0; i < a.data.length; i++) if (Math.abs(a.data[i]! - b.data[i]!) > 8) differ++;
  return differ / a.data.length;
}

describe('modelStill', () => {
  it('draws a transparent 1600 × 1200 PNG with the part filling the frame, centred', async () => {
    const still = await modelStill(lBracket());
    expect([still.width, still.height]).toEqual([1600, 1200]);
    const picture = await decode(still.png);
    expect([picture.width, picture.height]).toEqual([1600, 1200]);
    for (const [x, y] of [
      [0, 0],
      [1599, 0],
      [0, 1199],
      [1599, 1199],
    ] as const)
      expect(picture.alpha(x, y)).toBe(0);
    const { left, right, top, bottom } = partBox(picture);
    expect(Math.max((right - left) / 1600, (bottom - top) / 1200)).toBeGreaterThan(0.7);
    expect(Math.abs((left + right) / 2 - 800)).toBeLessThan(1600 * 0.03);
    expect(Math.abs((top + bottom) / 2 - 600)).toBeLessThan(1200 * 0.03);
  });

  it('shades a cube’s top, front and side apart, the lit face near #b8bcc4, edges antialiased', async () => {
    const picture = await decode((await modelStill(cube())).png);
    expect(picture.alpha(800, 600)).toBe(255);
    const counts = new Map<string, number>();
    let opaque = 0;
    let partial = 0;
    for (let i = 0; i < picture.data.length; i += 4) {
      if (picture.data[i + 3] === 0) continue;
      if (picture.data[i + 3]! < 255) partial++;
      else {
        opaque++;
        const key = [...picture.data.subarray(i, i + 3)].join(',');
        counts.set(key, (counts.get(key) ?? 0) + 1);
      }
    }
    // A face is a colour that covers a tenth of the part or more.
    const faces = [...counts]
      .filter(([, count]) => count > opaque / 10)
      .map(([key]) => key.split(',').map(Number))
      .sort((a, b) => b[0]! - a[0]!);
    expect(faces).toHaveLength(3);
    for (let k = 1; k < faces.length; k++)
      expect(faces[k - 1]![0]! - faces[k]![0]!).toBeGreaterThan(12);
    faces[0]!.forEach((channel, k) =>
      expect(Math.abs(channel - [0xb8, 0xbc, 0xc4][k]!)).toBeLessThan(20),
    );
    expect(partial).toBeGreaterThan(1000);
  });

  it('draws each part in the colour its file gives it, shaded as the grey is, and the rest grey', async () => {
    // A red block on a plate the file gives no colour, side by side.
    const mesh = joinMeshes([
      { ...box([0, 0, 0], [60, 40, 5]) },
      { ...box([20, 10, 5], [40, 30, 25]), colour: [1, 0, 0] },
    ]);
    const { data } = await decode((await modelStill(mesh, { width: 400, height: 300 })).png);
    let [red, grey] = [0, 0];
    for (let i = 0; i < data.length; i += 4) {
      if (data[i + 3] !== 255) continue;
      const [r, g, b] = [data[i]!, data[i + 1]!, data[i + 2]!];
      if (r > 100 && g < 10 && b < 10) red++;
      else if (Math.abs(r - g) < 12 && Math.abs(b - g) < 16 && g > 60) grey++;
    }
    expect(red).toBeGreaterThan(2000);
    expect(grey).toBeGreaterThan(2000);
    // A face of the red block lit full on is the file's red as sRGB, the lit face of a grey part #b8bcc4.
    const reds = new Set<number>();
    for (let i = 0; i < data.length; i += 4)
      if (data[i + 3] === 255 && data[i + 1]! < 10) reds.add(data[i]!);
    expect(Math.max(...reds)).toBeGreaterThan(235);
  });

  it('turns a part’s linear colour into sRGB: a linear 0.2 grey lights to about 124, not 51', async () => {
    const mesh = joinMeshes([{ ...cube(), colour: [0.2, 0.2, 0.2] }]);
    const { data } = await decode((await modelStill(mesh, { width: 400, height: 300 })).png);
    let lightest = 0;
    for (let i = 0; i < data.length; i += 4)
      if (data[i + 3] === 255) lightest = Math.max(lightest, data[i]!);
    expect(lightest).toBeGreaterThanOrEqual(110);
    expect(lightest).toBeLessThanOrEqual(125);
  });

  it('hides what is behind: a box inside a cube changes nothing', async () => {
    const hidden = joinMeshes([cube(), box([5, 5, 5], [15, 15, 15])]);
    const [alone, withInside] = await Promise.all([modelStill(cube()), modelStill(hidden)]);
    expect(withInside.png.equals(alone.png)).toBe(true);
  });

  it('draws the same part whatever the order and winding of its triangles', async () => {
    const mesh = lBracket();
    const turned = new Uint32Array(mesh.indices.length);
    // Triangles last to first, each wound the other way.
    for (let t = 0; t < mesh.indices.length / 3; t++) {
      const from = mesh.indices.length - 3 * (t + 1);
      turned.set([mesh.indices[from]!, mesh.indices[from + 2]!, mesh.indices[from + 1]!], t * 3);
    }
    const [a, b] = await Promise.all([
      modelStill(mesh).then((still) => decode(still.png)),
      modelStill({ positions: mesh.positions, indices: turned }).then((still) => decode(still.png)),
    ]);
    expect(differingShare(a, b)).toBeLessThan(0.001);
  });

  it('shows a 1.6 mm board of 100 mm as a plate seen at an angle, not a line', async () => {
    const picture = await decode((await modelStill(box([0, 0, 0], [100, 70, 1.6]))).png);
    expect(opaqueShare(picture)).toBeGreaterThan(0.15);
  });

  it.each([
    [
      'a 3 mm fin plate standing on its edge',
      box([0, 0, 0], [100, 3, 60]),
      box([0, 0, 0], [100, 60, 3]),
    ],
    [
      'a 1.6 mm board standing across',
      box([0, 0, 0], [1.6, 100, 70]),
      box([0, 0, 0], [100, 70, 1.6]),
    ],
  ])('lays %s flat, as it would lie on a table', async (_name, standing, lying) => {
    const [a, b] = await Promise.all(
      [standing, lying].map((mesh) => modelStill(mesh).then((still) => decode(still.png))),
    );
    expect(opaqueShare(a!)).toBeGreaterThan(0.15);
    expect(differingShare(a!, b!)).toBeLessThan(0.001);
  });

  it.each([
    ['no triangles', { positions: new Float32Array(), indices: new Uint32Array() }],
    [
      'only triangles with no area',
      {
        positions: new Float32Array([0, 0, 0, 1, 1, 1, 2, 2, 2]),
        indices: new Uint32Array([0, 1, 2, 2, 1, 0]),
      },
    ],
  ])('draws a blank frame for a mesh of %s, and throws nothing', async (_name, mesh) => {
    const still = await modelStill(mesh, { width: 160, height: 120 });
    const picture = await decode(still.png);
    expect([picture.width, picture.height]).toEqual([160, 120]);
    expect(partBox(picture).right).toBe(-1);
  });

  it('draws a part laid down beforehand (as the web model holds it) as it draws the part', async () => {
    for (const mesh of [box([0, 0, 0], [1.6, 100, 70]), lBracket()]) {
      const [own, laid] = await Promise.all([
        modelStill(mesh, { width: 320, height: 240 }),
        modelStill(layDown(mesh), { width: 320, height: 240, laid: true }),
      ]);
      expect(differingShare(await decode(own.png), await decode(laid.png))).toBeLessThan(0.001);
    }
  });

  it('gives the same bytes for the same mesh', async () => {
    const [a, b] = await Promise.all([modelStill(lBracket()), modelStill(lBracket())]);
    expect(a.png.equals(b.png)).toBe(true);
  });

  it('draws at the size asked, and refuses a size that is no whole number of pixels', async () => {
    const still = await modelStill(cube(), { width: 400, height: 300 });
    const picture = await decode(still.png);
    expect([still.width, still.height, picture.width, picture.height]).toEqual([
      400, 300, 400, 300,
    ]);
    await expect(modelStill(cube(), { width: 0 })).rejects.toThrow(RangeError);
    await expect(modelStill(cube(), { height: 10.5 })).rejects.toThrow(RangeError);
  });
});
