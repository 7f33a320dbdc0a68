/**
 * The form editor's page while the owner's content is in an older shape than
 * the site's code reads (its content/version.yml behind: src/content-model/upgrade.ts).
 * The editor's forms are made from the newest schemas, so a renamed field would
 * show empty and a save would write the newest shape beside the older one; in
 * its place the page says, before anything can be edited, that the content must
 * be upgraded first, and how (docs/decisions.md, "The form editor and content
 * of an older shape"). It loads no script: the editor is not on the page.
 */
import { contentVersion } from '../../../src/content-model/schema/versions.ts';
import { readContentVersion } from '../../../src/content-model/upgrade.ts';
import {
  upgradeTitle,
  upgradeWorkflowFile,
  upgradeWorkflowName,
} from '../../shared/upgrade-names.ts';
import { escapeMarkup } from '../../shared/escape-markup.ts';
import { adminHead, adminPage } from './page.ts';
import { placeholderRepository } from './repository.ts';

/** What the page says, and where it sends the owner. */
export interface UpgradeFirst {
  title: string;
  /** The version content/ is written in, and the one the code reads. */
  from: number;
  to: number;
  /** owner/name on GitHub, for the link to the workflow. */
  repo: string;
}

/** The page that stands in for the editor until the content is upgraded. */
export function upgradeFirstPage({ title, from, to, repo }: UpgradeFirst): string {
  const actions =
    repo === placeholderRepository
      ? 'your repository’s <strong>Actions</strong> tab'
      : `<a href="https://github.com/${escapeMarkup(repo)}/actions/workflows/${upgradeWorkflowFile}">your repository’s <strong>Actions</strong> tab</a>`;
  return `${adminHead(title)}
    <style>
      body { font: 1.0625rem/1.55 system-ui, sans-serif; margin: 0 auto; max-width: 40rem; padding: 2rem 1.25rem; color: #1c1917; background: #fafaf9; }
      h1 { font-size: 1.5rem; line-height: 1.25; }
      a { color: #1d4ed8; }
      li + li { margin-top: 0.5rem; }
      @media (prefers-color-scheme: dark) { body { color: #f5f5f4; background: #1c1917; } a { color: #93c5fd; } }
    </style>
  </head>
  <body>
    <main>
      <h1>Upgrade your content before you edit it</h1>
      <p>
        Your content is written in version ${from} of the content’s shape, and this site’s code reads
        version ${to}: some fields have new names. The editor shows the newest fields only, so it would
        show those fields empty. Your site is not affected: it reads your files as they are.
      </p>
      <p>Upgrade them once, from your browser:</p>
      <ol>
        <li>Open ${actions}, pick <strong>${upgradeWorkflowName}</strong>, and press <strong>Run workflow</strong> (on your default branch, <strong>main</strong> in a fork).</li>
        <li>It opens a pull request, <em>${upgradeTitle({ from, to })}</em>, saying what it changes in which file, with a review of your pages before and after. Read it and press <strong>Merge pull request</strong>.</li>
        <li>When Deploy has published that merge (a few minutes), reload this page: the editor opens.</li>
      </ol>
      <p>On your computer instead: <code>npm run content:upgrade</code>, then commit and push.</p>
    </main>
  </body>
</html>
`;
}

/**
 * The editor's page for the content in `root`: the editor itself, or, while
 * content/version.yml is older than `newest`, the page that says to upgrade first.
 */
export function editorPage(
  root: string,
  title: string,
  repo: string,
  newest = contentVersion,
): string {
  const { version } = readContentVersion(root, newest);
  return version < newest
    ? upgradeFirstPage({ title, from: version, to: newest, repo })
    : adminPage(title);
}
