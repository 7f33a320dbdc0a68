/**
 * A workflow as the runner reads it: the YAML's shape (what the project's workflows use of
 * "Workflow syntax for GitHub Actions"), the event that starts a run, the `github` context it
 * gives, and what a run and each job come to.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { parse } from 'yaml';

export interface Step {
  id?: string;
  name?: string;
  uses?: string;
  run?: string;
  if?: string;
  shell?: string;
  env?: Record<string, string>;
  with?: Record<string, string | number | boolean>;
  'continue-on-error'?: boolean;
}
export interface Job {
  name?: string;
  needs?: string | string[];
  if?: string;
  uses?: string;
  permissions?: Record<string, string>;
  env?: Record<string, string>;
  outputs?: Record<string, string>;
  steps?: Step[];
  defaults?: { run?: { shell?: string } };
}
export interface Workflow {
  env?: Record<string, string>;
  defaults?: { run?: { shell?: string } };
  concurrency?: { group: string; 'cancel-in-progress'?: boolean | string };
  jobs: Record<string, Job>;
}

export type Result = 'success' | 'failure' | 'skipped' | 'cancelled';

/** Outcomes chosen by a scenario for what is not run here. */
export interface StandIns {
  /** The reusable full check (check.yml). */
  check?: 'success' | 'failure';
  /** `npm run check:content`: links and axe on the owner's built pages. */
  checkContent?: 'success' | 'failure';
  /** How many high advisories `npm audit` reports in what the site ships. */
  highAdvisories?: number;
}

export interface JobRun {
  result: Result;
  outputs: Record<string, string>;
  /** Everything the job's steps printed, with each step's name. */
  log: string;
  /** What its steps wrote to the run's summary page. */
  summary: string;
  /** The step that failed, by name. */
  failedStep?: string;
}

export interface WorkflowRun {
  jobs: Record<string, JobRun>;
  /** `success` when every job that ran succeeded. */
  conclusion: 'success' | 'failure';
  summary: string;
  log: string;
}

/** The event that starts a run, as GitHub delivers it. */
export interface WorkflowEvent {
  name: 'push' | 'workflow_dispatch' | 'pull_request';
  /** The commit GITHUB_SHA names (for a pull request: its merge commit). */
  sha: string;
  /** GITHUB_REF. */
  ref: string;
  payload: Record<string, unknown>;
}

/** The run a `github` context describes: the repository, the local GitHub, the run's number. */
export interface RunPlace {
  repository: string;
  /** The local GitHub's origin: its server URL, with its API under /api/v3. */
  origin: string;
  runNumber: number;
}

/** The `github` context of a job ("Contexts reference", docs.github.com). */
export function githubContext(
  event: WorkflowEvent,
  run: RunPlace,
  token: string,
  workspace: string,
) {
  return {
    event: event.payload,
    event_name: event.name,
    sha: event.sha,
    ref: event.ref,
    ref_name: event.ref.replace(/^refs\/(heads|tags)\//, ''),
    repository: run.repository,
    repository_owner: run.repository.split('/')[0],
    token,
    server_url: run.origin,
    api_url: `${run.origin}/api/v3`,
    workspace,
    run_number: run.runNumber,
    action: '',
  };
}

/** What a job's expressions read before its steps run: github, needs, inputs, vars, secrets. */
export type JobContexts = Record<string, unknown> & { github: ReturnType<typeof githubContext> };

/**
 * Reads workflow files as the event's commit has them, fetched from the local GitHub into the
 * mirror `bare` once per commit and file.
 */
export function workflowReader(bare: string, origin: string, repository: string) {
  const workflows = new Map<string, Workflow>();
  return (file: string, sha: string): Workflow => {
    const known = workflows.get(`${sha}:${file}`);
    if (known) return known;
    if (!existsSync(bare)) spawnSync('git', ['init', '--quiet', '--bare', bare]);
    const fetched = spawnSync(
      'git',
      ['--git-dir', bare, 'fetch', '--quiet', `${origin}/${repository}.git`, sha],
      {
        encoding: 'utf8',
      },
    );
    if (fetched.status !== 0) throw new Error(`cannot fetch ${sha}: ${fetched.stderr}`);
    const text = spawnSync('git', ['--git-dir', bare, 'show', `${sha}:.github/workflows/${file}`], {
      encoding: 'utf8',
    });
    if (text.status !== 0) throw new Error(`no .github/workflows/${file} at ${sha}`);
    const workflow = parse(text.stdout) as Workflow;
    workflows.set(`${sha}:${file}`, workflow);
    return workflow;
  };
}
