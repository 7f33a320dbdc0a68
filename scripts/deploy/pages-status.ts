/**
 * Where the site stands once it is published: whether GitHub Pages serves it,
 * at which address, and, when it does not, which setting to change. The deploy
 * and the preview run it after pushing to `gh-pages`, and write what it says on
 * the run's summary page (GITHUB_STEP_SUMMARY), so the owner sees the live
 * address, or the one thing to do, in the run itself.
 *
 *   tsx scripts/deploy/pages-status.ts live <url> <commit> [--seconds 600]
 *   tsx scripts/deploy/pages-status.ts preview <url> <commit> [--seconds 600] [--comment FILE]
 *
 * `live` reads the repository's Pages settings with the REST API (`GET
 * /repos/{owner}/{repo}/pages`, which needs the job's `pages: read`): not
 * turned on yet (a fresh fork's first deploy, before README step 3) is a
 * warning; serving another source (the `main` branch shows the README, GitHub
 * Actions shows nothing of gh-pages) or another domain is an error naming the
 * setting. Then it waits, up to `--seconds`, until the address serves a page
 * built from `commit` (each page's `<meta name="build">`, from SITE_COMMIT).
 * DOMAIN_PROBLEM (from plan.ts: a domain set in Settings that `public/CNAME`
 * does not name) fails the run at the end, after the site went live at the
 * address it was built for.
 *
 * `preview` only waits. A preview not yet served in time is no failure: a site
 * published from a branch is built about ten times an hour at most ("GitHub
 * Pages limits", docs.github.com), so a busy day queues builds. It says so at
 * the top of the review comment (`--comment`) and prints `served=` for
 * $GITHUB_OUTPUT.
 */
