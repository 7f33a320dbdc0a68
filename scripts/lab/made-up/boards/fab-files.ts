/**
 * A made-up board's fab files: a rectangle outline and a few layers, written
 * by the project's own Gerber writer. For the boards tests (./temporary.ts)
 * and the made-up owner's content the page tests build (scripts/lab/unit-tests/fixture-content.ts).
 */
import { excellon, GerberLayer } from '../../../illustrations/gerber-writer.ts';

/** A `width` × `height` mm board's outline, as its Edge.Cuts layer. */
export function outline(width: number, height: number): string {
  return new GerberLayer('Profile,NP')
    .stroke(
      [
        [0, 0],
        [width, 0],
        [width, height],
        [0, height],
        [0, 0],
      ],
      0.1,
    )
    .toString();
}

/** A copper layer with one pad, as a board's `Copper,L<n>,<side>` layer. */
export function copper(fileFunction: string): string {
  return new GerberLayer(fileFunction).flash(5, 5, 2).toString();
}

/** A KiCad-style set of `layers` copper layers on a `width` × `height` mm board, by file name. */
export function kicadBoard(width: number, height: number, layers = 2): Record<string, string> {
  const files: Record<string, string> = {
    'test-Edge_Cuts.gbr': outline(width, height),
    'test-F_Cu.gbr': copper('Copper,L1,Top'),
    'test-B_Cu.gbr': copper(`Copper,L${layers},Bot`),
    'test.drl': excellon([{ at: [5, 5], diameter: 1 }], true),
  };
  for (let inner = 1; inner <= layers - 2; inner += 1)
    files[`test-In${inner}_Cu.gbr`] = copper(`Copper,L${inner + 1},Inr`);
  return files;
}
