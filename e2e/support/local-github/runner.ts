/**
 * Runs a workflow of the repository the way GitHub Actions would, against the
 * local GitHub (server.ts), for the rehearsals: the YAML is read from the
 * commit the event names, its expressions evaluated with GitHub's own
 * expression library (@actions/expressions) over the contexts GitHub gives
 * (github, needs, steps, env, job status functions), and every `run:` step
 * runs as written, in the shell GitHub would start: `bash -e {0}` when none is
 * named, `bash --noprofile --norc -eo pipefail {0}` for `shell: bash` ("Workflow
 * syntax for GitHub Actions", jobs.<job_id>.steps[*].shell).
 *
 * What each `uses:` would do is done here, plainly: checkout is a git fetch of
 * the commit from the local GitHub into the job's folder (sparse when asked);
 * an artifact is a folder (hidden files left out unless include-hidden-files,
 * as upload-artifact v4.4 and later do); the cache restores node_modules as the
 * lockfile pins it (the project's own); a local action's steps run in turn.
 * `npm run build:site` (into dist, or the folder after `--`) goes through the build cache
 * (scripts/lab/site-builder/cache.ts): a build of the very same files and settings is a copy of the
 * kept one, whichever run or rehearsal made it.
 * What a job would get from the registry (`npm ci`, `npm audit`) and what has
 * rehearsals of its own (the full check, `npm run check:content`, `npm run
 * review`) are stand-ins whose outcome each scenario chooses (`StandIns`).
 * Jobs run one after another in the order their `needs` allow.
 */
