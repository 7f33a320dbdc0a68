// @vitest-environment node
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { judgeSettings, stillBuildingNote, waitUntilServed } from './pages-status';
import { builtCommit } from '../site/pages/built-commit';

const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(
    servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))),
  );
});

/** A stand-in for GitHub Pages: answers each request with the next page of `answers` (the last one stays). */
async function pages(answers: Array<{ status: number; commit?: string }>) {
  let asked = 0;
  const server = createServer((_, response) => {
    const { status, commit } = answers[Math.min(asked++, answers.length - 1)]!;
    response.writeHead(status, { 'content-type': 'text/html' });
    response.end(
      `<!doctype html><head>${commit ? `<meta name="build" content="${commit}" />` : ''}</head>`,
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  servers.push(server);
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/pr-preview/pr-7/`,
    asked: () => asked,
  };
}

describe('waiting for GitHub Pages to serve the commit', () => {
  it('reads the commit a page names', () => {
    expect(builtCommit('<meta name="build" content="3f2c1ab" />')).toBe('3f2c1ab');
    expect(builtCommit('<meta name="description" content="3f2c1ab" />')).toBeUndefined();
  });

  it('asks again through a missing page and the old build, until the new one is served', async () => {
    const site = await pages([
      { status: 404 },
      { status: 200, commit: 'aaaaaaa' },
      { status: 200, commit: '3f2c1ab9' },
    ]);
    expect(await waitUntilServed(site.url, '3f2c1ab9d0e1f2', { seconds: 5, everyMs: 10 })).toBe(
      true,
    );
    expect(site.asked()).toBe(3);
  });

  it('gives up at its time limit when the commit never comes', async () => {
    const site = await pages([{ status: 200, commit: 'aaaaaaa' }]);
    expect(await waitUntilServed(site.url, '3f2c1ab', { seconds: 0.2, everyMs: 50 })).toBe(false);
    expect(site.asked()).toBeGreaterThan(1);
  });
});

describe('what the Pages settings mean for the site', () => {
  const project = 'https://owner.github.io/portfolio/';
  const branchSource = { build_type: 'legacy' as const, source: { branch: 'gh-pages', path: '/' } };

  it('warns, with the setting to make, while Pages is not turned on (a fresh fork’s first deploy)', () => {
    const verdict = judgeSettings(null, project);
    expect(verdict).toMatchObject({ level: 'warning', wait: false });
    expect(verdict.text).toMatch(/Deploy from a branch.*gh-pages.*\/ \(root\)/);
  });

  it('is an error naming the setting when Pages serves another source', () => {
    expect(judgeSettings({ build_type: 'workflow' }, project)).toMatchObject({
      level: 'error',
      text: expect.stringMatching(/GitHub Actions workflow.*Deploy from a branch/),
    });
    const main = judgeSettings({ ...branchSource, source: { branch: 'main', path: '/' } }, project);
    expect(main).toMatchObject({ level: 'error', text: expect.stringMatching(/"main" branch/) });
    const docs = judgeSettings(
      { ...branchSource, source: { branch: 'gh-pages', path: '/docs' } },
      project,
    );
    expect(docs.level).toBe('error');
  });

  it('is an error naming both domains when Pages serves another one than the build’s', () => {
    const settingsOnly = judgeSettings({ ...branchSource, cname: 'www.example.org' }, project);
    expect(settingsOnly.level).toBe('error');
    expect(settingsOnly.text).toMatch(/www\.example\.org/);
    expect(settingsOnly.text).toMatch(/public\/CNAME/);
    const missing = judgeSettings({ ...branchSource, cname: null }, 'https://www.example.org/');
    expect(missing).toMatchObject({
      level: 'error',
      text: expect.stringMatching(/www\.example\.org/),
    });
  });

  it('is fine, and waits for the build, when the source and the domain match', () => {
    expect(judgeSettings(branchSource, project)).toEqual({ level: 'ok', text: '', wait: true });
    expect(
      judgeSettings({ ...branchSource, cname: 'WWW.example.org' }, 'https://www.example.org/'),
    ).toMatchObject({ level: 'ok' });
  });

  it('notes a preview still queued at the top of the comment, in minutes', () => {
    expect(stillBuildingNote(600)).toMatch(
      /^> \[!NOTE\]\n> GitHub Pages had not served this preview 10 minutes/,
    );
  });
});
