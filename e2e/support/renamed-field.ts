/**
 * A change of the content's shape, made in a copy of the template as the
 * template would make it (docs/architecture.md, "Change a field's shape"):
 * profile.yml's `jobTitle` renamed `headline` in the code, the schema and the
 * sample, with the step that upgrades older content at the end of
 * src/content-model/schema/versions.ts and the sample's content/version.yml moved
 * on. The rehearsals of a fork's later life (year-later.e2e.ts,
 * upgrade-content.e2e.ts) take it as the template's update.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { sampleFolder } from '../../src/content-model/content-files';
import { contentVersion } from '../../src/content-model/schema/versions';
import { versionFile, versionFileText } from '../../src/content-model/upgrade';

/** The version the renamed field brings: the one after today's. */
export const renamedFieldVersion = contentVersion + 1;

/** Renames `jobTitle` to `headline` in the git checkout `template`, with its upgrade step; commits nothing. */
export function renameJobTitle(template: string): void {
  for (const file of execFileSync('git', ['ls-files', 'src', 'scripts', 'e2e'], {
    cwd: template,
    encoding: 'utf8',
  })
    .split('\n')
    .filter((path) => /\.tsx?$/.test(path))) {
    const path = join(template, file);
    const text = readFileSync(path, 'utf8');
    if (/\bjobTitle\b/.test(text)) writeFileSync(path, text.replace(/\bjobTitle\b/g, 'headline'));
  }
  const sampleProfile = join(template, sampleFolder, 'content/profile.yml');
  writeFileSync(
    sampleProfile,
    readFileSync(sampleProfile, 'utf8').replace(/^jobTitle:/m, 'headline:'),
  );
  // The step goes at the end of the list, as the next version (versions.ts says how).
  const versions = join(template, 'src/content-model/schema/versions.ts');
  const step = `  { version: ${renamedFieldVersion}, summary: 'profile.yml: jobTitle is called headline', files: { profile: renameField(['jobTitle'], 'headline') } },\n`;
  writeFileSync(
    versions,
    `import { renameField } from './field-changes.ts';\n${readFileSync(versions, 'utf8').replace(
      /(export const upgradeSteps: readonly UpgradeStep\[\] = \[)([\s\S]*?)(\];)/,
      (_, open: string, steps: string, close: string) =>
        `${open}${steps.replace(/\n?$/, '\n')}${step}${close}`,
    )}`,
  );
  const sampleVersion = join(template, sampleFolder, versionFile);
  writeFileSync(
    sampleVersion,
    existsSync(sampleVersion)
      ? readFileSync(sampleVersion, 'utf8').replace(
          /^version: \d+$/m,
          `version: ${renamedFieldVersion}`,
        )
      : versionFileText(renamedFieldVersion),
  );
}
