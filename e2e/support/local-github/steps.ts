/**
 * One job's steps, run in turn as GitHub runs them: each `run:` as written, in the shell GitHub
 * would start (`bash -e {0}` when none is named, `bash --noprofile --norc -eo pipefail {0}` for
 * `shell: bash`: "Workflow syntax for GitHub Actions", jobs.<job_id>.steps[*].shell), each
 * `uses:` through its stand-in (actions.ts), a local action's steps as the job's own.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { parse } from 'yaml';
import { standInAction, type ActionDone } from './actions';
import { condition, interpolate } from './expressions';
import { parseOutputs } from './workflow-commands';
import type { Job, JobContexts, JobRun, StandIns, Step, Workflow } from './workflow';

const networkModule = join(import.meta.dirname, 'network.mjs');
const buildCacheScript = join(process.cwd(), 'scripts', 'lab', 'site-builder', 'cache.ts');

/** The date of every commit a rehearsal makes (see the jobs' environment). */
export const fixedCommitDate = '2030-01-01T12:00:00Z';
/** The project's own node_modules, which every job's is. */
export const projectModules = join(process.cwd(), 'node_modules');

/** Where a job runs: its folder, the run's artifacts, and what the runner shares with each job. */
export interface JobPlace {
  /** The folder of the npm and npx stand-ins, first on PATH. */
  bin: string;
  repository: string;
  /** The local GitHub's origin: its server URL, with its API under /api/v3. */
  origin: string;
  workspace: string;
  artifacts: string;
}

/** What the job's steps have come to so far. */
interface JobState {
  steps: Record<string, { outputs: Record<string, string>; outcome: string; conclusion: string }>;
  log: string;
  failed: boolean;
  failedStep?: string;
}

/** Runs `job`'s steps in its folder, and what they come to: result, outputs, log and summary. */
export function runJobSteps(
  job: Job,
  workflow: Workflow,
  base: JobContexts,
  place: JobPlace,
  standIns: StandIns,
): JobRun {
  const { workspace } = place;
  const home = join(workspace, '..', '.home');
  mkdirSync(home, { recursive: true });
  const summaryFile = join(workspace, '..', `${Date.now()}-summary.md`);
  writeFileSync(summaryFile, '');
  const state: JobState = { steps: {}, log: '', failed: false };
  const env = jobEnvironment(place, base, home, summaryFile, standIns);
  const contextsFor = (stepEnv: Record<string, string>) => ({
    ...base,
    steps: state.steps,
    env: stepEnv,
    job: {},
    runner: { os: 'Linux' },
  });

  const runStepList = (list: Step[]) => {
    for (const [index, step] of list.entries()) runStep(step, index);
  };

  /** One step: its environment and `if:`, then its script or action, then its outcome. */
  const runStep = (step: Step, index: number) => {
    const label = step.name ?? step.uses ?? step.run?.split('\n')[0] ?? `step ${index}`;
    const stepEnv: Record<string, string> = { ...env };
    for (const [key, value] of Object.entries({ ...workflow.env, ...job.env, ...step.env }))
      stepEnv[key] = interpolate(String(value), contextsFor(stepEnv));
    const failed = state.failed;
    if (!condition(step.if, contextsFor(stepEnv), { success: !failed, failure: failed })) {
      if (step.id)
        state.steps[step.id] = { outputs: {}, outcome: 'skipped', conclusion: 'skipped' };
      return;
    }
    const outputFile = join(workspace, '..', `output-${Date.now()}-${index}`);
    writeFileSync(outputFile, '');
    let ok = true;
    let outputs: Record<string, string> = {};
    state.log += `--- ${label}\n`;
    if (step.run !== undefined) {
      const shell = step.shell ?? job.defaults?.run?.shell ?? workflow.defaults?.run?.shell;
      const script = interpolate(step.run, contextsFor(stepEnv));
      const done = runScript(script, shell, { ...stepEnv, GITHUB_OUTPUT: outputFile }, workspace);
      state.log += done.output;
      ok = done.status === 0;
      if (!ok) state.log += `(exit ${done.status})\n`;
      outputs = parseOutputs(readFileSync(outputFile, 'utf8'));
    } else if (step.uses) {
      const inputs = Object.fromEntries(
        Object.entries(step.with ?? {}).map(([key, value]) => [
          key,
          interpolate(String(value), contextsFor(stepEnv)),
        ]),
      );
      const done = uses(step.uses, inputs, stepEnv);
      state.log += done.log;
      ok = done.ok;
      outputs = done.outputs;
    }
    const outcome = ok ? 'success' : 'failure';
    const conclusion = ok || step['continue-on-error'] ? 'success' : 'failure';
    if (step.id) state.steps[step.id] = { outputs, outcome, conclusion };
    if (conclusion === 'failure') {
      state.failed = true;
      state.failedStep ??= label;
    }
  };

  /** What a `uses:` step does, in the job's folder. */
  const uses = (
    action: string,
    inputs: Record<string, string>,
    stepEnv: Record<string, string>,
  ): ActionDone => {
    const { origin, repository, artifacts } = place;
    const where = { workspace, artifacts, stepEnv, origin, repository, projectModules };
    const done = standInAction(action.split('@')[0]!, inputs, { ...where, sha: base.github.sha });
    if (done) return done;
    if (action.startsWith('./')) {
      // A local action: its steps, as the job's own (a composite action).
      const definition = parse(readFileSync(join(workspace, action, 'action.yml'), 'utf8')) as {
        runs: { steps: Step[] };
      };
      const before = state.failed;
      runStepList(definition.runs.steps);
      const ok = !state.failed || before;
      return { ok, log: '', outputs: {} };
    }
    return { ok: false, log: `no stand-in for ${action}\n`, outputs: {} };
  };

  runStepList(job.steps ?? []);
  const contexts = contextsFor(env);
  const outputs = Object.fromEntries(
    Object.entries(job.outputs ?? {}).map(([key, value]) => [key, interpolate(value, contexts)]),
  );
  const summary = readFileSync(summaryFile, 'utf8');
  return {
    result: state.failed ? 'failure' : 'success',
    outputs,
    log: state.log,
    summary,
    ...(state.failedStep ? { failedStep: state.failedStep } : {}),
  };
}

