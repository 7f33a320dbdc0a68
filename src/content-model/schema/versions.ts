/**
 * The version of the content's shape, and how content of an earlier version is
 * brought to it. A fork's content/ is the owner's and never changes when they
 * take the template's updates (Sync fork), so when the template changes a
 * file's shape (a field renamed, split, made required) it adds a step here, in
 * the same commit: the build reads content of any earlier version through the
 * steps in memory and says what they changed, and `npm run content:upgrade`
 * (src/content-model/upgrade.ts) writes them into the files. The sample (sample/)
 * is always in the newest shape; CHANGELOG.md tells owners of each step.
 *
 * A step must be safe to run on a file that has the newest shape already (the
 * form editor writes the newest shape into any file it saves, whatever the
 * content's version): change a field only when its old form is there, and
 * never give a new field a name a step has retired (a later step renaming
 * `c` to `a` after an earlier one renamed `a` to `b` would turn the form
 * editor's newest `a` into `b`).
 */
import type { Document } from 'yaml';
import type { ContentKind } from './kinds.ts';

/** What a step does to one kind of file: changes the parsed file in place, and says each change. */
export type FileUpgrade = (doc: Document) => string[];

/** One change of the content's shape. */
export interface UpgradeStep {
  /** The version it brings content to: 2 for the first step, then 3, 4… */
  version: number;
  /** What changed, in the owner's words (the build's message, CHANGELOG.md). */
  summary: string;
  /** Each kind of file it changes (the kinds: ./kinds.ts). */
  files: Partial<Record<ContentKind, FileUpgrade>>;
}

/**
 * Every step, oldest first; a new one goes at the end, with the next version. For example:
 *   { version: 2, summary: 'profile.yml: jobTitle is called headline',
 *     files: { profile: renameField(['jobTitle'], 'headline') } },
 */
export const upgradeSteps: readonly UpgradeStep[] = [];

/** The newest shape: version 1 is the shape before the first step. */
export const contentVersion = 1 + upgradeSteps.length;
