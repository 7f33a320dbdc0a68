// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { boxBetween } from '../../lab/made-up/models/meshes.ts';
import { joinMeshes } from './mesh.ts';
import { partList, partName } from './parts.ts';

type Corner = [number, number, number];
/** A box `size` mm from `at`, named. */
const part = (name: string, size: Corner, at: Corner = [0, 0, 0]) => ({
  ...boxBetween(at, [at[0] + size[0], at[1] + size[1], at[2] + size[2]]),
  name,
});

describe('partName', () => {
  it.each([
    ['bolt:2', 'bolt'],
    ['bolt <2>', 'bolt'],
    ['bolt (12)', 'bolt'],
    ['bolt [3]', 'bolt'],
    ['Bolt v3:1', 'Bolt'],
    ['  plate  ', 'plate'],
  ])('takes the instance and version marks off %j', (name, expected) => {
    expect(partName(name)).toBe(expected);
  });

  it.each(['M3-8 screw', 'v2 bracket', 'L-bracket', 'Gear 24T', 'ベース'])(
    'leaves a name that carries no mark as it is: %j',
    (name) => expect(partName(name)).toBe(name),
  );
});

describe('partList', () => {
  it('counts each kind once, by its name whatever the instance marks and capitals, the biggest kind first', () => {
    const mesh = joinMeshes([
      part('bolt:1', [6, 6, 20]),
      part('plate', [120, 80, 8]),
      part('Bolt:2', [6, 6, 20], [30, 0, 0]),
      part('L-bracket', [10, 60, 40]),
      part('bolt:3', [6, 6, 20], [60, 0, 0]),
      part('L-bracket', [10, 60, 40], [100, 0, 0]),
    ]);
    expect(partList(mesh)).toBe('6 parts: plate, 2 × L-bracket, 3 × bolt');
  });

  it('says nothing of a single part, however many colours it has', () => {
    expect(partList(joinMeshes([part('fin', [200, 95, 3])]))).toBeUndefined();
    const twoColours = joinMeshes([
      { ...part('board', [100, 50, 1.6]), body: 0, colour: [0, 0.3, 0] },
      { ...part('board', [100, 50, 0.1]), body: 0, colour: [1, 1, 1] },
    ]);
    expect(partList(twoColours)).toBeUndefined();
  });

  it('counts a part of several colours once', () => {
    const mesh = joinMeshes([
      { ...part('board', [100, 50, 1.6]), body: 0, colour: [0, 0.3, 0] },
      { ...part('board', [100, 50, 0.1]), body: 0, colour: [1, 1, 1] },
      { ...part('header', [20, 5, 8]), body: 1 },
    ]);
    expect(partList(mesh)).toBe('2 parts: board, header');
  });

  it('counts the parts the file leaves unnamed, and ends the list with … for them', () => {
    const mesh = joinMeshes([
      part('plate', [100, 100, 5]),
      part('', [10, 10, 10]),
      part('', [10, 10, 10], [20, 0, 0]),
    ]);
    expect(partList(mesh)).toBe('3 parts: plate, …');
  });

  it('says nothing where the file names no part, or names every part alike (a part of several bodies)', () => {
    expect(partList(joinMeshes([part('', [1, 1, 1]), part('', [2, 2, 2])]))).toBeUndefined();
    const twoBodies = joinMeshes([part('bracket', [60, 40, 5]), part('bracket', [5, 40, 55])]);
    expect(partList(twoBodies)).toBeUndefined();
  });

  it('takes SolidWorks’ and Blender’s instance marks off where parts share the name, and leaves a name that only looks marked', () => {
    const mesh = joinMeshes([
      part('frame', [200, 100, 20]),
      part('bolt-1', [6, 6, 20]),
      part('bolt-2', [6, 6, 20], [20, 0, 0]),
      part('nut.001', [8, 8, 3]),
      part('nut.002', [8, 8, 3], [20, 0, 0]),
      // Blender's original and its copy.
      part('washer', [9, 9, 1]),
      part('washer.001', [9, 9, 1], [20, 0, 0]),
      // Two screws of different lengths: two names.
      part('M3-8', [3, 3, 8]),
      part('M3-12', [3, 3, 12]),
    ]);
    expect(partList(mesh)).toBe('9 parts: frame, 2 × bolt, 2 × washer, M3-12, 2 × nut, M3-8');
  });

  it('cuts a name longer than forty letters', () => {
    const long = 'ISO4762_M3x8_Socket_Head_Cap_Screw_Stainless_A2';
    const list = partList(joinMeshes([part('plate', [100, 100, 5]), part(long, [3, 3, 8])]))!;
    const shown = list.split(', ')[1]!;
    expect(shown.endsWith('…')).toBe(true);
    expect(shown.length).toBeLessThanOrEqual(40);
    expect(long.startsWith(shown.slice(0, -1))).toBe(true);
  });

  it('names eight kinds at most, the biggest, and ends with … for the rest', () => {
    const kinds = Array.from({ length: 10 }, (_, i) => part(`kind ${i}`, [10 + i, 10, 10]));
    const list = partList(joinMeshes(kinds))!;
    expect(list).toBe(
      `10 parts: ${Array.from({ length: 8 }, (_, i) => `kind ${9 - i}`).join(', ')}, …`,
    );
  });
});