/** The environment every step of a job starts from, as a GitHub-hosted runner sets it. */
function jobEnvironment(
  place: JobPlace,
  base: JobContexts,
  home: string,
  summaryFile: string,
  standIns: StandIns,
): Record<string, string> {
  return {
    PATH: `${place.bin}:${process.env.PATH}`,
    HOME: home,
    LANG: 'C.UTF-8',
    CI: 'true',
    GITHUB_ACTIONS: 'true',
    RUNNER_OS: 'Linux',
    RUNNER_TEMP: home,
    GITHUB_WORKSPACE: place.workspace,
    GITHUB_REPOSITORY: place.repository,
    GITHUB_SHA: base.github.sha,
    GITHUB_REF: base.github.ref,
    GITHUB_EVENT_NAME: base.github.event_name,
    GITHUB_SERVER_URL: place.origin,
    GITHUB_API_URL: `${place.origin}/api/v3`,
    GITHUB_STEP_SUMMARY: summaryFile,
    NODE_OPTIONS: `--import ${networkModule}`,
    LOCAL_GITHUB_ORIGIN: place.origin,
    // Ten minutes of waiting for Pages in six seconds: room for a loaded machine's slow first
    // answer (Pages' stand-in unpacks a new build on it), few seconds for a build held in a queue.
    LOCAL_GITHUB_CLOCK: '100',
    LOCAL_NODE_MODULES: projectModules,
    LOCAL_BUILD_CACHE: buildCacheScript,
    // Commits made in a job carry a fixed date, as the rehearsals' own do: a rehearsal run again
    // on unchanged files makes the very same commits, so its logs name the same (its builds are
    // shared by their files either way). Nothing in the deploy reads a commit's date.
    GIT_AUTHOR_DATE: fixedCommitDate,
    GIT_COMMITTER_DATE: fixedCommitDate,
    // gh-pages keeps its clone in node_modules/.cache, which is the project's here: each job its own.
    CACHE_DIR: join(home, 'gh-pages-cache'),
    STAND_IN_CHECK_CONTENT: standIns.checkContent ?? 'success',
    STAND_IN_HIGH_ADVISORIES: String(standIns.highAdvisories ?? 0),
  };
}

/** Runs one `run:` script in the job's folder, in the shell GitHub would start for it. */
function runScript(
  script: string,
  shell: string | undefined,
  env: Record<string, string>,
  workspace: string,
): { status: number; output: string } {
  const scriptFile = join(
    workspace,
    '..',
    `step-${Date.now()}-${Math.random().toString(36).slice(2)}.sh`,
  );
  writeFileSync(scriptFile, script);
  const command =
    shell === 'bash'
      ? ['bash', '--noprofile', '--norc', '-eo', 'pipefail', scriptFile]
      : shell === undefined
        ? ['bash', '-e', scriptFile]
        : shell.replace('{0}', scriptFile).split(' ');
  const done = spawnSync(command[0]!, command.slice(1), {
    cwd: workspace,
    env,
    encoding: 'utf8',
    timeout: 10 * 60_000,
    maxBuffer: 64 * 1024 * 1024,
  });
  return { status: done.status ?? 1, output: `${done.stdout ?? ''}${done.stderr ?? ''}` };
}
