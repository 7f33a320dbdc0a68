/**
 * `npm run content:upgrade`: writes content of an earlier shape in the newest
 * one (the steps: src/content-model/schema/versions.ts; how: src/content-model/upgrade.ts)
 * and moves content/version.yml on. The build reads older content without it
 * and says when to run it; running it again changes nothing.
 *
 *   npm run content:upgrade        the repository's content/ (or CONTENT_ROOT's)
 */
import { pathToFileURL } from 'node:url';
import { ownContentRoot, sampleFolder } from '../../src/content-model/content-files';
import { upgradeFiles, upgradeMessage } from '../../src/content-model/upgrade';

function main() {
  const root = process.env.CONTENT_ROOT || ownContentRoot(process.cwd());
  if (!root) {
    console.log(
      `No content/ of your own yet: the site is built from ${sampleFolder}/, which the template keeps in the newest shape. Nothing to upgrade.`,
    );
    return;
  }
  const report = upgradeFiles(root);
  console.log(
    report.from >= report.to
      ? `content/ is in the newest shape (version ${report.to}): nothing to change.`
      : upgradeMessage(report, true),
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href)
  try {
    main();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
