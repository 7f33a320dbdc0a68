/**
 * What the build says of each colour it drew differently from the owner's, to read: one line
 * each, with the file, line and column where the colour was written, what was written, what is
 * drawn instead and for which use, and the contrast that now has.
 *
 *   content/look.yml:7:9: accent "#ffd400" is drawn as #816a00 for links on the light pages (4.5:1)
 */
import type { Adjustment } from './colours.ts';
import { ratioText } from './readable.ts';

/** "file:line:column" of a field, where the content's files say it is; else the file alone. */
export type PlaceOf = (file: string, field: readonly PropertyKey[]) => string;

/** One line per adjustment, in the order drawn; the same colour and drawing said once. */
export function adjustmentNotes(
  adjustments: readonly Adjustment[],
  placeOf: PlaceOf = (file) => file,
): string[] {
  const lines = adjustments.map(({ source, drawn, use, ratio }) => {
    const field = source.field.join('.');
    return `${placeOf(source.file, source.field)}: ${field} ${JSON.stringify(source.found)} is drawn as ${drawn} for ${use} (${ratioText(ratio)})`;
  });
  return [...new Set(lines)];
}
