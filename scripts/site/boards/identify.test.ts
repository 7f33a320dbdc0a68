// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { excellon } from '../../illustrations/gerber-writer';
import { identifyLayers } from './identify';
import { copper, outline } from '../../lab/made-up/boards/temporary';

const file = (name: string, text: string) => ({ name, data: new TextEncoder().encode(text) });
const kinds = (files: ReturnType<typeof file>[]) =>
  Object.fromEntries(
    identifyLayers('board', files).layers.map(({ name, type, side }) => [name, `${type} ${side}`]),
  );

describe('identifying fab files', () => {
  it('knows the names each PCB tool writes', () => {
    expect(
      kinds([
        file('board-Edge_Cuts.gbr', outline(10, 10)),
        file('board.GTL', copper('Copper,L1,Top')),
        file('board.GBL', copper('Copper,L2,Bot')),
        file('board.GKO', outline(10, 10)),
        file('Gerber_TopSilkscreenLayer.GTO', copper('Legend,Top')),
        file('board.TXT', excellon([{ at: [1, 1], diameter: 0.8 }], true)),
      ]),
    ).toEqual({
      'board-Edge_Cuts.gbr': 'outline all',
      'board.GTL': 'copper top',
      'board.GBL': 'copper bottom',
      'board.GKO': 'outline all',
      'Gerber_TopSilkscreenLayer.GTO': 'silkscreen top',
      'board.TXT': 'drill all',
    });
  });

  it('reads a layer from its Gerber X2 file function or Excellon header when its name says nothing', () => {
    expect(
      kinds([
        file('export/1.gbr', outline(10, 10)),
        file('export/2.gbr', copper('Copper,L4,Bot')),
        file('export/3.gbr', copper('Copper,L2,Inr')),
        file('export/4.gbr', copper('Soldermask,Top')),
        file('export/holes', excellon([{ at: [1, 1], diameter: 0.8 }], false)),
      ]),
    ).toEqual({
      'export/1.gbr': 'outline all',
      'export/2.gbr': 'copper bottom',
      'export/3.gbr': 'copper inner',
      'export/4.gbr': 'soldermask top',
      'export/holes': 'drill all',
    });
  });
});