import { spawnSync } from 'node:child_process';
import {
  chmodSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { Evaluator, Lexer, Parser, data } from '@actions/expressions';

type ExpressionData = data.ExpressionData;
import { parse } from 'yaml';
import type { LocalGitHub } from './server';

interface Step {
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
interface Job {
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
interface Workflow {
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

const networkModule = join(import.meta.dirname, 'network.mjs');
const buildCacheScript = join(process.cwd(), 'scripts', 'lab', 'site-builder', 'cache.ts');

/** The date of every commit a rehearsal makes (see the jobs' environment). */
export const fixedCommitDate = '2030-01-01T12:00:00Z';
const projectModules = join(process.cwd(), 'node_modules');

/** Parses and evaluates one expression (without its `${{ }}`). */
function evaluate(
  expression: string,
  contexts: Record<string, unknown>,
  status: { success: boolean; failure: boolean },
): ExpressionData {
  const lexed = new Lexer(expression).lex();
  const functions = [
    { name: 'success', minArgs: 0, maxArgs: 0, call: () => new data.BooleanData(status.success) },
    { name: 'failure', minArgs: 0, maxArgs: 0, call: () => new data.BooleanData(status.failure) },
    { name: 'cancelled', minArgs: 0, maxArgs: 0, call: () => new data.BooleanData(false) },
    { name: 'always', minArgs: 0, maxArgs: 0, call: () => new data.BooleanData(true) },
    // Only cache keys use it, and the caches are stand-ins here.
    { name: 'hashFiles', minArgs: 1, maxArgs: 255, call: () => new data.StringData('local') },
  ];
  const parsed = new Parser(lexed.tokens, Object.keys(contexts), functions).parse();
  const context = JSON.parse(JSON.stringify(contexts), data.reviver) as data.Dictionary;
  // The evaluator looks functions up by their lower-case names.
  return new Evaluator(
    parsed,
    context,
    new Map(functions.map((f) => [f.name.toLowerCase(), f])),
  ).evaluate();
}

/** A string with every `${{ … }}` replaced by its value. */
function interpolate(
  text: string,
  contexts: Record<string, unknown>,
  status = { success: true, failure: false },
): string {
  return text.replace(/\$\{\{(.+?)\}\}/gs, (_, expression: string) =>
    evaluate(expression.trim(), contexts, status).coerceString(),
  );
}

/** An `if:` (with or without `${{ }}`) as true or false. */
function condition(
  text: string | undefined,
  contexts: Record<string, unknown>,
  status: { success: boolean; failure: boolean },
): boolean {
  const expression = (text ?? 'success()').trim().replace(/^\$\{\{(.+)\}\}$/s, '$1');
  return truthy(evaluate(expression, contexts, status));
}

/** GitHub's truthiness: null, false, 0 and '' are false, all else true. */
function truthy(value: ExpressionData): boolean {
  switch (value.kind) {
    case data.Kind.Null:
      return false;
    case data.Kind.Boolean:
      return value.coerceString() === 'true';
    case data.Kind.Number:
      return value.number() !== 0 && !Number.isNaN(value.number());
    case data.Kind.String:
      return value.coerceString() !== '';
    default:
      return true;
  }
}

/** The outputs a step wrote to $GITHUB_OUTPUT: `key=value` lines and `key<<END` blocks. */
export function parseOutputs(text: string): Record<string, string> {
  const outputs: Record<string, string> = {};
  const lines = text.split('\n');
  for (let index = 0; index < lines.length; index += 1) {
    const line = lines[index]!;
    const block = /^([\w-]+)<<(.+)$/.exec(line);
    if (block) {
      const end = lines.indexOf(block[2]!, index + 1);
      outputs[block[1]!] = lines.slice(index + 1, end).join('\n');
      index = end;
    } else if (line.includes('=')) {
      outputs[line.slice(0, line.indexOf('='))] = line.slice(line.indexOf('=') + 1);
    }
  }
  return outputs;
}

/**
 * The npm and npx a rehearsed job runs: the real ones, but for the registry, what is rehearsed
 * elsewhere, and npx's start.
 */
function writeNpmStandIn(bin: string, realNpm: string) {
  const npm = join(bin, 'npm');
  writeFileSync(
    npm,
    `#!/usr/bin/env bash
# npm ci: node_modules as the lockfile pins it, the project's own (the registry is not the point here).
# npm audit: the advisories the scenario chose. npm run check:content / review: rehearsed elsewhere.
# npm run build:site: the real build, or a copy of one made from the very same files and settings
# (scripts/lab/site-builder/cache.ts).
case "$1" in
  ci) rm -rf node_modules && ln -s "$LOCAL_NODE_MODULES" node_modules && exit 0 ;;
  audit)
    if [[ " $* " == *" --json "* ]]; then
      printf '{"metadata":{"vulnerabilities":{"info":0,"low":0,"moderate":0,"high":%s,"critical":0}}}\\n' "\${STAND_IN_HIGH_ADVISORIES:-0}"
    else
      echo "\${STAND_IN_HIGH_ADVISORIES:-0} high severity vulnerabilities (stand-in)"
    fi
    [ "\${STAND_IN_HIGH_ADVISORIES:-0}" = 0 ]; exit $? ;;
  run)
    case "$2" in
      build:site)
        # npm run build:site builds into dist; npm run build:site -- <folder>, into that folder.
        if [ $# -eq 2 ]; then out=dist; elif [ $# -eq 4 ] && [ "$3" = -- ]; then out="$4"; else out=; fi
        [ -n "$out" ] && exec node --import tsx "$LOCAL_BUILD_CACHE" "$out" -- "${realNpm}" "$@" ;;
      check:content) echo "the owner's pages: links and axe (stand-in: $STAND_IN_CHECK_CONTENT)"; [ "$STAND_IN_CHECK_CONTENT" = success ]; exit $? ;;
      review)
        out=review; prev=; for arg in "$@"; do [ "$prev" = --out ] && out="$arg"; prev="$arg"; done
        mkdir -p "$out" && printf '## Review (stand-in)\\n\\nPages changed: see the preview.\\n' > "$out/comment.md" \\
          && printf '<!doctype html><title>Review</title>' > "$out/index.html"; exit 0 ;;
    esac ;;
esac
exec "${realNpm}" "$@"
`,
  );
  chmodSync(npm, 0o755);
  // npx runs a package's command from the project's own node_modules/.bin when it is there,
  // before it looks anywhere else ("npm exec", docs.npmjs.com: "If any requested packages are
  // not present in the local project dependencies, then ... installed to a folder in the npm
  // cache"). The same here, without npm's own start (0.3 s a call, some hundred calls a rehearsal);
  // and `tsx` as Node with tsx's loader (`node --import tsx`, tsx.is, "Node.js enhancement"), one
  // process where tsx's own command starts a second Node to run the file (0.17 s a call, not 0.3 to 0.7).
  const npx = join(bin, 'npx');
  writeFileSync(
    npx,
    `#!/usr/bin/env bash
if [ "$1" = tsx ] && [ -x node_modules/.bin/tsx ]; then shift; exec node --import tsx "$@"; fi
if [ -x "node_modules/.bin/$1" ]; then command="$1"; shift; exec "node_modules/.bin/$command" "$@"; fi
exec "${realNpm.replace(/npm$/, 'npx')}" "$@"
`,
  );
  chmodSync(npx, 0o755);
}

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
  const serverUrl = github.origin;
  const apiUrl = `${github.origin}/api/v3`;
  const bare = join(scratch, 'mirror.git');
  let runNumber = 0;

  const workflows = new Map<string, Workflow>();
  /** The workflow file as the event's commit has it (fetched once per commit and file). */
  const readWorkflow = (file: string, sha: string): Workflow => {
    const known = workflows.get(`${sha}:${file}`);
    if (known) return known;
    if (!existsSync(bare)) spawnSync('git', ['init', '--quiet', '--bare', bare]);
    const fetched = spawnSync(
      'git',
      ['--git-dir', bare, 'fetch', '--quiet', `${serverUrl}/${repository}.git`, sha],
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

  const githubContext = (event: WorkflowEvent, token: string, workspace: string) => ({
    event: event.payload,
    event_name: event.name,
    sha: event.sha,
    ref: event.ref,
    ref_name: event.ref.replace(/^refs\/(heads|tags)\//, ''),
    repository,
    repository_owner: repository.split('/')[0],
    token,
    server_url: serverUrl,
    api_url: apiUrl,
    workspace,
    run_number: runNumber,
    action: '',
  });

  return {
    close: () => rmSync(scratch, { recursive: true, force: true }),

    runTogether(file, events, standIns = {}) {
      const fates = events.map((event, index) => {
        const workflow = readWorkflow(file, event.sha);
        if (!workflow.concurrency) return 'run';
        const group = interpolate(workflow.concurrency.group, {
          github: githubContext(event, '', ''),
        });
        const later = events.slice(index + 1).some((other) => {
          const next = readWorkflow(file, other.sha).concurrency;
          return (
            next && interpolate(next.group, { github: githubContext(other, '', '') }) === group
          );
        });
        if (!later) return 'run';
        const cancelInProgress = String(workflow.concurrency['cancel-in-progress']) === 'true';
        return index === 0 && !cancelInProgress ? 'run' : 'cancelled';
      });
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
      const needsOf = (job: Job) => [job.needs ?? []].flat();

      while (Object.keys(jobs).length < names.length) {
        const name = names.find(
          (candidate) =>
            !jobs[candidate] && needsOf(workflow.jobs[candidate]!).every((need) => jobs[need]),
        );
        if (!name) throw new Error('a cycle in needs');
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
          github: githubContext(event, token, workspace),
          needs,
          inputs: {},
          vars: {},
          secrets: {},
        };
        if (!condition(job.if, base, status)) {
          jobs[name] = { result: 'skipped', outputs: {}, log: '', summary: '' };
          continue;
        }
        if (job.uses) {
          // A reusable workflow: the full check, rehearsed by the suite itself.
          const result =
            job.uses === './.github/workflows/check.yml'
              ? (standIns.check ?? 'success')
              : 'failure';
          jobs[name] = {
            result,
            outputs: {},
            log: `${job.uses}: ${result} (stand-in)\n`,
            summary: '',
          };
          continue;
        }
        jobs[name] = runSteps(job, workflow, base, workspace, artifacts, standIns);
      }
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
    },
  };

  function runSteps(
    job: Job,
    workflow: Workflow,
    base: Record<string, unknown> & { github: ReturnType<typeof githubContext> },
    workspace: string,
    artifacts: string,
    standIns: StandIns,
  ): JobRun {
    const home = join(workspace, '..', '.home');
    mkdirSync(home, { recursive: true });
    const summaryFile = join(workspace, '..', `${Date.now()}-summary.md`);
    writeFileSync(summaryFile, '');
    const steps: Record<
      string,
      { outputs: Record<string, string>; outcome: string; conclusion: string }
    > = {};
    let log = '';
    let failed = false;
    let failedStep: string | undefined;
    const env: Record<string, string> = {
      PATH: `${bin}:${process.env.PATH}`,
      HOME: home,
      LANG: 'C.UTF-8',
      CI: 'true',
      GITHUB_ACTIONS: 'true',
      RUNNER_OS: 'Linux',
      RUNNER_TEMP: home,
      GITHUB_WORKSPACE: workspace,
      GITHUB_REPOSITORY: repository,
      GITHUB_SHA: base.github.sha,
      GITHUB_REF: base.github.ref,
      GITHUB_EVENT_NAME: base.github.event_name,
      GITHUB_SERVER_URL: serverUrl,
      GITHUB_API_URL: apiUrl,
      GITHUB_STEP_SUMMARY: summaryFile,
      NODE_OPTIONS: `--import ${networkModule}`,
      LOCAL_GITHUB_ORIGIN: github.origin,
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
    const contextsFor = (stepEnv: Record<string, string>) => ({
      ...base,
      steps,
      env: stepEnv,
      job: {},
      runner: { os: 'Linux' },
    });

    const runScript = (
      script: string,
      shell: string | undefined,
      stepEnv: Record<string, string>,
      outputFile: string,
    ) => {
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
        env: { ...stepEnv, GITHUB_OUTPUT: outputFile },
        encoding: 'utf8',
        timeout: 10 * 60_000,
        maxBuffer: 64 * 1024 * 1024,
      });
      return { status: done.status ?? 1, output: `${done.stdout ?? ''}${done.stderr ?? ''}` };
    };

    const runStepList = (list: Step[]) => {
      for (const [index, step] of list.entries()) {
        const label = step.name ?? step.uses ?? step.run?.split('\n')[0] ?? `step ${index}`;
        const stepEnv: Record<string, string> = { ...env };
        for (const [key, value] of Object.entries({ ...workflow.env, ...job.env, ...step.env }))
          stepEnv[key] = interpolate(String(value), contextsFor(stepEnv));
        const run = condition(step.if, contextsFor(stepEnv), { success: !failed, failure: failed });
        if (!run) {
          if (step.id) steps[step.id] = { outputs: {}, outcome: 'skipped', conclusion: 'skipped' };
          continue;
        }
        const outputFile = join(workspace, '..', `output-${Date.now()}-${index}`);
        writeFileSync(outputFile, '');
        let ok = true;
        let outputs: Record<string, string> = {};
        log += `--- ${label}\n`;
        if (step.run !== undefined) {
          const shell = step.shell ?? job.defaults?.run?.shell ?? workflow.defaults?.run?.shell;
          const done = runScript(
            interpolate(step.run, contextsFor(stepEnv)),
            shell,
            stepEnv,
            outputFile,
          );
          log += done.output;
          ok = done.status === 0;
          if (!ok) log += `(exit ${done.status})\n`;
          outputs = parseOutputs(readFileSync(outputFile, 'utf8'));
        } else if (step.uses) {
          const inputs = Object.fromEntries(
            Object.entries(step.with ?? {}).map(([key, value]) => [
              key,
              interpolate(String(value), contextsFor(stepEnv)),
            ]),
          );
          const done = uses(step.uses, inputs, stepEnv);
          log += done.log;
          ok = done.ok;
          outputs = done.outputs;
        }
        const outcome = ok ? 'success' : 'failure';
        const conclusion = ok || step['continue-on-error'] ? 'success' : 'failure';
        if (step.id) steps[step.id] = { outputs, outcome, conclusion };
        if (conclusion === 'failure') {
          failed = true;
          failedStep ??= label;
        }
      }
    };

    /** What a `uses:` step does, in the job's folder. */
    const uses = (
      action: string,
      inputs: Record<string, string>,
      stepEnv: Record<string, string>,
    ): { ok: boolean; log: string; outputs: Record<string, string> } => {
      const name = action.split('@')[0]!;
      const git = (cwd: string, ...args: string[]) =>
        spawnSync('git', args, { cwd, encoding: 'utf8', env: { ...stepEnv } });
      if (name === 'actions/checkout') {
        const target = resolve(workspace, inputs.path ?? '.');
        mkdirSync(target, { recursive: true });
        const ref = inputs.ref || base.github.sha;
        const repo = inputs.repository || repository;
        const steps = [
          ['init', '--quiet'],
          ['remote', 'add', 'origin', `${serverUrl}/${repo}`],
          ...(inputs['sparse-checkout']
            ? [
                [
                  'sparse-checkout',
                  'set',
                  ...(inputs['sparse-checkout-cone-mode'] === 'false' ? ['--no-cone'] : []),
                  ...inputs['sparse-checkout'].split('\n').filter(Boolean),
                ],
              ]
            : []),
          [
            'fetch',
            '--quiet',
            '--no-tags',
            '--depth=1',
            'origin',
            /^[0-9a-f]{40}$/.test(ref) ? ref : `refs/heads/${ref.replace(/^refs\/heads\//, '')}`,
          ],
          ['checkout', '--quiet', '--detach', 'FETCH_HEAD'],
        ];
        for (const args of steps) {
          const done = git(target, ...args);
          if (done.status !== 0)
            return {
              ok: false,
              log: `checkout: git ${args.join(' ')}: ${done.stderr}`,
              outputs: {},
            };
        }
        return {
          ok: true,
          log: `checkout ${repo}@${ref} into ${inputs.path ?? '.'}\n`,
          outputs: {},
        };
      }
      if (name === 'actions/setup-node')
        return { ok: true, log: 'node (this machine’s)\n', outputs: {} };
      if (name === 'actions/cache' || name === 'actions/cache/save')
        return { ok: true, log: `${name}: nothing kept between rehearsed runs\n`, outputs: {} };
      if (name === 'actions/cache/restore') {
        if (inputs.path === 'node_modules') {
          rmSync(join(workspace, 'node_modules'), { recursive: true, force: true });
          symlinkSync(projectModules, join(workspace, 'node_modules'));
          return {
            ok: true,
            log: 'node_modules restored\n',
            outputs: { 'cache-hit': 'true', 'cache-primary-key': inputs.key ?? '' },
          };
        }
        return { ok: true, log: '', outputs: { 'cache-hit': 'false' } };
      }
      if (name === 'actions/upload-artifact') {
        const from = resolve(workspace, inputs.path!);
        if (!existsSync(from))
          return {
            ok: inputs['if-no-files-found'] !== 'error',
            log: `upload: nothing at ${inputs.path}\n`,
            outputs: {},
          };
        const hidden = inputs['include-hidden-files'] === 'true';
        cpSync(from, join(artifacts, inputs.name!), {
          recursive: true,
          filter: (source) =>
            hidden ||
            !source
              .slice(from.length)
              .split('/')
              .some((part) => part.startsWith('.')),
        });
        return { ok: true, log: `upload ${inputs.name}\n`, outputs: {} };
      }
      if (name === 'actions/download-artifact') {
        const from = join(artifacts, inputs.name!);
        if (!existsSync(from))
          return { ok: false, log: `download: no artifact ${inputs.name}\n`, outputs: {} };
        cpSync(from, resolve(workspace, inputs.path ?? '.'), { recursive: true });
        return { ok: true, log: `download ${inputs.name}\n`, outputs: {} };
      }
      if (action.startsWith('./')) {
        // A local action: its steps, as the job's own (a composite action).
        const definition = parse(readFileSync(join(workspace, action, 'action.yml'), 'utf8')) as {
          runs: { steps: Step[] };
        };
        const before = failed;
        runStepList(definition.runs.steps);
        const ok = !failed || before;
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
      result: failed ? 'failure' : 'success',
      outputs,
      log,
      summary,
      ...(failedStep ? { failedStep } : {}),
    };
  }
}