import { appendFileSync, readFileSync, writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { builtCommit } from '../site/pages/built-commit.ts';
import { customDomain } from './published';
import { github, githubAnswer, githubApi, ownerAndRepo } from './github-api';
import { appendSummary, report } from '../shared/workflow-run.ts';

/** True once `url` serves a page built from `commit` (either may be the short form of the other). */
export async function waitUntilServed(
  url: string,
  commit: string,
  { seconds = 600, everyMs = 5000 } = {},
): Promise<boolean> {
  const deadline = Date.now() + seconds * 1000;
  const wanted = commit.toLowerCase();
  for (;;) {
    try {
      // No cache: Pages' CDN and the runner's HTTP stack must not answer with the old page.
      const response = await fetch(url, {
        cache: 'no-store',
        headers: { 'cache-control': 'no-cache' },
      });
      const served = response.ok ? builtCommit(await response.text()) : undefined;
      if (served && (served.startsWith(wanted) || wanted.startsWith(served))) return true;
    } catch {
      // Not there yet (a first deploy): ask again.
    }
    if (Date.now() + everyMs > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}

/** What the Pages API says of a repository's site (the fields read here). */
export interface PagesSite {
  build_type?: 'legacy' | 'workflow' | null;
  source?: { branch: string; path: string } | null;
  cname?: string | null;
  html_url?: string;
}

/** The Pages settings of `repository`, or null when Pages is not turned on (404). */
export async function readPagesSite(
  repository: string,
  token: string,
  api = githubApi(),
): Promise<PagesSite | null> {
  const client = github(token, api);
  try {
    const { data } = await client.request(
      'GET /repos/{owner}/{repo}/pages',
      ownerAndRepo(repository),
    );
    return data as PagesSite;
  } catch (error) {
    const answer = githubAnswer(error);
    if (answer?.status === 404) return null;
    if (!answer) throw error;
    throw new Error(
      `GitHub answered ${answer.status} to reading the Pages settings (the job needs "pages: read"): ${answer.text}`,
    );
  }
}

/** The one line that sets Pages up the way this site publishes. */
const pagesSetting =
  'Settings → Pages → Build and deployment: Source "Deploy from a branch", Branch "gh-pages", folder "/ (root)", Save';

export interface Verdict {
  level: 'ok' | 'warning' | 'error';
  /** Markdown, for the summary page. */
  text: string;
  /** Whether to wait for the address to serve the commit. */
  wait: boolean;
}

/** What the Pages settings mean for a site published to gh-pages and meant for `url`. */
export function judgeSettings(site: PagesSite | null, url: string): Verdict {
  if (!site)
    return {
      level: 'warning',
      text: `GitHub Pages is not turned on for this repository yet, so nothing is served. Once: ${pagesSetting}. The site is then live at ${url} a minute later (README, "From fork to your own site", step 3).`,
      wait: false,
    };
  if (site.build_type === 'workflow')
    return {
      level: 'error',
      text: `GitHub Pages serves what a GitHub Actions workflow uploads, not the gh-pages branch this deploy publishes to, so the site you see is not this build. Change: ${pagesSetting}.`,
      wait: false,
    };
  const source = site.source;
  if (!source || source.branch !== 'gh-pages' || source.path !== '/')
    return {
      level: 'error',
      text: `GitHub Pages serves the ${source ? `"${source.branch}" branch, folder "${source.path}"` : 'wrong source'}, not the built site on gh-pages (the README or the raw source is what visitors get). Change: ${pagesSetting}.`,
      wait: false,
    };
  const expected = customDomain(url);
  const actual = site.cname?.toLowerCase() || undefined;
  if (expected !== actual)
    return {
      level: 'error',
      text: actual
        ? `GitHub Pages serves this site at the custom domain ${actual}, but it was built for ${url}${expected ? '' : ' (no custom domain: public/CNAME is absent)'}. Either write \`${actual}\` alone in public/CNAME and commit, or remove the domain under Settings → Pages → Custom domain.`
        : `The site was built for ${url}, but GitHub Pages has no custom domain. Either set ${expected} under Settings → Pages → Custom domain, or delete public/CNAME and commit.`,
      wait: true,
    };
  return { level: 'ok', text: '', wait: true };
}

async function summary(line: string) {
  await appendSummary(`${line}\n\n`);
  console.log(line);
}

/** The live site: the settings judged, the address waited for; the exit code. */
async function live(url: string, commit: string, seconds: number): Promise<number> {
  const repository = process.env.GITHUB_REPOSITORY ?? '';
  const token = process.env.GITHUB_TOKEN ?? '';
  const verdict = judgeSettings(await readPagesSite(repository, token), url);
  let failed = verdict.level === 'error';
  if (verdict.level !== 'ok') report(verdict.level, verdict.text);
  if (verdict.text) await summary(`${verdict.level === 'error' ? '❌' : '⚠️'} ${verdict.text}`);
  if (verdict.wait) {
    if (await waitUntilServed(url, commit, { seconds })) {
      await summary(`✅ Live: ${url} serves this build (${commit.slice(0, 7)}).`);
    } else {
      const text = `GitHub Pages has not served this build at ${url} within ${seconds} s. It may still be queued (a site published from a branch is built about ten times an hour at most); its progress is under Actions → "pages build and deployment".`;
      report('warning', text);
      await summary(`⚠️ ${text}`);
    }
  }
  const domainProblem = process.env.DOMAIN_PROBLEM?.trim();
  if (domainProblem) {
    report('error', domainProblem);
    await summary(`❌ ${domainProblem}`);
    failed = true;
  }
  return failed ? 1 : 0;
}

/** The note a review comment starts with while Pages has not served the preview yet. */
export const stillBuildingNote = (seconds: number) =>
  `> [!NOTE]\n> GitHub Pages had not served this preview ${Math.round(seconds / 60)} minutes after it was published: its builds are queued (a site published from a branch is built about ten times an hour at most). The links below work once it has; nothing needs doing.\n\n`;

async function preview(
  url: string,
  commit: string,
  seconds: number,
  comment?: string,
): Promise<number> {
  const served = await waitUntilServed(url, commit, { seconds });
  if (served) console.log(`${url} serves ${commit}`);
  else {
    console.log(`${url} did not serve ${commit} within ${seconds} s: noted in the comment`);
    if (comment) writeFileSync(comment, stillBuildingNote(seconds) + readFileSync(comment, 'utf8'));
  }
  const output = process.env.GITHUB_OUTPUT;
  if (output) appendFileSync(output, `served=${served}\n`);
  return 0;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { seconds: { type: 'string', default: '600' }, comment: { type: 'string' } },
  });
  const [mode, url, commit] = positionals;
  const seconds = Number(values.seconds);
  if ((mode !== 'live' && mode !== 'preview') || !url || !commit || !(seconds >= 0)) {
    console.error(
      'tsx scripts/deploy/pages-status.ts live|preview <url> <commit> [--seconds 600] [--comment FILE]',
    );
    process.exit(2);
  }
  process.exitCode = await (mode === 'live'
    ? live(url, commit, seconds)
    : preview(url, commit, seconds, values.comment));
}
