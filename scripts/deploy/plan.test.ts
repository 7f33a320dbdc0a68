// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { judgeAudit } from './audit';
import { pagesSettings } from './pages-settings';
import { domainProblem, needsOwnCopy, outputLines, plan, requireDefaultBranch } from './plan';

const published = 'a'.repeat(40);
const commit = 'b'.repeat(40);
const project = pagesSettings({ repository: 'robin/portfolio' });
const domain = pagesSettings({ repository: 'robin/portfolio', cname: 'www.example.org' });
const live = { exists: true, commit: published, address: project.url };

describe('what a deploy publishes, and how it is checked', () => {
  it('takes the fast path only for content changed since the published commit', () => {
    const compared: string[][] = [];
    const decided = plan(live, commit, project, undefined, (from, to) => {
      compared.push([from, to]);
      return ['content/profile.yml'];
    });
    // Compared with what gh-pages publishes, whatever was pushed before.
    expect(compared).toEqual([[published, commit]]);
    expect(decided).toMatchObject({ kind: 'content', published, domainProblem: '' });
  });

  it('checks in full what a failed or cancelled run left unpublished', () => {
    const decided = plan(live, commit, project, undefined, () => [
      'src/lib/format.ts', // the code push whose check failed
      'content/profile.yml', // the content edit after it
    ]);
    expect(decided).toMatchObject({
      kind: 'code',
      reason: "src/lib/format.ts is not the owner's content",
    });
  });

  it('checks in full when nothing is published yet, or the site names no commit', () => {
    const never = () => {
      throw new Error('nothing to compare with');
    };
    expect(plan({ exists: false }, commit, project, undefined, never).kind).toBe('code');
    expect(
      plan({ exists: true, address: project.url }, commit, project, undefined, never).kind,
    ).toBe('code');
  });

  it('publishes only the default branch, saying why and what to do instead', () => {
    expect(() => requireDefaultBranch('refs/heads/main', 'main')).not.toThrow();
    expect(() => requireDefaultBranch('refs/heads/try-photos', 'main')).toThrow(
      /only the main branch.*refs\/heads\/try-photos.*pull request/,
    );
    expect(() => requireDefaultBranch('refs/tags/v1', 'main')).toThrow(/nothing is published/);
  });

  it('writes one line per output, whatever the reason holds', () => {
    const lines = outputLines({
      ...plan(live, commit, domain, 'www.example.org', () => ['content/a\nb.yml']),
    });
    expect(
      lines
        .trim()
        .split('\n')
        .map((line) => line.split('=')[0]),
    ).toEqual([
      'kind',
      'reason',
      'published',
      'base_path',
      'site_url',
      'url',
      'domain_problem',
      'own_copy',
    ]);
    expect(lines).toContain('base_path=/\n');
  });
});

describe('one truth for the custom domain: public/CNAME', () => {
  const url = project.url;
  it('has nothing to say when GitHub’s domain is the file’s, or the one the live site was built for', () => {
    expect(domainProblem({}, undefined, url)).toBe('');
    expect(domainProblem({ cname: 'www.example.org' }, 'www.example.org', url)).toBe('');
    // The owner changed or removed public/CNAME: the deploy's own CNAME follows the file.
    expect(
      domainProblem(
        { cname: 'www.example.org', address: 'https://www.example.org/' },
        undefined,
        url,
      ),
    ).toBe('');
    expect(
      domainProblem(
        { cname: 'old.example.org', address: 'https://old.example.org/' },
        'new.example.org',
        domain.url,
      ),
    ).toBe('');
    // The owner added public/CNAME.
    expect(domainProblem({ address: url }, 'www.example.org', domain.url)).toBe('');
  });

  it('names both values and what to do when a domain was set only under Settings → Pages', () => {
    const problem = domainProblem({ cname: 'www.example.org', address: url }, undefined, url);
    expect(problem).toMatch(/Settings → Pages has the custom domain www\.example\.org/);
    expect(problem).toMatch(/public\/CNAME is absent/);
    expect(problem).toContain(url);
    expect(problem).toMatch(/write `www\.example\.org` alone in public\/CNAME/);
  });

  it('names the file’s domain when it was removed only under Settings → Pages', () => {
    const problem = domainProblem({ address: domain.url }, 'www.example.org', domain.url);
    expect(problem).toMatch(/www\.example\.org was removed under Settings → Pages/);
    expect(problem).toMatch(/delete public\/CNAME/);
  });
});

describe('security advisories', () => {
  it('stop only a commit that changed the dependencies', () => {
    expect(judgeAudit({ high: 1 }, true).level).toBe('error');
    const content = judgeAudit({ high: 1, low: 2 }, false);
    expect(content.level).toBe('warning');
    expect(content.text).toMatch(/3 advisories.*1 high or critical.*is published/);
    expect(judgeAudit({ low: 1 }, true).level).toBe('ok');
    expect(judgeAudit({}, true)).toEqual({
      level: 'ok',
      text: 'npm audit: no known advisory in what the site ships.',
    });
  });

  it('warn, and never stop, when the registry could not be asked', () => {
    expect(judgeAudit(undefined, true).level).toBe('warning');
  });
});

describe("a fork's own content", () => {
  it('is copied for a fork without content/, never for the template or a fork that has one', () => {
    const repository = mkdtempSync(join(tmpdir(), 'plan-own-'));
    try {
      expect(needsOwnCopy('true', repository)).toBe(true);
      expect(needsOwnCopy('false', repository)).toBe(false);
      expect(needsOwnCopy(undefined, repository)).toBe(false);
      mkdirSync(join(repository, 'content'));
      writeFileSync(join(repository, 'content', 'profile.yml'), 'name: Mine\n');
      expect(needsOwnCopy('true', repository)).toBe(false);
      const first = plan({ exists: false }, commit, project, undefined, () => null);
      expect(outputLines({ ...first, ownCopy: true })).toContain('own_copy=true\n');
      expect(outputLines(first)).toContain('own_copy=false\n');
    } finally {
      rmSync(repository, { recursive: true, force: true });
    }
  });
});
