import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * The folders a test file writes into, removed once its tests are done:
 * `const scratch = scratchFolders(); afterAll(scratch.remove);`, then `scratch.make('prefix-')`
 * for a new one under the system's temporary folder, or `scratch.keep(folder)` for one made
 * elsewhere (a made-up project written by its own helper). One list a test file, so that test
 * files sharing their modules (Vitest's isolate: false) each remove their own.
 */
export function scratchFolders() {
  const folders: string[] = [];
  return {
    make(prefix: string): string {
      const folder = mkdtempSync(join(tmpdir(), prefix));
      folders.push(folder);
      return folder;
    },
    keep<T extends string>(folder: T): T {
      folders.push(folder);
      return folder;
    },
    remove(): void {
      for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
    },
  };
}
