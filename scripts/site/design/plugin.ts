/**
 * What the build made of the owner's models and boards, served to the app as
 * `virtual:models`, `virtual:boards` and `virtual:drawings` (src/lib/engineering-files.ts):
 * the files of each, by the name the content gives it. The build makes them before
 * its bundles (../build.ts); without them (the unit tests) both are empty, and
 * a page shows a model's or a board's labelled placeholder.
 */
import type { Plugin } from 'vite';
import type { BoardFiles, DrawingFiles, ModelFiles } from '../../../src/lib/engineering-files.ts';

/** The app's view of the models and boards the build made. */
export interface DesignFiles {
  models: Record<string, ModelFiles>;
  boards: Record<string, BoardFiles>;
  drawings: Record<string, DrawingFiles>;
}

const ids = {
  'virtual:models': 'models',
  'virtual:boards': 'boards',
  'virtual:drawings': 'drawings',
} as const;

export function designFilesPlugin(made: () => DesignFiles | undefined): Plugin {
  return {
    name: 'design-files',
    resolveId: (source) => (source in ids ? `\0${source}` : undefined),
    load(module) {
      const kind = ids[module.slice(1) as keyof typeof ids];
      if (module.startsWith('\0') && kind)
        return `export default ${JSON.stringify(made()?.[kind] ?? {})};`;
    },
  };
}
