// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { finishes, silkscreens, soldermasks, stackupColours } from './colours';
import { BoardProblem } from './problems';

describe('board colours', () => {
  it('turn every preset, in any case, into its colour', () => {
    for (const [name, colour] of Object.entries(soldermasks))
      expect(
        stackupColours({ soldermask: name.toUpperCase(), finish: 'enig', silkscreen: 'White' }).sm,
      ).toBe(colour);
    for (const [name, colour] of Object.entries(finishes))
      expect(stackupColours({ soldermask: 'green', finish: name, silkscreen: 'white' }).cf).toBe(
        colour,
      );
    for (const [name, colour] of Object.entries(silkscreens))
      expect(stackupColours({ soldermask: 'green', finish: 'HASL', silkscreen: name }).ss).toBe(
        colour,
      );
  });

  it('take a hex colour as it is', () => {
    expect(
      stackupColours({ soldermask: '#0A3', finish: '#B87333', silkscreen: '#fff' }),
    ).toMatchObject({
      sm: '#0a3',
      cf: '#b87333',
      ss: '#fff',
    });
  });

  it('name the field, the value and the choices when a colour is neither', () => {
    const wrong = () =>
      stackupColours({ soldermask: 'matte-black', finish: 'ENIG', silkscreen: 'white' });
    expect(wrong).toThrow(BoardProblem);
    expect(wrong).toThrow(
      `soldermask: "matte-black" is not a colour: write one of ${Object.keys(soldermasks).join(', ')}, or a hex colour`,
    );
  });
});
