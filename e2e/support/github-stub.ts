/**
 * A stand-in for GitHub, for driving the form editor at /admin/ offline: it
 * answers, from a folder of files, the REST and GraphQL requests Sveltia CMS
 * makes (its GitHub backend: src/lib/services/backends/git/github/ in
 * sveltia/sveltia-cms), with Playwright's request interception. Commits are
 * recorded and applied, so a test can read what the editor wrote.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import type { BrowserContext, Route } from 'playwright-core';

export const githubApi = 'https://api.github.com';

/** The signed-in user the stub answers for: made up. */
export const stubUser = {
  id: 4242,
  login: 'fixture-owner',
  name: 'Fixture Owner',
  email: 'fixture-owner@example.org',
  html_url: 'https://github.com/fixture-owner',
  avatar_url: 'https://avatars.githubusercontent.com/u/4242?v=4',
};

/** One commit the editor made: its message and the files it wrote and deleted. */
export interface StubCommit {
  headline: string;
  written: Record<string, Buffer>;
  deleted: string[];
}

export interface GitHubStub {
  /** Every request the editor made to GitHub, as "METHOD url" (GraphQL: its first field). */
  requests: string[];
  /** Requests the stub had no answer for (answered 404). */
  unanswered: string[];
  commits: StubCommit[];
  /** The repository's files now, by path. */
  files: Map<string, Buffer>;
}

/** Git's id of a blob: what GitHub calls its sha. */
const blobSha = (data: Buffer) =>
  createHash('sha1')
    .update(Buffer.concat([Buffer.from(`blob ${data.length}\0`), data]))
    .digest('hex');

/** Every file under `root`, by its path from there with forward slashes. */
export function filesOf(root: string, folders: string[]): Map<string, Buffer> {
  const files = new Map<string, Buffer>();
  const walk = (folder: string) => {
    for (const name of readdirSync(folder)) {
      const full = join(folder, name);
      if (statSync(full).isDirectory()) walk(full);
      else files.set(relative(root, full).split(sep).join('/'), readFileSync(full));
    }
  };
  for (const folder of folders) walk(join(root, folder));
  return files;
}

// A 1 × 1 transparent PNG: the avatar.
const pixel = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

const cors = {
  'access-control-allow-origin': '*',
  'access-control-allow-headers': 'authorization, content-type, accept, x-github-api-version',
  'access-control-allow-methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
};

/**
 * Answers GitHub's API for `repo` ("owner/name") on `branch` with `files`, in
 * every page of `context`. Also answers GitHub's avatars.
 */
