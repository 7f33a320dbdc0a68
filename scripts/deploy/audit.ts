/**
 * Security advisories in what the site ships (`npm audit --omit=dev`), for the
 * deploy's and the preview's build. A high or critical advisory stops only a
 * commit shown to change the dependencies (package.json or the lockfile differ
 * from `--since`: the commit the live site was built from, or the pull
 * request's base), since that commit brings it or failed to fix it. Any other commit, a content
 * edit above all, publishes: an advisory in code it did not change is reported
 * (a warning on the run, the advisories on its summary page) and by the weekly
 * audit (audit.yml), and its fix arrives with Sync fork or Dependabot's pull
 * request (README, "Staying safe").
 *
 *   npx tsx scripts/deploy/audit.ts [--since COMMIT]
 */
import { execFile } from 'node:child_process';
import { pathToFileURL } from 'node:url';
import { parseArgs, promisify } from 'node:util';
import { changedPaths } from './change-kind';
import { appendSummary, report } from '../shared/workflow-run.ts';

const run = promisify(execFile);

/** The counts npm audit's JSON gives, by severity. */
export type Severities = Partial<Record<'info' | 'low' | 'moderate' | 'high' | 'critical', number>>;

/** The files whose change can bring a new dependency, and with it an advisory. */
export const dependencyFiles = ['package.json', 'package-lock.json'];

/** Whether the dependencies changed between `since` and HEAD; false when that cannot be shown. */
export function dependenciesChanged(since: string | undefined, cwd = process.cwd()): boolean {
  if (!since) return false;
  const paths = changedPaths(since, 'HEAD', cwd);
  return paths?.some((path) => dependencyFiles.includes(path)) ?? false;
}

export interface AuditVerdict {
  level: 'ok' | 'warning' | 'error';
  text: string;
}

/** What the audit's counts mean for a commit that did, or did not, change the dependencies. */
export function judgeAudit(counts: Severities | undefined, changed: boolean): AuditVerdict {
  if (!counts)
    return {
      level: 'warning',
      text: 'npm audit could not reach the registry: the advisories are not known for this run (the weekly audit checks again).',
    };
  const serious = (counts.high ?? 0) + (counts.critical ?? 0);
  const all = Object.values(counts).reduce((sum, count) => sum + (count ?? 0), 0);
  if (all === 0)
    return { level: 'ok', text: 'npm audit: no known advisory in what the site ships.' };
  const found = `npm audit: ${all} advisor${all === 1 ? 'y' : 'ies'} in what the site ships (${serious} high or critical)`;
  if (serious > 0 && changed)
    return {
      level: 'error',
      text: `${found}, and this commit changes package.json or package-lock.json: update the package named below (npm audit fix), or take the template's fix (Sync fork).`,
    };
  return {
    level: serious > 0 ? 'warning' : 'ok',
    text: `${found}. This commit does not change the dependencies, so it is published; the fix comes with Sync fork or Dependabot's pull request.`,
  };
}

async function main() {
  const { values } = parseArgs({ options: { since: { type: 'string' } } });
  let json = '';
  let counts: Severities | undefined;
  try {
    ({ stdout: json } = await run('npm', ['audit', '--omit=dev', '--json'], {
      maxBuffer: 64 * 1024 * 1024,
    }));
  } catch (error) {
    // npm audit exits 1 when it finds anything; its report is still on stdout.
    json = (error as { stdout?: string }).stdout ?? '';
  }
  try {
    counts = (JSON.parse(json) as { metadata?: { vulnerabilities?: Severities } }).metadata
      ?.vulnerabilities;
  } catch {
    counts = undefined;
  }
  const verdict = judgeAudit(counts, dependenciesChanged(values.since));
  if (verdict.level === 'ok') console.log(verdict.text);
  else report(verdict.level, verdict.text);
  if (process.env.GITHUB_STEP_SUMMARY && verdict.level !== 'ok') {
    const { stdout: readable } = await run('npm', ['audit', '--omit=dev']).catch(
      (error: { stdout?: string }) => ({ stdout: error.stdout ?? '' }),
    );
    await appendSummary(`${verdict.text}\n\n\`\`\`\n${readable.trim()}\n\`\`\`\n\n`);
  }
  if (verdict.level === 'error') process.exitCode = 1;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
