// @vitest-environment node
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { commentLimit } from './review/report-model';
import { stickyComment, stickyMarker, workflowBot } from './sticky-comment';

interface Comment {
  id: number;
  body: string;
  user: { login: string };
}

/**
 * A stand-in for GitHub's REST API: one pull request's comments, listed two
 * per page with a Link header as GitHub paginates, created and edited.
 */
async function githubStub(comments: Comment[]) {
  const requests: string[] = [];
  let nextId = 1000;
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url!, 'http://stub');
    requests.push(`${request.method} ${url.pathname}`);
    if (request.headers.authorization !== 'Bearer test-token') {
      response.writeHead(401).end('{"message":"Bad credentials"}');
      return;
    }
    let data = '';
    request.on('data', (chunk) => (data += chunk));
    request.on('end', () => {
      const list = /^\/repos\/owner\/site\/issues\/7\/comments$/.test(url.pathname);
      const one = /^\/repos\/owner\/site\/issues\/comments\/(\d+)$/.exec(url.pathname);
      if (list && request.method === 'GET') {
        const page = Number(url.searchParams.get('page') ?? 1);
        const perPage = 2;
        const last = Math.ceil(comments.length / perPage);
        const headers: Record<string, string> = { 'content-type': 'application/json' };
        if (page < last)
          headers.link = `<${address()}${url.pathname}?per_page=100&page=${page + 1}>; rel="next"`;
        response.writeHead(200, headers);
        response.end(JSON.stringify(comments.slice((page - 1) * perPage, page * perPage)));
      } else if (list && request.method === 'POST') {
        const comment = { id: nextId++, body: JSON.parse(data).body, user: { login: workflowBot } };
        comments.push(comment);
        response.writeHead(201).end(JSON.stringify(comment));
      } else if (one && request.method === 'PATCH') {
        const comment = comments.find(({ id }) => id === Number(one[1]));
        if (!comment) return void response.writeHead(404).end('{}');
        comment.body = JSON.parse(data).body;
        response.writeHead(200).end(JSON.stringify(comment));
      } else response.writeHead(404).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = () => `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  stubs.push(server);
  return { api: address(), comments, requests };
}

const stubs: Server[] = [];
afterEach(async () => {
  await Promise.all(
    stubs.splice(0).map((server) => new Promise((resolve) => server.close(resolve))),
  );
});

const options = { repository: 'owner/site', pr: 7, token: 'test-token' };
const someone = (id: number, body: string): Comment => ({ id, body, user: { login: 'reviewer' } });

describe('the pull request’s one comment', () => {
  it('is created once, then edited on every later run, never a second one', async () => {
    const github = await githubStub([someone(1, 'Looks good')]);
    expect(await stickyComment({ ...options, api: github.api, body: 'first run' })).toBe('created');
    expect(await stickyComment({ ...options, api: github.api, body: 'second run' })).toBe(
      'updated',
    );
    expect(await stickyComment({ ...options, api: github.api, body: 'third run' })).toBe('updated');
    const ours = github.comments.filter(({ body }) => body.startsWith(stickyMarker));
    expect(ours.map(({ body }) => body)).toEqual([`${stickyMarker}\nthird run`]);
    expect(github.comments).toHaveLength(2);
  });

  it('finds its comment on a later page of a long conversation, and only the bot’s own', async () => {
    const github = await githubStub([
      someone(1, 'a'),
      // Someone quoting the marker is not the comment.
      someone(2, `${stickyMarker}\nquoted by a person`),
      someone(3, 'b'),
      { id: 4, body: `${stickyMarker}\nold`, user: { login: workflowBot } },
    ]);
    expect(await stickyComment({ ...options, api: github.api, body: 'new' })).toBe('updated');
    expect(github.comments.find(({ id }) => id === 4)!.body).toBe(`${stickyMarker}\nnew`);
    expect(github.comments.find(({ id }) => id === 2)!.body).toContain('quoted by a person');
    expect(github.requests.filter((request) => request.startsWith('GET'))).toHaveLength(2);
  });

  it('with --only-update, edits an existing comment but never starts one', async () => {
    const github = await githubStub([]);
    expect(
      await stickyComment({ ...options, api: github.api, body: 'closed', onlyUpdate: true }),
    ).toBe('none');
    expect(github.comments).toEqual([]);
  });

  it('stays within GitHub’s limit, and says what went wrong when GitHub refuses', async () => {
    const github = await githubStub([]);
    await stickyComment({ ...options, api: github.api, body: 'x'.repeat(commentLimit * 2) });
    expect(github.comments[0]!.body.length).toBeLessThanOrEqual(commentLimit);
    await expect(
      stickyComment({ ...options, api: github.api, body: 'no', token: 'wrong' }),
    ).rejects.toThrow(/401 .*Bad credentials/);
    await expect(stickyComment({ ...options, api: github.api, body: 'no', pr: 0 })).rejects.toThrow(
      /pr must be a number/,
    );
  });
});

describe('the workflow’s posting step (tsx scripts/deploy/sticky-comment.ts)', () => {
  it('posts the review’s comment.md once, then edits it on the next push, against GitHub’s API', async () => {
    const github = await githubStub([someone(1, 'Please look at the timeline')]);
    const folder = mkdtempSync(join(tmpdir(), 'sticky-'));
    try {
      const post = async (body: string) => {
        writeFileSync(join(folder, 'comment.md'), body);
        const { stdout } = await promisify(execFile)(
          join(process.cwd(), 'node_modules', '.bin', 'tsx'),
          [
            'scripts/deploy/sticky-comment.ts',
            'owner/site',
            '7',
            '--body-file',
            join(folder, 'comment.md'),
          ],
          { env: { ...process.env, GITHUB_API_URL: github.api, GITHUB_TOKEN: 'test-token' } },
        );
        return stdout.trim();
      };
      expect(await post('### Preview of 3f2c1ab')).toBe('sticky comment on owner/site#7: created');
      expect(await post('### Preview of 9e8d7c6')).toBe('sticky comment on owner/site#7: updated');
      expect(github.comments).toHaveLength(2);
      expect(github.comments[1]!.body).toBe(`${stickyMarker}\n### Preview of 9e8d7c6`);
      expect(github.requests.filter((request) => request.startsWith('POST'))).toHaveLength(1);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  }, 60_000);
});