export async function stubGitHub(
  context: BrowserContext,
  { repo, branch, files }: { repo: string; branch: string; files: Map<string, Buffer> },
): Promise<GitHubStub> {
  const stub: GitHubStub = { requests: [], unanswered: [], commits: [], files };
  let head = createHash('sha1').update('initial').digest('hex');
  const headMessage = () =>
    stub.commits.length ? stub.commits[stub.commits.length - 1]!.headline : 'Initial commit';
  const bySha = () => new Map([...stub.files].map(([path, data]) => [blobSha(data), path]));
  const author = {
    name: stubUser.name,
    email: stubUser.email,
    user: { id: stubUser.id, login: stubUser.login },
  };

  const json = (route: Route, body: unknown, status = 200) =>
    route.fulfill({
      status,
      headers: { ...cors, 'content-type': 'application/json; charset=utf-8' },
      body: JSON.stringify(body),
    });

  /** The answer to one GraphQL query of the editor's, by what it asks for. */
  const graphql = (query: string, variables: Record<string, unknown>): unknown => {
    if (query.includes('createCommitOnBranch')) {
      const input = variables.input as {
        expectedHeadOid: string;
        fileChanges: {
          additions?: Array<{ path: string; contents: string }>;
          deletions?: Array<{ path: string }>;
        };
        message: { headline: string };
      };
      if (input.expectedHeadOid !== head) throw new Error('the branch has moved on');
      const written = Object.fromEntries(
        (input.fileChanges.additions ?? []).map(({ path, contents }) => [
          path,
          Buffer.from(contents, 'base64'),
        ]),
      );
      const deleted = (input.fileChanges.deletions ?? []).map(({ path }) => path);
      for (const path of deleted) stub.files.delete(path);
      for (const [path, data] of Object.entries(written)) stub.files.set(path, data);
      stub.commits.push({ headline: input.message.headline, written, deleted });
      head = createHash('sha1').update(`${head}${input.message.headline}`).digest('hex');
      const shas = Object.fromEntries(
        Object.values(written).map((data, index) => [`file_${index}`, { oid: blobSha(data) }]),
      );
      return {
        createCommitOnBranch: {
          commit: { oid: head, committedDate: new Date().toISOString(), ...shas },
        },
      };
    }
    if (query.includes('defaultBranchRef'))
      return { repository: { defaultBranchRef: { name: branch } } };
    const contents = [...query.matchAll(/(content_\d+):\s*object\(oid:\s*"([0-9a-f]+)"\)/g)];
    const commits = [...query.matchAll(/(commit_\d+):\s*ref\(/g)];
    if (contents.length || commits.length) {
      const paths = bySha();
      const answer: Record<string, unknown> = {};
      for (const [, alias, sha] of contents) {
        const path = paths.get(sha!);
        answer[alias!] = path ? { text: stub.files.get(path)!.toString('utf8') } : null;
      }
      for (const [, alias] of commits)
        answer[alias!] = {
          target: {
            history: { nodes: [{ author, committedDate: '2030-01-01T00:00:00Z' }] },
          },
        };
      return { repository: answer };
    }
    // A commit's deploy status (commit statuses, deployments, checks): none here.
    const statuses = [...query.matchAll(/(commit_\d+):\s*object\(oid:/g)];
    if (statuses.length)
      return {
        repository: Object.fromEntries(
          statuses.map(([, alias]) => [
            alias,
            { status: null, deployments: { nodes: [] }, checkSuites: { nodes: [] } },
          ]),
        ),
      };
    // The branch's head, asked before each save and after loading.
    if (/target\s*\{\s*\.\.\. on Commit\s*\{\s*oid\s*\}/.test(query))
      return { repository: { ref: { target: { oid: head } } } };
    if (query.includes('history(first: 1)'))
      return {
        repository: {
          ref: { target: { history: { nodes: [{ oid: head, message: headMessage() }] } } },
        },
      };
    if (/history_\d+:/.test(query)) return { repository: {} };
    return undefined;
  };

  await context.route('https://avatars.githubusercontent.com/**', (route) => {
    stub.requests.push(`GET ${route.request().url()}`);
    return route.fulfill({
      status: 200,
      headers: { ...cors, 'content-type': 'image/png' },
      body: pixel,
    });
  });
  await context.route(`${githubApi}/**`, async (route) => {
    const request = route.request();
    const url = new URL(request.url());
    const method = request.method();
    if (method === 'OPTIONS') return route.fulfill({ status: 204, headers: cors });
    const path = url.pathname;
    const repoPath = `/repos/${repo}`;

    if (method === 'POST' && path === '/graphql') {
      const { query, variables = {} } = request.postDataJSON() as {
        query: string;
        variables?: Record<string, unknown>;
      };
      const first = /\{\s*(\w+)/.exec(query.replace(/^[^{]*/, ''))?.[1] ?? '?';
      stub.requests.push(
        `POST ${url.href} (${query.includes('mutation') ? 'mutation' : 'query'} ${first}${query.includes('content_0') ? ': file contents' : ''})`,
      );
      try {
        const data = graphql(query, variables);
        if (data === undefined) {
          stub.unanswered.push(`GraphQL ${query.slice(0, 2000)}`);
          return json(route, { errors: [{ message: 'not stubbed' }] });
        }
        return json(route, { data });
      } catch (error) {
        return json(route, { errors: [{ message: (error as Error).message }] });
      }
    }
    stub.requests.push(`${method} ${url.href}`);
    if (method === 'GET' && path === '/user') return json(route, stubUser);
    if (method === 'GET' && path === `${repoPath}/collaborators/${stubUser.login}`)
      return route.fulfill({ status: 204, headers: cors });
    if (method === 'GET' && path.startsWith(`${repoPath}/git/trees/`))
      return json(route, {
        sha: head,
        truncated: false,
        tree: [...stub.files].map(([filePath, data]) => ({
          path: filePath,
          mode: '100644',
          type: 'blob',
          sha: blobSha(data),
          size: data.length,
        })),
      });
    const blob = new RegExp(`^${repoPath}/git/blobs/([0-9a-f]+)$`).exec(path);
    if (method === 'GET' && blob) {
      const filePath = bySha().get(blob[1]!);
      if (filePath)
        return route.fulfill({
          status: 200,
          headers: { ...cors, 'content-type': 'application/octet-stream' },
          body: stub.files.get(filePath)!,
        });
    }
    stub.unanswered.push(`${method} ${url.href}`);
    return json(route, { message: 'Not Found' }, 404);
  });
  return stub;
}
