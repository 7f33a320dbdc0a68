import { pcbruleFabFiles } from './gerbers.ts';

/** The folder under `sample/public/` that holds the PCBrule's Gerbers and drill file. */
export const pcbruleBoardFolder = 'boards/pcbrule';

/** The sample's fab files by their path under `sample/public/`, as `npm run draw` writes them. */
export function fabFiles(): Record<string, string> {
  return Object.fromEntries(
    Object.entries(pcbruleFabFiles()).map(([name, text]) => [
      `${pcbruleBoardFolder}/${name}`,
      text,
    ]),
  );
}
