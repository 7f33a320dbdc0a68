/**
 * A fork's first day on GitHub, rehearsed against a local GitHub that behaves
 * like the real one (support/local-github/: git with GitHub's rules, its REST
 * API, GitHub Pages published from a branch), running the workflows' own
 * steps as the YAML at each commit has them (support/local-github/runner.ts).
 *
 * The fork holds the whole project, `.github/` and every dotfile included, as
 * the template ships it: no content/ or public/ of its own, and a made-up
 * person's content (scripts/lab/unit-tests/fixture-content.ts) as its sample/, in place of
 * the template's sample person: nothing here depends on their words or photos.
 * Its first deploy gives it its own copy of the sample, which it then edits. Each
 * step says what `gh-pages` holds and what Pages serves at the site's address
 * afterwards, by fetching its pages and every script and style they load.
 *
 * The full check (check.yml), the owner's page checks (`npm run check:content`)
 * and the review (`npm run review`) have their own tests; here they are
 * stand-ins whose outcome each step chooses, as is the registry's `npm audit`.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ownCopyMessage } from '../scripts/owner-files/own-copy';
import type { WorkflowRun } from './support/local-github/runner';
import {
  repository,
  site,
  domain,
  github,
  runner,
  clone,
  forked,
  git,
  push,
  homeEdit,
  codeFile,
  pushEvent,
  dispatchEvent,
  pullRequest,
  previews,
  deploy,
  ghPages,
  ghPagesHead,
  visit,
  servedAt,
  ownFile,
  jobResults,
  forkTheTemplate,
  logWhatIsServed,
  closeTheFork,
} from './first-day-fork';

beforeAll(forkTheTemplate, 120_000);

// After each step, what gh-pages holds and what Pages serves, in the test's log.
afterEach(({ task }) => logWhatIsServed(task.name));

afterAll(closeTheFork);

// Each step builds the site once or twice (about 6 s each on an idle two-core machine): hang guards.
describe('a fork’s first day on GitHub', { timeout: 240_000 }, () => {
  it('a fresh fork’s first Deploy, run by hand, publishes the built site alone, and says Pages is not on yet', async () => {
    expect(ghPagesHead()).toBeNull();
    const run = deploy(dispatchEvent('main'));
    expect(jobResults(run), run.log).toEqual({
      changes: 'success',
      build: 'success',
      check: 'success',
      publish: 'success',
    });
    expect(run.jobs.changes!.outputs.kind).toBe('code');
    const files = ghPages();
    expect(files.filter(ownFile)).toEqual([]);
    expect(files).toContain('.nojekyll');
    expect(files).toContain('index.html');
    expect(files).not.toContain('CNAME');
    expect(run.summary).toMatch(/GitHub Pages is not turned on.*Deploy from a branch/);
    expect((await visit(site)).status).toBe(404);

    // The fork's own content: the sample's, copied into content/ and public/ as one commit on
    // main by the workflow, for the owner to edit; the sample stays as the template ships it.
    expect(run.jobs.changes!.outputs.own_copy).toBe('true');
    expect(run.summary).toMatch(/main has its own copy of the sample now/);
    git('pull', '--quiet', '--ff-only', 'origin', 'main');
    expect(git('log', '-1', '--format=%an|%s')).toBe(`github-actions[bot]|${ownCopyMessage}`);
    expect(git('rev-parse', 'HEAD~1')).toBe(forked);
    const copied = git('diff', '--name-only', forked, 'HEAD').split('\n');
    expect(copied).toContain('content/profile.yml');
    expect(copied.filter((path) => !/^(content|public)\//.test(path))).toEqual([]);
    for (const path of copied)
      expect(readFileSync(join(clone, path)), path).toEqual(
        readFileSync(join(clone, 'sample', path)),
      );
  });

  it('with Pages turned on as the README says, the address serves that build with every script and style', async () => {
    github.enablePages(repository);
    const served = await servedAt(site);
    expect(served).toMatchObject({ status: 200, builtFor: site, missing: [] });
    expect(served.commit).toBe(forked);
    expect(served.assets).toBeGreaterThan(0);
  });

  it('a content push takes the fast path and goes live; an advisory it did not bring is only reported', async () => {
    const profile = readFileSync(join(clone, 'content', 'profile.yml'), 'utf8');
    const pushed = push(
      {
        'content/profile.yml': profile.replace(
          /^bio: .*$/m,
          'bio: "It\'s a first edit: made on day one."',
        ),
      },
      'A first edit',
    );
    const run = deploy(pushEvent(pushed), { highAdvisories: 1 });
    expect(jobResults(run), run.log).toEqual({
      changes: 'success',
      build: 'success',
      check: 'skipped',
      publish: 'success',
    });
    expect(run.jobs.changes!.outputs.kind).toBe('content');
    expect(run.summary).toMatch(/advisor.*does not change the dependencies/);
    expect(run.summary).toContain(`Live: ${site} serves this build`);
    expect(await servedAt(site)).toMatchObject({ status: 200, commit: pushed.after, missing: [] });
  });

  it('a code push whose check fails publishes nothing, and a content push right after it gets the full check', async () => {
    const live = ghPagesHead();
    const code = push({ [codeFile]: 'export const broken = true;\n' }, 'Some code');
    const failed = deploy(pushEvent(code), { check: 'failure' });
    expect(jobResults(failed)).toMatchObject({ check: 'failure', publish: 'skipped' });
    expect(failed.jobs.changes!.outputs.kind).toBe('code');
    expect(ghPagesHead()).toBe(live);

    const content = push(homeEdit(), 'A typo fixed');
    const after = deploy(pushEvent(content), { check: 'failure' });
    // Compared with what is published, not with the push before: the failed code is in it.
    expect(after.jobs.changes!.outputs.kind).toBe('code');
    expect(after.jobs.changes!.log).toMatch(
      /src\/lib\/first-day\.test\.ts is not the owner's content/,
    );
    expect(jobResults(after)).toMatchObject({ check: 'failure', publish: 'skipped' });
    expect(ghPagesHead()).toBe(live);

    // Once the code is fixed and its check passes, both go live.
    const fixed = push({ [codeFile]: 'export const mended = true;\n' }, 'Code fixed');
    const run = deploy(pushEvent(fixed));
    expect(jobResults(run)).toMatchObject({ check: 'success', publish: 'success' });
    expect(await servedAt(site)).toMatchObject({ commit: fixed.after, missing: [] });
  });

  it('two pushes while one runs: GitHub cancels the pending middle run, and its code is checked with the last', async () => {
    const first = push(homeEdit(), 'Content');
    const middle = push({ [codeFile]: 'export const more = 1;\n' }, 'Code in the middle');
    const last = push(homeEdit(), 'More content');
    const runs = runner.runTogether('deploy.yml', [first, middle, last].map(pushEvent));
    expect(runs.map((run) => (run === 'cancelled' ? run : run.jobs.changes!.outputs.kind))).toEqual(
      ['content', 'cancelled', 'code'],
    );
    const final = runs[2] as WorkflowRun;
    expect(jobResults(final)).toMatchObject({ check: 'success', publish: 'success' });
    expect(await servedAt(site)).toMatchObject({ commit: last.after, missing: [] });
  });

  it('a pull request gets a preview and one comment, a note while Pages’ builds are queued, and goes when closed', async () => {
    const main = git('rev-parse', 'main');
    git('checkout', '--quiet', '-b', 'new-words');
    const head = push(
      {
        'content/home.yml': `${readFileSync(join(clone, 'content', 'home.yml'), 'utf8')}\n# new words\n`,
      },
      'New words',
      'new-words',
    );
    const pullRequestEvent = (action: string, sha: string) =>
      pullRequest(1, 'new-words', action, sha, main);
    const preview = `${site}pr-preview/pr-1/`;
    const opened = runner.run('preview.yml', pullRequestEvent('opened', head.after));
    expect(jobResults(opened), opened.log).toMatchObject({
      build: 'success',
      review: 'success',
      publish: 'success',
      remove: 'skipped',
    });
    expect(ghPages().filter((file) => file.startsWith('pr-preview/pr-1/'))).toContain(
      'pr-preview/pr-1/index.html',
    );
    expect(await servedAt(preview)).toMatchObject({ status: 200, commit: head.after, missing: [] });
    const [comment] = github.comments(repository, 1);
    expect(comment!.body).toMatch(/Review/);
    expect(comment!.body).not.toMatch(/\[!NOTE\]/);

    // Pages builds a branch about ten times an hour: the next push's preview waits in its queue.
    github.holdBuilds(repository, true);
    const again = push({ [codeFile]: 'export const words = 2;\n' }, 'More words', 'new-words');
    const synchronized = runner.run('preview.yml', pullRequestEvent('synchronize', again.after));
    expect(jobResults(synchronized)).toMatchObject({ publish: 'success' });
    expect(github.comments(repository, 1)).toHaveLength(1);
    expect(github.comments(repository, 1)[0]!.body).toMatch(
      /\[!NOTE\][^]*had not served this preview/,
    );
    github.holdBuilds(repository, false);

    const closed = runner.run('preview.yml', pullRequestEvent('closed', again.after));
    expect(jobResults(closed)).toMatchObject({ build: 'skipped', remove: 'success' });
    expect(ghPages().some((file) => file.startsWith('pr-preview/'))).toBe(false);
    expect(github.comments(repository, 1)[0]!.body).toMatch(/Preview removed/);
    git('checkout', '--quiet', 'main');
  });

  it('a preview whose removal never ran goes with the next deploy; an open pull request’s stays', async () => {
    const main = git('rev-parse', 'main');
    const home = readFileSync(join(clone, 'content', 'home.yml'), 'utf8');
    const open = (number: number, branch: string) => {
      git('checkout', '--quiet', '-b', branch, main);
      const head = push({ 'content/home.yml': `${home}\n# ${branch}\n` }, branch, branch);
      const run = runner.run(
        'preview.yml',
        pullRequest(number, branch, 'opened', head.after, main),
      );
      expect(jobResults(run), run.log).toMatchObject({ publish: 'success' });
      return head;
    };
    const closing = open(2, 'closing-words');
    open(3, 'open-words');
    git('checkout', '--quiet', 'main');
    // Pull request 2 closes, and the run that would remove its preview never gets that far
    // (cancelled, or GitHub had an outage): here, it never runs at all.
    pullRequest(2, 'closing-words', 'closed', closing.after, main);
    git('checkout', '--quiet', 'main');
    expect(previews()).toEqual(['pr-preview/pr-2', 'pr-preview/pr-3']);

    const pushed = push(homeEdit(), 'An edit after the pull requests');
    const run = deploy(pushEvent(pushed));
    expect(jobResults(run), run.log).toMatchObject({ publish: 'success' });
    expect(previews()).toEqual(['pr-preview/pr-3']);
    expect(run.summary).toContain(
      'Removed the previews of closed pull requests: `pr-preview/pr-2/`',
    );
    expect(await servedAt(`${site}pr-preview/pr-3/`)).toMatchObject({ status: 200, missing: [] });
    expect((await visit(`${site}pr-preview/pr-2/`)).status).toBe(404);
    expect(await servedAt(site)).toMatchObject({ commit: pushed.after, missing: [] });
  });

  it('a custom domain in public/CNAME is served at its root; deleting the file takes it away', async () => {
    const added = push({ 'public/CNAME': `${domain}\n` }, 'My domain');
    const run = deploy(pushEvent(added));
    expect(jobResults(run), run.log).toMatchObject({ publish: 'success' });
    expect(run.jobs.changes!.outputs.url).toBe(`https://${domain}/`);
    expect(ghPages()).toContain('CNAME');
    expect(await servedAt(`https://${domain}/`)).toMatchObject({
      status: 200,
      builtFor: `https://${domain}/`,
      missing: [],
    });
    // The github.io address leads there.
    expect((await servedAt(site)).builtFor).toBe(`https://${domain}/`);

    const removed = push({ 'public/CNAME': null }, 'No domain');
    const again = deploy(pushEvent(removed));
    expect(jobResults(again)).toMatchObject({ publish: 'success' });
    expect(ghPages()).not.toContain('CNAME');
    expect(await servedAt(site)).toMatchObject({ status: 200, builtFor: site, missing: [] });
    expect((await visit(`https://${domain}/`)).status).toBe(404);
  });

  it('a domain set only in Settings → Pages never leaves sub-path pages at a domain’s root, and the run names both values', async () => {
    github.setDomainInSettings(repository, domain);
    // GitHub serves the branch at the domain at once: pages built for /portfolio/ at its root.
    expect((await servedAt(`https://${domain}/`)).missing.length).toBeGreaterThan(0);

    const pushed = push(homeEdit(), 'An edit');
    const run = deploy(pushEvent(pushed));
    expect(jobResults(run)).toMatchObject({ build: 'success', publish: 'failure' });
    expect(run.jobs.publish!.failedStep).toBe('Where the site stands');
    expect(run.summary).toContain(`Settings → Pages has the custom domain ${domain}`);
    expect(run.summary).toMatch(/public\/CNAME is absent/);
    expect(run.summary).toContain(`write \`${domain}\` alone in public/CNAME`);
    // Published for the address the site is built for: never a sub-path page at a domain's root.
    expect(ghPages()).not.toContain('CNAME');
    expect(await servedAt(site)).toMatchObject({
      status: 200,
      builtFor: site,
      commit: pushed.after,
      missing: [],
    });
    expect((await visit(`https://${domain}/`)).status).toBe(404);
  });

  it('a run by hand from another branch publishes nothing, and says why', async () => {
    git('checkout', '--quiet', '-b', 'try-things');
    push(homeEdit(), 'Trying', 'try-things');
    git('checkout', '--quiet', 'main');
    const live = ghPagesHead();
    const run = deploy(dispatchEvent('try-things'));
    expect(jobResults(run)).toEqual({
      changes: 'failure',
      build: 'skipped',
      check: 'skipped',
      publish: 'skipped',
    });
    expect(run.jobs.changes!.log).toMatch(/publishes only the main branch.*pull request/);
    expect(ghPagesHead()).toBe(live);
  });

  it.each([
    ['scripts/deploy/plan.ts', 'changes', false],
    ['scripts/deploy/audit.ts', 'build', false],
    ['scripts/deploy/publish.ts', 'publish', false],
    ['scripts/deploy/pages-status.ts', 'publish', true],
  ] as const)(
    'a crash in %s fails the run at its job (%s)',
    async (script, job, afterPublishing) => {
      const text = readFileSync(join(clone, script), 'utf8');
      const live = ghPagesHead();
      // Thrown when the file runs as the job's command, not when another script imports it.
      const crash = `if (process.argv[1]?.endsWith('/${script.split('/').pop()}')) throw new Error('crashed on purpose');\n`;
      const crashed = push({ [script]: `${crash}${text}` }, `Crash ${script}`);
      const run = deploy(pushEvent(crashed));
      expect(run.conclusion).toBe('failure');
      expect(run.jobs[job]!.result, run.log).toBe('failure');
      expect(run.jobs[job]!.log).toContain('crashed on purpose');
      if (afterPublishing) expect(ghPagesHead()).not.toBe(live);
      else expect(ghPagesHead()).toBe(live);
      push({ [script]: text }, `Mend ${script}`);
    },
  );
});
