/**
 * The board's colours as the fab house makes them: named presets for the
 * usual options (soldermask, surface finish, silkscreen) or any hex colour,
 * turned into the colours the renderer (pcb-stackup) paints each layer with.
 */
import { board } from '../../../src/styles/palette.ts';
import { BoardProblem, boardProblems } from './problems.ts';

/** Soldermask colours a fab house offers; the mask is thin enough to show the copper under it a little. */
export const soldermasks = {
  green: 'rgba(0, 84, 32, 0.88)',
  black: board.mask,
  blue: 'rgba(0, 52, 128, 0.9)',
  red: 'rgba(160, 20, 20, 0.9)',
  white: 'rgba(236, 236, 232, 0.95)',
  purple: 'rgba(74, 28, 112, 0.9)',
} as const;

/** Surface finishes: where the soldermask is open, the copper is plated with one of these. */
export const finishes = {
  ENIG: board.gold,
  HASL: '#c8cacb',
} as const;

export const silkscreens = {
  white: board.silk,
  black: '#161616',
} as const;

/** The board's colours as written in the content: a preset name or a hex colour each. */
export interface BoardColours {
  soldermask: string;
  finish: string;
  silkscreen: string;
}

/** What pcb-stackup paints: substrate, copper, finish, mask, silkscreen, paste, outline. */
export interface StackupColours {
  fr4: string;
  cu: string;
  cf: string;
  sm: string;
  ss: string;
  sp: string;
  out: string;
}

const hex = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

function pick(field: string, value: string, presets: Record<string, string>): string {
  const named = Object.entries(presets).find(
    ([name]) => name.toLowerCase() === value.toLowerCase(),
  );
  if (named) return named[1];
  if (hex.test(value)) return value.toLowerCase();
  throw new BoardProblem(boardProblems.badColour(field, value, Object.keys(presets)));
}

/** The renderer's colours for a board's soldermask, finish and silkscreen (presets or hex). */
export function stackupColours({ soldermask, finish, silkscreen }: BoardColours): StackupColours {
  return {
    fr4: '#666c51',
    cu: '#cc9933',
    cf: pick('finish', finish, finishes),
    sm: pick('soldermask', soldermask, soldermasks),
    ss: pick('silkscreen', silkscreen, silkscreens),
    sp: '#999999',
    out: '#000000',
  };
}
