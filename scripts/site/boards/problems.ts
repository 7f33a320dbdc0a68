/**
 * The wording of fab-file problems: each mistake in an owner's Gerbers said
 * with its place (the folder or zip, and the file in it) and what to do. The
 * readers decide what is wrong; this file says it.
 */

/** A fab-file set the build cannot render; its message names the file and what to do. */
export class BoardProblem extends Error {
  override name = 'BoardProblem';
}

const exportHint =
  'export the fab files again from the PCB tool (KiCad: File › Fabrication Outputs › Gerbers and Drill Files; Eagle/Fusion: CAM Processor; Altium: Fabrication Outputs; EasyEDA: Generate Fabrication File) and drop the whole folder or zip in';

/** Wording for each problem, by what went wrong. */
export const boardProblems = {
  missing: (source: string) =>
    `${source}: no such folder or .zip: put the board's fab files there (a folder of Gerbers or the zip the fab house gets), or check the name's spelling and capitals`,
  unreadableZip: (source: string, reason: string) =>
    `${source}: not a readable .zip (${reason}): ${exportHint}`,
  empty: (source: string) => `${source}: holds no files: ${exportHint}`,
  noOutline: (source: string, files: string[]) =>
    `${source}: no board outline among ${files.join(', ') || 'its files'}: the outline layer (KiCad Edge.Cuts, Eagle/Altium .GKO or .GM1) gives the board its shape and size; tick it in the PCB tool's plot settings and export again`,
  unreadableLayer: (source: string, file: string, kind: string) =>
    `${source}: ${file}: not a readable ${kind} file (its content is not ${kind === 'drill' ? 'Excellon: no M48 header or tool' : 'RS-274X: no format (%FS) or draw commands'}): ${exportHint}`,
  unknownFile: (source: string, file: string) =>
    `${source}: ${file}: not a layer this build knows (by its name or its Gerber file function); left out of the picture. Remove it, or name it as the PCB tool does (e.g. board-F_Cu.gbr, board.GTL)`,
  badColour: (field: string, value: string, presets: string[]) =>
    `board colours: ${field}: "${value}" is not a colour: write one of ${presets.join(', ')}, or a hex colour such as #1a2b3c`,
};
