// @vitest-environment node
/**
 * The publish script end to end, against a local bare repository standing in
 * for GitHub (as the gh-pages package's own tests do).
 */
import { execFileSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  actionsPusher,
  createGitHubRepository,
  pusherVariable,
} from '../lab/stand-ins/github-repository';
import {
  parseCname,
  parsePrNumber,
  publishPreview,
  publishProduction,
  refusal,
  removePreview,
} from './publish';

const user = { name: 'Test Bot', email: 'bot@example.com' };
let work: string;
let remote: string;
let target: { repo: string; user: typeof user; retryDelaysMs: number[] };

beforeEach(() => {
  work = mkdtempSync(join(tmpdir(), 'publish-test-'));
  remote = join(work, 'remote.git');
  execFileSync('git', ['init', '--quiet', '--bare', remote]);
  process.env.CACHE_DIR = join(work, 'cache'); // gh-pages keeps its clone here
  target = { repo: remote, user, retryDelaysMs: [10] };
});
afterEach(() => {
  delete process.env.CACHE_DIR;
  delete process.env[pusherVariable];
  rmSync(work, { recursive: true, force: true });
});

/** Commits `files` as `branch` of a new repository in `name` under the test folder, as the owner, and pushes it to the remote. */
function pushAsOwner(name: string, branch: string, files: Record<string, string>) {
  const folder = join(work, name);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(folder, path)), { recursive: true });
    writeFileSync(join(folder, path), text);
  }
  const git = (...args: string[]) => execFileSync('git', ['-C', folder, ...args]);
  git('init', '--quiet', '-b', branch);
  git('add', '-A');
  git('-c', 'user.name=Owner', '-c', 'user.email=owner@example.org', 'commit', '-qm', name);
  git('push', '--quiet', remote, branch);
  return folder;
}

/** A home page as the build writes it: built for `address`, from `commit`. */
const home = (address: string, commit = 'abc1234', words = 'home') =>
  `<!doctype html><html><head><link rel="canonical" href="${address}"><meta name="build" content="${commit}"></head><body>${words}</body></html>`;
const projectSite = 'https://owner.github.io/portfolio/';

/** A built site with these files (path → content). */
function site(name: string, files: Record<string, string>): string {
  const dir = join(work, name);
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    writeFileSync(join(dir, file), content);
  }
  return dir;
}

/** Every file on the gh-pages branch of the remote. */
function branchFiles(): string[] {
  const out = execFileSync(
    'git',
    ['--git-dir', remote, 'ls-tree', '-r', '--name-only', 'gh-pages'],
    { encoding: 'utf8' },
  );
  return out.trim().split('\n').filter(Boolean).sort();
}
function branchFile(path: string): string {
  return execFileSync('git', ['--git-dir', remote, 'show', `gh-pages:${path}`], {
    encoding: 'utf8',
  });
}
function branchHead(): string | null {
  try {
    return execFileSync('git', ['--git-dir', remote, 'rev-parse', 'gh-pages'], {
      encoding: 'utf8',
    }).trim();
  } catch {
    return null;
  }
}

