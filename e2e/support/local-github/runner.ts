/**
 * Runs a workflow of the repository the way GitHub Actions would, against the
 * local GitHub (server.ts), for the rehearsals: the YAML is read from the
 * commit the event names, its expressions evaluated with GitHub's own
 * expression library (@actions/expressions) over the contexts GitHub gives
 * (github, needs, steps, env, job status functions: expressions.ts), and every
 * `run:` step runs as written, in the shell GitHub would start (steps.ts).
 *
 * What each `uses:` would do is done here, plainly (actions.ts): checkout is a
 * git fetch, an artifact a folder, the cache the project's own node_modules.
 * `npm run build:site` (into dist, or the folder after `--`) goes through the build cache
 * (scripts/lab/site-builder/cache.ts): a build of the very same files and settings is a copy of the
 * kept one, whichever run or rehearsal made it.
 * What a job would get from the registry (`npm ci`, `npm audit`) and what has
 * rehearsals of its own (the full check, `npm run check:content`, `npm run
 * review`) are stand-ins whose outcome each scenario chooses (`StandIns`;
 * npm-stand-in.ts).
 * Jobs run one after another in the order their `needs` allow.
 */ import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { interpolate, condition } from './expressions';
import { writeNpmStandIn } from './npm-stand-in';
import { runJobSteps } from './steps';
import {
  githubContext,
  workflowReader,
  type Job,
  type JobRun,
  type StandIns,
  type Workflow,
  type WorkflowEvent,
  type WorkflowRun,
} from './workflow';
import type { LocalGitHub } from './server';

export { fixedCommitDate } from './steps';
export type { JobRun, Result, StandIns, WorkflowEvent, WorkflowRun } from './workflow';

export interface Runner {
  /** Runs `workflow` (a file under .github/workflows/) for `event`; `token` permissions come from the YAML. */
  run(workflow: string, event: WorkflowEvent, standIns?: StandIns): WorkflowRun;
  /**
   * Runs the workflow for events that arrive one after another while the first
   * one's run is still in progress, as GitHub's concurrency groups decide: in a
   * group, one run in progress and at most one pending; a newer pending run
   * cancels the one pending before it, and with `cancel-in-progress` the one in
   * progress too ("Control the concurrency of workflows and jobs", docs.github.com).
   */
  runTogether(
    workflow: string,
    events: WorkflowEvent[],
    standIns?: StandIns,
  ): Array<WorkflowRun | 'cancelled'>;
  /** Deletes every job's folder. */
  close(): void;
}

export function createRunner(github: LocalGitHub, repository: string): Runner {
  const scratch = mkdtempSync(join(tmpdir(), 'local-actions-'));
  const bin = join(scratch, 'bin');
  mkdirSync(bin);
  const realNpm = spawnSync('bash', ['-c', 'command -v npm'], { encoding: 'utf8' }).stdout.trim();
  writeNpmStandIn(bin, realNpm);
  const origin = github.origin;
  let runNumber = 0;
  /** The workflow file as the event's commit has it (fetched once per commit and file). */
  const readWorkflow = workflowReader(join(scratch, 'mirror.git'), origin, repository);
  const contextOf = (event: WorkflowEvent, token: string, workspace: string) =>
    githubContext(event, { repository, origin, runNumber }, token, workspace);

  /** The concurrency group `event`'s run of `file` is in, if its workflow names one. */
  const groupOf = (file: string, event: WorkflowEvent) => {
    const concurrency = readWorkflow(file, event.sha).concurrency;
    return concurrency && interpolate(concurrency.group, { github: contextOf(event, '', '') });
  };

  /** Whether each event's run goes ahead or is cancelled by a later one in its group. */
  const fatesOf = (file: string, events: WorkflowEvent[]) =>
    events.map((event, index) => {
      const workflow = readWorkflow(file, event.sha);
      if (!workflow.concurrency) return 'run';
      const group = groupOf(file, event);
      const later = events.slice(index + 1).some((other) => groupOf(file, other) === group);
      if (!later) return 'run';
      const cancelInProgress = String(workflow.concurrency['cancel-in-progress']) === 'true';
      return index === 0 && !cancelInProgress ? 'run' : 'cancelled';
    });

  /** One job of a run, once the jobs it needs have run: skipped, a stand-in, or its steps. */
  const runJob = (
    name: string,
    workflow: Workflow,
    jobs: Record<string, JobRun>,
    event: WorkflowEvent,
    artifacts: string,
    standIns: StandIns,
  ): JobRun => {
    const job = workflow.jobs[name]!;
    const needs = Object.fromEntries(
      needsOf(job).map((need) => [
        need,
        { result: jobs[need]!.result, outputs: jobs[need]!.outputs },
      ]),
    );
    const needResults = Object.values(needs).map(({ result }) => result);
    const status = {
      success: needResults.every((result) => result === 'success'),
      failure: needResults.some((result) => result === 'failure'),
    };
    const token = github.jobToken(repository, job.permissions ?? {});
    const workspace = join(scratch, `run-${runNumber}`, name);
    mkdirSync(workspace, { recursive: true });
    const base = {
      github: contextOf(event, token, workspace),
      needs,
      inputs: {},
      vars: {},
      secrets: {},
    };
    if (!condition(job.if, base, status))
      return { result: 'skipped', outputs: {}, log: '', summary: '' };
    if (job.uses) {
      // A reusable workflow: the full check, rehearsed by the suite itself.
      const result =
        job.uses === './.github/workflows/check.yml' ? (standIns.check ?? 'success') : 'failure';
      return { result, outputs: {}, log: `${job.uses}: ${result} (stand-in)\n`, summary: '' };
    }
    const place = { bin, repository, origin, workspace, artifacts };
    return runJobSteps(job, workflow, base, place, standIns);
  };

  return {
    close: () => rmSync(scratch, { recursive: true, force: true }),

    runTogether(file, events, standIns = {}) {
      const fates = fatesOf(file, events);
      return events.map((event, index) =>
        fates[index] === 'run' ? this.run(file, event, standIns) : 'cancelled',
      );
    },

    run(file, event, standIns = {}) {
      runNumber += 1;
      const workflow = readWorkflow(file, event.sha);
      const artifacts = join(scratch, `run-${runNumber}`, 'artifacts');
      mkdirSync(artifacts, { recursive: true });
      const jobs: Record<string, JobRun> = {};
      const names = Object.keys(workflow.jobs);
      while (Object.keys(jobs).length < names.length) {
        const name = names.find(
          (candidate) =>
            !jobs[candidate] && needsOf(workflow.jobs[candidate]!).every((need) => jobs[need]),
        );
        if (!name) throw new Error('a cycle in needs');
        jobs[name] = runJob(name, workflow, jobs, event, artifacts, standIns);
      }
      return runOf(jobs);
    },
  };
}

/** The jobs a job needs, by name. */
const needsOf = (job: Job) => [job.needs ?? []].flat();

/** A run from its jobs: `success` when every job that ran succeeded, their summaries and logs. */
function runOf(jobs: Record<string, JobRun>): WorkflowRun {
  const ran = Object.values(jobs).filter(({ result }) => result !== 'skipped');
  return {
    jobs,
    conclusion: ran.every(({ result }) => result === 'success') ? 'success' : 'failure',
    summary: Object.values(jobs)
      .map(({ summary }) => summary)
      .join(''),
    log: Object.entries(jobs)
      .map(([name, { log }]) => `=== ${name}\n${log}`)
      .join('\n'),
  };
}