// Each test pushes to a local bare repository with git: a second when idle, more on a loaded
// machine (the owner-edits browser test runs these beside two browsers); the timeout is a hang guard.
describe('production deploy', { timeout: 30_000 }, () => {
  it('writes the site and .nojekyll to a new gh-pages branch', async () => {
    await publishProduction(
      site('v1', { 'index.html': 'home', 'pcbrule.html': 'project', 'assets/_a.js': 'js' }),
      target,
    );
    expect(branchFiles()).toEqual(['.nojekyll', 'assets/_a.js', 'index.html', 'pcbrule.html']);
  });

  it('keeps the previews built for the same address, and removes files the new build no longer has', async () => {
    await publishProduction(
      site('v1', { 'index.html': home(projectSite, 'aaaaaaa'), 'stale.html': 'old' }),
      target,
    );
    await publishPreview(site('pr7', { 'index.html': 'preview 7' }), '7', target);

    await publishProduction(
      site('v2', { 'index.html': home(projectSite, 'bbbbbbb'), 'pcbrule.html': 'project' }),
      target,
    );
    expect(branchFiles()).toEqual([
      '.nojekyll',
      'index.html',
      'pcbrule.html',
      'pr-preview/pr-7/index.html',
    ]);
    expect(branchFile('index.html')).toContain('bbbbbbb');
    expect(branchFile('pr-preview/pr-7/index.html')).toBe('preview 7');
  });

  it('removes the previews of closed pull requests, from one read of the open ones', async () => {
    await publishProduction(site('v1', { 'index.html': home(projectSite, 'aaaaaaa') }), target);
    for (const pr of [3, 7, 8])
      await publishPreview(site(`pr${pr}`, { 'index.html': `preview ${pr}` }), pr, target);
    let reads = 0;
    const cleanup = await publishProduction(
      site('v2', { 'index.html': home(projectSite, 'bbbbbbb') }),
      { ...target, openPullRequests: async () => (reads++, new Set([7, 11])) },
    );
    expect(reads).toBe(1);
    expect(cleanup).toEqual({ removed: ['pr-preview/pr-3', 'pr-preview/pr-8'] });
    expect(branchFiles()).toEqual(['.nojekyll', 'index.html', 'pr-preview/pr-7/index.html']);
  });

  it('keeps every preview, and says why, when the open pull requests cannot be read', async () => {
    await publishProduction(site('v1', { 'index.html': home(projectSite, 'aaaaaaa') }), target);
    await publishPreview(site('pr3', { 'index.html': 'preview 3' }), 3, target);
    const cleanup = await publishProduction(
      site('v2', { 'index.html': home(projectSite, 'bbbbbbb') }),
      {
        ...target,
        openPullRequests: () => Promise.reject(new Error('GitHub answered 503')),
      },
    );
    expect(cleanup).toEqual({ removed: [], kept: expect.stringContaining('GitHub answered 503') });
    expect(branchFiles()).toEqual(['.nojekyll', 'index.html', 'pr-preview/pr-3/index.html']);
    expect(branchFile('index.html')).toContain('bbbbbbb');
  });

  it('drops the previews when the site moves to another address (their pages could not load their files)', async () => {
    await publishProduction(site('v1', { 'index.html': home(projectSite) }), target);
    await publishPreview(site('pr7', { 'index.html': 'preview 7' }), '7', target);
    await publishProduction(
      site('v2', { 'index.html': home('https://www.example.com/'), CNAME: 'www.example.com' }),
      target,
    );
    expect(branchFiles()).toEqual(['.nojekyll', 'CNAME', 'index.html']);
  });

  it('takes nothing of a branch copied from the template: its previews and its domain go', async () => {
    // The template's own deploys: its domain, and a preview of one of its pull requests.
    const template = 'https://www.template.example/';
    await publishProduction(
      site('template', { 'index.html': home(template), CNAME: 'www.template.example' }),
      target,
    );
    await publishPreview(site('pr3', { 'index.html': 'the template’s preview' }), 3, target);
    // The fork's first deploy, for its own address and no domain.
    await publishProduction(site('fork', { 'index.html': home(projectSite) }), target);
    expect(branchFiles()).toEqual(['.nojekyll', 'index.html']);
  });

  it('takes CNAME from the build alone: added with public/CNAME, gone without it', async () => {
    const domain = 'https://www.example.com/';
    await publishProduction(
      site('v1', { 'index.html': home(domain), CNAME: 'www.example.com' }),
      target,
    );
    expect(branchFile('CNAME')).toBe('www.example.com');
    await publishProduction(site('v2', { 'index.html': home(projectSite) }), target);
    expect(branchFiles()).toEqual(['.nojekyll', 'index.html']);
  });

  it('removes whatever else the branch held, dotfiles and hidden folders included', async () => {
    pushAsOwner('other', 'gh-pages', {
      'index.html': 'old site',
      '.gitignore': 'node_modules',
      '.vscode/settings.json': '{}',
      '.ci/run': 'bash',
    });

    await publishProduction(site('v1', { 'index.html': home(projectSite) }), target);
    expect(branchFiles()).toEqual(['.nojekyll', 'index.html']);
  });

  it('retries when the push is rejected because the branch moved', async () => {
    // A hook that turns away the first push, as a concurrent deploy would.
    const hook = join(remote, 'hooks', 'pre-receive');
    writeFileSync(
      hook,
      `#!/bin/sh\nif [ ! -f "${work}/rejected-once" ]; then touch "${work}/rejected-once"; echo "rejected" >&2; exit 1; fi\n`,
    );
    chmodSync(hook, 0o755);
    await publishProduction(site('v1', { 'index.html': 'home' }), target);
    expect(branchFiles()).toEqual(['.nojekyll', 'index.html']);
  });

  it('fails loudly when every push is rejected', async () => {
    const hook = join(remote, 'hooks', 'pre-receive');
    writeFileSync(hook, '#!/bin/sh\necho "protected branch" >&2\nexit 1\n');
    chmodSync(hook, 0o755);
    await expect(publishProduction(site('v1', { 'index.html': 'home' }), target)).rejects.toThrow(
      /protected branch|rejected/,
    );
    expect(branchHead()).toBeNull();
  });
});

describe('preview deploy', { timeout: 30_000 }, () => {
  it('writes only pr-preview/pr-<N>/ and replaces that preview on the next push', async () => {
    await publishProduction(site('prod', { 'index.html': 'prod' }), target);
    await publishPreview(site('pr9a', { 'index.html': 'a', 'old.html': 'x' }), 9, target);
    await publishPreview(site('pr9b', { 'index.html': 'b' }), 9, target);
    await publishPreview(site('pr10', { 'index.html': 'ten' }), 10, target);
    expect(branchFiles()).toEqual([
      '.nojekyll',
      'index.html',
      'pr-preview/pr-10/index.html',
      'pr-preview/pr-9/index.html',
    ]);
    expect(branchFile('index.html')).toBe('prod');
    expect(branchFile('pr-preview/pr-9/index.html')).toBe('b');
  });

  it('removes only that pull request’s folder when it closes', async () => {
    await publishProduction(site('prod', { 'index.html': 'prod' }), target);
    await publishPreview(site('pr3', { 'index.html': '3' }), 3, target);
    await publishPreview(site('pr4', { 'index.html': '4' }), 4, target);
    await removePreview(3, target);
    expect(branchFiles()).toEqual(['.nojekyll', 'index.html', 'pr-preview/pr-4/index.html']);
    const head = branchHead();
    await removePreview(3, target); // already gone: nothing to commit
    expect(branchHead()).toBe(head);
  });

  it.each(['7; rm -rf /', '../7', '', '07', '-1', '1e3', 'pr-7'])(
    'refuses PR number %j and pushes nothing',
    async (pr) => {
      await expect(publishPreview(site('x', { 'index.html': 'x' }), pr, target)).rejects.toThrow(
        /digits only/,
      );
      await expect(removePreview(pr, target)).rejects.toThrow(/digits only/);
      expect(branchHead()).toBeNull();
    },
  );
});

describe(
  'on a repository with GitHub’s rules, pushing with the workflow’s token',
  { timeout: 30_000 },
  () => {
    /** The remote as a fresh fork is: main holds the whole project, workflows and dotfiles included. */
    function fork() {
      rmSync(remote, { recursive: true, force: true });
      createGitHubRepository(remote);
      // The owner's own push: workflows allowed.
      pushAsOwner('project', 'main', {
        '.github/workflows/deploy.yml': 'on: push',
        '.github/actions/install/action.yml': 'runs: {}',
        '.ci/run': 'npm run check',
        '.vscode/settings.json': '{}',
        '.gitignore': 'dist',
        '.nvmrc': '24',
        '.prettierrc.json': '{}',
        'README.md': '# A portfolio',
        'src/main.tsx': 'hydrate()',
        'content/profile.yml': 'name: Sample',
      });
      process.env[pusherVariable] = actionsPusher({ contents: 'write' });
    }

    it('starts gh-pages on a fresh fork with the site alone: no file of the repository’s own', async () => {
      fork();
      await publishProduction(
        site('v1', { 'index.html': home(projectSite), 'assets/app.js': 'js' }),
        target,
      );
      expect(branchFiles()).toEqual(['.nojekyll', 'assets/app.js', 'index.html']);
      // main is untouched.
      expect(
        execFileSync('git', ['--git-dir', remote, 'ls-tree', '-r', '--name-only', 'main'], {
          encoding: 'utf8',
        }),
      ).toContain('.github/workflows/deploy.yml');
    });

    it('explains GitHub’s refusal when gh-pages holds workflow files (an older deploy’s first run)', async () => {
      fork();
      // The owner's push of main's files as gh-pages, as the older deploy's first run would have made it.
      execFileSync('git', [
        '-C',
        join(work, 'project'),
        'push',
        '--quiet',
        remote,
        'main:gh-pages',
      ]);
      await expect(
        publishProduction(site('v1', { 'index.html': home(projectSite) }), target),
      ).rejects.toThrow(/Delete the gh-pages branch once/);
    });

    it('says which permission is missing when the job cannot write', async () => {
      fork();
      process.env[pusherVariable] = actionsPusher({ contents: 'read' });
      await expect(
        publishProduction(site('v1', { 'index.html': home(projectSite) }), target),
      ).rejects.toThrow(/contents: write/);
      expect(branchHead()).toBeNull();
    });

    it('words only the refusals retrying cannot mend', () => {
      expect(refusal('! [remote rejected] gh-pages -> gh-pages (fetch first)')).toBeUndefined();
      expect(
        refusal(
          'remote: refusing to allow a GitHub App to create or update workflow `.github/workflows/a.yml` without `workflows` permission',
        ),
      ).toMatch(/Delete the gh-pages branch/);
    });
  },
);

describe('before the first production deploy', { timeout: 30_000 }, () => {
  it('refuses a preview, so the default branch is never copied onto gh-pages', async () => {
    await expect(publishPreview(site('pr1', { 'index.html': '1' }), 1, target)).rejects.toThrow(
      /no gh-pages branch yet/,
    );
    await expect(removePreview(1, target)).rejects.toThrow(/no gh-pages branch yet/);
    expect(branchHead()).toBeNull();
  });
});

describe('inputs', () => {
  it('accepts plain PR numbers and host names only', () => {
    expect(parsePrNumber('42')).toBe(42);
    expect(parseCname(' WWW.Example.com ')).toBe('www.example.com');
    expect(parseCname('')).toBeUndefined();
    expect(() => parseCname('https://example.com')).toThrow(/host name/);
  });
});
